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
import { Counter, Gauge, type Registry } from 'prom-client';

export { Redis };

/**
 * Event a {@link createRedis} client emits once per change of state, with `'down'` (an outage
 * began: callers run on in-process state) or `'up'` (Redis answers again).
 */
export const REDIS_STATE_EVENT = 'serena:redis-state';

/** The state a {@link REDIS_STATE_EVENT} announces. */
export type RedisState = 'down' | 'up';

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

/** A logger with pino's `warn` and `info` signatures (only what this module uses). */
interface StateLogger {
  warn(msg: string): void;
  info(msg: string): void;
}

/**
 * Opens an ioredis client on `settings` (connection starts at once, reconnects forever with a
 * backoff up to 2 s). While Redis is down (issue 27 "Degrade, don't fail") the client queues
 * nothing: every command rejects at once, so callers fall back to their in-process state instead of
 * waiting seconds per command; once Redis answers again commands go to it, without a restart.
 * Each change of state is one log line (`redis unavailable…` / `redis available again`), not one
 * per retry. Returns null when `settings` is undefined.
 */
export function createRedis(
  settings: RedisSettings | undefined,
  logger?: StateLogger,
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
    // ioredis reads this option per command: fail fast while the connection is gone.
    redis.options.enableOfflineQueue = false;
    if (down) return;
    down = true;
    redis.emit(REDIS_STATE_EVENT, 'down' satisfies RedisState);
    const reason = (err as NodeJS.ErrnoException).code ?? err.message;
    logger?.warn(`redis unavailable (${reason}): degraded to in-process state until it answers`);
  });
  // The connection dropped: fail fast from now on, not only after the first failed reconnect.
  redis.on('reconnecting', () => {
    redis.options.enableOfflineQueue = false;
  });
  redis.on('ready', () => {
    redis.options.enableOfflineQueue = true;
    if (down) {
      redis.emit(REDIS_STATE_EVENT, 'up' satisfies RedisState);
      logger?.warn('redis available again: shared state back in Redis');
    }
    down = false;
  });
  return redis;
}

/**
 * False during an outage of a {@link createRedis} client (from a connection error until it is
 * ready again) and once it is closed; true otherwise, also while it first connects (commands then
 * wait for the connection). Callers use their in-process fallback when false.
 */
export function redisAvailable(redis: Redis | null | undefined): boolean {
  if (!redis || redis.status === 'end') return false;
  return redis.options.enableOfflineQueue !== false;
}

/**
 * Adds the Redis metrics of a service to `registry` (issue 27: a metric per state change):
 * `redis_available` (1 while `redis` answers, 0 during an outage) and
 * `redis_state_changes_total{state="down"|"up"}` (outages begun and ended since start).
 * Nothing without Redis (`redis` null).
 */
export function registerRedisMetrics(registry: Registry, redis: Redis | null): void {
  if (!redis) return;
  new Gauge({
    name: 'redis_available',
    help: '1 while the shared Redis answers, 0 during an outage (the service runs degraded on in-process state)',
    registers: [registry],
    collect() {
      this.set(redisAvailable(redis) ? 1 : 0);
    },
  });
  const changes = new Counter({
    name: 'redis_state_changes_total',
    help: 'Changes of the shared Redis state: state="down" (an outage began) or "up" (it ended)',
    labelNames: ['state'] as const,
    registers: [registry],
  });
  changes.inc({ state: 'down' }, 0);
  changes.inc({ state: 'up' }, 0);
  redis.on(REDIS_STATE_EVENT, (state: RedisState) => changes.inc({ state }));
}

/**
 * A second connection on the same server for SUBSCRIBE (a subscribed ioredis client cannot send
 * other commands), which keeps its subscriptions across an outage. Close it with
 * {@link closeRedis} as well.
 */
export function createSubscriber(redis: Redis): Redis {
  // Subscriptions wait for the connection (and ioredis resubscribes after an outage); the main
  // client reports the outage, so this one's connection errors are not logged again.
  const subscriber = redis.duplicate({ enableOfflineQueue: true });
  subscriber.on('error', () => {});
  return subscriber;
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

/** The Redis part of a readiness check: `disabled` without REDIS_URL. */
export type RedisCheck = 'ok' | 'failed' | 'disabled';

/**
 * The `/ready` answer of a service: 503 `closing` during shutdown or `unavailable` when an essential
 * dependency (the database, the api) failed; 200 `degraded` when only Redis failed — the service
 * then runs on in-process state (issue 27) and must stay in the load balancer; else 200 `ready`.
 */
export function readiness(
  closing: boolean,
  essentialOk: boolean,
  redis: RedisCheck,
): { code: 200 | 503; status: 'ready' | 'degraded' | 'unavailable' | 'closing' } {
  if (closing) return { code: 503, status: 'closing' };
  if (!essentialOk) return { code: 503, status: 'unavailable' };
  return { code: 200, status: redis === 'failed' ? 'degraded' : 'ready' };
}
