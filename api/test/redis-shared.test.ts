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
} from '../src/lib/redis.js';
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
