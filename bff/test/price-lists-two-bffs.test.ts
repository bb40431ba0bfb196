/**
 * No customer price in the shared public cache nor in a visitor's HTML (issue 25 "Done when"), on
 * the real stack: the real api (PGlite, demo catalog), the real web build (`npm run build -w web`
 * first) and two bff instances sharing one Redis key prefix. Two companies on two different price
 * lists sign in and browse the listing, category and product pages on both instances; then a
 * visitor fetches the same pages and queries from both: no price of either company (nor any price)
 * is in the visitor's HTML or answers, and no key or value under the prefix holds a price.
 */
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeRedis, createRedis, deletePrefixedKeys, redisAnswers } from '@serena/server-kit';
import { buildServer } from '../src/app.js';
import { testConfig } from './helpers/app.js';
import { startStack, type Stack } from './helpers/real-stack.js';

const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN = { email: 'admin@serenatrade.ie', password: 'Admin#Serena2026' };
/** A price as the storefront prints it (e.g. "€1,299.00"). */
const PRICE = /€\s?\d[\d,]*\.\d\d/;
/** The pages both companies and the visitor open (server-rendered for each). */
const PAGES = ['/', '/products', '/category/beds', '/category/mattresses', '/products?sort=name'];
const LISTING = `{ products(limit: 24) { items { id name price { amount }
  volumePrices { unitPrice { amount } unitGross { amount } } } } }`;
const PRODUCT = `query($id: ID!) { product(id: $id) { id price { amount }
  variations { price { amount } } volumePrices { unitPrice { amount } unitGross { amount } } } }`;

