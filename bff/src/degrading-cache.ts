/**
 * A Redis-backed Apollo cache that degrades instead of failing (issue 27 "Degrade, don't fail,
 * when Redis is gone"): while the shared ioredis client is not ready the store is not asked at all
 * and this process's in-memory LRU (the fallback) answers instead; a store call that errs or takes
 * longer than `timeoutMs` falls back to it too. Used by the public response cache (answers and
 * server-rendered pages) and the APQ store: losing Redis costs sharing between instances for the
 * outage, never a request, and each instance still caches what it renders (an outage with every
 * page rendered afresh made visitors wait seconds on a loaded machine). What the fallback holds
 * is not written back to Redis when it returns.
 */
import {
  InMemoryLRUCache,
  type KeyValueCache,
  type KeyValueCacheSetOptions,
} from '@apollo/utils.keyvaluecache';

/** Default longest wait for the store, in milliseconds. */
export const DEGRADING_CACHE_TIMEOUT_MS = 250;

/** Default size of the in-process fallback, in bytes (approximate, as Apollo's LRU counts). */
export const FALLBACK_CACHE_BYTES = 16 * 1024 * 1024;

/** A value that says the store failed or took too long (never a cached value). */
const FAILED = Symbol('store failed');

/** `work`'s value, or {@link FAILED} when it rejects or takes longer than `timeoutMs`. */
async function within<T>(work: Promise<T>, timeoutMs: number): Promise<T | typeof FAILED> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<typeof FAILED>((resolve) => {
        timer = setTimeout(() => resolve(FAILED), timeoutMs);
      }),
    ]);
  } catch {
    return FAILED;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Wraps `cache` so that it never throws and never waits more than `timeoutMs`; while
 * `available()` is false (Redis down), or when the store fails, `fallback` (by default a new
 * in-memory LRU of {@link FALLBACK_CACHE_BYTES}) serves instead.
 */
export function degradingCache(
  cache: KeyValueCache<string>,
  available: () => boolean,
  timeoutMs = DEGRADING_CACHE_TIMEOUT_MS,
  fallback: KeyValueCache<string> = new InMemoryLRUCache<string>({ maxSize: FALLBACK_CACHE_BYTES }),
): KeyValueCache<string> {
  return {
    async get(key) {
      if (!available()) return fallback.get(key);
      const value = await within(cache.get(key), timeoutMs);
      return value === FAILED ? fallback.get(key) : value;
    },
    async set(key: string, value: string, options?: KeyValueCacheSetOptions) {
      if (!available()) return fallback.set(key, value, options);
      const done = await within(cache.set(key, value, options), timeoutMs);
      if (done === FAILED) await fallback.set(key, value, options);
    },
    async delete(key) {
      // Both: an entry the fallback took during an outage must not outlive a delete.
      const [local, shared] = await Promise.all([
        fallback.delete(key),
        available() ? within(cache.delete(key), timeoutMs) : Promise.resolve(FAILED),
      ]);
      return shared === FAILED ? local : shared;
    },
  };
}
