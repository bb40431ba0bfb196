/**
 * State shared between api instances through Redis (issue 11): two applications on one Redis key
 * prefix count the same form rate limit, and the Redis helper module works against the real server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channelName,
  closeRedis,
  createRedis,
  createSubscriber,
  deletePrefixedKeys,
  redisAnswers,
} from '@serena/server-kit';
import { RedisThrottle } from '../src/accounts/redis-throttle.js';
import { buildTestApp, type TestApp } from './harness.js';
import { availableRedis, cleanupPrefix, testKeyPrefix } from './redis-harness.js';

const url = await availableRedis();

describe.skipIf(!url)('Redis shared state', () => {
  const keyPrefix = testKeyPrefix();
  let a: TestApp | undefined;
  let b: TestApp | undefined;

  beforeAll(async () => {
    const env = { REDIS_URL: url!, REDIS_KEY_PREFIX: keyPrefix };
    [a, b] = await Promise.all([buildTestApp({ env }), buildTestApp({ env })]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await cleanupPrefix(url!, keyPrefix);
  });

  it('counts the request-call limit across two instances', async () => {
    const body = { name: 'A', companyName: 'B', phoneNumber: '0871234567', message: 'C' };
    const send = (t: TestApp, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/request-call',
        headers: { 'x-forwarded-for': ip },
        payload: body,
      });
    for (let i = 0; i < 5; i++) expect((await send(a!, '198.51.100.4')).statusCode).toBe(201);
    for (let i = 0; i < 5; i++) expect((await send(b!, '198.51.100.4')).statusCode).toBe(201);
    // The 11th request of the minute is refused by whichever instance gets it.
    expect((await send(a!, '198.51.100.4')).statusCode).toBe(429);
    expect((await send(b!, '198.51.100.4')).statusCode).toBe(429);
    // Another client address has its own bucket.
    expect((await send(b!, '198.51.100.5')).statusCode).toBe(201);
  });

  it('locks a sign-in on instance B after wrong passwords through instance A (issue 11)', async () => {
    const email = `lock-${Date.now()}@shop.ie`;
    const login = (t: TestApp, password: string, ip = '198.51.100.20') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/user/login',
        headers: { 'x-forwarded-for': ip },
        payload: { email, password },
      });
    // 5 free failures through A, the 6th through B: the counter is shared, so B's locks the key.
    for (let i = 0; i < 5; i++) expect((await login(a!, 'Wr0ng!Pass')).statusCode).toBe(401);
    expect((await login(b!, 'Wr0ng!Pass')).statusCode).toBe(401);
    for (const t of [a!, b!]) {
      const locked = await login(t, 'Str0ng!Pass');
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({
        success: false,
        message: 'Too many attempts. Please try again in 1 seconds.',
      });
    }
    // The same account from the customer's own address is not locked out (issue 13).
    expect((await login(b!, 'Str0ng!Pass', '198.51.100.21')).statusCode).toBe(401);
  });

  it('shares growing delays and resets between two Redis throttles', async () => {
    const one = createRedis({ url: url!, keyPrefix })!;
    const two = createRedis({ url: url!, keyPrefix })!;
    try {
      const a1 = new RedisThrottle(one, 'unit', { freeAttempts: 2 });
      const b1 = new RedisThrottle(two, 'unit', { freeAttempts: 2 });
      const key = ['k'];
      await a1.fail(key);
      await b1.fail(key);
      expect(await a1.retryAfterSeconds(key)).toBe(0);
      await a1.fail(key); // 3rd failure: 1 s
      expect(await b1.retryAfterSeconds(key)).toBe(1);
      await b1.fail(key); // 4th failure: 2 s
      expect(await a1.retryAfterSeconds(key)).toBe(2);
      await b1.reset(key);
      expect(await a1.retryAfterSeconds(key)).toBe(0);
      await a1.fail(key);
      expect(await b1.retryAfterSeconds(key)).toBe(0);
    } finally {
      await closeRedis(one);
      await closeRedis(two);
    }
  });

  it('keeps throttling in memory while Redis does not answer', async () => {
    const dead = createRedis({ url: 'redis://127.0.0.1:1', keyPrefix })!;
    try {
      // A long lock: each call first waits for one failed reconnect before the fallback answers.
      const throttle = new RedisThrottle(dead, 'dead', { freeAttempts: 1, baseDelayMs: 60_000 });
      await throttle.fail(['x']);
      await throttle.fail(['x']);
      expect(await throttle.retryAfterSeconds(['x'])).toBeGreaterThan(50);
    } finally {
      await closeRedis(dead);
    }
  });

  it('keeps every key under the prefix, publishes on prefixed channels and cleans up', async () => {
    const redis = createRedis({ url: url!, keyPrefix })!;
    const subscriber = createSubscriber(redis);
    try {
      expect(await redisAnswers(redis)).toBe(true);
      await redis.set('probe', '1');
      const raw = createRedis({ url: url!, keyPrefix: '' })!;
      try {
        expect(await raw.get(`${keyPrefix}probe`)).toBe('1');
      } finally {
        await closeRedis(raw);
      }
      const channel = channelName(redis, 'probe-channel');
      expect(channel).toBe(`${keyPrefix}probe-channel`);
      const received = new Promise<string>((resolve) =>
        subscriber.on('message', (_channel: string, message: string) => resolve(message)),
      );
      await subscriber.subscribe(channel);
      await redis.publish(channel, 'hello');
      expect(await received).toBe('hello');
      expect(await deletePrefixedKeys(redis)).toBeGreaterThanOrEqual(1);
      expect(await redis.get('probe')).toBeNull();
    } finally {
      await closeRedis(subscriber);
      await closeRedis(redis);
    }
  });

  it('answers false, without throwing, when Redis is unreachable', async () => {
    const dead = createRedis({ url: 'redis://127.0.0.1:1', keyPrefix })!;
    try {
      expect(await redisAnswers(dead, 300)).toBe(false);
    } finally {
      await closeRedis(dead);
    }
  });
});
