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

/**
 * Calls `callback` just after the next frame has been painted, when the layout is clean (a
 * `requestAnimationFrame` runs just before the paint; a timeout set there runs after it). Returns
 * a function that cancels the call. Never called in a hidden tab, which paints no frames.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

let pageHydrated: () => void = () => {};
let hydrated = false;
const pageHydration = new Promise<void>((resolve) => {
  pageHydrated = resolve;
});

/**
 * Marks the page's main content as hydrated: called by the app frame's `HydrationMark` once
 * React has committed the route's content (on a client-only render too).
 */
export function markPageHydrated(): void {
  // `<html data-hydrated>`: what a browser test or a monitoring script waits for.
  if (typeof document !== 'undefined') document.documentElement.dataset.hydrated = 'true';
  hydrated = true;
  pageHydrated();
}

/** True once the page's main content has hydrated (see {@link markPageHydrated}). */
export function isPageHydrated(): boolean {
  return hydrated;
}

/**
 * Resolves once the page's main content has hydrated (its route code loaded, its components
 * committed): input made before then can only reach the page's handlers after it (issue 12).
 */
export function whenPageHydrated(): Promise<void> {
  return pageHydration;
}
