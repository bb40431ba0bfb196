/**
 * Prices per customer through the bff (issue 25): company A (a price list and a volume break) and
 * company B (none) see different prices for the same product, variation, quote and tiers; a
 * visitor sees none; and the shared public cache — in memory, and in Redis shared by two bff
 * instances when Redis answers at TEST_REDIS_URL — never holds a customer price.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeRedis, createRedis, deletePrefixedKeys, redisAnswers } from '@serena/server-kit';
import type { OwnPricingDto } from '../src/upstream/types.js';
import { buildTestServer } from './helpers/app.js';
import { createFakeUpstream } from './helpers/fake-upstream.js';

const MATTRESSES = 2;
/** Company A: 10 % off Mattresses, €8.00 for variation 200 (product 2, size 13), 10+ at −5 %. */
const COMPANY_A: OwnPricingDto = {
  priceList: {
    id: 1,
    name: 'Chains',
    rules: [
      {
        id: 1,
        kind: 'percent',
        categoryId: MATTRESSES,
        percentBp: 1000,
        productId: null,
        variationId: null,
        priceCents: null,
        validFrom: null,
        validTo: null,
      },
      {
        id: 2,
        kind: 'fixed',
        categoryId: null,
        percentBp: null,
        productId: 2,
        variationId: 200,
        priceCents: 800,
        validFrom: null,
        validTo: null,
      },
    ],
  },
  volumeBreaks: [{ id: 1, productId: 2, categoryId: null, minQuantity: 10, percentBp: 500 }],
  date: '2026-11-27',
};
/** Company B: no list, the same shop-wide volume break. */
const COMPANY_B: OwnPricingDto = { ...COMPANY_A, priceList: null };

const QUERY = `{
  product(id: "2") {
    price { amount }
    variations { price { amount } }
    volumePrices { minQuantity unitPrice { amount } unitGross { amount } percentOff }
  }
  priceQuote(input: { productId: "2", sizeId: "13", quantity: 10 }) {
    unitPrice { amount } unitGross { amount } lineTotal { amount }
  }
}`;
const LISTING = '{ products(limit: 4) { items { id price { amount } } } }';

/** Every amount company A or B sees for product 2 and nobody else may: none is in a cache. */
const CUSTOMER_AMOUNTS = ['92.69', '8.00', '88.06', '108.31', '7.60', '93.50', '97.84', '120.34'];

const upstream = () =>
  createFakeUpstream(4, { pricing: { 'token-a': COMPANY_A, 'token-b': COMPANY_B } });

async function post(app: FastifyInstance, query: string, token?: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ data: Record<string, unknown>; errors?: unknown[] }>();
  expect(body.errors).toBeUndefined();
  return body.data;
}

