import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BffConfig } from './config.js';
import { readViewerToken } from './context.js';
import type { UpstreamClient } from './upstream/contract.js';
import { errorCode } from './upstream/errors.js';
import type { ServerRenderer } from './ssr.js';
import {
  ADMIN_CONTACT_FILES_PREFIX,
  ADMIN_JOB_FILES_PREFIX,
  ADMIN_ORDER_FILES_PREFIX,
} from './resolvers/admin/files.js';
import {
  ADMIN_QUOTE_FILES_PREFIX,
  QUOTE_FILES_PREFIX,
  QUOTE_PDF_PREFIX,
} from './resolvers/Quote.js';

/** Path prefixes proxied to the api's public files (product and category pictures). */
export const PROXIED_PREFIXES = ['/images/', '/category-images/'] as const;

const NO_CACHE = 'no-cache';
/** A signed-in viewer's server-rendered page (issue 29): theirs only, kept by no cache. */
const PRIVATE_PAGE = 'private, no-store';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Responses smaller than this (bytes) are sent uncompressed (issue 12: GraphQL over 1 KB). */
export const COMPRESS_THRESHOLD = 1024;
/** Brotli quality for responses compressed per request (fast; static files are pre-compressed at 11). */
const DYNAMIC_BROTLI_QUALITY = 4;

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Serena Trade</title></head>
<body><h1>Serena Trade</h1><p>The web app is not built. Run <code>npm run build -w web</code>, then reload.
The GraphQL API is available at <a href="/graphql">/graphql</a>.</p></body></html>
`;

/** True when the URL path's last segment has a file extension (e.g. /assets/app.js). */
function hasExtension(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[^./]+$/.test(last);
}

/** True for a browser navigation the SPA handles (spec §2 route table, unknown paths included). */
function isSpaRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname === '/graphql' || pathname.startsWith('/graphql/')) return false;
  if (PROXIED_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  if (Object.keys(PRIVATE_DOWNLOADS).some((prefix) => pathname.startsWith(prefix))) return false;
  return !hasExtension(pathname);
}

/** Path prefix of the signed-in customer's uploaded special-instructions files. */
export const SPECIAL_QUOTE_FILES_PREFIX = '/files/special-quotes/';

/** Path prefix of the signed-in customer's credit notes (issue 22): `/documents/credit-notes/{number}`. */
export const CREDIT_NOTES_PREFIX = '/documents/credit-notes/';

/** Private downloads whose api path ends in a fixed suffix after the browser path's last segment. */
const PATH_SUFFIXES: Readonly<Record<string, string>> = {
  [CREDIT_NOTES_PREFIX]: '/pdf',
  [QUOTE_PDF_PREFIX]: '/pdf',
};

/**
 * The signed-in customer's own downloads, proxied with their token: browser path prefix → api path
 * prefix. Uploaded special-instructions files, and the documents of issue 14 (the PDF invoice of a
 * purchase order, `/documents/purchase-orders/PO-000042/invoice`; the monthly account statement,
 * `/documents/statements/2026-11.pdf` or `.csv`); and the admin's downloads (issue 9: an order's
 * special-instructions file, a contact message's attachment), which the api's admin guard checks.
 */
export const PRIVATE_DOWNLOADS: Readonly<Record<string, string>> = {
  [SPECIAL_QUOTE_FILES_PREFIX]: '/api/order/special-quote-files/',
  '/documents/purchase-orders/': '/api/order/purchase-orders/',
  '/documents/statements/': '/api/order/statements/',
  // Issue 22: a credit note's PDF, `/documents/credit-notes/CN-2026-000001` (see PATH_SUFFIXES).
  [CREDIT_NOTES_PREFIX]: '/api/order/credit-notes/',
  [ADMIN_ORDER_FILES_PREFIX]: '/api/admin/orders/',
  [ADMIN_CONTACT_FILES_PREFIX]: '/api/admin/inbox/contact-messages/',
  // Issue 25: a quote's PDF (`/documents/quotes/42`), and the shop's quote PDF and files.
  [QUOTE_PDF_PREFIX]: '/api/quotes/',
  // A file of the customer's quote, theirs or the shop's (`/documents/quote-files/42/files/{id}`).
  [QUOTE_FILES_PREFIX]: '/api/quotes/',
  [ADMIN_QUOTE_FILES_PREFIX]: '/api/admin/quotes/',
  // Issue 27: the file a background job wrote (`/admin-files/jobs/catalog-export/{id}/file`);
  // the api checks the staff role and the job's queue.
  [ADMIN_JOB_FILES_PREFIX]: '/api/admin/jobs/',
  // The admin's catalog export (issue 10): the api checks the admin role on the viewer's token.
  '/documents/admin/catalog.zip': '/api/admin/catalog/export',
};

/**
 * Downloads the api makes before its first byte (the catalog export renders every picture of the
 * catalog, seconds to minutes on a cold picture cache): their own wait, in ms.
 */
export const SLOW_DOWNLOADS: Readonly<Record<string, number>> = {
  '/documents/admin/catalog.zip': 300_000,
  // A picture variant not yet in the api's disk cache is drawn or resized and encoded first
  // (libvips, one job per core): a page of 20 new cards on a busy machine took over the 5 s a
  // data call gets, and the card showed a broken picture. A late picture is better than none.
  '/images/': 30_000,
  '/category-images/': 30_000,
};

/** The api URL of a private download (see {@link PRIVATE_DOWNLOADS}), or null for other paths. */
export function privateDownloadUrl(url: string): string | null {
  for (const [prefix, target] of Object.entries(PRIVATE_DOWNLOADS)) {
    if (!url.startsWith(prefix)) continue;
    const rest = url.slice(prefix.length);
    const suffix = PATH_SUFFIXES[prefix];
    if (!suffix) return `${target}${rest}`;
    // The suffix goes before any query string; a nested path never reaches another api route.
    const [path = '', query] = rest.split('?', 2);
    const segment = path.split('/')[0] ?? '';
    return `${target}${segment}${suffix}${query === undefined ? '' : `?${query}`}`;
  }
  return null;
}

/**
 * Proxies a GET to the api, streaming the body: the pictures (`/images/*`, `/category-images/*`,
 * same path on the api) and, with the viewer's token, the customer's own downloads
 * ({@link PRIVATE_DOWNLOADS}).
 */
