import fastifyCookie from '@fastify/cookie';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { BffConfig } from './config.js';
import { createContext, type GraphQLContext } from './context.js';
import { createApollo } from './graphql.js';
import { registerGraphqlUploads } from './uploads.js';
import { createUpstreamClient, type UpstreamClient } from './upstream/client.js';
import { registerWeb } from './web.js';

/** Options of buildServer. */
export interface BuildServerOptions {
  /** Validated settings (see loadConfig). */
  config: BffConfig;
  /** The REST client; defaults to the real undici client on config.apiUrl (closed with the app). */
  upstream?: UpstreamClient;
  /** A pino-compatible logger; defaults to pino at config.logLevel. */
  logger?: FastifyBaseLogger;
}

/**
 * Builds the bff Fastify app (not listening): cookies, Apollo Server 5 on /graphql (GET, POST),
 * the web app with SPA fallback and the picture proxy. Closing the app stops Apollo and closes the
 * upstream pool it created. Used by server.ts and the tests (architecture bff/server.ts).
 * @throws when schema.graphql cannot be read or Apollo fails to start.
 */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app: FastifyInstance = options.logger
    ? Fastify({ loggerInstance: options.logger })
    : Fastify({ logger: { level: config.logLevel } });

  const ownsUpstream = options.upstream === undefined;
  const upstream = options.upstream ?? createUpstreamClient({ baseUrl: config.apiUrl });

  await app.register(fastifyCookie);
  // GraphQL multipart uploads (one file, 10 MB) for requests with the Apollo-Require-Preflight header.
  registerGraphqlUploads(app, { maxFiles: 1 });

  const graphql = createApollo(app, config, app.log);
  const { apollo } = graphql;
  await apollo.start();

  app.addHook('preClose', () => graphql.stopWithFastify());
  app.addHook('onClose', async () => {
    if (ownsUpstream) await upstream.close();
  });

  app.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: '/graphql',
    handler: fastifyApolloHandler<GraphQLContext>(apollo, {
      context: (request, reply) => Promise.resolve(createContext(request, upstream, reply)),
    }),
  });

  await registerWeb(app, config, upstream);
  return app;
}
