/**
 * Live status (issue 14): a signed-in customer subscribes to `orderUpdated` over graphql-ws on
 * /graphql (session cookie checked on connect); the shop advances one of their orders at the api
 * and the change arrives within 2 s with the order as it is now. Runs twice: without Redis (the
 * bff reads the customer's orders) and with Redis pub/sub (the api publishes, skipped with a
 * printed reason when Redis does not answer at TEST_REDIS_URL). Visitors are refused, and queries
 * are not served over the socket.
 */
import { randomBytes } from 'node:crypto';
import { createClient, type Client as WsClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { closeRedis, createRedis, deletePrefixedKeys, redisAnswers } from '@serena/server-kit';
import { DEMO_ADMIN, DEMO_CUSTOMER, placeDemoBedOrder, tokenOf } from './helpers/admin-client.js';
import { countingUpstream, startStack, type Stack } from './helpers/real-stack.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const keyPrefix = `test-live-${randomBytes(4).toString('hex')}:`;
const probe = createRedis({ url: redisUrl, keyPrefix })!;
const redisUp = await redisAnswers(probe, 1000);
if (!redisUp) console.warn(`Redis does not answer at ${redisUrl}: the Redis live test is skipped.`);

const UPDATED = `subscription { orderUpdated { kind trackingId productName previousStatus
  deliveryStatus at order { id trackingId deliveryStatus } } }`;

interface Update {
  kind: string;
  trackingId: string;
  productName: string;
  previousStatus: string;
  deliveryStatus: string;
  order: { id: string; trackingId: string; deliveryStatus: string } | null;
}

/** A graphql-ws client that sends `cookie` on the upgrade request, like a browser. */
function wsClient(stack: Stack, cookie?: string): WsClient {
  class CookieSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, cookie ? { headers: { cookie } } : {});
    }
  }
  return createClient({
    url: `${stack.bffUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: CookieSocket,
    retryAttempts: 0,
    lazy: true,
  });
}

/** Places one order for the token's owner (the Cashel Grand Bed, 5ft King, first fabric). */
async function placeOne(stack: Stack, token: string): Promise<string> {
  const placed = await placeDemoBedOrder(stack, token, 'LIVE-1');
  const trackingId = placed.data?.placeOrder.orders[0]?.trackingId;
  if (!trackingId) throw new Error(`placeOrder failed: ${JSON.stringify(placed)}`);
  return trackingId;
}

async function advance(stack: Stack, adminToken: string, trackingId: string): Promise<void> {
  const response = await fetch(`${stack.apiUrl}/api/admin/orders/${trackingId}/advance`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(response.status).toBe(200);
}

/** Resolves with the first value, or the error / close of the subscription. */
function first(client: WsClient, query: string): { next: Promise<unknown>; ready: Promise<void> } {
  let ready!: () => void;
  const opened = new Promise<void>((resolve) => (ready = resolve));
  const next = new Promise<unknown>((resolve, reject) => {
    const off = client.on('connected', () => {
      off();
      ready();
    });
    client.subscribe(
      { query },
      {
        next: (value) => resolve(value),
        error: (err: unknown) => {
          if (err instanceof Error) return reject(err);
          if (Array.isArray(err)) return reject(new Error(JSON.stringify(err)));
          const { code, reason } = err as { code?: number; reason?: string };
          reject(Object.assign(new Error(`closed ${code}: ${reason}`), { code }));
        },
        complete: () => reject(new Error('completed without a value')),
      },
    );
  });
  return { next, ready: opened };
}

const modes = [
  { name: 'without Redis (the bff reads the orders)', env: undefined },
  { name: 'with Redis pub/sub', env: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keyPrefix } },
];

describe.each(modes)('order status pushed to the customer, $name', ({ env }) => {
  const skip = env !== undefined && !redisUp;
  let stack: Stack;
  let customerToken: string;
  let adminToken: string;

  beforeAll(async () => {
    if (skip) return;
    stack = await startStack({ apiEnv: env, bffEnv: env });
    customerToken = await tokenOf(stack, DEMO_CUSTOMER);
    adminToken = await tokenOf(stack, DEMO_ADMIN);
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
    if (env) await deletePrefixedKeys(probe);
  });

  it.skipIf(skip)('delivers the new delivery status within 2 seconds', async () => {
    const trackingId = await placeOne(stack, customerToken);
    const client = wsClient(stack, `authToken=${customerToken}`);
    try {
      const { next, ready } = first(client, UPDATED);
      await ready;
      // Let the subscription start (its first reading of the orders) before the shop moves one.
      await new Promise((r) => setTimeout(r, 300));
      const started = Date.now();
      await advance(stack, adminToken, trackingId);
      const result = (await next) as { data?: { orderUpdated: Update } };
      expect(Date.now() - started).toBeLessThan(2000);
      const update = result.data!.orderUpdated;
      expect(update).toMatchObject({
        kind: 'STATUS_CHANGED',
        trackingId,
        productName: 'Cashel Grand Bed',
        previousStatus: 'awaiting dispatch',
      });
      expect(update.deliveryStatus).not.toBe('awaiting dispatch');
      expect(update.order).toMatchObject({ trackingId, deliveryStatus: update.deliveryStatus });
    } finally {
      await client.dispose();
    }
  });

  it.skipIf(skip)(
    'closes the socket with 4401 when its session ends: sign-out, block',
    async () => {
      // Sign-out: the api revokes the session; the socket of that session closes, within 3 s.
      const session = await tokenOf(stack, DEMO_CUSTOMER);
      const client = wsClient(stack, `authToken=${session}`);
      const { next, ready } = first(client, UPDATED);
      await ready;
      await new Promise((r) => setTimeout(r, 300));
      const started = Date.now();
      const out = await fetch(`${stack.apiUrl}/api/auth/user/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session}` },
      });
      expect(out.status).toBe(200);
      await expect(next).rejects.toMatchObject({ code: 4401 });
      expect(Date.now() - started).toBeLessThan(3000);
      await client.dispose();

      // A blocked account: every session's socket closes.
      const other = await tokenOf(stack, DEMO_CUSTOMER);
      const me = (await (
        await fetch(`${stack.apiUrl}/api/auth/user/me`, {
          headers: { authorization: `Bearer ${other}` },
        })
      ).json()) as { user: { id: number } };
      const blocked = wsClient(stack, `authToken=${other}`);
      const watch = first(blocked, UPDATED);
      await watch.ready;
      await new Promise((r) => setTimeout(r, 300));
      const admin = { authorization: `Bearer ${adminToken}` };
      const block = `${stack.apiUrl}/api/admin/accounts/${me.user.id}`;
      expect((await fetch(`${block}/block`, { method: 'POST', headers: admin })).status).toBe(200);
      try {
        await expect(watch.next).rejects.toMatchObject({ code: 4401 });
      } finally {
        await fetch(`${block}/unblock`, { method: 'POST', headers: admin });
        await blocked.dispose();
        customerToken = await tokenOf(stack, DEMO_CUSTOMER); // the block ended it too
      }
    },
    30_000,
  );

  it.skipIf(skip)('refuses visitors and serves only subscriptions', async () => {
    const visitor = wsClient(stack);
    await expect(first(visitor, UPDATED).next).rejects.toMatchObject({ code: 4403 });
    await visitor.dispose();

    const customer = wsClient(stack, `authToken=${customerToken}`);
    await expect(first(customer, '{ viewer { id } }').next).rejects.toThrow(/subscriptions/);
    await customer.dispose();
  });
});

describe('caps (issue 23), without Redis', () => {
  let stack: Stack;
  let token: string;
  const calls: string[] = [];

  beforeAll(async () => {
    stack = await startStack({
      wrapUpstream: (client) => countingUpstream(client, (method) => calls.push(method)),
    });
    token = await tokenOf(stack, DEMO_CUSTOMER);
  }, 120_000);
  afterAll(async () => stack?.close());

  it('caps sockets per session and subscriptions per socket; one poll per account', async () => {
    const clients = Array.from({ length: 6 }, () => wsClient(stack, `authToken=${token}`));
    try {
      const watches = clients.slice(0, 5).map((c) => first(c, UPDATED));
      // They end when the clients are disposed below (no value: no change was made).
      const settle = (w: { next: Promise<unknown> }) => void w.next.catch(() => undefined);
      watches.forEach(settle);
      await Promise.all(watches.map((w) => w.ready));
      // The 6th socket of the same session is refused.
      await expect(first(clients[5]!, UPDATED).next).rejects.toMatchObject({ code: 4429 });
      // A 5th subscription on one socket is refused; the socket stays open.
      [1, 2, 3].map(() => first(clients[0]!, UPDATED)).forEach(settle);
      const fifth = first(clients[0]!, UPDATED);
      await expect(fifth.next).rejects.toThrow(/At most 4 live subscriptions per connection/);
      // 5 sockets and 8 subscriptions of one account: one reading of its orders a second.
      const before = calls.filter((c) => c === 'getUserOrders').length;
      await new Promise((r) => setTimeout(r, 3000));
      const readings = calls.filter((c) => c === 'getUserOrders').length - before;
      expect(readings).toBeGreaterThanOrEqual(2);
      expect(readings).toBeLessThanOrEqual(4);
    } finally {
      for (const c of clients) await c.dispose();
    }
  });
});

afterAll(async () => {
  await closeRedis(probe);
});
