/**
 * A Redis-backed Apollo cache that degrades instead of failing (issue 27 "Degrade, don't fail,
 * when Redis is gone"): while the shared ioredis client is not ready the store is not asked at all
 * (a miss; writes are dropped), and a store call that errs or takes longer than `timeoutMs` is a
 * miss too. Used by the public response cache and the APQ store: losing them costs speed, never a
 * request.
 */
import type { KeyValueCache, KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';

/** Default longest wait for the store, in milliseconds. */
export const DEGRADING_CACHE_TIMEOUT_MS = 250;

/** `work`'s value, or `fallback` when it rejects or takes longer than `timeoutMs`. */
async function within<T>(work: Promise<T>, timeoutMs: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<T>((resolve) => {
        timer = setTimeout(() => resolve(fallback), timeoutMs);
      }),
    ]);
  } catch {
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Wraps `cache` so that it never throws and never waits more than `timeoutMs`;
 * `available()` false (Redis down) skips the store entirely.
 */
export function degradingCache(
  cache: KeyValueCache<string>,
  available: () => boolean,
  timeoutMs = DEGRADING_CACHE_TIMEOUT_MS,
): KeyValueCache<string> {
  return {
    get: (key) =>
      available() ? within(cache.get(key), timeoutMs, undefined) : Promise.resolve(undefined),
    set: async (key: string, value: string, options?: KeyValueCacheSetOptions) => {
      if (available()) await within(cache.set(key, value, options), timeoutMs, undefined);
    },
    delete: (key) =>
      available() ? within(cache.delete(key), timeoutMs, false) : Promise.resolve(false),
  };
}
