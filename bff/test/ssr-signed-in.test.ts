/**
 * Server rendering of the signed-in pages (issue 29) over real HTTP, with the real api (PGlite,
 * demo catalog and accounts), the real web build (`npm run build -w web` first) and, for the second
 * suite, two bff instances sharing one Redis key prefix: a customer's page carries their data and
 * prices and is sent `private, no-store`; a visitor's HTML never carries a price; one viewer's
 * HTML is never served to another viewer, to a visitor, or after sign-out. The customer's /cart is
 * rendered from their own request's cart cookie (web/src/lib/cart/cookie.ts) only.
 */
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APOLLO_STATE_ID, CART_COOKIE, SSR_ENTRY } from '@serena/domain';
import { closeRedis, createRedis, deletePrefixedKeys, redisAnswers } from '@serena/server-kit';
import { buildServer } from '../src/app.js';
import { testConfig } from './helpers/app.js';
import { countingUpstream, startStack, type Stack } from './helpers/real-stack.js';

const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The seeded demo accounts (api/src/db/seed/accounts.ts) and what only their own pages show. */
const CUSTOMER = { email: 'demo@serenatrade.ie', password: 'Serena#2026', marker: 'Aoife Murphy' };
const ADMIN = {
  email: 'admin@serenatrade.ie',
  password: 'Admin#Serena2026',
  marker: 'Serena Admin',
};

/** A price as the storefront prints it (e.g. "€1,299.00"), anywhere in a page's HTML. */
const PRICE = /€\s?\d[\d,]*\.\d\d/;

/** A page as fetched: status, headers and the HTML. */
interface Page {
  status: number;
  cacheControl: string | null;
  vary: string | null;
  html: string;
}

async function get(base: string, path: string, cookie?: string): Promise<Page> {
  const res = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
  return {
    status: res.status,
    cacheControl: res.headers.get('cache-control'),
    vary: res.headers.get('vary'),
    html: await res.text(),
  };
}

async function graphql(base: string, query: string, variables: object, cookie?: string) {
  return fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
}

/** Signs in through the bff; returns the session's Cookie header. */
async function signIn(base: string, account: { email: string; password: string }) {
  const res = await graphql(
    base,
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { user { email } } }',
    account,
  );
  const body = (await res.json()) as { data?: { login: { user: { email: string } | null } } };
  expect(body.data?.login.user?.email).toBe(account.email);
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** Signs out through the bff (the api ends the session). */
async function signOut(base: string, cookie: string) {
  const res = await graphql(base, 'mutation { logout }', {}, cookie);
  expect(res.status).toBe(200);
}

/** The `#root` element's HTML (the rendered app) of a page; '' for the shell. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf(`<script type="application/json" id="${APOLLO_STATE_ID}">`);
  return start >= 0 && end > start ? html.slice(start, end) : '';
}

/** A cart cookie value as the web app writes it: base64url of the lines' JSON tuples. */
function cartCookieOf(lines: (string | number)[][]): string {
  return Buffer.from(JSON.stringify(lines)).toString('base64url');
}

/** Asserts `page` is `account`'s own, server-rendered and private. */
function expectOwnPage(page: Page, account: { marker: string }) {
  expect(page.status).toBe(200);
  expect(page.cacheControl).toBe('private, no-store');
  expect(page.vary).toMatch(/cookie/i);
  expect(page.html).toContain(account.marker);
  expect(rootOf(page.html)).not.toBe('');
}

/** Asserts no signed-in viewer's data and no price is in `page` (a visitor's or a signed-out page). */
function expectNobodysPage(page: Page) {
  expect(page.status).toBe(200);
  for (const account of [CUSTOMER, ADMIN]) expect(page.html).not.toContain(account.marker);
  expect(page.html).not.toMatch(PRICE);
}

beforeAll(() => {
  if (!existsSync(`${WEB_DIST}/${SSR_ENTRY}`)) {
    throw new Error(`No server entry in ${WEB_DIST}: run \`npm run build -w web\` first`);
  }
});

