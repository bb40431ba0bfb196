/** Raw, gzip and brotli bytes of a set of chunks. */
export interface ByteSizes {
  raw: number;
  gzip: number;
  brotli: number;
}
/** One storefront route's initial JavaScript. */
export interface RouteSize extends ByteSizes {
  route: string;
  module: string;
  /** False when the route's module is missing from the manifest (route table out of step). */
  found: boolean;
  chunks: number;
  files: string[];
}
/** What {@link routeSizes} measures. */
export interface RouteSizeReport {
  /** The entry and its start-up stages (src/main.tsx, src/app/boot/): part of every route. */
  entry: ByteSizes & { chunks: number };
  routes: RouteSize[];
  admin: (ByteSizes & { module: string })[];
  /** Storefront routes that load an admin chunk (must be empty). */
  leaks: string[];
}
/** Issue 12's budgets, brotli bytes. */
export declare const ISSUE_TARGET: { home: number; other: number };
/** See route-sizes.mjs. */
export declare function routeSizes(webDir: string, outDir: string): RouteSizeReport;
