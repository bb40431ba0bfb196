/**
 * Shared cache of public GraphQL answers (issue 12): what a visitor sees of the catalog (categories,
 * menu, sizes, products, search, category and product pages, news, delivery statuses; prices are
 * hidden for visitors) is the same for every visitor, so whole responses are cached for a short TTL
 * with Apollo's response-cache plugin, driven by cache hints. Signed-in requests (a token in the
 * cookie or Authorization header) never read or write the cache. Without Redis each instance keeps
 * an in-memory LRU; with `REDIS_URL` one store in Redis is shared by every instance.
 *
 * Invalidation: a successful admin mutation through the bff (the admin console's catalog writes)
 * bumps a cache generation that is part of every cache key, so the next page load reads fresh data
 * (in Redis, `INCR` of one key: every instance sees it). Writes that bypass the bff (the api's
 * catalog import CLI) show up after at most {@link PUBLIC_CACHE_TTL_SECONDS}.
 */
import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import { InMemoryLRUCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';
import { KeyvAdapter } from '@apollo/utils.keyvadapter';
import KeyvRedis, { Keyv } from '@keyv/redis';
import { maybeCacheControlFromInfo } from '@apollo/cache-control-types';
import { Kind, OperationTypeNode } from 'graphql';
import type { GraphQLContext } from './context.js';
import type { PublicDataStore } from './public-data.js';
import { redisAvailable, type Redis } from '@serena/server-kit';
import { degradingCache } from './degrading-cache.js';

/** How long (seconds) a public answer is reused. */
export const PUBLIC_CACHE_TTL_SECONDS = 30;

/** Root query fields whose answers are the same for every visitor (spec §2 public pages). */
export const PUBLIC_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'viewer',
  'categories',
  'menu',
  'sizes',
  'products',
  'searchProducts',
  'category',
  'product',
  'news',
  'deliveryStatuses',
]);

/** Redis key (under the client's prefix) of the cache generation. */
const GENERATION_KEY = 'gql-cache:generation';

/** The cache generation: part of every cache key, bumped by catalog writes. */
interface Generation {
  read(): Promise<string>;
  bump(): Promise<void>;
}

/**
 * The generation in memory, or in Redis: while Redis is down the last value read is used and a
 * bump only counts locally (the cache itself falls back to this process's memory then, see
 * degrading-cache.ts).
 */
function generationOf(redis: Redis | null): Generation {
  let value = 0;
  const local: Generation = {
    read: () => Promise.resolve(String(value)),
    bump: () => {
      value += 1;
      return Promise.resolve();
    },
  };
  if (!redis) return local;
  let lastRead = '0';
  return {
    read: async () => {
      if (!redisAvailable(redis)) return `${lastRead}+${value}`;
      try {
        lastRead = (await redis.get(GENERATION_KEY)) ?? '0';
        return value === 0 ? lastRead : `${lastRead}+${value}`;
      } catch {
        return `${lastRead}+${value}`;
      }
    },
    bump: async () => {
      try {
        await redis.incr(GENERATION_KEY);
      } catch {
        await local.bump();
      }
    },
  };
}

/** True for a request that may share answers: no token (a visitor). */
function isVisitor(requestContext: GraphQLRequestContext<GraphQLContext>): boolean {
  return requestContext.contextValue.viewerToken === null;
}

/**
 * Marks every root field outside {@link PUBLIC_ROOT_FIELDS} uncacheable (max age 0), so an operation
 * that mixes public and private fields is never cached. Public root fields and everything below
 * them keep the default hint ({@link PUBLIC_CACHE_TTL_SECONDS}, PUBLIC). Field names, not aliases.
 */
function publicHintsPlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    requestDidStart() {
      return Promise.resolve({
        executionDidStart() {
          return Promise.resolve({
            willResolveField({ info }) {
              if (info.path.prev === undefined && !PUBLIC_ROOT_FIELDS.has(info.fieldName)) {
                maybeCacheControlFromInfo(info)?.setCacheHint({ maxAge: 0 });
              }
            },
          });
        },
      });
    },
  };
}

