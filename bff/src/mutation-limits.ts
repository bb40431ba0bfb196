/**
 * Mutation limits (issue 13 availability): one client's burst of mutations (e.g. 200 concurrent
 * placeOrder) must not starve everyone else. Each signed-in account, and each client address for
 * visitors, may run a few mutations at once and a bounded number per minute; beyond that the
 * operation is refused before it executes with a RATE_LIMITED GraphQL error (HTTP 429,
 * Retry-After). Counted with rate-limiter-flexible in Redis when configured (shared by every bff
 * instance), else in this process.
 */
import { createHash } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, OperationTypeNode } from 'graphql';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { GraphQLContext } from './context.js';
import type { Redis } from '@serena/server-kit';

/** Limits of one kind of client; counts per key. */
export interface MutationLimit {
  /** Mutations that may run at the same time. */
  concurrent: number;
  /** Mutations started per rolling minute (fixed 60 s windows). */
  perMinute: number;
}

/** Limits for signed-in accounts and for visitors (by client address). */
export interface MutationLimits {
  account: MutationLimit;
  visitor: MutationLimit;
}

/** Defaults: an account runs 3 at once and 30 a minute; a visitor's address 3 and 20. */
export const DEFAULT_MUTATION_LIMITS: MutationLimits = {
  account: { concurrent: 3, perMinute: 30 },
  visitor: { concurrent: 3, perMinute: 20 },
};

/** A concurrency slot held for a running mutation. The window only bounds a leaked slot's life. */
const SLOT_WINDOW_SECONDS = 120;

/** Frees a held slot; safe to call more than once. */
export type Release = () => Promise<void>;

/** Takes and gives back mutation slots; see {@link createMutationLimiter}. */
export interface MutationLimiter {
  /**
   * Counts one mutation for `key` (of `kind`) and takes a concurrency slot.
   * @throws GraphQLError RATE_LIMITED (HTTP 429) when either limit is reached.
   */
  acquire(kind: keyof MutationLimits, key: string): Promise<Release>;
}

/** The spec's throttle message (as the api's 429): 'Too many attempts. Please try again in N seconds.' */
export function rateLimitedError(retryAfterSeconds: number): GraphQLError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new GraphQLError(`Too many attempts. Please try again in ${seconds} seconds.`, {
    extensions: {
      code: 'RATE_LIMITED',
      retryAfterSeconds: seconds,
      http: { status: 429, headers: new Map([['retry-after', String(seconds)]]) },
    },
  });
}

function limiter(
  redis: Redis | null,
  keyPrefix: string,
  points: number,
  duration: number,
): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration });
  if (!redis) return memory;
  // While Redis is down the process counts on its own (insurance) instead of failing every mutation.
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix,
    points,
    duration,
    insuranceLimiter: memory,
  });
}

/**
 * Creates the limiter: per kind, a per-minute counter and a concurrency counter (consumed when a
 * mutation starts, rewarded when it ends), in `redis` under `mutations:*` keys or in memory.
 */
export function createMutationLimiter(
  redis: Redis | null,
  limits: MutationLimits = DEFAULT_MUTATION_LIMITS,
): MutationLimiter {
  const counters = {
    account: {
      minute: limiter(redis, 'mutations:minute:account', limits.account.perMinute, 60),
      running: limiter(
        redis,
        'mutations:running:account',
        limits.account.concurrent,
        SLOT_WINDOW_SECONDS,
      ),
    },
    visitor: {
      minute: limiter(redis, 'mutations:minute:visitor', limits.visitor.perMinute, 60),
      running: limiter(
        redis,
        'mutations:running:visitor',
        limits.visitor.concurrent,
        SLOT_WINDOW_SECONDS,
      ),
    },
  };
  return {
    async acquire(kind, key) {
      const { minute, running } = counters[kind];
      try {
        await minute.consume(key);
      } catch (rejection) {
        throw refusal(rejection, 60);
      }
      try {
        await running.consume(key);
      } catch (rejection) {
        // A full slot table is refused at once; a slot frees within seconds.
        throw refusal(rejection, 1);
      }
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        const res = await running.reward(key).catch(() => null);
        if (res && res.consumedPoints < 0) await running.delete(key).catch(() => false);
      };
    },
  };
}

/** The RATE_LIMITED error of a rate-limiter-flexible rejection (or a store failure). */
function refusal(rejection: unknown, fallbackSeconds: number): GraphQLError {
  if (rejection instanceof RateLimiterRes) {
    return rateLimitedError(rejection.msBeforeNext / 1000 || fallbackSeconds);
  }
  return rateLimitedError(fallbackSeconds);
}

/**
 * The account a bearer token names: the `sub` of its (unverified) JWT payload, else a hash of the
 * token. Only a key for counting: the api verifies the token on every call.
 */
export function accountKey(token: string): string {
  const payload = token.split('.')[1];
  if (payload) {
    try {
      const sub: unknown = (
        JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
          sub?: unknown;
        }
      ).sub;
      if (typeof sub === 'string' || typeof sub === 'number') return `sub:${sub}`;
    } catch {
      // not a JWT: fall through to the hash
    }
  }
  return `token:${createHash('sha256').update(token).digest('hex').slice(0, 32)}`;
}

/**
 * Apollo plugin: every mutation operation takes a slot of the viewer's account (signed in) or of
 * the client address (visitor) after validation and before execution, and gives it back when the
 * response is sent. Queries are not limited here (their cost is, see cost.ts).
 */
export function mutationLimitsPlugin(
  mutationLimiter: MutationLimiter,
): ApolloServerPlugin<GraphQLContext> {
  return {
    requestDidStart() {
      let release: Release | undefined;
      return Promise.resolve({
        async didResolveOperation({ operation, contextValue }) {
          if (operation?.operation !== OperationTypeNode.MUTATION) return;
          release = contextValue.viewerToken
            ? await mutationLimiter.acquire('account', accountKey(contextValue.viewerToken))
            : await mutationLimiter.acquire('visitor', contextValue.clientAddress ?? 'unknown');
        },
        async willSendResponse() {
          await release?.();
        },
      });
    },
  };
}
