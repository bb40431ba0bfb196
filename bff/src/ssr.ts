/**
 * Server rendering of the public storefront pages for visitors (issue 12, first paint). The web
 * build's server entry (`web/dist/server/entry-server.js`, from web/src/entry-server.tsx) renders a
 * route with React Router's static handler and Apollo Client's `prerenderStatic`; its GraphQL runs
 * in this process through Apollo Server's `executeOperation` with a visitor's context, so it passes
 * the same plugins as HTTP requests (limits, metrics and the shared public cache). The page is the
 * built `index.html` with the rendered app in `#root`, the Apollo cache in a
 * `<script type="application/json">` (no inline script: the CSP stays `script-src 'self'`), a
 * preload of the LCP picture, and the list of the route's chunk files in another JSON script: the
 * browser entry preloads them only after the first paint (web/src/main.tsx), so no script competes
 * with the page's first paint and pictures. A visitor's rendered pages are kept in the public
 * cache's page store (30 s, cleared by catalog writes).
 *
 * Signed-in viewers (issue 29) get their pages rendered the same way, with their own session in the
 * GraphQL context (the same resolvers, so the same price rules, as their browser's requests): the
 * page carries that viewer's data, so it is rendered for every request and never read from or
 * written to the page store, nor any other shared cache (the public GraphQL cache skips requests
 * with a token; the APQ cache holds query texts only); web.ts sends it `private, no-store`. Their
 * /cart is rendered from the lines of the request's cart cookie (`CART_COOKIE`, a mirror of the
 * browser's localStorage cart), priced with their session like the rest.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApolloServer } from '@apollo/server';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  APOLLO_STATE_ID,
  CART_COOKIE,
  ROUTE_CHUNKS_ID,
  SSR_ENTRY,
  type RouteChunkList,
  type SsrEntry as SharedSsrEntry,
  type SsrGraphqlRequest,
  type SsrPage,
} from '@serena/domain';
import type { FormattedExecutionResult } from 'graphql';
import { createContext, type GraphQLContext } from './context.js';
import type { PageStore } from './public-cache.js';
import type { PublicDataStore } from './public-data.js';
import type { UpstreamClient } from './upstream/contract.js';

const ROOT_ELEMENT = '<div id="root"></div>';
/**
 * The template's `<head>` up to its charset declaration (which must stay first) and, when it follows
 * with only links between, its viewport declaration: the browser's preload scanner picks an image
 * preload's `imagesrcset` width against the viewport it knows so far, which before that declaration
 * is a phone's 980 px default, so a phone with a pixel ratio below 2 fetched the LCP picture twice
 * (the preloaded 800 px one and the one its `<img>` then chose).
 */
const HEAD_START =
  /<head>\s*<meta charset="[^"]*"\s*\/?>(?:\s*<link\b[^>]*>)*(?:\s*<meta name="viewport"[^>]*>)?/i;

/** The server entry's exports the bff uses (the shared contract over graphql-js results). */
type SsrEntry = SharedSsrEntry<FormattedExecutionResult>;

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** A rendered page as sent: status and the full HTML document. */
export interface RenderedPage {
  status: number;
  html: string;
}

/** The bff's server renderer (see the module comment). */
export interface ServerRenderer {
  /** True when `pathname` is rendered on the server for a visitor (or, with `signedIn`, a signed-in viewer). */
  handles(pathname: string, signedIn?: boolean): boolean;
  /**
   * The page of `request` (a visitor's GET of a path {@link handles} accepts) from the page store
   * or freshly rendered; null when the app answers a redirect.
   * @throws when rendering fails (the caller sends the client-rendered shell).
   */
  page(request: FastifyRequest): Promise<RenderedPage | null>;
  /**
   * The page of `request` (a signed-in viewer's GET of a path `handles(pathname, true)` accepts),
   * rendered with that viewer's session for this request only: never stored, never read from a
   * store. Null when the app answers a redirect.
   * @throws when rendering fails (the caller sends the client-rendered shell).
   */
  privatePage(request: FastifyRequest): Promise<RenderedPage | null>;
}

/** Escapes JSON for a `<script type="application/json">` element (no `</script>`, no `<!--`). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026');
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/**
 * The files of `keys` and of everything they import statically, minus the entry's own (already
 * preloaded). A module a route loads lazily itself is preloaded only when the route lists it
 * (web/src/entry-server.tsx, `SsrRoute.modules`: a below-the-fold block the server renders, like
 * the home page's news): a drawer's or a dialog's code, loaded when first opened, is not (issue 29:
 * each script file costs a phone's main thread a few milliseconds, used or not).
 */
export function chunkFiles(
  manifest: Record<string, ManifestChunk>,
  keys: readonly string[],
): string[] {
  const entryFiles = new Set<string>();
  const visit = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key, entryFiles);
  const files = new Set<string>();
  for (const key of keys) visit(key, files);
  return [...files].filter((file) => !entryFiles.has(file));
}

/** React's hoisted `<link>` tags at the start of a rendered fragment (they belong in `<head>`). */
function splitLeadingLinks(html: string): { links: string; body: string } {
  const match = /^(?:<link\b[^>]*\/?>)+/.exec(html);
  if (!match) return { links: '', body: html };
  return { links: match[0], body: html.slice(match[0].length) };
}

