/**
 * The server-rendering contract between the web build's server entry (web/src/entry-server.tsx),
 * the browser entry (web/src/main.tsx) and the bff that loads the one and serves the other
 * (bff/src/ssr.ts; issue 12, shared since issue 28). Both sides import these names, so neither can
 * change the page's JSON scripts or the entry's exports alone. Types and constants only, no I/O.
 */

/** Path of the server entry inside the web build (`web/dist/`). */
export const SSR_ENTRY = 'server/entry-server.js';

/** Id of the `<script type="application/json">` holding the server's Apollo cache. */
export const APOLLO_STATE_ID = '__APOLLO_STATE__';

/**
 * Id of the `<script type="application/json">` listing the route's chunk files
 * ({@link RouteChunkList}), which the browser entry preloads after the first paint.
 */
export const ROUTE_CHUNKS_ID = '__ROUTE_CHUNKS__';

/**
 * Name of the browser's first-party cookie mirroring the cart's lines (issue 29): written by the
 * web app's cart store (web/src/lib/cart/cookie.ts) with `Path=/cart`, so only /cart navigations
 * carry it; the bff hands its value to the server entry when it renders /cart for a signed-in
 * viewer (never for a visitor, never stored). The browser's localStorage stays the cart's truth.
 */
export const CART_COOKIE = 'serena_cart';

/** What the bff tells the server entry about the viewer's request besides the session. */
export interface SsrRenderOptions {
  /** The {@link CART_COOKIE} value of a signed-in viewer's request, if any (untrusted text). */
  cart?: string;
}

/** The content of the {@link ROUTE_CHUNKS_ID} script: build-relative chunk file names. */
export type RouteChunkList = string[];

/** One GraphQL operation as the server entry's Apollo Client hands it to the bff. */
export interface SsrGraphqlRequest {
  /** The printed document. */
  query: string;
  /** Its variables. */
  variables: Record<string, unknown>;
  /** Its operation name, when it has one. */
  operationName?: string;
}

/**
 * Runs one operation against the bff's schema with the viewer's session (none for a visitor); `Result` is graphql-js's
 * `FormattedExecutionResult` on both sides (this package does not depend on graphql).
 */
export type SsrGraphqlExecutor<Result> = (request: SsrGraphqlRequest) => Promise<Result>;

/** A rendered page: the HTML of `#root`, the Apollo cache to restore, the LCP picture to preload. */
export interface SsrPage {
  /** The HTTP status (200). */
  status: number;
  /** The app's HTML, to go inside `<div id="root">`. */
  html: string;
  /** Chakra's (Emotion) `<style data-emotion>` elements of the page, in order, for `<head>`. */
  styles: string;
  /** `client.extract()` of the server's Apollo cache (the {@link APOLLO_STATE_ID} script). */
  apolloState: unknown;
  /** The first `fetchpriority="high"` picture of the page (its LCP candidate), if any. */
  lcpImage: { src: string; srcset?: string; sizes?: string; type?: string } | null;
  /** Source files (as in Vite's manifest) of the page's lazily loaded route module. */
  routeModules: string[];
}

/** The exports of the server entry ({@link SSR_ENTRY}) the bff calls. */
export interface SsrEntry<Result> {
  /**
   * Renders a route for a visitor, or with `signedIn` for the signed-in viewer whose session
   * `execute` runs with (issue 29), with what `options` says of the request (the viewer's cart
   * lines); null when the router answers a redirect.
   */
  render(
    url: URL,
    execute: SsrGraphqlExecutor<Result>,
    signedIn?: boolean,
    options?: SsrRenderOptions,
  ): Promise<SsrPage | null>;
  /**
   * The server-rendered route of a path for a visitor (or, with `signedIn`, a signed-in viewer),
   * or undefined when the path is client-rendered for them.
   */
  ssrRouteOf(pathname: string, signedIn?: boolean): unknown;
  /** The page-cache key of a URL: its path and the query parameters the pages read. */
  normalizedPageUrl(url: URL): string;
}
