/**
 * Whether the page's first screen was rendered on the server (issue 12). The server entry marks it
 * as it loads, the browser entry just before it hydrates a server-rendered page; client-only
 * renders (signed-in customers, other routes) leave it false.
 */
let serverRendered = false;

/** Marks the first screen as server-rendered (web/src/entry-server.tsx, web/src/main.tsx). */
export function markServerRendered(): void {
  serverRendered = true;
}

/** True when the first screen came from the server: its content is already on screen. */
export function isServerRendered(): boolean {
  return serverRendered;
}

let pageHydrated: () => void = () => {};
const pageHydration = new Promise<void>((resolve) => {
  pageHydrated = resolve;
});

/**
 * Marks the page's main content as hydrated: called by the app frame's `HydrationMark` once
 * React has committed the route's content (on a client-only render too).
 */
export function markPageHydrated(): void {
  pageHydrated();
}

/**
 * Resolves once the page's main content has hydrated (its route code loaded, its components
 * committed): input made before then can only reach the page's handlers after it (issue 12).
 */
export function whenPageHydrated(): Promise<void> {
  return pageHydration;
}
