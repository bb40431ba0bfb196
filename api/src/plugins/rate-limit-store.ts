/**
 * The store of @fastify/rate-limit's route limits (issue 27 "Degrade, don't fail"): the plugin's own
 * Redis store while Redis is ready (every api instance counts the same requests), its own memory
 * store while Redis is down or a Redis call fails — so a Redis outage never lets requests pass
 * unlimited (the plugin's `skipOnError` would), each instance then counts on its own.
 */
import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor, RateLimitPluginOptions } from '@fastify/rate-limit';
import { redisAvailable, type Redis } from '@serena/server-kit';

const require = createRequire(import.meta.url);

/** The plugin's store shape, with the extra arguments its stores take. */
interface PluginStore {
  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ): void;
  child(routeOptions: unknown): PluginStore;
}

type StoreConstructor = new (...args: unknown[]) => PluginStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreConstructor;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreConstructor;

/** Counts in `shared` while `redis` is ready, else (or when it errs) in `local`. */
function failover(redis: Redis, shared: PluginStore, local: PluginStore): PluginStore {
  return {
    incr(key, callback, timeWindow, max) {
      if (!redisAvailable(redis)) return local.incr(key, callback, timeWindow, max);
      shared.incr(
        key,
        (error, result) =>
          error ? local.incr(key, callback, timeWindow, max) : callback(null, result),
        timeWindow,
        max,
      );
    },
    child: (routeOptions) => failover(redis, shared.child(routeOptions), local.child(routeOptions)),
  };
}

/**
 * The `store` option for @fastify/rate-limit: Redis under `nameSpace` when it answers, this
 * process's memory otherwise (see the module comment).
 */
export function failoverRateLimitStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  function FailoverStore(options: RateLimitPluginOptions): PluginStore {
    const { continueExceeding, exponentialBackoff } = options;
    const shared = new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace);
    const local = new LocalStore(continueExceeding, exponentialBackoff);
    return failover(redis, shared, local);
  }
  // The plugin calls `new store(options)`: a constructor returning an object yields that object.
  return FailoverStore as unknown as FastifyRateLimitStoreCtor;
}