/**
 * The public pages a visitor gets server-rendered, which signed-in viewers get too (the product
 * page with the signed-in configurator since stop 37: it hydrates cleanly now).
 */
const SHARED_PATHS = ['/', '/products', '/category/beds', '/products?sort=name', '/products/1'];
/** The customer's own pages (web/src/entry-server.tsx): rendered for that customer only. */
const OWN_PATHS = [
  { path: '/orders', heading: 'My Orders' },
  { path: '/quick-order', heading: 'Quick order' },
  { path: '/account/account-info', heading: 'Account Information' },
];

/** The admin console's server-rendered screens (issue 29) and each one's heading. */
const ADMIN_PATHS = [
  { path: '/admin', heading: 'Dashboard' },
  { path: '/admin/orders', heading: 'Orders' },
];

describe('signed-in pages on one bff', { timeout: 120_000 }, () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ bffEnv: { WEB_DIST }, dirPrefix: 'serena-ssr29-' });
  }, 120_000);
  afterAll(() => stack?.close());

  it("renders the customer's pages with their data and prices, private; the visitor's without a price", async () => {
    const cookie = await signIn(stack.bffUrl, CUSTOMER);
    const products = await get(stack.bffUrl, '/products', cookie);
    expectOwnPage(products, CUSTOMER);
    expect(rootOf(products.html)).toMatch(PRICE);
    // The product page: the configurator with the customer's 'from' price, their own page.
    const product = await get(stack.bffUrl, '/products/1', cookie);
    expectOwnPage(product, CUSTOMER);
    expect(rootOf(product.html)).toMatch(PRICE);
    for (const { path, heading } of OWN_PATHS) {
      const own = await get(stack.bffUrl, path, cookie);
      expectOwnPage(own, CUSTOMER);
      expect(rootOf(own.html)).toContain(heading);
    }
    expectOwnPage(await get(stack.bffUrl, '/category/beds', cookie), CUSTOMER);
    for (const path of SHARED_PATHS) {
      const visitor = await get(stack.bffUrl, path);
      expectNobodysPage(visitor);
      expect(rootOf(visitor.html)).not.toBe('');
      expect(visitor.cacheControl).toBe('no-cache');
    }
  });

  it("renders /cart from the viewer's own cart cookie only, private, never for anyone else", async () => {
    const customer = await signIn(stack.bffUrl, CUSTOMER);
    const admin = await signIn(stack.bffUrl, ADMIN);
    // Two mattresses of the demo catalog in their first size (priced for the customer), as the
    // web app's cookie writes lines: [lineId, productId, name, quantity, sizeId, size].
    const names = ['Cart Test Mattress One', 'Cart Test Mattress Two'] as const;
    const cart = `${CART_COOKIE}=${cartCookieOf([
      ['t-0', '13', names[0], 2, '10', '2ft6 Small Single'],
      ['t-1', '14', names[1], 1, '10', '2ft6 Small Single'],
    ])}`;
    const own = await get(stack.bffUrl, '/cart', `${customer}; ${cart}`);
    expectOwnPage(own, CUSTOMER);
    const root = rootOf(own.html);
    for (const name of names) expect(root).toContain(name);
    expect(root).toContain('Shopping Cart');
    expect(root).toMatch(PRICE);
    // Without the cookie: the cart part waits for the browser (its loading state), no lines.
    const noCookie = await get(stack.bffUrl, '/cart', customer);
    expectOwnPage(noCookie, CUSTOMER);
    expect(rootOf(noCookie.html)).toContain('aria-label="Loading"');
    // A cart the server cannot price (a bed without its size and fabric): the loading state, the
    // error is the browser's to show (it is not in the state the page hydrates from).
    const unpriced = `${CART_COOKIE}=${cartCookieOf([['t-2', '1', names[0], 1]])}`;
    const bed = await get(stack.bffUrl, '/cart', `${customer}; ${unpriced}`);
    expectOwnPage(bed, CUSTOMER);
    expect(rootOf(bed.html)).toContain(names[0]);
    expect(bed.html).not.toMatch(/Please select/);
    // Another viewer, a visitor, a visitor holding the cookie, a signed-out session: none of it.
    const others = [
      await get(stack.bffUrl, '/cart', admin),
      await get(stack.bffUrl, '/cart'),
      await get(stack.bffUrl, '/cart', cart),
    ];
    await signOut(stack.bffUrl, customer);
    others.push(await get(stack.bffUrl, '/cart', `${customer}; ${cart}`));
    for (const page of others) {
      for (const name of names) expect(page.html).not.toContain(name);
      expect(page.html).not.toContain(CUSTOMER.marker);
      expect(page.html).not.toMatch(PRICE);
    }
    expect(others[0]!.cacheControl).toBe('private, no-store');
  });

  it("never serves one viewer's HTML to another, to a visitor, or after sign-out", async () => {
    const customer = await signIn(stack.bffUrl, CUSTOMER);
    const admin = await signIn(stack.bffUrl, ADMIN);
    for (const path of SHARED_PATHS) {
      // Interleaved: each answer right after the other viewer's answer of the same URL.
      const a = await get(stack.bffUrl, path, customer);
      const b = await get(stack.bffUrl, path, admin);
      const visitor = await get(stack.bffUrl, path);
      expectOwnPage(a, CUSTOMER);
      expect(a.html).not.toContain(ADMIN.marker);
      expectOwnPage(b, ADMIN);
      expect(b.html).not.toContain(CUSTOMER.marker);
      expectNobodysPage(visitor);
    }
    await signOut(stack.bffUrl, customer);
    // The old cookie no longer opens the session: the page carries nobody's data and no price.
    for (const path of [...SHARED_PATHS, '/orders', '/account/account-info']) {
      const stale = await get(stack.bffUrl, path, customer);
      expectNobodysPage(stale);
      expectNobodysPage(await get(stack.bffUrl, path));
    }
    expectOwnPage(await get(stack.bffUrl, '/products', admin), ADMIN);
  });

  it("renders the admin console's dashboard and orders list for staff only, private", async () => {
    const admin = await signIn(stack.bffUrl, ADMIN);
    const customer = await signIn(stack.bffUrl, CUSTOMER);
    for (const { path, heading } of ADMIN_PATHS) {
      const staff = await get(stack.bffUrl, path, admin);
      expectOwnPage(staff, ADMIN);
      expect(rootOf(staff.html)).toContain(heading);
      expect(rootOf(staff.html)).toContain('Serena Trade Admin');
      // A trade customer gets the console's 'staff only' page, with none of the console in it.
      const trade = await get(stack.bffUrl, path, customer);
      expect(trade.cacheControl).toBe('private, no-store');
      expect(rootOf(trade.html)).toContain('This page is for Serena Home staff only.');
      expect(trade.html).not.toContain('Serena Trade Admin');
      expect(trade.html).not.toContain(ADMIN.marker);
      // A visitor gets the client-rendered shell (the console sends them to sign in).
      const visitor = await get(stack.bffUrl, path);
      expect(rootOf(visitor.html)).toBe('');
      expectNobodysPage(visitor);
    }
    await signOut(stack.bffUrl, admin);
    for (const { path } of ADMIN_PATHS) {
      // The old cookie opens nothing: no console, nobody's data (the page goes on to /signin).
      const stale = await get(stack.bffUrl, path, admin);
      expect(stale.html).not.toContain('Serena Trade Admin');
      expectNobodysPage(stale);
    }
  });
});

