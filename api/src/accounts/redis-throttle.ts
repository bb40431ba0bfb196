/**
 * Attempt throttles shared by every api instance through Redis (issue 11: "an account locked on one
 * instance signs in at once on another"; issue 13: lockout per (account, client address)).
 *
 * Same policy as the memory {@link Throttle}: after `freeAttempts` failures every further failure
 * locks the key for `baseDelayMs · 2^(n-1)` capped at `maxDelayMs` (rounded up to whole seconds, the
 * precision Redis expiries have here). Counted with rate-limiter-flexible's Redis limiter: one
 * counter of failures per key (forgotten `forgetAfterMs` after its first failure) and one lock per
 * key. While Redis does not answer, each limiter falls back to an in-process memory limiter
 * (rate-limiter-flexible's insurance limiter), so sign-in keeps working and stays throttled.
 */
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { Redis } from '@serena/server-kit';
import {
  ACCOUNT_CEILING,
  DEFAULT_THROTTLE_POLICY,
  lockDelayMs,
  Throttle,
  type AccountThrottles,
  type AttemptThrottle,
  type Clock,
  type ThrottlePolicy,
} from './throttle.js';

/** Failures a counter may hold: the counter never refuses, it only counts. */
const COUNTER_POINTS = 1_000_000;

/** Whole seconds, at least 1, covering `ms`. */
function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/**
 * A throttle whose counters and locks live in Redis under `throttle:NAME:…` (below the client's key
 * prefix), so every api process on the same Redis sees the same failures and locks.
 */
export class RedisThrottle implements AttemptThrottle {
  private readonly policy: ThrottlePolicy;
  private readonly counter: RateLimiterRedis;
  private readonly lock: RateLimiterRedis;

  /**
   * @param redis the shared ioredis client (lib/redis.ts)
   * @param name a short name unique among the app's throttles, e.g. `login-account`
   * @param policy overrides of {@link DEFAULT_THROTTLE_POLICY} (durations in ms)
   */
  constructor(redis: Redis, name: string, policy: Partial<ThrottlePolicy> = {}) {
    this.policy = { ...DEFAULT_THROTTLE_POLICY, ...policy };
    const counter = {
      keyPrefix: `throttle:${name}:failures`,
      points: COUNTER_POINTS,
      duration: seconds(this.policy.forgetAfterMs),
    };
    const lock = { keyPrefix: `throttle:${name}:lock`, points: 1, duration: 1 };
    this.counter = new RateLimiterRedis({
      ...counter,
      storeClient: redis,
      insuranceLimiter: new RateLimiterMemory(counter),
    });
    this.lock = new RateLimiterRedis({
      ...lock,
      storeClient: redis,
      insuranceLimiter: new RateLimiterMemory(lock),
    });
  }

  /** Whole seconds (at least 1) until the first locked key among `keys` opens again, or 0. */
  async retryAfterSeconds(keys: readonly string[]): Promise<number> {
    const locks = await Promise.all(keys.map((key) => this.lock.get(key)));
    let waitMs = 0;
    for (const res of locks) {
      if (res && res.consumedPoints > 1) waitMs = Math.max(waitMs, res.msBeforeNext);
    }
    return waitMs > 0 ? seconds(waitMs) : 0;
  }

  /** Counts one failure for every key and locks those beyond the free allowance; the highest count. */
  async fail(keys: readonly string[]): Promise<number> {
    const counts = await Promise.all(
      keys.map(async (key) => {
        const counted = await this.counter.penalty(key, 1);
        const delay = lockDelayMs(this.policy, counted.consumedPoints);
        if (delay > 0) await this.lock.block(key, seconds(delay));
        return counted.consumedPoints;
      }),
    );
    return Math.max(0, ...counts);
  }

  /** Forgets the keys' failures and locks. */
  async reset(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.flatMap((key) => [this.counter.delete(key), this.lock.delete(key)]));
  }
}

/**
 * Makes a throttle for `policy`: in Redis (shared by every instance) when `redis` is set, else in
 * this process's memory on `clock` (tests pass a fake clock).
 */
export function createThrottle(
  redis: Redis | null | undefined,
  name: string,
  policy: Partial<ThrottlePolicy>,
  clock: Clock,
): AttemptThrottle {
  return redis ? new RedisThrottle(redis, name, policy) : new Throttle(policy, clock);
}

/**
 * The throttles of the account calls (policies documented on {@link AccountThrottles}): in Redis
 * when `redis` is set (every api instance counts the same failures), else in memory on `clock`.
 */
export function createAccountThrottles(
  redis: Redis | null | undefined,
  clock: Clock = Date.now,
): AccountThrottles {
  const minute = 60_000;
  const make = (name: string, policy: Partial<ThrottlePolicy>) =>
    createThrottle(redis, name, policy, clock);
  return {
    loginAccount: make('login-account', { freeAttempts: 5 }),
    loginAccountCeiling: make('login-account-ceiling', { freeAttempts: ACCOUNT_CEILING }),
    loginAddress: make('login-address', { freeAttempts: 20 }),
    forgotEmail: make('forgot-email', {
      freeAttempts: 3,
      baseDelayMs: minute,
      maxDelayMs: 60 * minute,
    }),
    forgotAddress: make('forgot-address', { freeAttempts: 10 }),
    resetAddress: make('reset-address', { freeAttempts: 10 }),
  };
}
