/**
 * Operation tests over the bff's HTTP surface with a fake upstream (unit level): mapping, price
 * hiding, argument checks, N+1 call counts and the viewer. The same operations run against a real
 * api in api-integration.test.ts.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestServer } from './helpers/app.js';
import { createFakeUpstream, type FakeUpstream } from './helpers/fake-upstream.js';
import { codes, collectPrices, gql } from './helpers/graphql.js';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start(upstream: FakeUpstream) {
  app = await buildTestServer(upstream);
  return app;
}

const LISTING = /* GraphQL */ `
  query Listing($page: Int, $limit: Int) {
    products(page: $page, limit: $limit) {
      items {
        id
        name
        sku
        imageUrl
        images
        stock
        inStock
        status
        purchasable
        isBed
        leadTime
        createdAt
        storageTypes
        price {
          amount
          currencyCode
        }
        categories {
          id
          name
          slug
          productCount
          imageUrl
          isBeds
        }
        sizes {
          id
          label
          lengthCm
          widthCm
          heightCm
        }
        fabrics {
          id
          name
          colors {
            id
            name
            imageUrl
          }
        }
      }
      pageInfo {
        totalProducts
        totalPages
        currentPage
        hasNextPage
        hasPreviousPage
      }
    }
  }
`;

describe('product listing (fake upstream)', () => {
  it('maps REST DTOs to the schema', async () => {
    const upstream = createFakeUpstream(12);
    const server = await start(upstream);
    const res = await gql<{ products: { items: Record<string, unknown>[]; pageInfo: unknown } }>(
      server,
      LISTING,
      { variables: { page: 1, limit: 8 }, token: 'valid-token' },
    );
    expect(res.errors).toBeUndefined();
    const [bed, mattress, outOfStock] = res.data!.products.items;
    expect(bed).toMatchObject({
      id: '1',
      name: 'Bed 1',
      sku: 'SKU-1',
      imageUrl: '/images/p1.jpg',
      images: ['/images/p1.jpg', '/images/p1-b.jpg'],
      stock: -1,
      inStock: true,
      purchasable: true,
      isBed: true,
      leadTime: 'Lead time: 2 to 4 weeks',
      storageTypes: ['NONE', 'OTTOMAN', 'CLOUD_STORAGE'],
      price: { amount: '101.99', currencyCode: 'EUR' },
      categories: [
        {
          id: '1',
          name: 'Beds',
          slug: 'beds',
          productCount: 6,
          imageUrl: '/category-images/beds.jpg',
          isBeds: true,
        },
      ],
      sizes: [
        { id: '13', label: '4ft6 Double', lengthCm: 190, widthCm: 135, heightCm: null },
        { id: '14', label: '5ft King', lengthCm: 200, widthCm: 150, heightCm: 120 },
      ],
      fabrics: [
        {
          id: '7',
          name: 'Plush Velvet',
          colors: [{ id: '71', name: 'Steel Grey', imageUrl: '/images/f71.jpg' }],
        },
      ],
    });
    expect(mattress).toMatchObject({
      isBed: false,
      leadTime: null,
      storageTypes: [],
      inStock: true,
    });
    // id 3: a bed with stock 0 is out of stock but still purchasable (made to order).
    expect(outOfStock).toMatchObject({ id: '3', stock: 0, inStock: false, purchasable: true });
    const items = res.data!.products.items;
    // id 6: a mattress with stock 0 is not purchasable; id 10: status unavailable.
    expect(items.find((p) => p.id === '6')).toMatchObject({ purchasable: false });
    expect(res.data!.products.pageInfo).toEqual({
      totalProducts: 12,
      totalPages: 2,
      currentPage: 1,
      hasNextPage: true,
      hasPreviousPage: false,
    });
  });

  it('hides every price from a visitor even when the upstream sends prices', async () => {
    const upstream = createFakeUpstream(4);
    // A misbehaving upstream that leaks prices to visitors:
    const leaky: FakeUpstream = {
      ...upstream,
      getProduct: (id) => upstream.getProduct(id, 'leak'),
      getProductsListing: (params) => upstream.getProductsListing(params, 'leak'),
      getOttomanPrices: (id) => upstream.getOttomanPrices(id, 'leak'),
      getCloudStorage: (id) => upstream.getCloudStorage(id, 'leak'),
    };
    const server = await start(leaky);
    const res = await gql(
      server,
      `{ products { items { price { amount } } }
         product(id: "1") { price { amount } variations { price { amount } }
           storagePrices { ottoman { sizeId price { amount } } cloudBase { amount } } } }`,
    );
    expect(res.errors).toBeUndefined();
    const prices = collectPrices(res.data);
    expect(prices.length).toBeGreaterThan(6);
    expect(prices.every((p) => p === null)).toBe(true);
    expect(JSON.stringify(res.data)).toContain('"sizeId":"13"');
  });

  it.each([8, 40, 200])(
    'makes a constant number of upstream calls for %i listed products',
    async (count) => {
      const upstream = createFakeUpstream(count, { ignoreLimit: true });
      const server = await start(upstream);
      const res = await gql<{ products: { items: unknown[] } }>(server, LISTING, {
        token: 'valid-token',
      });
      expect(res.errors).toBeUndefined();
      expect(res.data!.products.items).toHaveLength(count);
      // The viewer's prices (issue 25) are read once per request, whatever the product count.
      expect(upstream.calls.sort()).toEqual([
        'getCategories',
        'getOwnPricing',
        'getProductsListing',
      ]);
    },
  );

  it('loads variations, storage prices and related products once per key', async () => {
    const upstream = createFakeUpstream(20, { ignoreLimit: true });
    const server = await start(upstream);
    const res = await gql<{ products: { items: { relatedProducts: unknown[] }[] } }>(
      server,
      `{ products { items { id relatedProducts { id } storagePrices { ottoman { sizeId } cloudBase { amount } } } } }`,
      { token: 'valid-token' },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.products.items[0]!.relatedProducts).toHaveLength(9);
    // Two categories (beds, mattresses): one related, ottoman and cloud call per category.
    const count = (name: string) => upstream.calls.filter((c) => c === name).length;
    expect(count('getRelatedProducts')).toBe(2);
    expect(count('getOttomanPrices')).toBe(2);
    expect(count('getCloudStorage')).toBe(2);
  });
});

