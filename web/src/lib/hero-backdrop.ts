import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether a dark hero is on screen under the home page's transparent header (issue 14: the header's
 * white text kept 4.5:1 contrast only once the hero had painted; while the home route loaded it sat
 * on the light page background at 1.04:1). The hero marks itself with {@link useHeroBackdrop}; the
 * header stays solid (black text on white) until then.
 */
let mounted = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Marks a dark hero as mounted under the header for as long as the calling component lives. */
export function useHeroBackdrop(): void {
  useEffect(() => {
    mounted += 1;
    emit();
    return () => {
      mounted -= 1;
      emit();
    };
  }, []);
}

/** True while a component using {@link useHeroBackdrop} is mounted. */
export function useHasHeroBackdrop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mounted > 0,
    () => false,
  );
}
