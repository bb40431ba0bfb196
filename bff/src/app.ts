import fastifyCookie from '@fastify/cookie';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { BffConfig } from './config.js';
import { createContext, type GraphQLContext } from './context.js';
import { createApqCache } from './apq-cache.js';
import { createApollo } from './graphql.js';
import { createPublicCache } from './public-cache.js';
import { registerBffMetrics, registerHealth } from './observability.js';
import { closeConnectionsWhenIdle, closeRedis, createRedis, type Redis } from '@serena/server-kit';
import {
  fastifyTrustProxy,
  registerTracing,
  requestIdOptions,
  traceChildLoggerFactory,
} from '@serena/server-kit';
import { registerGraphqlUploads } from './uploads.js';
import { createUpstreamClient } from './upstream/client.js';
import type { UpstreamClient } from './upstream/contract.js';
import { registerCompression, registerWeb } from './web.js';
import { createServerRenderer } from './ssr.js';
import { registerPriceList } from './documents/price-list.js';
import { registerGraphiql } from './graphiql.js';
import { LiveSessions } from './live/sessions.js';
import { createLiveFeed } from './live/feed.js';
import { registerSubscriptions } from './live/ws.js';
import { graphqlRouteHelmet, registerSecurityHeaders } from './security-headers.js';

/** Options of buildServer. */
export interface BuildServerOptions {
  /** Validated settings (see loadConfig). */
  config: BffConfig;
  /** The REST client; defaults to the real undici client on config.apiUrl (closed with the app). */
  upstream?: UpstreamClient;
  /** A pino-compatible logger; defaults to pino at config.logLevel. */
  logger?: FastifyBaseLogger;
  /**
   * The shared Redis client; `null` keeps shared state (APQ, rate limits) in memory. When omitted
   * the app opens one from `config.redis` (and closes it with the app).
   */
  redis?: Redis | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis client (lib/redis.ts), or null: state then lives in this process. */
    redis: Redis | null;
  }
}

/**
 * Builds the bff Fastify app (not listening): cookies, Apollo Server 5 on /graphql (GET, POST),
 * the web app with SPA fallback and the picture proxy. Closing the app stops Apollo and closes the
 * upstream pool it created. Used by server.ts and the tests (architecture bff/server.ts).
 * @throws when schema.graphql cannot be read or Apollo fails to start.
 */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { config } = options;
  // trace_id / span_id of the request's W3C trace on every request log line (issue 27).
  const common = {
    trustProxy: fastifyTrustProxy(config.trustProxy),
    childLoggerFactory: traceChildLoggerFactory,
    // request_id (an incoming x-request-id kept, else a new UUID) on every request log line.
    ...requestIdOptions,
  };
  const app: FastifyInstance = options.logger
    ? Fastify({ loggerInstance: options.logger, ...common })
    : Fastify({ logger: { level: config.logLevel }, ...common });
  registerTracing(app);

  closeConnectionsWhenIdle(app);

  let redis = options.redis;
  if (redis === undefined) {
    const owned = createRedis(config.redis, app.log);
    app.addHook('onClose', async () => closeRedis(owned));
    redis = owned;
  }
  app.decorate('redis', redis);
  await registerSecurityHeaders(app);

  // /health, /ready and metrics first: their hooks must see every route registered after them.
  const metrics = registerBffMetrics(
    app,
    { port: config.metricsPort, host: config.host, token: config.metricsToken },
    redis,
  );
  const ownsUpstream = options.upstream === undefined;
  const upstream =
    options.upstream ??
    createUpstreamClient({
      baseUrl: config.apiUrl,
      ...config.upstreamTimeouts,
      observe: metrics.observeUpstream,
    });
  registerHealth(app, { upstream, redis });
  const apq = createApqCache(config.redis, redis);
  if (apq) app.addHook('onClose', () => apq.close());

  await app.register(fastifyCookie);
  // Before any route below: brotli/gzip for GraphQL answers over 1 KiB (issue 12).
  await registerCompression(app);
  // GraphQL multipart uploads (one file, 10 MB) for requests with the Apollo-Require-Preflight header.
  registerGraphqlUploads(app, { maxFiles: 1 });

  // Visitors' public answers, shared for a short TTL (issue 12); never for signed-in requests.
  const publicCache = createPublicCache(redis, config.redis);
  app.addHook('onClose', () => publicCache.close());

  const graphql = createApollo(app, config, app.log, {
    plugins: [metrics.graphqlPlugin, ...publicCache.plugins],
    persistedQueriesCache: apq?.cache,
  });
  const { apollo } = graphql;
  await apollo.start();

  app.addHook('preClose', () => graphql.stopWithFastify());
  app.addHook('onClose', async () => {
    if (ownsUpstream) await upstream.close();
  });

  const sandboxHelmet = graphqlRouteHelmet(config.isProduction);
  app.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: '/graphql',
    ...(sandboxHelmet ? { helmet: sandboxHelmet } : {}),
    handler: fastifyApolloHandler<GraphQLContext>(apollo, {
      context: (request, reply) =>
        Promise.resolve(
          createContext(request, upstream, reply, config.secureCookies, publicCache.data),
        ),
    }),
  });

  // Live status (issue 14): graphql-ws on the same path, fed by Redis pub/sub or by polling.
  const sessions = new LiveSessions();
  const feed = createLiveFeed(redis, upstream, app.log, sessions);
  registerSubscriptions(app, {
    schema: graphql.schema,
    upstream,
    feed,
    sessions,
    origins: { publicOrigin: config.publicOrigin, trustProxy: config.trustProxy },
  });

  registerPriceList(app, upstream);
  // GraphiQL from node_modules, offline, outside production (issue 28).
  registerGraphiql(app, config.isProduction);
  // Visitors' public pages rendered on the server when the web build has its server entry (issue 12).
  const renderer = await createServerRenderer({
    webDist: config.webDist,
    apollo,
    upstream,
    pages: publicCache.pages,
    publicData: publicCache.data,
    log: app.log,
  });
  await registerWeb(app, config, upstream, renderer);
  return app;
}