describe('product detail (fake upstream)', () => {
  it('returns variations and storage prices for a signed-in viewer with one product call', async () => {
    const upstream = createFakeUpstream(4);
    const server = await start(upstream);
    const res = await gql(
      server,
      `{ product(id: "1") { id name descriptionHtml price { amount }
          variations { id sizeId fabricId fabricColorId price { amount currencyCode } }
          storagePrices { ottoman { sizeId price { amount } } cloudBase { amount } }
          relatedProducts { id } } }`,
      { token: 'valid-token' },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({
      product: {
        id: '1',
        name: 'Bed 1',
        descriptionHtml: '<p>Product 1</p>',
        price: { amount: '101.99' },
        variations: [
          {
            id: '100',
            sizeId: '13',
            fabricId: null,
            fabricColorId: null,
            price: { amount: '10.50', currencyCode: 'EUR' },
          },
        ],
        storagePrices: {
          ottoman: [
            { sizeId: '13', price: { amount: '100.00' } },
            { sizeId: '14', price: { amount: '120.00' } },
          ],
          cloudBase: { amount: '50.00' },
        },
        relatedProducts: [{ id: '3' }],
      },
    });
    expect(upstream.calls.filter((c) => c === 'getProduct')).toHaveLength(1);
  });

  it.each(['abc', '-1', '0', '1.5', '99999999999', ''])(
    'answers null for the malformed id %j without calling the api',
    async (id) => {
      const upstream = createFakeUpstream(4);
      const server = await start(upstream);
      const res = await gql(server, `query P($id: ID!) { product(id: $id) { id } }`, {
        variables: { id },
      });
      expect(res.errors).toBeUndefined();
      expect(res.data).toEqual({ product: null });
      expect(upstream.calls).toEqual([]);
    },
  );

  it('answers null for an unknown product (upstream 404)', async () => {
    const server = await start(createFakeUpstream(4));
    const res = await gql(server, `{ product(id: "404") { id } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ product: null });
  });
});

describe('argument checks (fake upstream)', () => {
  it.each([
    ['products(page: 0)', 'page'],
    ['products(page: -1)', 'page'],
    ['products(limit: 0)', 'limit'],
    ['products(limit: 51)', 'limit'],
    ['products(limit: 10000)', 'limit'],
    ['products(filter: { categoryIds: ["x"] })', 'categoryIds'],
    ['products(filter: { minPrice: -5 })', 'minPrice'],
    ['products(filter: { minPrice: 10, maxPrice: 5 })', 'minPrice'],
    ['searchProducts(query: "bed", page: -1)', 'page'],
  ])('%s -> BAD_USER_INPUT on %s', async (field, argument) => {
    const upstream = createFakeUpstream(4);
    const server = await start(upstream);
    const res = await gql(server, `{ ${field} { items { id } } }`);
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(res.errors![0]!.extensions).toMatchObject({ field: argument });
    expect(upstream.calls).toEqual([]);
  });

  it('refuses a search text longer than 200 characters', async () => {
    const server = await start(createFakeUpstream(4));
    const res = await gql(
      server,
      `query S($q: String!) { searchProducts(query: $q) { items { id } } }`,
      {
        variables: { q: 'x'.repeat(201) },
      },
    );
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
  });

  it('accepts a limit of 50 and passes filters to the upstream', async () => {
    const upstream = createFakeUpstream(60);
    const server = await start(upstream);
    const res = await gql<{ products: { items: unknown[]; pageInfo: { totalProducts: number } } }>(
      server,
      `{ products(limit: 50, filter: { categoryIds: ["2"] }) { items { id } pageInfo { totalProducts } } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.products.items).toHaveLength(30);
    expect(res.data!.products.pageInfo.totalProducts).toBe(30);
    expect(upstream.calls).toEqual(['filterProducts']);
  });
});

describe('other queries (fake upstream)', () => {
  it('resolves categories, menu, sizes, news, delivery statuses and category by name', async () => {
    const server = await start(createFakeUpstream(6));
    const res = await gql(
      server,
      `{ categories { name slug productCount imageUrl isBeds }
         menu { headboards { id name } mattresses { id name } }
         sizes { id label }
         news { id contentHtml createdAt }
         deliveryStatuses
         category(name: "kids BEDS") { name slug imageUrl products { items { id } } }
         missing: category(name: "Chairs") { id } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data).toMatchObject({
      categories: [
        {
          name: 'Beds',
          slug: 'beds',
          productCount: 3,
          imageUrl: '/category-images/beds.jpg',
          isBeds: true,
        },
        { name: 'Mattresses', slug: 'mattresses', productCount: 3, isBeds: false },
        {
          name: 'Kids Beds',
          slug: 'kids beds',
          productCount: 0,
          imageUrl: '/category-images/kids beds.jpg',
        },
      ],
      menu: {
        headboards: [{ id: '1', name: 'Headboards one' }],
        mattresses: [{ id: '1', name: 'Mattresses one' }],
      },
      sizes: [
        { id: '13', label: '4ft6 Double' },
        { id: '14', label: '5ft King' },
      ],
      news: [{ id: '1', contentHtml: '<p>Hello</p>', createdAt: '2025-01-01T00:00:00.000Z' }],
      deliveryStatuses: ['awaiting dispatch', 'order delivered'],
      category: { name: 'Kids Beds', slug: 'kids beds', products: { items: [] } },
      missing: null,
    });
  });

  it('resolves the viewer from a bearer header or the authToken cookie, null otherwise', async () => {
    const upstream = createFakeUpstream(1);
    const server = await start(upstream);
    const query = `{ viewer { id fullName email } }`;
    expect((await gql(server, query)).data).toEqual({ viewer: null });
    expect(upstream.calls).toEqual([]);
    expect((await gql(server, query, { token: 'valid-token' })).data).toEqual({
      viewer: { id: '5', fullName: 'Mary Byrne', email: 'mary@example.ie' },
    });
    expect((await gql(server, query, { cookie: 'authToken=valid-token' })).data).toMatchObject({
      viewer: { id: '5' },
    });
    const expired = await gql(server, query, { token: 'expired' });
    expect(expired.errors).toBeUndefined();
    expect(expired.data).toEqual({ viewer: null });
  });

  it('tolerates a missing /me route (404) as signed out', async () => {
    const upstream = createFakeUpstream(1);
    const server = await start({
      ...upstream,
      getMe: () =>
        upstream.getCategoryProducts(999, { page: 1, limit: 8 }).then(() => {
          throw new Error('unreachable');
        }),
    });
    const res = await gql(server, `{ viewer { id } }`, { token: 'valid-token' });
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ viewer: null });
  });

  it('masks unexpected resolver failures as INTERNAL_SERVER_ERROR without details', async () => {
    const upstream = createFakeUpstream(1);
    const server = await start({
      ...upstream,
      getSizes: () => Promise.reject(new Error('secret database detail')),
    });
    const res = await gql(server, `{ sizes { id } }`);
    expect(codes(res)).toEqual(['INTERNAL_SERVER_ERROR']);
    expect(JSON.stringify(res.errors)).not.toContain('secret');
  });
});
