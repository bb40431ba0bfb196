/** Router state a guard leaves behind when it sends a visitor to sign in (spec §2 redirects). */
export interface FromState {
  /** Where the visitor was going: a path string or a router location. */
  from?: string | { pathname?: string; search?: string; hash?: string };
}

/**
 * The in-app path stored in `location.state.from`, or null when there is none (or it is not a local
 * path). Used to go back after sign-in and by the visitor-only guard (spec §2 route table).
 */
export function fromPath(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('from' in state)) return null;
  const from = (state as FromState).from;
  const path =
    typeof from === 'string'
      ? from
      : from && typeof from.pathname === 'string'
        ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
        : null;
  if (!path || !path.startsWith('/') || path.startsWith('//')) return null;
  return path;
}