async function proxyAsset(
  upstream: UpstreamClient,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const privateUrl = privateDownloadUrl(request.url);
  const url = privateUrl ?? request.url;
  const token = privateUrl === null ? undefined : readViewerToken(request);
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.split('?')[0] ?? '');
  } catch {
    return reply.code(400).type('text/plain').send('Bad request');
  }
  if (decoded.split('/').includes('..') || decoded.includes('\\')) {
    return reply.code(404).type('text/plain').send('Not found');
  }
  try {
    const slow = Object.entries(SLOW_DOWNLOADS).find(([prefix]) => request.url.startsWith(prefix));
    const asset = await upstream.getAsset(url, token, slow ? { timeoutMs: slow[1] } : undefined);
    reply.code(asset.status);
    if (asset.contentDisposition) reply.header('content-disposition', asset.contentDisposition);
    if (asset.contentType) reply.header('content-type', asset.contentType);
    if (asset.cacheControl) reply.header('cache-control', asset.cacheControl);
    if (asset.contentLength) reply.header('content-length', asset.contentLength);
    return reply.send(asset.body);
  } catch (error) {
    request.log.warn({ err: error, url }, 'image proxy failed');
    const status = errorCode(error) === 'UPSTREAM_UNAVAILABLE' ? 502 : 500;
    return reply.code(status).type('text/plain').send('Image unavailable');
  }
}

