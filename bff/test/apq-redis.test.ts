/**
 * Automatic persisted queries shared through Redis (issue 11): a query registered through one bff
 * instance is found by hash alone on another instance. Skipped with a printed reason when Redis
 * does not answer at TEST_REDIS_URL (default redis://127.0.0.1:6379).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeRedis, createRedis, deletePrefixedKeys, redisAnswers } from '@serena/server-kit';
import { buildTestServer } from './helpers/app.js';
import { createFakeUpstream } from './helpers/fake-upstream.js';

const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const keyPrefix = `test-${randomBytes(4).toString('hex')}:`;
const probe = createRedis({ url, keyPrefix })!;
const available = await redisAnswers(probe, 1000);
if (!available) console.warn(`Redis does not answer at ${url}: the APQ Redis test is skipped.`);

describe.skipIf(!available)('APQ in Redis', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    const env = { REDIS_URL: url, REDIS_KEY_PREFIX: keyPrefix };
    a = await buildTestServer(createFakeUpstream(1), env);
    b = await buildTestServer(createFakeUpstream(1), env);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await deletePrefixedKeys(probe);
    await closeRedis(probe);
  });

  it('registers a query through instance A and runs it by hash on instance B', async () => {
    const query = `query ApqShared { categories { id } } # ${keyPrefix}`;
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const extensions = { persistedQuery: { version: 1, sha256Hash } };
    const send = (app: FastifyInstance, body: object) =>
      app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
    const unknown = await send(b, { extensions });
    expect(
      unknown.json<{ errors: { extensions: { code: string } }[] }>().errors[0]?.extensions.code,
    ).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect((await send(a, { query, extensions })).statusCode).toBe(200);
    // Apollo stores the query without waiting for the write: give it a moment (bounded).
    const raw = createRedis({ url, keyPrefix: '' })!;
    const key = `${keyPrefix}apq:apq:${sha256Hash}`;
    for (let i = 0; i < 50 && (await raw.exists(key)) === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await closeRedis(raw);
    const byHash = await send(b, { extensions });
    expect(byHash.statusCode).toBe(200);
    expect(
      byHash.json<{ data: { categories: unknown[] } }>().data.categories.length,
    ).toBeGreaterThan(0);
  });
});
