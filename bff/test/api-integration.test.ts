/**
 * Operation tests of the bff over HTTP against a REAL api (architecture practice 5): the api's
 * buildApp on an ephemeral port with an in-memory PGlite, migrated and seeded with the demo catalog;
 * the bff's real undici client points at it. REST answers fetched from the api are the ground truth.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/src/app.js';
import { loadConfig as loadApiConfig } from '../../api/src/config.js';
import type { DbHandle } from '../../api/src/db/client.js';
import { openSnapshot } from '../../api/test/db-snapshot.js';
import { openSession } from '../../api/src/accounts/sessions.js';
import { findUserByEmail } from '../../api/src/accounts/service.js';
import { buildServer } from '../src/app.js';
import { createUpstreamClient } from '../src/upstream/client.js';
import type { UpstreamClient } from '../src/upstream/contract.js';
import type {
  CategoriesResponse,
  ProductPageResponse,
  ProductResponse,
  SizesResponse,
} from '../src/upstream/types.js';
import { testConfig } from './helpers/app.js';
import { codes, collectPrices, gql, type GqlResult } from './helpers/graphql.js';

const DEMO_CUSTOMER = 'demo@serenatrade.ie';

let dataDir: string;
let dbHandle: DbHandle;
let api: FastifyInstance;
let apiUrl: string;
let bff: FastifyInstance;
let token: string;
let jwtSecret: Uint8Array;
/** Upstream calls made by the bff, by method name (reset per test where counted). */
const upstreamCalls: string[] = [];

/** Wraps the real client so tests can count the upstream calls a query makes. */
function counting(client: UpstreamClient): UpstreamClient {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return (...args: unknown[]) => {
        upstreamCalls.push(property);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/** GETs a REST answer straight from the api (ground truth), optionally with the bearer token. */
async function rest<T>(url: string, bearer?: string): Promise<T> {
  const response = await api.inject({
    method: 'GET',
    url,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'serena-bff-it-'));
  const apiConfig = loadApiConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bff-integration-test-secret-0123456789abcdef',
  });
  jwtSecret = apiConfig.jwtSecret;
  dbHandle = await openSnapshot('demo');
  api = await buildApp({ config: apiConfig, db: dbHandle });
  apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });

  const customer = await findUserByEmail(dbHandle.db, DEMO_CUSTOMER);
  if (!customer) throw new Error('demo customer not seeded');
  const session = await openSession(dbHandle.db, customer.id, new Date());
  token = await new SignJWT({ role: 'customer', sid: session.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(customer.id))
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(jwtSecret);

  bff = await buildServer({
    config: testConfig({ API_URL: apiUrl }),
    upstream: counting(createUpstreamClient({ baseUrl: apiUrl })),
  });
}, 60_000);

