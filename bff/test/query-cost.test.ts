/**
 * Issue 13 availability: list sizes weigh in the query cost, so the nested anonymous query that
 * made ~12,000 REST calls is refused before any upstream call; Category.products is batched, so a
 * legitimate page's upstream calls stay constant in its list size. Real api and bff over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_COST_LIMIT } from '../src/cost.js';
import { countingUpstream, startStack, type Stack } from './helpers/real-stack.js';

const NESTED =
  '{categories{products(limit:50){items{categories{products(limit:50){items{categories{products(limit:50){items{id}}}}}}}}}}';

let stack: Stack;
const calls: string[] = [];

interface Answer {
  status: number;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

async function post(query: string, variables: object = {}): Promise<Answer> {
  const res = await fetch(`${stack.bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

beforeAll(async () => {
  stack = await startStack({
    wrapUpstream: (real) => countingUpstream(real, (method) => calls.push(method)),
    dirPrefix: 'serena-cost-',
  });
}, 120_000);
afterAll(async () => stack?.close());

describe('query cost weighs list sizes', () => {
  it('refuses the nested query of issue 13 before any upstream call, naming cost and maximum', async () => {
    calls.length = 0;
    const answer = await post(NESTED);
    expect(answer.status).toBe(400);
    expect(answer.body.data ?? null).toBeNull();
    const error = answer.body.errors?.[0];
    expect(error?.extensions?.code).toBe('QUERY_TOO_COSTLY');
    expect(error?.message).toMatch(new RegExp(`costs \\d+.*maximum is ${QUERY_COST_LIMIT}`, 'i'));
    expect(calls).toEqual([]);
  });

  it('counts a variable limit at its value', async () => {
    calls.length = 0;
    const query = `query($n: Int!) { categories { products(limit: $n) { items { categories {
      products(limit: $n) { items { categories { products(limit: $n) { items { id } } } } } } } } } }`;
    const answer = await post(query, { n: 50 });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
    expect(calls).toEqual([]);
  });

  it('still answers a small nested query', async () => {
    const answer = await post(
      '{ categories { name products(limit: 2) { items { id categories { name } } } } }',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
  });
});

describe('Category.products is batched', () => {
  /** Upstream calls of a product list whose products' categories list `perCategory` products. */
  async function callsFor(listSize: number): Promise<string[]> {
    calls.length = 0;
    const answer = await post(
      `query($n: Int!) { products(limit: $n) { items { id categories { name
        products(limit: 4) { items { id name } } } } } }`,
      { n: listSize },
    );
    expect(answer.body.errors).toBeUndefined();
    const items = (answer.body.data?.products as { items: unknown[] }).items;
    expect(items).toHaveLength(listSize);
    return [...calls].sort();
  }

  it('makes the same upstream calls for 2 and for 20 products (one per level)', async () => {
    const small = await callsFor(2);
    const large = await callsFor(20);
    expect(large).toEqual(small);
    expect(large.length).toBeLessThanOrEqual(2);
  });

  it('one batch call for every category on the home page, whatever their number', async () => {
    calls.length = 0;
    const answer = await post('{ categories { name products(limit: 3) { items { id name } } } }');
    expect(answer.body.errors).toBeUndefined();
    const categories = answer.body.data?.categories as { products: { items: unknown[] } }[];
    expect(categories.length).toBeGreaterThan(3);
    expect(categories.every((c) => c.products.items.length > 0)).toBe(true);
    expect(calls.sort()).toEqual(['getCategories', 'getCategoryProductPages']);
  });
});
