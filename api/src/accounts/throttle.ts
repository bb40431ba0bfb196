/**
 * Attempt throttling with growing delays (spec §4 sign-in, forgot and reset password).
 *
 * State lives in memory, per api process: a restart forgets it, and several api processes would
 * each keep their own counters. Keys are free-form strings such as `login:email:jane@shop.ie` or
 * `login:addr:203.0.113.9`. After `freeAttempts` consecutive failures every further failure locks
 * the key for `baseDelayMs · 2^(n-1)` (1 s, 2 s, 4 s, …) capped at `maxDelayMs`. A key with no
 * failure for `forgetAfterMs` after its lock ends starts again from zero.
 */

/** A source of the current time in milliseconds since the epoch; tests pass a fake. */
export type Clock = () => number;

/** Throttle policy; every duration in milliseconds. */
export interface ThrottlePolicy {
  /** Failures allowed before the first lock. */
  freeAttempts: number;
  /** Length of the first lock (ms). */
  baseDelayMs: number;
  /** Longest lock (ms). */
  maxDelayMs: number;
  /** Idle time after a lock ends (or after the last failure) that clears the key (ms). */
  forgetAfterMs: number;
}

/** Default policy: 5 free failures, then 1 s doubling up to 15 minutes; forgotten after 1 hour. */
export const DEFAULT_THROTTLE_POLICY: ThrottlePolicy = {
  freeAttempts: 5,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  forgetAfterMs: 60 * 60 * 1000,
};

interface Entry {
  failures: number;
  lockedUntil: number;
  lastFailureAt: number;
}

/**
 * Sign-in failures on one account from every address before the account-wide ceiling slows the
 * sign-ins of browsers without the account's device cookie (issue 23).
 */
export const ACCOUNT_CEILING = 100;

/** Longest delay (ms) the ceiling adds to one sign-in: under the bff's 5 s upstream timeout. */
export const CEILING_DELAY_MAX_MS = 3000;

/** Entries kept before idle ones are swept (bounds memory under a flood of distinct keys). */
const SWEEP_THRESHOLD = 10_000;

/**
 * What the account routes need of a throttle (issue 11/13: the memory {@link Throttle} below, or
 * the Redis one in accounts/redis-throttle.ts shared by every api instance). Each method may
 * answer synchronously (memory) or with a promise (Redis): callers `await` the result.
 */
export interface AttemptThrottle {
  /** Whole seconds (at least 1) until the first locked key among `keys` opens again, or 0. */
  retryAfterSeconds(keys: readonly string[]): number | Promise<number>;
  /**
   * Counts one failure for every key, locking those beyond the free allowance; returns the highest
   * failure count among the keys after this one (1 for a fresh key).
   */
  fail(keys: readonly string[]): number | Promise<number>;
  /** Forgets the keys (a successful sign-in resets its account counter). */
  reset(keys: readonly string[]): void | Promise<void>;
}

/** The throttles of the account calls (in Redis when configured, else in this process). */
export interface AccountThrottles {
  /**
   * Sign-in failures per (e-mail, client address): 5 free, then 1 s, 2 s, 4 s … up to 15 min;
   * reset on success. Someone else's failures never lock the customer's own address out.
   */
  loginAccount: AttemptThrottle;
  /**
   * Sign-in failures per e-mail from every address, not counting browsers with the account's
   * device cookie: the ceiling against a spread attack, 100 free, then 1 s doubling up to 15 min
   * (OWASP authentication cheat sheet). Past it, sign-ins without the device cookie are delayed
   * (up to 3 s each), never refused, and the customer is mailed once per window (issue 23).
   */
  loginAccountCeiling: AttemptThrottle;
  /** Sign-in failures per client address: 20 free, then 1 s doubling up to 15 min. */
  loginAddress: AttemptThrottle;
  /** Reset e-mails per address: 3 free, then 1 min doubling up to 1 h. */
  forgotEmail: AttemptThrottle;
  /** Forgot-password requests per client address: 10 free, then 1 s doubling up to 15 min. */
  forgotAddress: AttemptThrottle;
  /** Failed reset-password submissions per client address: 10 free, then 1 s doubling. */
  resetAddress: AttemptThrottle;
}

/** The lock (ms) after `failures` consecutive failures under `policy`: 0 within the allowance. */
export function lockDelayMs(policy: ThrottlePolicy, failures: number): number {
  const over = failures - policy.freeAttempts;
  return over > 0 ? Math.min(policy.baseDelayMs * 2 ** (over - 1), policy.maxDelayMs) : 0;
}

/**
 * In-memory attempt counter with exponential lock-outs. Not shared between processes.
 */
export class Throttle implements AttemptThrottle {
  private readonly entries = new Map<string, Entry>();
  private readonly policy: ThrottlePolicy;

  /** Creates a throttle; `clock` defaults to `Date.now`, `policy` to {@link DEFAULT_THROTTLE_POLICY}. */
  constructor(
    policy: Partial<ThrottlePolicy> = {},
    private readonly clock: Clock = Date.now,
  ) {
    this.policy = { ...DEFAULT_THROTTLE_POLICY, ...policy };
  }

  /**
   * Returns the whole seconds (at least 1) until the first locked key among `keys` opens again,
   * or 0 when none is locked.
   */
  retryAfterSeconds(keys: readonly string[]): number {
    const now = this.clock();
    let waitMs = 0;
    for (const key of keys) {
      const entry = this.live(key, now);
      if (entry && entry.lockedUntil > now) waitMs = Math.max(waitMs, entry.lockedUntil - now);
    }
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
  }

  /** Counts one failure for every key, locking those beyond the free allowance; the highest count. */
  fail(keys: readonly string[]): number {
    const now = this.clock();
    if (this.entries.size > SWEEP_THRESHOLD) this.sweep(now);
    let highest = 0;
    for (const key of keys) {
      const entry = this.live(key, now) ?? { failures: 0, lockedUntil: 0, lastFailureAt: now };
      entry.failures += 1;
      entry.lastFailureAt = now;
      const delay = lockDelayMs(this.policy, entry.failures);
      if (delay > 0) entry.lockedUntil = now + delay;
      this.entries.set(key, entry);
      highest = Math.max(highest, entry.failures);
    }
    return highest;
  }

  /** Forgets the keys (a successful sign-in resets its account counter). */
  reset(keys: readonly string[]): void {
    for (const key of keys) this.entries.delete(key);
  }

  /** Forgets every key. */
  clear(): void {
    this.entries.clear();
  }

  /** Returns the consecutive failures currently counted for a key (0 when unknown). */
  failures(key: string): number {
    return this.live(key, this.clock())?.failures ?? 0;
  }

  private live(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - Math.max(entry.lockedUntil, entry.lastFailureAt) > this.policy.forgetAfterMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(now: number): void {
    for (const key of [...this.entries.keys()]) this.live(key, now);
  }
}