describe('prices per customer', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('gives company A its list and tier prices, company B the trade price, a visitor none', async () => {
    app = await buildTestServer(upstream());
    // A: 102.99 × 0.9 = 92.691 → 92.69; variation 200 fixed at 8.00; at 10 units 8.00 × 0.95 =
    // 7.60 net, VAT 1.748 → 1.75, gross 9.35, × 10 = 93.50; the tier of the base price
    // 102.99 × 0.9 × 0.95 = 88.056 → 88.06, VAT 20.25 → gross 108.31.
    expect(await post(app, QUERY, 'token-a')).toEqual({
      product: {
        price: { amount: '92.69' },
        variations: [{ price: { amount: '8.00' } }],
        volumePrices: [
          {
            minQuantity: 10,
            unitPrice: { amount: '88.06' },
            unitGross: { amount: '108.31' },
            percentOff: '5',
          },
        ],
      },
      priceQuote: {
        unitPrice: { amount: '7.60' },
        unitGross: { amount: '9.35' },
        lineTotal: { amount: '93.50' },
      },
    });
    // B: the trade price, and the tier on it: 10.50 × 0.95 = 9.975 → 9.98, VAT 2.30 → 12.28.
    expect(await post(app, QUERY, 'token-b')).toEqual({
      product: {
        price: { amount: '102.99' },
        variations: [{ price: { amount: '10.50' } }],
        volumePrices: [
          {
            minQuantity: 10,
            unitPrice: { amount: '97.84' },
            unitGross: { amount: '120.34' },
            percentOff: '5',
          },
        ],
      },
      priceQuote: {
        unitPrice: { amount: '9.98' },
        unitGross: { amount: '12.28' },
        lineTotal: { amount: '122.80' },
      },
    });
    expect(await post(app, QUERY)).toEqual({
      product: { price: null, variations: [{ price: null }], volumePrices: null },
      priceQuote: null,
    });
  });

  it('never answers a customer from the public cache, nor a visitor with a customer price', async () => {
    const fake = upstream();
    app = await buildTestServer(fake);
    const visitor = JSON.stringify(await post(app, LISTING));
    const a = JSON.stringify(await post(app, LISTING, 'token-a'));
    const b = JSON.stringify(await post(app, LISTING, 'token-b'));
    const again = JSON.stringify(await post(app, LISTING));
    expect(a).toContain('"92.69"');
    expect(b).toContain('"102.99"');
    expect(a).not.toEqual(b);
    expect(again).toEqual(visitor);
    for (const amount of [...CUSTOMER_AMOUNTS, '102.99']) expect(again).not.toContain(amount);
    // The visitor's second listing came from the cache; the customers share the price-free
    // listing (issue 29: one read for both) and each read their own prices from the api.
    expect(fake.calls.filter((c) => c === 'getProductsListing')).toHaveLength(2);
    expect(fake.calls.filter((c) => c === 'getOwnPricing')).toHaveLength(2);
  });
});

const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const keyPrefix = `test-prices-${randomBytes(4).toString('hex')}:`;
const probe = createRedis({ url, keyPrefix })!;
const available = await redisAnswers(probe, 1000);
if (!available) console.warn(`Redis does not answer at ${url}: the shared-cache test is skipped.`);

/** Every value stored under this test's key prefix (the public cache and its generation). */
async function storedValues(): Promise<string[]> {
  const values: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await probe.scan(cursor, 'MATCH', `${keyPrefix}*`, 'COUNT', 500);
    cursor = next;
    for (const key of keys) {
      const value = await probe.get(key.slice(keyPrefix.length));
      if (value !== null) values.push(value);
    }
  } while (cursor !== '0');
  expect(values.length).toBeGreaterThan(1);
  return values;
}

describe.skipIf(!available)('prices per customer with the public cache in Redis', () => {
  afterAll(async () => {
    await deletePrefixedKeys(probe);
    await closeRedis(probe);
  });

  it('two bff instances share visitor answers and never store a customer price', async () => {
    const env = { REDIS_URL: url, REDIS_KEY_PREFIX: keyPrefix };
    const one = await buildTestServer(upstream(), env);
    const two = await buildTestServer(upstream(), env);
    try {
      for (const app of [one, two]) {
        await post(app, QUERY);
        await post(app, LISTING);
        expect(JSON.stringify(await post(app, QUERY, 'token-a'))).toContain('"92.69"');
        expect(JSON.stringify(await post(app, LISTING, 'token-b'))).toContain('"102.99"');
        await post(app, LISTING, 'token-a');
      }
      const text = (await storedValues()).join('\n');
      // The visitor answers are stored (JSON in JSON: the quotes are escaped), prices null.
      expect(text).toMatch(/price\\*":null/);
      for (const amount of [...CUSTOMER_AMOUNTS, '102.99']) expect(text).not.toContain(amount);
      // Issue 29: the signed-in listings read the price-free listing from the same store.
      let shared = 0;
      let cursor = '0';
      do {
        const [next, keys] = await probe.scan(cursor, 'MATCH', `${keyPrefix}*public-data*`);
        cursor = next;
        shared += keys.length;
      } while (cursor !== '0');
      expect(shared).toBeGreaterThan(0);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