afterAll(async () => {
  await bff?.close();
  await api?.close();
  await dbHandle?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Fails on any GraphQL error and returns the data. */
function dataOf<T>(result: GqlResult<T>): T {
  expect(result.errors).toBeUndefined();
  expect(result.status).toBe(200);
  return result.data as T;
}

const LISTING_FIELDS = /* GraphQL */ `
  items {
    id name sku imageUrl images stock inStock status purchasable isBed leadTime createdAt
    storageTypes price { amount currencyCode }
    categories { id name slug productCount imageUrl isBeds }
    sizes { id label lengthCm widthCm heightCm }
    fabrics { id name colors { id name imageUrl } }
  }
  pageInfo { totalProducts totalPages currentPage hasNextPage hasPreviousPage }
`;

interface PageData {
  items: {
    id: string;
    name: string;
    price: { amount: string; currencyCode: string } | null;
    isBed: boolean;
    leadTime: string | null;
    categories: { name: string }[];
  }[];
  pageInfo: {
    totalProducts: number;
    totalPages: number;
    currentPage: number;
    hasNextPage: boolean;
    hasPreviousPage: boolean;
  };
}

describe('catalog queries against the real api', () => {
  it('categories match the api, with slug, tile image and Beds flag', async () => {
    const restCategories = (await rest<CategoriesResponse>('/api/category/categories')).categories;
    const { categories } = dataOf(
      await gql<{ categories: Record<string, unknown>[] }>(
        bff,
        '{ categories { id name slug productCount imageUrl isBeds } }',
      ),
    );
    expect(categories).toEqual(
      restCategories.map((c) => ({
        id: String(c.id),
        name: c.category_name,
        slug: c.category_name.toLowerCase(),
        productCount: c.product_count,
        imageUrl: `/category-images/${c.category_name.toLowerCase()}.jpg`,
        isBeds: c.category_name === 'Beds',
      })),
    );
    expect(categories.map((c) => c.name)).toEqual(expect.arrayContaining(['Beds', 'Mattresses']));
  });

  it('menu lists headboard and mattress product links', async () => {
    const { menu } = dataOf(
      await gql<{ menu: { headboards: { id: string; name: string }[]; mattresses: unknown[] } }>(
        bff,
        '{ menu { headboards { id name } mattresses { id name } } }',
      ),
    );
    expect(menu.headboards.length).toBeGreaterThan(0);
    expect(menu.mattresses.length).toBeGreaterThan(0);
    const { products } = await rest<ProductPageResponse>(
      `/api/category/${encodeURIComponent('Headboards')}/products?page=1&limit=50`,
    );
    expect(menu.headboards.map((h) => h.name).sort()).toEqual(
      products.map((p) => p.product_name).sort(),
    );
  });

  it('sizes carry labels and dimensions in cm', async () => {
    const restSizes = (await rest<SizesResponse>('/api/product/sizes')).sizes;
    const { sizes } = dataOf(
      await gql<{ sizes: unknown[] }>(bff, '{ sizes { id label lengthCm widthCm heightCm } }'),
    );
    expect(sizes).toEqual(
      restSizes.map((s) => ({
        id: String(s.id),
        label: s.size,
        lengthCm: s.length,
        widthCm: s.width,
        heightCm: s.height,
      })),
    );
    expect(sizes).toContainEqual(expect.objectContaining({ id: '13' }));
  });

  it('products page 1 and page 2 with pagination info', async () => {
    const query = `query P($page: Int) { products(page: $page) { ${LISTING_FIELDS} } }`;
    const page1 = dataOf(await gql<{ products: PageData }>(bff, query, { variables: { page: 1 } }));
    const page2 = dataOf(await gql<{ products: PageData }>(bff, query, { variables: { page: 2 } }));
    const restPage1 = await rest<ProductPageResponse>(
      '/api/product/products-listing?page=1&limit=8',
    );
    expect(page1.products.items).toHaveLength(8);
    expect(page1.products.items.map((p) => p.id)).toEqual(
      restPage1.products.map((p) => String(p.id)),
    );
    expect(page1.products.pageInfo).toEqual({ ...restPage1.pagination, currentPage: 1 });
    expect(page1.products.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(page2.products.pageInfo).toMatchObject({ currentPage: 2, hasPreviousPage: true });
    const ids1 = new Set(page1.products.items.map((p) => p.id));
    expect(page2.products.items.some((p) => ids1.has(p.id))).toBe(false);
    const bed = [...page1.products.items, ...page2.products.items].find((p) => p.isBed);
    if (bed) expect(bed.leadTime).toBe('Lead time: 2 to 4 weeks');
  });

  it('filters by category on the server', async () => {
    const restCategories = (await rest<CategoriesResponse>('/api/category/categories')).categories;
    const mattresses = restCategories.find((c) => c.category_name === 'Mattresses')!;
    const { products } = dataOf(
      await gql<{ products: PageData }>(
        bff,
        `query F($ids: [ID!]) { products(limit: 50, filter: { categoryIds: $ids, minPrice: 1, maxPrice: 100000 }) { ${LISTING_FIELDS} } }`,
        { variables: { ids: [String(mattresses.id)] } },
      ),
    );
    expect(products.pageInfo.totalProducts).toBe(mattresses.product_count);
    expect(products.items.length).toBe(Math.min(50, mattresses.product_count));
    expect(products.items.every((p) => p.categories.some((c) => c.name === 'Mattresses'))).toBe(
      true,
    );
  });

  it('searchProducts finds products by name, case-insensitively', async () => {
    const restPage = await rest<ProductPageResponse>(
      '/api/product/products-listing?page=1&limit=1',
    );
    const name = restPage.products[0]!.product_name;
    const word = name.split(' ')[0]!.toUpperCase();
    const { searchProducts } = dataOf(
      await gql<{ searchProducts: PageData }>(
        bff,
        `query S($q: String!) { searchProducts(query: $q) { ${LISTING_FIELDS} } }`,
        { variables: { q: word } },
      ),
    );
    expect(searchProducts.items.map((p) => p.name)).toContain(name);
    expect(searchProducts.pageInfo.totalProducts).toBeGreaterThanOrEqual(1);
  });

  it('category(name) is case-insensitive and pages its products', async () => {
    const { category } = dataOf(
      await gql<{ category: { name: string; slug: string; isBeds: boolean; products: PageData } }>(
        bff,
        `{ category(name: "bEDs") { name slug isBeds products(page: 1, limit: 8) { ${LISTING_FIELDS} } } }`,
      ),
    );
    expect(category).toMatchObject({ name: 'Beds', slug: 'beds', isBeds: true });
    expect(category.products.items.length).toBeGreaterThan(0);
    expect(category.products.items.length).toBeLessThanOrEqual(8);
    expect(category.products.items.every((p) => p.isBed && p.leadTime !== null)).toBe(true);
    const none = dataOf(await gql(bff, '{ category(name: "No Such Category") { id } }'));
    expect(none).toEqual({ category: null });
  });

  it('news and delivery statuses', async () => {
    const data = dataOf(
      await gql<{ news: { id: string; contentHtml: string }[]; deliveryStatuses: string[] }>(
        bff,
        '{ news { id contentHtml createdAt } deliveryStatuses }',
      ),
    );
    expect(data.news.length).toBeGreaterThan(0);
    expect(data.news[0]!.contentHtml).toMatch(/</);
    expect(data.deliveryStatuses[0]).toBe('awaiting dispatch');
    expect(data.deliveryStatuses.at(-1)).toBe('order delivered');
  });
});

describe('product detail against the real api', () => {
  const DETAIL = `query D($id: ID!) { product(id: $id) {
    id name isBed price { amount currencyCode }
    variations { id sizeId fabricId fabricColorId price { amount currencyCode } }
    storagePrices { ottoman { sizeId price { amount } } cloudBase { amount } }
    relatedProducts { id name categories { name } }
  } }`;

  interface Detail {
    product: {
      id: string;
      isBed: boolean;
      price: { amount: string } | null;
      variations: { id: string; sizeId: string | null; price: { amount: string } | null }[];
      storagePrices: {
        ottoman: { sizeId: string; price: { amount: string } | null }[];
        cloudBase: { amount: string } | null;
      };
      relatedProducts: { id: string; categories: { name: string }[] }[];
    } | null;
  }

  async function firstBedId(): Promise<number> {
    const page = await rest<ProductPageResponse>('/api/category/beds/products?page=1&limit=1');
    return page.products[0]!.id;
  }

  it('shows variations, storage prices and prices to a signed-in customer', async () => {
    const id = await firstBedId();
    const truth = await rest<ProductResponse>(`/api/product/${id}`, token);
    expect(truth.product.price_euro).not.toBeNull();
    const { product } = dataOf(
      await gql<Detail>(bff, DETAIL, { variables: { id: String(id) }, token }),
    );
    expect(product).not.toBeNull();
    expect(product!.isBed).toBe(true);
    expect(product!.price).toEqual({ amount: truth.product.price_euro, currencyCode: 'EUR' });
    expect(product!.variations).toHaveLength(truth.variations.length);
    expect(product!.variations.map((v) => v.price?.amount)).toEqual(
      truth.variations.map((v) => v.price_euro),
    );
    expect(product!.storagePrices.ottoman.length).toBeGreaterThan(0);
    expect(product!.storagePrices.ottoman.every((o) => o.price !== null)).toBe(true);
    expect(product!.storagePrices.cloudBase).not.toBeNull();
    expect(product!.relatedProducts.length).toBeGreaterThan(0);
    expect(product!.relatedProducts.some((p) => p.id === String(id))).toBe(false);
    expect(product!.relatedProducts.every((p) => p.categories.some((c) => c.name === 'Beds'))).toBe(
      true,
    );
  });

  it('makes one product call for detail, variations and related products', async () => {
    const id = await firstBedId();
    dataOf(await gql<Detail>(bff, DETAIL, { variables: { id: String(id) }, token }));
    upstreamCalls.length = 0;
    dataOf(await gql<Detail>(bff, DETAIL, { variables: { id: String(id) }, token }));
    // Issue 29: the related products come from the shared store of public answers (filled by the
    // first request), priced by the same pricing read as the product.
    expect([...upstreamCalls].sort()).toEqual([
      'getCloudStorage',
      'getOttomanPrices',
      'getOwnPricing',
      'getProduct',
    ]);
  });

  it('hides every price from a visitor', async () => {
    const id = await firstBedId();
    const detail = dataOf(await gql<Detail>(bff, DETAIL, { variables: { id: String(id) } }));
    const listing = dataOf(
      await gql(bff, `{ products(limit: 50) { items { price { amount } } } }`),
    );
    const prices = collectPrices([detail, listing]);
    expect(prices.length).toBeGreaterThan(50);
    expect(prices.every((p) => p === null)).toBe(true);
    expect(JSON.stringify([detail, listing])).not.toMatch(/"amount"/);
  });

  it('an invalid token sees no prices either (the api re-checks)', async () => {
    const forged = await new SignJWT({ role: 'customer', sid: 'no-such-session' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-different-secret-of-enough-length-0123'));
    const res = await gql(bff, '{ products { items { price { amount } } } }', { token: forged });
    expect(collectPrices(dataOf(res)).every((p) => p === null)).toBe(true);
  });

  it('viewer is null for a visitor and never an error for a signed-in customer', async () => {
    expect(dataOf(await gql(bff, '{ viewer { id } }'))).toEqual({ viewer: null });
    const signedIn = dataOf(
      await gql<{ viewer: { email: string } | null }>(bff, '{ viewer { email } }', { token }),
    );
    // GET /api/auth/user/me may not exist yet (404 -> null); when it does, it is the customer.
    if (signedIn.viewer) expect(signedIn.viewer.email).toBe(DEMO_CUSTOMER);
  });
});

describe('bad input against the real api', () => {
  it.each([
    ['{ product(id: "abc") { id } }', 'null'],
    ['{ product(id: "-1") { id } }', 'null'],
    ['{ product(id: "0") { id } }', 'null'],
    ['{ product(id: "1 OR 1=1") { id } }', 'null'],
    ['{ product(id: "99999999") { id } }', 'null'],
    ['{ products(page: -1) { items { id } } }', 'BAD_USER_INPUT'],
    ['{ products(limit: 10000) { items { id } } }', 'BAD_USER_INPUT'],
    ['{ products(page: 100000) { items { id } } }', 'data'],
    [
      '{ products(filter: { categoryIds: ["1;DROP TABLE products"] }) { items { id } } }',
      'BAD_USER_INPUT',
    ],
    [
      '{ products(filter: { sizeIds: ["99999"], maxPrice: 99999999 }) { items { id } } }',
      'BAD_USER_INPUT',
    ],
    ['{ products(filter: { sizeIds: ["99999"] }) { items { id } } }', 'data'],
    [`{ searchProducts(query: "'; DROP TABLE products; --") { items { id } } }`, 'data'],
    [`{ searchProducts(query: "%' OR '1'='1") { items { id } } }`, 'data'],
    ['{ searchProducts(query: "") { items { id } } }', 'data'],
    ['{ category(name: "../../etc/passwd") { id products { items { id } } } }', 'null'],
  ] as const)('%s -> %s, never INTERNAL_SERVER_ERROR', async (query, outcome) => {
    const res = await gql<Record<string, unknown>>(bff, query);
    expect(res.status).toBeLessThan(500);
    if (outcome === 'BAD_USER_INPUT') {
      expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    } else {
      const data = dataOf(res);
      const value = Object.values(data)[0];
      if (outcome === 'null') expect(value).toBeNull();
      else expect(value).toMatchObject({ items: expect.any(Array) as unknown });
    }
  });

  it('an SQL-looking search is treated as text and the catalog is intact', async () => {
    const res = await gql<{ searchProducts: PageData }>(
      bff,
      `{ searchProducts(query: "'; DELETE FROM products; --") { ${LISTING_FIELDS} } }`,
    );
    expect(dataOf(res).searchProducts.items).toEqual([]);
    const after = dataOf(
      await gql<{ products: PageData }>(bff, `{ products { ${LISTING_FIELDS} } }`),
    );
    expect(after.products.pageInfo.totalProducts).toBeGreaterThan(8);
  });
});

describe('upstream call counts (N+1) against the real api', () => {
  it.each([8, 40])(
    'a listing of %i products with categories, sizes, fabrics and prices costs at most 3 upstream calls',
    async (limit) => {
      upstreamCalls.length = 0;
      const res = await gql<{ products: PageData }>(
        bff,
        `query L($limit: Int) { products(limit: $limit) { ${LISTING_FIELDS} } }`,
        { variables: { limit }, token },
      );
      const { products } = dataOf(res);
      expect(products.items).toHaveLength(limit);
      expect(products.items.every((p) => p.price !== null)).toBe(true);
      // The viewer's price list, tiers and the page's trade prices (issues 25, 29): one read per
      // request, not per product; the price-free listing from the shared store or one read.
      expect(upstreamCalls.filter((c) => c === 'getOwnPricing')).toHaveLength(1);
      const others = upstreamCalls.filter((c) => c !== 'getOwnPricing');
      expect(others.length).toBeLessThanOrEqual(2);
      expect(others.every((c) => c === 'getCategories' || c === 'getProductsListing')).toBe(true);
    },
  );
});

describe('picture proxy against the real api', () => {
  it('streams category tiles and product pictures with the api status and headers', async () => {
    const { products } = await rest<ProductPageResponse>(
      '/api/product/products-listing?page=1&limit=1',
    );
    for (const url of ['/category-images/beds.jpg', products[0]!.product_image]) {
      const direct = await api.inject({ method: 'GET', url });
      const proxied = await bff.inject({ method: 'GET', url });
      expect(direct.statusCode).toBe(200);
      expect(proxied.statusCode).toBe(200);
      expect(proxied.headers['content-type']).toBe(direct.headers['content-type']);
      expect(proxied.headers['cache-control']).toBe(direct.headers['cache-control']);
      expect(proxied.rawPayload.equals(direct.rawPayload)).toBe(true);
    }
  });

  it('passes a 404 of a missing picture through', async () => {
    const res = await bff.inject({ method: 'GET', url: '/images/products/99999999.jpg' });
    expect(res.statusCode).toBe(404);
  });
});

describe('when the api is down', () => {
  it('answers UPSTREAM_UNAVAILABLE', async () => {
    const closed = Fastify();
    const deadUrl = await closed.listen({ port: 0, host: '127.0.0.1' });
    await closed.close();
    const orphan = await buildServer({ config: testConfig({ API_URL: deadUrl }) });
    try {
      const res = await gql(orphan, '{ categories { id } products { items { id } } }');
      expect(res.status).toBe(200);
      expect(codes(res).length).toBeGreaterThan(0);
      expect(new Set(codes(res))).toEqual(new Set(['UPSTREAM_UNAVAILABLE']));
      expect(res.data).toBeNull();
    } finally {
      await orphan.close();
    }
  });
});