/**
 * Registers `@fastify/compress` for every route registered after it (issue 12, transfer): GraphQL
 * answers and other text responses of at least {@link COMPRESS_THRESHOLD} bytes are sent with brotli
 * or gzip as the browser's Accept-Encoding asks, with `Vary: accept-encoding`. Pictures (JPEG/WebP,
 * PDFs) are left alone, and static files that already carry a Content-Encoding (the build's `.br` /
 * `.gz`, served with `preCompressed` by {@link registerWeb}) are not compressed twice. Call it before
 * the /graphql route is added: Fastify hooks apply only to routes registered after them.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
  });
}

/**
 * Answers a page navigation: a visitor's (no token) public page server-rendered by `renderer`
 * (issue 12, from the shared page store), a signed-in viewer's page rendered for them alone
 * (issue 29, `Cache-Control: private, no-store`), else the client-rendered shell index.html. A
 * failed render is logged and answered with the shell, so the page still works. `Vary: cookie`:
 * the answer depends on the session.
 */
async function sendPage(
  renderer: ServerRenderer | null,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  reply.header('cache-control', NO_CACHE).header('vary', 'cookie');
  const pathname = request.url.split('?')[0] ?? '/';
  const signedIn = readViewerToken(request) !== null;
  if (signedIn) reply.header('cache-control', PRIVATE_PAGE);
  if (renderer?.handles(pathname, signedIn)) {
    try {
      const page = signedIn ? await renderer.privatePage(request) : await renderer.page(request);
      if (page) return reply.code(page.status).type('text/html; charset=utf-8').send(page.html);
    } catch (error) {
      request.log.error(
        { err: error, url: request.url },
        'server rendering failed; sent the shell',
      );
    }
  }
  return reply.code(200).sendFile('index.html');
}

/**
 * Serves the built web app from WEB_DIST with an SPA fallback (index.html, no-cache, for any GET
 * whose last path segment has no extension; a visitor's public pages server-rendered when
 * `renderer` is given, see bff/src/ssr.ts), 404 for missing files, immutable caching for hashed
 * /assets/, and proxies the api's pictures. Without a build, GET / explains that the web app is
 * not built. Files are sent pre-compressed (`.br`, `.gz` from the build) when the browser accepts
 * it, always with `Vary: accept-encoding`. Implements architecture "bff serves the built web app and /graphql from one origin".
 */
export async function registerWeb(
  app: FastifyInstance,
  config: BffConfig,
  upstream: UpstreamClient,
  renderer: ServerRenderer | null = null,
): Promise<void> {
  for (const prefix of [...PROXIED_PREFIXES, ...Object.keys(PRIVATE_DOWNLOADS)]) {
    app.get(`${prefix}*`, (request, reply) => proxyAsset(upstream, request, reply));
  }

  const built = existsSync(join(config.webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      wildcard: true,
      cacheControl: false,
      dotfiles: 'ignore',
      // The web build writes foo.js.br and foo.js.gz beside foo.js (web/precompress-plugin.ts).
      preCompressed: true,
      // Source maps are never served, even if a debug build left some in WEB_DIST (issue 12), nor
      // the server entry the bff renders pages with (dist/server/).
      allowedPath: (pathname) => !pathname.endsWith('.map') && !pathname.startsWith('/server/'),
      setHeaders(res, filePath) {
        const relative = filePath.slice(config.webDist.length).replaceAll('\\', '/');
        res.setHeader('cache-control', relative.startsWith('/assets/') ? IMMUTABLE : NO_CACHE);
        res.setHeader('vary', 'accept-encoding');
      },
    });
    // `/` is a page like any other (the static wildcard would answer the folder: 403).
    app.get('/', (request, reply) => sendPage(renderer, request, reply));
  } else {
    app.log.warn({ webDist: config.webDist }, 'web app not built; serving a placeholder page');
  }

  app.setNotFoundHandler((request, reply) => {
    if (isSpaRoute(request)) {
      if (built) return sendPage(renderer, request, reply);
      return reply
        .header('cache-control', NO_CACHE)
        .code(200)
        .type('text/html')
        .send(NOT_BUILT_PAGE);
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
}
