/**
 * Query.priceQuote over the bff's HTTP surface with the fake upstream (unit level; the real-api
 * run is in accounts.test.ts). Fake catalog: odd ids are beds (sizes 13 and 14, fabric 7 colour
 * 71, every storage type), a size-13 variation at €10.50, base price €{100+id}.99, ottoman
 * €100.00 (size 13) / €120.00 (size 14), cloud base €50.00.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestServer } from './helpers/app.js';
import { createFakeUpstream } from './helpers/fake-upstream.js';
import { codes, gql } from './helpers/graphql.js';

const QUOTE = /* GraphQL */ `
  query Quote($input: CartLineInput!) {
    priceQuote(input: $input) {
      unitPrice {
        amount
        currencyCode
      }
      unitVat {
        amount
      }
      unitGross {
        amount
      }
      lineTotal {
        amount
      }
      quantity
    }
  }
`;

interface QuoteData {
  priceQuote: {
    unitPrice: { amount: string; currencyCode: string };
    unitVat: { amount: string };
    unitGross: { amount: string };
    lineTotal: { amount: string };
    quantity: number;
  } | null;
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function quote(input: Record<string, unknown>, token: string | null = 'any-token') {
  app ??= await buildTestServer(createFakeUpstream(4));
  return gql<QuoteData>(app, QUOTE, { variables: { input }, token: token ?? undefined });
}

const BED = { productId: '1', fabricId: '7', fabricColorId: '71' };

describe('Query.priceQuote', () => {
  it('is null for a visitor', async () => {
    const result = await quote({ ...BED, sizeId: '13', quantity: 1 }, null);
    expect(result.errors).toBeUndefined();
    expect(result.data?.priceQuote).toBeNull();
  });

  it('prices a bed with Cloud Storage on size 13 (variation + ottoman + cloud base)', async () => {
    // 10.50 + 100.00 + 50.00 = 160.50; VAT 36.915 -> 36.92; gross 197.42; × 2 = 394.84
    const result = await quote({ ...BED, sizeId: '13', storage: 'CLOUD_STORAGE', quantity: 2 });
    expect(result.errors).toBeUndefined();
    expect(result.data?.priceQuote).toEqual({
      unitPrice: { amount: '160.50', currencyCode: 'EUR' },
      unitVat: { amount: '36.92' },
      unitGross: { amount: '197.42' },
      lineTotal: { amount: '394.84' },
      quantity: 2,
    });
  });

  it('prices a bed with Ottoman on size 14 from the base price', async () => {
    // 101.99 + 120.00 = 221.99; VAT 51.0577 -> 51.06; gross 273.05
    const result = await quote({ ...BED, sizeId: '14', storage: 'OTTOMAN', quantity: 1 });
    expect(result.data?.priceQuote).toEqual({
      unitPrice: { amount: '221.99', currencyCode: 'EUR' },
      unitVat: { amount: '51.06' },
      unitGross: { amount: '273.05' },
      lineTotal: { amount: '273.05' },
      quantity: 1,
    });
  });

  it('refuses storage on a product that is not a bed', async () => {
    const result = await quote({ productId: '2', sizeId: '13', storage: 'OTTOMAN', quantity: 1 });
    expect(codes(result)).toEqual(['BAD_USER_INPUT']);
    expect(result.errors?.[0]?.message).toBe('Storage can only be chosen for beds.');
    expect(result.errors?.[0]?.extensions?.reason).toBe('INVALID_STORAGE');
  });

  it.each([0, 100])('refuses quantity %d', async (quantity) => {
    const result = await quote({ ...BED, sizeId: '13', quantity });
    expect(codes(result)).toEqual(['BAD_USER_INPUT']);
    expect(result.errors?.[0]?.message).toBe('Quantity must be a whole number from 1 to 99.');
  });

  it('asks a bed for size, fabric and colour', async () => {
    const result = await quote({ productId: '1', sizeId: '13', quantity: 1 });
    expect(result.errors?.[0]?.message).toBe('Please select a size, fabric and fabric colour.');
  });

  it('answers NOT_FOUND for an unknown product and BAD_USER_INPUT for a malformed id', async () => {
    expect(codes(await quote({ productId: '404', quantity: 1 }))).toEqual(['NOT_FOUND']);
    expect(codes(await quote({ ...BED, sizeId: 'x', quantity: 1 }))).toEqual(['BAD_USER_INPUT']);
  });
});