describe("a signed-in page's upstream calls", { timeout: 120_000 }, () => {
  let stack: Stack;
  const calls: string[] = [];
  beforeAll(async () => {
    stack = await startStack({
      bffEnv: { WEB_DIST },
      dirPrefix: 'serena-ssr29-calls-',
      wrapUpstream: (client) => countingUpstream(client, (method) => calls.push(method)),
    });
  }, 120_000);
  afterAll(() => stack?.close());

  /** The upstream calls, by method, that loading `path` with `cookie` made. */
  async function callsOf(path: string, cookie: string) {
    calls.length = 0;
    const page = await get(stack.bffUrl, path, cookie);
    expectOwnPage(page, CUSTOMER);
    expect(rootOf(page.html)).toMatch(PRICE);
    const counts: Record<string, number> = {};
    for (const call of calls) counts[call] = (counts[call] ?? 0) + 1;
    return counts;
  }

  it('asks for the viewer once, and the public catalog reads once for every viewer', async () => {
    const cookie = await signIn(stack.bffUrl, CUSTOMER);
    // The first render fills the shared store: the listing, categories, menu and sizes, read as
    // a visitor (no token), and the customer's own prices laid over the listing.
    expect(await callsOf('/products', cookie)).toEqual({
      getMe: 1,
      getProductsListing: 1,
      getOwnPricing: 1,
      getCategories: 1,
      getMenus: 1,
      getSizes: 1,
    });
    // The next render, for the same or another session: only what is the viewer's own. Every
    // query of the page (the frame's viewer, the listing's prices) shares one GET /user/me.
    expect(await callsOf('/products', cookie)).toEqual({ getMe: 1, getOwnPricing: 1 });
    const another = await signIn(stack.bffUrl, CUSTOMER);
    expect(await callsOf('/products', another)).toEqual({ getMe: 1, getOwnPricing: 1 });
    const product = await callsOf('/products/1', cookie);
    expect(product.getMe).toBe(1);
    expect(product.getCategories ?? 0).toBe(0);
    expect(product.getMenus ?? 0).toBe(0);
    expect(product.getRelatedProducts).toBe(1);
    // A product's page: the viewer, the product (the api prices its variations for the viewer) and
    // one pricing read for the product and its related products, which come from the store.
    expect(await callsOf('/products/1', another)).toEqual({
      getMe: 1,
      getProduct: 1,
      getOwnPricing: 1,
    });
  });
});

