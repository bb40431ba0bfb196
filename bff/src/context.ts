import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookies, type SessionCookies } from './session/cookies.js';
import type { FeedViewer } from './live/order-feed.js';
import type { LiveFeeds } from './live/feed.js';
import type { UpstreamClient } from './upstream/contract.js';
import { createLoaders, type Loaders } from './upstream/loaders.js';
import { withPublicData, type PublicDataStore } from './public-data.js';

/** Name of the session cookie holding the api's JWT (spec §3 User, §6). */
export const AUTH_COOKIE = 'authToken';

/**
 * The per-request GraphQL context (architecture bff/context.ts): the viewer's bearer token,
 * the upstream client and fresh DataLoaders.
 */
export interface GraphQLContext {
  /** The api JWT from the `authToken` cookie or an `Authorization: Bearer` header; null for visitors. */
  viewerToken: string | null;
  /** True when a token is present: prices are shown (spec §1 price hiding; the api re-checks). */
  canSeePrices: boolean;
  /** The REST client (real or, in tests, a fake). */
  upstream: UpstreamClient;
  /** Loaders of this request only. */
  loaders: Loaders;
  /** Sets and clears the session cookies on this response; null outside an HTTP request. */
  session: SessionCookies | null;
  /** The client's IP address (forwarded to the api's sign-in throttle); null when unknown. */
  clientAddress: string | null;
  /**
   * The shared store of public (price-free) upstream answers (issue 29, public-cache.ts); absent:
   * every read goes upstream with the viewer's token.
   */
  publicData?: PublicDataStore;
  /** Set on WebSocket subscriptions only (live/ws.ts): the signed-in viewer and the order feed. */
  live?: { viewer: FeedViewer; feed: LiveFeeds };
}

/**
 * Returns the viewer's token: the `Authorization: Bearer` header wins over the `authToken` cookie
 * (spec §6: the bearer token from cookie authToken is sent when present). Null when neither is set.
 */
export function readViewerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (match?.[1]) return match[1];
  }
  const cookie = request.cookies?.[AUTH_COOKIE];
  return typeof cookie === 'string' && cookie.trim() !== '' ? cookie.trim() : null;
}

/**
 * Builds the context of one GraphQL request (new loaders every time). With the reply, resolvers
 * can set the session cookies (accounts mutations), Secure when `secureCookies` (BffConfig) or the
 * request is HTTPS. `publicData`: the shared store of public upstream answers, which a signed-in
 * viewer's public reads go through (public-data.ts).
 */
export function createContext(
  request: FastifyRequest,
  upstream: UpstreamClient,
  reply?: FastifyReply,
  secureCookies = false,
  publicData?: PublicDataStore,
): GraphQLContext {
  const viewerToken = readViewerToken(request);
  // A signed-in viewer's public reads (categories, menu, sizes) come from the shared store.
  const reads = publicData && viewerToken ? withPublicData(upstream, publicData) : upstream;
  return {
    ...(publicData ? { publicData } : {}),
    viewerToken,
    canSeePrices: viewerToken !== null,
    upstream: reads,
    loaders: createLoaders(reads, viewerToken, publicData),
    session: reply ? sessionCookies(request, reply, secureCookies) : null,
    clientAddress: request.ip || null,
  };
}

/**
 * A per-request memo: `perRequest(make)` returns a function that gives each request one value,
 * made by `make` on the request's first call (architecture practice 2: never shared between
 * requests or users). Keyed by the request's loaders, not by the context object: Apollo Server
 * runs each operation with a shallow copy of the context, and a server-rendered page runs all its
 * operations with one context (ssr.ts), so the loaders are what one request's operations share. A
 * sign-in within a request replaces the loaders, and so starts a new memo.
 */
export function perRequest<T>(
  make: (context: GraphQLContext) => T,
): (context: GraphQLContext) => T {
  const values = new WeakMap<Loaders, T>();
  return (context) => {
    if (values.has(context.loaders)) return values.get(context.loaders) as T;
    const value = make(context);
    values.set(context.loaders, value);
    return value;
  };
}
