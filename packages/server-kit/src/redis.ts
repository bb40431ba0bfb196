/**
 * The shared Redis connection (issue 11: state shared between instances). One ioredis client per
 * process, created from `REDIS_URL`; `null` when it is unset, and callers then keep their state in
 * memory. Every key the client writes starts with the configured key prefix (ioredis `keyPrefix`,
 * `REDIS_KEY_PREFIX`, default `serena:`) so tests and several shops can share one Redis. Pub/sub
 * channel names are not prefixed by ioredis: use {@link channelName}.
 *
 * Shared by the api and the bff (@serena/server-kit, issue 15).
 */
import { Redis } from 'ioredis';

export { Redis };

/** Default prefix of every key and channel. */
export const DEFAULT_REDIS_KEY_PREFIX = 'serena:';

/**
 * Pub/sub channel (before the prefix) on which a service announces that cached responses are stale
 * (payload: a JSON object the response cache defines). The api publishes, every bff instance listens.
 */
export const CACHE_INVALIDATION_CHANNEL = 'cache-invalidation';

/** Where and how to connect. */
export interface RedisSettings {
  /** `redis://` or `rediss://` URL. */
  url: string;
  /** Prefix of every key and channel, e.g. `serena:` or `test-1234:`. */
  keyPrefix: string;
}

/** A logger with pino's `warn` signature (only what this module uses). */
interface WarnLogger {
  warn(obj: object, msg: string): void;
}

/**
 * Opens an ioredis client on `settings` (connection starts at once, reconnects forever with a
 * backoff up to 2 s). A command waits at most one retry while Redis is down, then rejects, so a
 * request fails quickly instead of hanging. Connection errors are logged (at most one line per
 * outage) instead of crashing the process. Returns null when `settings` is undefined.
 */
export function createRedis(
  settings: RedisSettings | undefined,
  logger?: WarnLogger,
): Redis | null {
  if (!settings) return null;
  const redis = new Redis(settings.url, {
    keyPrefix: settings.keyPrefix,
    maxRetriesPerRequest: 1,
    connectTimeout: 5000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    logger?.warn({ err }, 'redis connection failed; retrying');
  });
  redis.on('ready', () => {
    down = false;
  });
  return redis;
}

/**
 * A second connection on the same server for SUBSCRIBE (a subscribed ioredis client cannot send
 * other commands). Close it with {@link closeRedis} as well.
 */
export function createSubscriber(redis: Redis): Redis {
  return redis.duplicate();
}

/** The full pub/sub channel name: `keyPrefix + name` (ioredis does not prefix channels). */
export function channelName(redis: Redis, name: string): string {
  return `${redis.options.keyPrefix ?? ''}${name}`;
}

/**
 * True when Redis answers PING within `timeoutMs` (readiness checks); never throws.
 */
export async function redisAnswers(redis: Redis, timeoutMs = 1000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const pong = await Promise.race([
      redis.ping(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('redis ping timed out')), timeoutMs);
      }),
    ]);
    return pong === 'PONG';
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Closes a client politely (QUIT), or drops it when Redis does not answer; null is a no-op. */
export async function closeRedis(redis: Redis | null | undefined): Promise<void> {
  if (!redis || redis.status === 'end') return;
  try {
    await Promise.race([
      redis.quit(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('quit timed out')), 1000)),
    ]);
  } catch {
    redis.disconnect();
  }
}

/**
 * Deletes every key under the client's prefix (tests clean up their own prefix). Uses SCAN, so it
 * is safe on a shared server; returns how many keys were deleted.
 */
export async function deletePrefixedKeys(redis: Redis): Promise<number> {
  const prefix = redis.options.keyPrefix ?? '';
  if (prefix === '') throw new Error('refusing to delete keys without a key prefix');
  let cursor = '0';
  let deleted = 0;
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    // SCAN returns full names; DEL would add the prefix again, so strip it.
    const names = keys.map((key) => key.slice(prefix.length));
    if (names.length > 0) deleted += await redis.del(...names);
  } while (cursor !== '0');
  return deleted;
}