/** Calls the api as `token`'s owner and returns its JSON; throws unless it answers 2xx. */
async function api<T>(
  stack: Stack,
  method: string,
  path: string,
  token: string | null,
  body?: object,
) {
  const res = await fetch(`${stack.apiUrl}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Registers and approves a trade company through the api; returns its account id. */
async function approvedCompany(stack: Stack, admin: string, email: string, password: string) {
  await api(stack, 'POST', '/api/auth/user/register', null, {
    full_name: 'Price Tester',
    email,
    invoice_email: email,
    phone_number: '0871234567',
    country: 'Ireland',
    office_address: '5 Eyre Square',
    office_city: 'Galway',
    office_eir_code: 'H91 X2Y3',
    delivery_address: '5 Eyre Square',
    delivery_city: 'Galway',
    delivery_eir_code: 'H91 X2Y3',
    company_name: `Firm ${email.slice(5, 11)}`,
    password,
    confirm_password: password,
  });
  const page = await api<{ nodes: { id: number; email: string }[] }>(
    stack,
    'GET',
    `/api/admin/accounts?search=${encodeURIComponent(email)}`,
    admin,
  );
  const id = page.nodes.find((n) => n.email === email)!.id;
  await api(stack, 'POST', `/api/admin/accounts/${id}/approve`, admin, { credit_limit: '20000' });
  return id;
}

/** A price list made through the api with `rules`, assigned to `accountId`. */
async function listFor(
  stack: Stack,
  admin: string,
  name: string,
  accountId: number,
  rules: object[],
) {
  const created = await api<{ priceList: { id: number } }>(
    stack,
    'POST',
    '/api/admin/price-lists',
    admin,
    {
      name,
    },
  );
  const id = created.priceList.id;
  for (const rule of rules)
    await api(stack, 'POST', `/api/admin/price-lists/${id}/rules`, admin, rule);
  await api(stack, 'PUT', `/api/admin/accounts/${accountId}/price-list`, admin, {
    priceListId: id,
  });
}

async function graphql<T>(base: string, query: string, variables: object = {}, cookie?: string) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return { body, text: JSON.stringify(body), res };
}

/** Signs in through the bff; returns the session's Cookie header. */
async function signIn(base: string, account: { email: string; password: string }) {
  const { res, body } = await graphql<{ login: { user: { email: string } | null } }>(
    base,
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { user { email } } }',
    account,
  );
  expect(body.data.login.user?.email).toBe(account.email);
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

async function html(base: string, path: string, cookie?: string) {
  const res = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  return res.text();
}

/** Every money amount in a GraphQL answer ("92.69"), as the answer and as the page prints it. */
function amountsOf(text: string): string[] {
  const amounts = [...text.matchAll(/"amount":"(\d+\.\d\d)"/g)].map((m) => m[1]!);
  return amounts.flatMap((a) => [
    a,
    Number(a).toLocaleString('en-IE', { minimumFractionDigits: 2 }),
  ]);
}

const keyPrefix = `test-h25-prices-${randomBytes(4).toString('hex')}:`;
const probe = createRedis({ url: REDIS_URL, keyPrefix })!;
const redisUp = await redisAnswers(probe, 1000);
if (!redisUp)
  console.warn(`Redis does not answer at ${REDIS_URL}: the two-bff price test is skipped.`);

describe.skipIf(!redisUp)('two companies on two price lists, two bff instances, one Redis', () => {
  let stack: Stack;
  let second: FastifyInstance;
  let bffs: string[];
  const a = {
    email: `list-a-${randomBytes(3).toString('hex')}@example.ie`,
    password: 'Lists#2026a',
  };
  const b = {
    email: `list-b-${randomBytes(3).toString('hex')}@example.ie`,
    password: 'Lists#2026b',
  };

  beforeAll(async () => {
    if (!existsSync(`${WEB_DIST}/index.html`)) {
      throw new Error(`No web build in ${WEB_DIST}: run \`npm run build -w web\` first`);
    }
    const env = { WEB_DIST, REDIS_URL, REDIS_KEY_PREFIX: keyPrefix };
    stack = await startStack({ bffEnv: env, dirPrefix: 'serena-h25-prices-' });
    second = await buildServer({
      config: testConfig({ ...env, API_URL: stack.apiUrl, VISITOR_MUTATIONS_PER_MINUTE: '600' }),
    });
    await second.listen({ port: 0, host: '127.0.0.1' });
    bffs = [stack.bffUrl, `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`];
    const admin = (await api<{ token: string }>(stack, 'POST', '/api/auth/user/login', null, ADMIN))
      .token;
    const categories = await api<{ categories: { id: number; category_name: string }[] }>(
      stack,
      'GET',
      '/api/category/categories',
      null,
    );
    const beds = categories.categories.find((c) => c.category_name === 'Beds')!.id;
    const [idA, idB] = [
      await approvedCompany(stack, admin, a.email, a.password),
      await approvedCompany(stack, admin, b.email, b.password),
    ];
    await listFor(stack, admin, 'Chains', idA, [
      { kind: 'percent', categoryId: beds, percentBp: 1000 },
    ]);
    await listFor(stack, admin, 'Hotels', idB, [
      { kind: 'percent', categoryId: null, percentBp: 1750 },
      { kind: 'fixed', productId: 1, price: '12.34' },
    ]);
    await api(stack, 'POST', '/api/admin/volume-breaks', admin, {
      categoryId: beds,
      minQuantity: 10,
      percentBp: 500,
    });
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await stack?.close();
    await deletePrefixedKeys(probe);
    await closeRedis(probe);
  });

  it(
    "keeps both companies' prices out of the visitor's HTML and answers and out of Redis",
    { timeout: 180_000 },
    async () => {
      const seen = new Map<string, Set<string>>([
        ['a', new Set()],
        ['b', new Set()],
      ]);
      const pages = new Map<string, string>();
      for (const [who, account] of [
        ['a', a],
        ['b', b],
      ] as const) {
        for (const base of bffs) {
          const cookie = await signIn(base, account);
          const listing = await graphql<{ products: { items: { id: string }[] } }>(
            base,
            LISTING,
            {},
            cookie,
          );
          amountsOf(listing.text).forEach((x) => seen.get(who)!.add(x));
          for (const { id } of listing.body.data.products.items.slice(0, 12)) {
            const product = await graphql(base, PRODUCT, { id }, cookie);
            amountsOf(product.text).forEach((x) => seen.get(who)!.add(x));
          }
          for (const path of PAGES) {
            const page = await html(base, path, cookie);
            pages.set(`${who} ${base} ${path}`, page);
          }
        }
      }
      // The two lists price differently: A's and B's own prices are not the same set.
      const [ofA, ofB] = [[...seen.get('a')!], [...seen.get('b')!]];
      expect(ofA.length).toBeGreaterThan(10);
      expect(ofB).toContain('12.34');
      expect(ofA).not.toContain('12.34');
      expect(ofA.filter((x) => !ofB.includes(x)).length).toBeGreaterThan(0);
      // Each company's server-rendered listing shows its own prices.
      expect(pages.get(`b ${bffs[1]} /products`)).toMatch(PRICE);
      expect(pages.get(`a ${bffs[0]} /category/beds`)).toMatch(PRICE);

      const customerAmounts = [...new Set([...ofA, ...ofB])];
      for (const base of bffs) {
        for (const path of PAGES) {
          const page = await html(base, path);
          expect(page, `${base}${path}`).not.toMatch(PRICE);
          for (const amount of customerAmounts) expect(page).not.toContain(`€${amount}`);
        }
        const listing = await graphql<{ products: { items: { id: string }[] } }>(base, LISTING);
        expect(listing.text).not.toMatch(/"amount"/);
        for (const { id } of listing.body.data.products.items.slice(0, 12)) {
          expect((await graphql(base, PRODUCT, { id })).text).not.toMatch(/"amount"/);
          const page = await html(base, `/products/${id}`);
          expect(page, `/products/${id}`).not.toMatch(PRICE);
        }
      }

      // The shared cache: what the visitors' answers left under the prefix, keys and values.
      const entries: string[] = [];
      let cursor = '0';
      do {
        const [next, keys] = await probe.scan(cursor, 'MATCH', `${keyPrefix}*`, 'COUNT', 500);
        cursor = next;
        for (const key of keys) {
          const name = key.slice(keyPrefix.length);
          const type = await probe.type(name);
          const value =
            type === 'string'
              ? await probe.get(name)
              : JSON.stringify(await probe.hgetall(name).catch(() => ({})));
          entries.push(`${key} ${value ?? ''}`);
        }
      } while (cursor !== '0');
      const stored = entries.join('\n');
      expect(stored).toMatch(/price\\*":null/);
      expect(stored).not.toMatch(/amount\\*":\\*"\d/);
      expect(stored).not.toMatch(PRICE);
      for (const amount of customerAmounts.filter((x) => !x.includes(','))) {
        expect(stored).not.toContain(`"${amount}`);
        expect(stored).not.toContain(`\\"${amount}\\"`);
      }
    },
  );
});
