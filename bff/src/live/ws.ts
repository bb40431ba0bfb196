/**
 * GraphQL subscriptions over graphql-ws on the same port and path as queries (`/graphql`), issue 14
 * live status. The connection is authenticated once when it opens: the `authToken` session cookie
 * (or a `token` in the connection parameters, for non-browser clients) must belong to a signed-in
 * customer, otherwise the socket closes with 4403 Forbidden. Browsers must come from the page's own
 * origin (no cross-site WebSocket hijacking with the customer's cookie): PUBLIC_URL's origin or the
 * Host connected to; X-Forwarded-Host only from a proxy TRUST_PROXY trusts (issue 23). Only subscription
 * operations are accepted here, checked with the same graphql-armor rules as HTTP requests.
 * A socket closes with 4401 when its session ends (live/sessions.ts); one session holds at most
 * 5 sockets (the 6th closes with 4429) and a socket at most 4 subscriptions (issue 23).
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import {
  GraphQLError,
  Kind,
  OperationTypeNode,
  parse,
  specifiedRules,
  validate,
  type GraphQLSchema,
} from 'graphql';
import type { Context as WsContext } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { trustsPeer, type TrustProxy } from '@serena/server-kit';
import { AUTH_COOKIE, type GraphQLContext } from '../context.js';
import { ARMOR_LIMITS, protectWithArmor } from '../graphql.js';
import type { UpstreamClient } from '../upstream/contract.js';
import { createLoaders } from '../upstream/loaders.js';
import type { FeedViewer } from './order-feed.js';
import type { LiveFeeds } from './feed.js';
import {
  MAX_SUBSCRIPTIONS_PER_SOCKET,
  TOO_MANY_SOCKETS_CODE,
  type LiveSessions,
  type LiveSocket,
} from './sessions.js';

/** Options of {@link registerSubscriptions}. */
export interface SubscriptionOptions {
  schema: GraphQLSchema;
  upstream: UpstreamClient;
  /** The order and approval feeds (live/feed.ts). */
  feed: LiveFeeds;
  /** The live sockets by session: closed when it ends, capped per session (issue 23). */
  sessions: LiveSessions;
  /** URL path of the GraphQL endpoint. */
  path?: string;
  /** Which origins browsers may open sockets from (see {@link sameOrigin}); default: Host only. */
  origins?: OriginPolicy;
}

/** Where the shop is served from: PUBLIC_URL's origin and the TRUST_PROXY setting. */
export interface OriginPolicy {
  publicOrigin?: string;
  trustProxy: TrustProxy;
}

type ConnectionExtra = {
  request: IncomingMessage;
  socket: { close(code: number, reason: string): void };
  viewer?: FeedViewer;
  live?: LiveSocket;
} & Record<PropertyKey, unknown>;

/**
 * True when the browser's Origin header is absent, is `policy.publicOrigin`, or names the host the
 * request was sent to: the Host header, or X-Forwarded-Host when the peer is a proxy
 * `policy.trustProxy` trusts (a client-sent X-Forwarded-Host is ignored otherwise).
 */
export function sameOrigin(
  request: IncomingMessage,
  policy: OriginPolicy = { trustProxy: false },
): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    const url = new URL(origin);
    if (policy.publicOrigin && url.origin === policy.publicOrigin) return true;
    const forwarded = request.headers['x-forwarded-host'];
    const trusted = trustsPeer(policy.trustProxy, request.socket.remoteAddress);
    const host =
      (trusted && typeof forwarded === 'string' ? forwarded : request.headers.host) ?? '';
    return url.host === host.split(',')[0]!.trim();
  } catch {
    return false;
  }
}

/** The session token of an upgrade request: connection parameter `token`, else the cookie. */
function tokenOf(
  app: FastifyInstance,
  request: IncomingMessage,
  params: Record<string, unknown> | undefined,
): string | null {
  if (typeof params?.token === 'string' && params.token.trim() !== '') return params.token.trim();
  const header = request.headers.cookie;
  if (!header) return null;
  const cookie = app.parseCookie(header)[AUTH_COOKIE];
  return typeof cookie === 'string' && cookie.trim() !== '' ? cookie.trim() : null;
}

/**
 * Attaches the graphql-ws server to the app's HTTP server (upgrade requests on `path`) and stops
 * it with the app. Call after @fastify/cookie is registered.
 */
export function registerSubscriptions(app: FastifyInstance, options: SubscriptionOptions): void {
  const { schema, upstream, feed, sessions } = options;
  const path = options.path ?? '/graphql';
  const wss = new WebSocketServer({ noServer: true });
  const armor = protectWithArmor();
  const rules = [...specifiedRules, ...armor.validationRules];

  app.server.on('upgrade', (request: IncomingMessage, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== path) return; // another upgrade handler (or none) answers it
    if (!sameOrigin(request, options.origins)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });

  const server = useServer<Record<string, unknown> | undefined, ConnectionExtra>(
    {
      schema,
      async onConnect(ctx: WsContext<Record<string, unknown> | undefined, ConnectionExtra>) {
        const token = tokenOf(app, ctx.extra.request, ctx.connectionParams);
        if (!token) return false;
        let userId: number;
        try {
          userId = (await upstream.getMe(token)).user.id;
        } catch {
          return false;
        }
        const socket = ctx.extra.socket;
        const live: LiveSocket = { userId, token, close: (code, why) => socket.close(code, why) };
        if (!sessions.add(live)) {
          socket.close(TOO_MANY_SOCKETS_CODE, 'Too many live connections for this session');
          return false;
        }
        ctx.extra.viewer = { userId, token };
        ctx.extra.live = live;
        return true;
      },
      onClose(ctx) {
        if (ctx.extra.live) sessions.remove(ctx.extra.live);
      },
      onSubscribe(ctx, _id, payload) {
        if (Object.keys(ctx.subscriptions).length > MAX_SUBSCRIPTIONS_PER_SOCKET) {
          return [
            new GraphQLError(
              `At most ${MAX_SUBSCRIPTIONS_PER_SOCKET} live subscriptions per connection.`,
              { extensions: { code: 'RATE_LIMITED' } },
            ),
          ];
        }
        let document;
        try {
          document = parse(payload.query, { maxTokens: ARMOR_LIMITS.maxTokens });
        } catch (error) {
          return [error instanceof GraphQLError ? error : new GraphQLError('Invalid query.')];
        }
        const onlySubscriptions = document.definitions.every(
          (d) =>
            d.kind !== Kind.OPERATION_DEFINITION || d.operation === OperationTypeNode.SUBSCRIPTION,
        );
        if (!onlySubscriptions) {
          return [new GraphQLError('Only subscriptions are served over WebSocket; use HTTP.')];
        }
        const errors = validate(schema, document, rules);
        if (errors.length > 0) return errors;
        return undefined;
      },
      context(ctx): GraphQLContext {
        const viewer = ctx.extra.viewer!;
        return {
          viewerToken: viewer.token,
          canSeePrices: true,
          upstream,
          loaders: createLoaders(upstream, viewer.token),
          session: null,
          clientAddress: ctx.extra.request.socket.remoteAddress ?? null,
          live: { viewer, feed },
        };
      },
      onError(_ctx, _id, _payload, errors) {
        app.log.warn({ errors: errors.map((e) => e.message) }, 'subscription failed');
      },
    },
    wss,
  );

  app.addHook('preClose', async () => {
    await server.dispose(); // closes every socket with 1001 Going Away
    await feed.close();
  });
}