/** Bumps the generation after a successful admin mutation (the console's catalog writes). */
function invalidationPlugin(generation: Generation): ApolloServerPlugin<GraphQLContext> {
  return {
    requestDidStart() {
      return Promise.resolve({
        async willSendResponse(requestContext) {
          const operation = requestContext.operation;
          if (operation?.operation !== OperationTypeNode.MUTATION) return;
          const { body } = requestContext.response;
          if (body.kind !== 'single' || body.singleResult.errors?.length) return;
          const touchesAdmin = operation.selectionSet.selections.some(
            (selection) => selection.kind === Kind.FIELD && selection.name.value === 'admin',
          );
          if (touchesAdmin) await generation.bump();
        },
      });
    },
  };
}

/**
 * Visitors' server-rendered pages (issue 12, bff/src/ssr.ts) in the same store as the public
 * answers: kept {@link PUBLIC_CACHE_TTL_SECONDS}, keyed by URL and the cache generation, so a
 * catalog write clears them with the answers. Values are opaque strings.
 */
export interface PageStore {
  /** The stored page of `url`, or undefined. */
  get(url: string): Promise<string | undefined>;
  /** Stores the page of `url`. */
  set(url: string, page: string): Promise<void>;
}

/** The public cache's Apollo plugins, its page and data stores and how to close its store. */
export interface PublicCache {
  plugins: ApolloServerPlugin<GraphQLContext>[];
  pages: PageStore;
  /**
   * Public upstream answers (issue 29) in the same store: kept {@link PUBLIC_CACHE_TTL_SECONDS},
   * keyed by name and the cache generation (see {@link PublicDataStore}).
   */
  data: PublicDataStore;
  close(): Promise<void>;
}

/**
 * Builds the plugins of the public cache (see the module comment). `redis` is the shared client
 * (null: in-memory cache and generation); `redisSettings` opens the Keyv store of the answers.
 */
export function createPublicCache(
  redis: Redis | null,
  redisSettings: { url: string; keyPrefix: string } | undefined,
): PublicCache {
  const generation = generationOf(redis);
  let cache: KeyValueCache<string>;
  let close = () => Promise.resolve();
  if (redis && redisSettings) {
    const keyv = new Keyv<string>({
      store: new KeyvRedis<string>(redisSettings.url),
      namespace: `${redisSettings.keyPrefix}gql-cache`,
    });
    // The shared client logs the outage once; the store's own connection errors are not repeated.
    keyv.on('error', () => {});
    const store = new KeyvAdapter<string>(
      keyv as unknown as ConstructorParameters<typeof KeyvAdapter<string>>[0],
    );
    cache = degradingCache(store, () => redisAvailable(redis));
    close = () => keyv.disconnect();
  } else {
    cache = new InMemoryLRUCache<string>({ maxSize: 32 * 1024 * 1024 });
  }
  const storeOf = (prefix: string): PageStore => {
    const key = async (name: string) => `${prefix}:${await generation.read()}:${name}`;
    return {
      get: async (name) => cache.get(await key(name)),
      set: async (name, value) => {
        await cache.set(await key(name), value, { ttl: PUBLIC_CACHE_TTL_SECONDS });
      },
    };
  };
  return {
    pages: storeOf('ssr-page'),
    data: storeOf('public-data'),
    plugins: [
      ApolloServerPluginCacheControl({
        defaultMaxAge: PUBLIC_CACHE_TTL_SECONDS,
        calculateHttpHeaders: false,
      }),
      publicHintsPlugin(),
      invalidationPlugin(generation),
      responseCachePlugin<GraphQLContext>({
        cache,
        sessionId: () => Promise.resolve(null),
        extraCacheKeyData: () => generation.read(),
        shouldReadFromCache: (requestContext) => Promise.resolve(isVisitor(requestContext)),
        shouldWriteToCache: (requestContext) => Promise.resolve(isVisitor(requestContext)),
      }),
    ],
    close,
  };
}
