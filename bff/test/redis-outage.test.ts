/**
 * Issue 27 "Degrade, don't fail, when Redis is gone": a real api and bff sharing a `redis-server`
 * this test starts (port 46161, no persistence) and kills. While Redis is down visitors' queries and
 * a signed-in checkout keep working quickly, the sign-in throttle still locks after the 6th wrong
 * password (counted in memory), so do the api's route limits, and `/ready` says `degraded`; when Redis returns both services use
 * it again without a restart. Skipped with a printed reason when `redis-server` is not installed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeRedis, createRedis, redisAnswers, type Redis } from '@serena/server-kit';
import {
  adminGql,
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  placeDemoBedOrder,
  tokenOf,
} from './helpers/admin-client.js';
import { countingUpstream, startStack, type Stack } from './helpers/real-stack.js';

const PORT = Number(process.env.REDIS_OUTAGE_PORT ?? 46161);
const redisUrl = `redis://127.0.0.1:${PORT}`;
const installed = spawnSync('redis-server', ['--version']).status === 0;
if (!installed) console.warn('redis-server is not installed: the Redis outage test is skipped.');

/** Starts `redis-server` on PORT without persistence; resolves once it answers PING. */
async function startRedis(): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(PORT), '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const probe = createRedis({ url: redisUrl, keyPrefix: 'probe:' })!;
  probe.on('error', () => {});
  try {
    for (let i = 0; i < 50; i += 1) {
      if (await redisAnswers(probe, 200)) return child;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await closeRedis(probe);
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not answer on port ${PORT}`);
}

/** Kills `child` and waits until it exited. */
async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** Runs `work`, returning its value and how long it took (ms). */
async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

const CATEGORIES = '{ categories { id name } }';

describe.skipIf(!installed)('a Redis outage (issue 27)', () => {
  let stack: Stack;
  let redis: ChildProcess;
  let inspector: Redis;
  const keyPrefix = `outage-${randomBytes(4).toString('hex')}:`;
  const calls: string[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keyPrefix };
    stack = await startStack({
      apiEnv: env,
      bffEnv: env,
      dirPrefix: 'serena-bff-outage-',
      wrapUpstream: (client) => countingUpstream(client, (method) => calls.push(method)),
    });
    inspector = createRedis({ url: redisUrl, keyPrefix: '' })!;
    inspector.on('error', () => {});
  }, 60_000);
  afterAll(async () => {
    await stack?.close();
    await closeRedis(inspector);
    if (redis) await stopRedis(redis);
  });

  /** Places one order of the demo bed for `token`'s owner; returns the GraphQL answer. */
  const checkout = (token: string) => placeDemoBedOrder(stack, token, 'OUTAGE-1');

  /** Wrong-password sign-ins at the api from one address: the statuses, in order. */
  async function wrongPasswords(times: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < times; i += 1) {
      const response = await fetch(`${stack.apiUrl}/api/auth/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_ADMIN.email, password: 'Wrong#Password1' }),
      });
      statuses.push(response.status);
    }
    return statuses;
  }

  it('works before the outage, with the shared state in Redis', async () => {
    expect((await adminGql(stack, CATEGORIES)).errors).toBeUndefined();
    const ready = await fetch(`${stack.bffUrl}/ready`);
    expect(await ready.json()).toMatchObject({ status: 'ready', redis: 'ok' });
    expect((await inspector.keys(`${keyPrefix}*`)).length).toBeGreaterThan(0);
  });

  /** A visitor's GraphQL query (no token: the public cache may answer it). */
  async function visitorGql(query: string) {
    const response = await fetch(`${stack.bffUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { data?: unknown; errors?: unknown };
  }

  it('keeps visitors, sign-in, checkout and the throttle working while Redis is down', async () => {
    await stopRedis(redis);
    for (let i = 0; i < 3; i += 1) {
      const { value, ms } = await timed(() => adminGql(stack, CATEGORIES));
      expect(value.errors).toBeUndefined();
      expect(ms).toBeLessThan(1500);
    }
    // The public cache falls back to this process's memory: a visitor's repeated query is answered
    // without asking the api again.
    const before = calls.filter((call) => call === 'getCategories').length;
    const first = await visitorGql('query OutageVisitor { categories { id name } }');
    const again = await visitorGql('query OutageVisitor { categories { id name } }');
    expect(first.errors).toBeUndefined();
    expect(again).toEqual(first);
    expect(calls.filter((call) => call === 'getCategories').length).toBe(before + 1);
    const signIn = await timed(() => tokenOf(stack, DEMO_CUSTOMER));
    expect(signIn.ms).toBeLessThan(3000);
    const placed = await checkout(signIn.value);
    expect(placed.errors).toBeUndefined();
    expect(placed.data?.placeOrder.orders).toHaveLength(1);

    // As with Redis (api/test/account-lockout.test.ts): the 6th failure locks, the next is refused.
    const statuses = await wrongPasswords(7);
    expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(statuses[6]).toBe(429);

    // The api's route limits count in memory instead of letting every request pass (30 a minute).
    const tracked: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      tracked.push((await fetch(`${stack.apiUrl}/api/auth/user/track-orders/SRN-NONE`)).status);
    }
    expect(tracked.slice(0, 30).every((status) => status !== 429)).toBe(true);
    expect(tracked[30]).toBe(429);

    for (const url of [`${stack.bffUrl}/ready`, `${stack.apiUrl}/ready`]) {
      const ready = await fetch(url);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'degraded', redis: 'failed' });
    }
  }, 60_000);

  it('uses Redis again once it is back, without a restart', async () => {
    redis = await startRedis();
    await expect
      .poll(async () => (await fetch(`${stack.bffUrl}/ready`)).json() as Promise<object>, {
        timeout: 10_000,
        interval: 250,
      })
      .toMatchObject({ status: 'ready', redis: 'ok' });
    // The test's own client reconnects on its own schedule (it queues nothing while down).
    await expect.poll(() => inspector.status, { timeout: 10_000, interval: 100 }).toBe('ready');
    expect((await inspector.keys(`${keyPrefix}*`)).length).toBe(0);
    const token = await tokenOf(stack, DEMO_CUSTOMER);
    expect((await checkout(token)).errors).toBeUndefined();
    expect((await adminGql(stack, CATEGORIES)).errors).toBeUndefined();
    await expect
      .poll(async () => (await inspector.keys(`${keyPrefix}*`)).length, { timeout: 5_000 })
      .toBeGreaterThan(0);
  }, 60_000);
});
