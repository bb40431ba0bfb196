/**
 * The automatic persisted queries (APQ) store of Apollo Server (issue 11). Without Redis, Apollo's
 * default in-memory LRU of each instance; with `REDIS_URL`, one store in Redis shared by every bff
 * instance (Apollo's KeyvAdapter over Keyv + @keyv/redis, keys `<REDIS_KEY_PREFIX>apq:<hash>`), so
 * a query registered through one instance is found by the next request on another. While Redis is
 * down each instance keeps the queries in its own memory (degrading-cache.ts): a client whose hash
 * the instance has not seen sends the full query once, as on a miss.
 */
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import KeyvRedis, { Keyv } from '@keyv/redis';
import { KeyvAdapter } from '@apollo/utils.keyvadapter';
import { redisAvailable, type Redis } from '@serena/server-kit';
import { degradingCache } from './degrading-cache.js';

/** The shared APQ cache and how to close its connection. */
export interface ApqCache {
  cache: KeyValueCache<string>;
  close(): Promise<void>;
}

/**
 * Opens the Redis-backed APQ cache; undefined without Redis settings (Apollo's default then).
 * `client` is the shared ioredis client whose state says whether Redis is up (always tried without).
 */
export function createApqCache(
  redis: { url: string; keyPrefix: string } | undefined,
  client?: Redis | null,
): ApqCache | undefined {
  if (!redis) return undefined;
  const keyv = new Keyv<string>({
    store: new KeyvRedis<string>(redis.url),
    namespace: `${redis.keyPrefix}apq`,
  });
  // The shared client logs the outage once; the store's own connection errors are not repeated.
  keyv.on('error', () => {});
  // keyv is installed twice (the adapter's copy and ours, same version); the adapter only calls
  // get/getMany/set/delete, which both copies share.
  const store = new KeyvAdapter<string>(
    keyv as unknown as ConstructorParameters<typeof KeyvAdapter<string>>[0],
  );
  const cache = degradingCache(store, () => !client || redisAvailable(client));
  return {
    cache,
    close: () => keyv.disconnect(),
  };
}