/** The full document: the template with the head tags, the rendered app and the Apollo state. */
function documentOf(
  template: string,
  page: SsrPage,
  chunkFiles: (routeModules: readonly string[]) => RouteChunkList,
): string {
  const { links, body } = splitLeadingLinks(page.html);
  // First in <head>, before the app's module script: the LCP picture is requested before any code.
  const early: string[] = [];
  if (page.lcpImage) {
    const { src, srcset, sizes, type } = page.lcpImage;
    early.push(
      `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(src)}"` +
        (srcset ? ` imagesrcset="${escapeAttribute(srcset)}"` : '') +
        (sizes ? ` imagesizes="${escapeAttribute(sizes)}"` : '') +
        (type ? ` type="${escapeAttribute(type)}"` : '') +
        '>',
    );
  }
  const head: string[] = [links, page.styles];
  const root =
    `<div id="root">${body}</div>` +
    `<script type="application/json" id="${APOLLO_STATE_ID}">${jsonForScript(page.apolloState)}</script>` +
    `<script type="application/json" id="${ROUTE_CHUNKS_ID}">${jsonForScript(chunkFiles(page.routeModules))}</script>`;
  return template
    .replace(HEAD_START, (start) => `${start}${early.join('')}`)
    .replace('</head>', `${head.join('')}</head>`)
    .replace(ROOT_ELEMENT, root);
}

/**
 * Loads the server entry of the web build in `webDist`, or returns null when there is none (a build
 * without `dist/server/`, or no build): every page is then the client-rendered shell.
 */
export async function createServerRenderer(options: {
  webDist: string;
  apollo: ApolloServer<GraphQLContext>;
  upstream: UpstreamClient;
  pages: PageStore;
  /** The shared store of public upstream answers, read by signed-in renders (public-data.ts). */
  publicData?: PublicDataStore;
  log: FastifyBaseLogger;
}): Promise<ServerRenderer | null> {
  const { webDist, apollo, upstream, pages, publicData, log } = options;
  const entryPath = join(webDist, SSR_ENTRY);
  const templatePath = join(webDist, 'index.html');
  if (!existsSync(entryPath) || !existsSync(templatePath)) return null;
  let entry: SsrEntry;
  try {
    entry = (await import(pathToFileURL(entryPath).href)) as SsrEntry;
  } catch (error) {
    log.error(
      { err: error, entryPath },
      'server entry failed to load; pages are not server-rendered',
    );
    return null;
  }
  const template = await readFile(templatePath, 'utf8');
  if (!template.includes(ROOT_ELEMENT)) {
    log.warn({ templatePath }, 'index.html has no empty #root; pages are not server-rendered');
    return null;
  }
  const manifestPath = join(webDist, '.vite', 'manifest.json');
  const manifest = existsSync(manifestPath)
    ? (JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, ManifestChunk>)
    : {};

  /** The chunk files of a route's modules, worked out once per route (the manifest never changes). */
  const chunkFilesByRoute = new Map<string, string[]>();
  const routeChunkFiles = (routeModules: readonly string[]): string[] => {
    const key = routeModules.join('\n');
    let files = chunkFilesByRoute.get(key);
    if (!files) {
      files = chunkFiles(manifest, routeModules);
      chunkFilesByRoute.set(key, files);
    }
    return files;
  };

  /** Renders a page; `complete` is false when an operation answered errors (not stored then). */
  const render = async (
    request: FastifyRequest,
    pageUrl: string,
    signedIn: boolean,
  ): Promise<{ page: RenderedPage; complete: boolean } | null> => {
    // The same context as the viewer's own GraphQL requests (app.ts), minus the reply: a render
    // sets no cookie. A signed-in render's public reads and listing come from the shared store.
    const contextValue = createContext(request, upstream, undefined, false, publicData);
    let complete = true;
    const execute = async (operation: SsrGraphqlRequest): Promise<FormattedExecutionResult> => {
      const response = await apollo.executeOperation(operation, { contextValue });
      if (response.body.kind !== 'single') throw new Error('incremental delivery is not rendered');
      if (response.body.singleResult.errors?.length) complete = false;
      return response.body.singleResult;
    };
    // The viewer's cart lines (the cart cookie, sent with /cart only) for a signed-in render alone:
    // a visitor's page is stored and shared, so it never sees a cookie beyond the session's.
    const cart = signedIn ? request.cookies?.[CART_COOKIE] : undefined;
    const page = await entry.render(
      new URL(pageUrl, 'http://localhost'),
      execute,
      signedIn,
      cart ? { cart } : {},
    );
    if (!page) return null;
    const html = documentOf(template, page, routeChunkFiles);
    return { page: { status: page.status, html }, complete };
  };

  return {
    handles: (pathname, signedIn = false) => entry.ssrRouteOf(pathname, signedIn) !== undefined,
    async page(request) {
      // Only the query parameters the pages read make a page (web/src/entry-server.tsx): the
      // page is rendered from, and stored under, that normalised URL.
      const key = entry.normalizedPageUrl(new URL(request.url, 'http://localhost'));
      const cached = await pages.get(key);
      if (cached !== undefined) return JSON.parse(cached) as RenderedPage;
      const rendered = await render(request, key, false);
      if (!rendered) return null;
      if (rendered.complete) await pages.set(key, JSON.stringify(rendered.page));
      return rendered.page;
    },
    async privatePage(request) {
      const url = new URL(request.url, 'http://localhost');
      const rendered = await render(request, `${url.pathname}${url.search}`, true);
      return rendered?.page ?? null;
    },
  };
}
