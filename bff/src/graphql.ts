import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { BffConfig } from './config.js';
import type { GraphQLContext } from './context.js';
import { QUERY_TOO_COSTLY, queryCostPlugin } from './cost.js';
import { inputTextPlugin } from './input-text.js';
import { createMutationLimiter, mutationLimitsPlugin } from './mutation-limits.js';
import { buildSchema } from './schema.js';

/**
 * Query limits enforced before execution (architecture: one public entry point): maxTokens by
 * graphql-js's parser (Apollo `parseOptions`), the others by graphql-armor.
 */
export const ARMOR_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxCost: 5000,
  maxTokens: 2000,
} as const;

/**
 * The error codes a client may see, their messages shown as they are; any other error is logged
 * and masked as INTERNAL_SERVER_ERROR with a generic message.
 */
export const KNOWN_ERROR_CODES: ReadonlySet<string> = new Set([
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'UPSTREAM_UNAVAILABLE',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
  QUERY_TOO_COSTLY,
]);

/**
 * graphql-armor's validation rules and plugins with the bff's limits (ARMOR_LIMITS). Exported so a
 * test can check every document the web app sends against the same limits.
 */
export function protectWithArmor() {
  return new ApolloArmor({
    // Fragments count by their content, not as a level of their own: the web app's fragments
    // (Price_money, UserErrorFields) must not make a shallow query look deep.
    maxDepth: { n: ARMOR_LIMITS.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    maxAliases: { n: ARMOR_LIMITS.maxAliases },
    costLimit: { maxCost: ARMOR_LIMITS.maxCost, ignoreIntrospection: true, flattenFragments: true },
    // Armor's token limit re-parses in a plugin hook, which turns every syntax error into an HTTP
    // 500 (graphql-armor issues 571, 751); graphql-js's own limit answers 400 GRAPHQL_PARSE_FAILED.
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: true },
  }).protect();
}

/**
 * Creates (not started) the Apollo Server 5 of the bff: schema.graphql + resolvers, graphql-armor
 * limits, CSRF prevention on, introspection and the Sandbox landing page outside production only.
 * Internal error messages are masked (code INTERNAL_SERVER_ERROR) and logged.
 */
export function createApollo(
  app: FastifyInstance,
  config: BffConfig,
  logger: FastifyBaseLogger,
  extras: {
    /** More plugins (metrics). */
    plugins?: ApolloServerPlugin<GraphQLContext>[];
    /** The APQ store; Apollo's in-memory LRU when undefined. */
    persistedQueriesCache?: KeyValueCache<string>;
  } = {},
): ApolloHandle {
  const lifecycle = { closingFromFastify: false, stoppingFromApollo: false };
  const armor = protectWithArmor();

  const plugins: ApolloServerPlugin<GraphQLContext>[] = [
    ...(armor.plugins as ApolloServerPlugin<GraphQLContext>[]),
    inputTextPlugin<GraphQLContext>(),
    queryCostPlugin<GraphQLContext>(),
    mutationLimitsPlugin(createMutationLimiter(app.redis, config.mutationLimits)),
    drainPlugin(app, lifecycle),
    ...(extras.plugins ?? []),
    config.isProduction
      ? ApolloServerPluginLandingPageDisabled()
      : ApolloServerPluginLandingPageLocalDefault({ embed: true }),
  ];

  const schema = buildSchema();
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    plugins,
    validationRules: armor.validationRules,
    parseOptions: { maxTokens: ARMOR_LIMITS.maxTokens },
    allowBatchedHttpRequests: false,
    ...(extras.persistedQueriesCache
      ? { persistedQueries: { cache: extras.persistedQueriesCache } }
      : {}),
    includeStacktraceInErrorResponses: false,
    introspection: !config.isProduction,
    csrfPrevention: true,
    logger,
    formatError: (formatted, error) => maskError(formatted, error, logger),
  });

  return {
    apollo,
    schema,
    async stopWithFastify() {
      if (lifecycle.stoppingFromApollo) return;
      lifecycle.closingFromFastify = true;
      await apollo.stop();
    },
  };
}

/** The bff's Apollo Server with its shutdown hook for Fastify. */
export interface ApolloHandle {
  /** The (not yet started) server. */
  apollo: ApolloServer<GraphQLContext>;
  /** The executable schema (also served over graphql-ws, live/ws.ts). */
  schema: GraphQLSchema;
  /**
   * Stops Apollo from Fastify's preClose hook. A no-op when apollo.stop() started the shutdown
   * (its drain plugin is closing Fastify then).
   */
  stopWithFastify(): Promise<void>;
}

/**
 * fastifyApolloDrainPlugin, made safe for both shutdown orders: apollo.stop() drains by closing
 * Fastify; when Fastify is already closing (app.close()), the drain is skipped instead of
 * re-entering app.close(), which would never settle.
 */
function drainPlugin(
  app: FastifyInstance,
  lifecycle: { closingFromFastify: boolean; stoppingFromApollo: boolean },
): ApolloServerPlugin<GraphQLContext> {
  const drain = fastifyApolloDrainPlugin(app);
  return {
    async serverWillStart(service) {
      const listener = await drain.serverWillStart?.(service);
      return {
        async drainServer() {
          if (lifecycle.closingFromFastify) return;
          lifecycle.stoppingFromApollo = true;
          await listener?.drainServer?.();
        },
      };
    },
  };
}

function maskError(
  formatted: GraphQLFormattedError,
  error: unknown,
  logger: FastifyBaseLogger,
): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && KNOWN_ERROR_CODES.has(code)) {
    const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
    if (code === 'UPSTREAM_UNAVAILABLE') {
      // The transport failure's reason (ECONNREFUSED, a timeout) is for the log, not the client;
      // other codes' reasons (INVALID_STORAGE, …) are the client's to read.
      const { reason, ...rest } = extensions;
      if (reason !== undefined) logger.warn({ reason, path: formatted.path }, 'api unavailable');
      return { ...formatted, extensions: rest };
    }
    return { ...formatted, extensions };
  }
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  logger.error({ err: original, path: formatted.path }, 'GraphQL resolver failed');
  return {
    message: 'Something went wrong. Please try again.',
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}