const keyPrefix = `test-ssr29-${randomBytes(4).toString('hex')}:`;
const probe = createRedis({ url: REDIS_URL, keyPrefix })!;
const redisUp = await redisAnswers(probe, 1000);
if (!redisUp)
  console.warn(`Redis does not answer at ${REDIS_URL}: the two-instance test is skipped.`);

describe.skipIf(!redisUp)('signed-in pages on two bff instances sharing Redis', () => {
  let stack: Stack;
  let second: FastifyInstance;
  let secondUrl: string;
  beforeAll(async () => {
    const env = { WEB_DIST, REDIS_URL, REDIS_KEY_PREFIX: keyPrefix };
    stack = await startStack({ bffEnv: env, dirPrefix: 'serena-ssr29-redis-' });
    second = await buildServer({
      config: testConfig({ ...env, API_URL: stack.apiUrl, VISITOR_MUTATIONS_PER_MINUTE: '600' }),
    });
    await second.listen({ port: 0, host: '127.0.0.1' });
    secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await stack?.close();
    await deletePrefixedKeys(probe);
    await closeRedis(probe);
  });

  it(
    "serves each viewer only their own HTML on either instance, and nobody's after sign-out",
    { timeout: 120_000 },
    async () => {
      const instances = [stack.bffUrl, secondUrl];
      const customer = await signIn(instances[0]!, CUSTOMER);
      const admin = await signIn(instances[1]!, ADMIN);
      for (const path of SHARED_PATHS) {
        for (const [index, base] of instances.entries()) {
          const other = instances[1 - index]!;
          const a = await get(base, path, customer);
          const visitorHere = await get(base, path);
          const b = await get(other, path, admin);
          const visitorThere = await get(other, path);
          expectOwnPage(a, CUSTOMER);
          expect(a.html).not.toContain(ADMIN.marker);
          expectOwnPage(b, ADMIN);
          expect(b.html).not.toContain(CUSTOMER.marker);
          expectNobodysPage(visitorHere);
          expectNobodysPage(visitorThere);
        }
      }
      // Signed out on one instance: the old cookie opens nothing on either.
      await signOut(instances[1]!, customer);
      for (const base of instances) {
        for (const path of [...SHARED_PATHS, '/orders']) {
          expectNobodysPage(await get(base, path, customer));
          expectNobodysPage(await get(base, path));
        }
      }
    },
  );
});
