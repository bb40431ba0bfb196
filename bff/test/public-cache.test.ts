/**
 * The shared cache of public answers (issue 12): visitors' catalog queries are answered once from
 * the api and then from the cache; signed-in requests and operations with private fields never
 * share it; after an admin write through the bff, the next visitor query reads the api again.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer } from './helpers/app.js';
import { createFakeUpstream, type FakeUpstream } from './helpers/fake-upstream.js';
import { adminGql, DEMO_ADMIN, DEMO_CUSTOMER, tokenOf } from './helpers/admin-client.js';
import { countingUpstream, startStack, type Stack } from './helpers/real-stack.js';

const LISTING = '{ products(limit: 8) { items { id name price { amount } } } }';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** POSTs `query` to the bff, as a visitor or with a bearer token. */
async function post(query: string, token?: string) {
  const res = await app!.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data?: Record<string, unknown>; errors?: unknown[] }>();
}

const listingCalls = (upstream: FakeUpstream) =>
  upstream.calls.filter((call) => call === 'getProductsListing').length;

describe('public cache with a fake api', () => {
  it('answers a repeated visitor listing from the cache, prices still hidden', async () => {
    const upstream = createFakeUpstream(20);
    app = await buildTestServer(upstream);
    const first = await post(LISTING);
    const second = await post(LISTING);
    expect(second).toEqual(first);
    expect(listingCalls(upstream)).toBe(1);
    const items = (first.data?.products as { items: { price: unknown }[] }).items;
    expect(items).toHaveLength(8);
    expect(items.every((item) => item.price === null)).toBe(true);
    // Other variables are another cache entry.
    await post('{ products(limit: 4) { items { id } } }');
    expect(listingCalls(upstream)).toBe(2);
  });

  it('never shares answers of signed-in requests', async () => {
    const upstream = createFakeUpstream(20);
    app = await buildTestServer(upstream);
    await post(LISTING);
    const signedIn = await post(LISTING, 'valid-token');
    const again = await post(LISTING, 'valid-token');
    // Issue 29: signed-in requests share only the price-free listing the api answers a visitor
    // (one listing read for both) and read their own prices once per request.
    expect(listingCalls(upstream)).toBe(2);
    expect(upstream.calls.filter((c) => c === 'getOwnPricing')).toHaveLength(2);
    for (const answer of [signedIn, again]) {
      const items = (answer.data?.products as { items: { price: unknown }[] }).items;
      expect(items.every((item) => item.price !== null)).toBe(true);
    }
  });

  it('does not cache an operation that also asks for a private field', async () => {
    const upstream = createFakeUpstream(20);
    app = await buildTestServer(upstream);
    const mixed =
      '{ products(limit: 8) { items { id } } trackOrder(trackingId: "X1") { __typename } }';
    await post(mixed);
    await post(mixed);
    expect(listingCalls(upstream)).toBe(2);
  });
});

describe('public cache on the real stack', () => {
  let stack: Stack | undefined;
  const calls: string[] = [];
  beforeAll(async () => {
    stack = await startStack({
      dirPrefix: 'serena-public-cache-',
      wrapUpstream: (client) => countingUpstream(client, (method) => calls.push(method)),
    });
  }, 60_000);
  afterAll(async () => stack?.close());

  it('reads the api again for visitors after an admin write through the bff', async () => {
    const sizes = '{ sizes { id label } }';
    const sizeCalls = () => calls.filter((call) => call === 'getSizes').length;
    const before = await adminGql<{ sizes: unknown[] }>(stack!, sizes);
    const cached = await adminGql<{ sizes: unknown[] }>(stack!, sizes);
    expect(cached).toEqual(before);
    expect(before.data?.sizes.length).toBeGreaterThan(0);
    expect(sizeCalls()).toBe(1);

    const admin = await tokenOf(stack!, DEMO_ADMIN);
    const list = await adminGql<{ admin: { accounts: { nodes: { id: string }[] } } }>(
      stack!,
      `query { admin { accounts(search: "${DEMO_CUSTOMER.email}") { nodes { id } } } }`,
      {},
      admin,
    );
    const id = list.data?.admin.accounts.nodes[0]?.id;
    expect(id).toBeTruthy();
    const write = await adminGql<{ admin: { setCreditLimit: { userErrors: unknown[] } } }>(
      stack!,
      `mutation ($id: ID!) { admin { setCreditLimit(id: $id, creditLimit: "7500.00") { userErrors { message } } } }`,
      { id },
      admin,
    );
    expect(write.errors).toBeUndefined();
    expect(write.data?.admin.setCreditLimit.userErrors).toEqual([]);

    const after = await adminGql<{ sizes: unknown[] }>(stack!, sizes);
    expect(after).toEqual(before);
    expect(sizeCalls()).toBe(2);
  });
});
