/**
 * Catalog routes of spec §7 through `buildApp` + `app.inject`, on PGlite and (with
 * TEST_DATABASE_URL) PostgreSQL: shapes, pagination, filter, search, categories, errors and
 * price hiding.
 */
import { count, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CategoriesResponse,
  CategoryProductPagesResponse,
  CategoryProductsResponse,
  CloudStorageResponse,
  DeliveryStatusesResponse,
  ErrorResponse,
  MenusResponse,
  NewsResponse,
  OttomanPricesResponse,
  ProductDto,
  ProductPageResponse,
  ProductResponse,
  RelatedProductsResponse,
  SizesResponse,
} from '../../bff/src/upstream/types.js';
import { products } from '../src/db/schema/index.js';
import { seedDemo } from '../src/db/seed/index.js';
import { backends, buildCatalogApp, type CatalogTestApp } from './catalog-harness.js';

const PRODUCT_KEYS = [
  'Categories',
  'Fabrics',
  'Sizes',
  'createdAt',
  'description',
  'id',
  'images',
  'price_euro',
  'product_image',
  'product_name',
  'sku',
  'status',
  'stock',
  'types',
];
const PAGINATION_KEYS = [
  'currentPage',
  'hasNextPage',
  'hasPreviousPage',
  'totalPages',
  'totalProducts',
];
const PRICE = /^\d+\.\d{2}$/;

describe.each(backends)('catalog api on %s', (backend) => {
  let t: CatalogTestApp;
  const auth = () => ({ authorization: `Bearer ${t.token}` });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  beforeAll(async () => {
    t = await buildCatalogApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('seed', () => {
    it('has the seven categories in order with product counts', async () => {
      const res = await get('/api/category/categories');
      expect(res.statusCode).toBe(200);
      const body = res.json<CategoriesResponse>();
      expect(body.success).toBe(true);
      expect(body.categories.map((c) => c.category_name)).toEqual([
        'Beds',
        'Mattresses',
        'Headboards',
        'Sofas',
        'Footstools',
        'Kids Beds',
        'Clearance',
      ]);
      for (const c of body.categories) {
        expect(Object.keys(c).sort()).toEqual([
          'category_name',
          'id',
          'image_url',
          'product_count',
        ]);
        expect(c.product_count).toBeGreaterThan(0);
        expect(c.image_url).toBe(
          `/category-images/${encodeURIComponent(c.category_name.toLowerCase())}.jpg`,
        );
      }
      expect(body.categories.reduce((n, c) => n + c.product_count, 0)).toBe(62);
    });

    it('has the Irish sizes with 4ft6 Double, 5ft King and 6ft Super King at ids 13, 14, 15', async () => {
      const res = await get('/api/product/sizes');
      const body = res.json<SizesResponse>();
      expect(body.sizes.map((s) => [s.id, s.size])).toEqual([
        [10, '2ft6 Small Single'],
        [11, '3ft Single'],
        [12, '4ft Small Double'],
        [13, '4ft6 Double'],
        [14, '5ft King'],
        [15, '6ft Super King'],
      ]);
      expect(body.sizes[3]).toEqual({
        id: 13,
        size: '4ft6 Double',
        length: 190,
        width: 135,
        height: 110,
      });
      expect(body.sizes[5]).toMatchObject({ id: 15, height: 120 });
    });

    it('is idempotent and moved the size sequence past the explicit ids', async () => {
      expect(await seedDemo(t.db.db)).toEqual({ skipped: true, products: 0 });
      const rows = await t.db.db.select({ n: count() }).from(products);
      expect(rows[0]?.n).toBe(62);
      const { sizes } = await import('../src/db/schema/index.js');
      const inserted = await t.db.db.insert(sizes).values({ label: 'Test size' }).returning();
      expect(inserted[0]!.id).toBeGreaterThan(15);
      await t.db.db.delete(sizes).where(eq(sizes.id, inserted[0]!.id));
    });

    it('has stock 0, unlimited stock and an unavailable product', async () => {
      const res = await get('/api/product/products-listing?limit=50&page=1');
      const res2 = await get('/api/product/products-listing?limit=50&page=2');
      const all = [
        ...res.json<ProductPageResponse>().products,
        ...res2.json<ProductPageResponse>().products,
      ];
      expect(all).toHaveLength(62);
      expect(new Set(all.map((p) => p.sku)).size).toBe(62);
      expect(all.some((p) => p.stock === 0)).toBe(true);
      expect(all.some((p) => p.stock === -1)).toBe(true);
      expect(all.filter((p) => p.status === 'unavailable').map((p) => p.product_name)).toEqual([
        'Kildare Recliner Sofa',
      ]);
      for (const p of all) {
        expect(p.description).toMatch(/^<p>.+<\/p><ul>(<li>.+<\/li>)+<\/ul>$/);
        expect(p.sku).toMatch(/^SH-[A-Z]{3}-\d{3}$/);
        const beds = p.Categories.some((c) => c.category_name === 'Beds');
        expect(p.images.length).toBeGreaterThanOrEqual(beds ? 5 : 2);
        if (!beds) expect(p.images.length).toBeLessThanOrEqual(3);
      }
    });

    it('gives beds sizes, at least four fabrics overall with four colours each, and storage types', async () => {
      const res = await get('/api/category/beds/products?limit=50');
      const beds = res.json<CategoryProductsResponse>().products;
      expect(beds).toHaveLength(12);
      const fabrics = new Map(beds.flatMap((b) => b.Fabrics).map((f) => [f.id, f]));
      expect(fabrics.size).toBeGreaterThanOrEqual(4);
      for (const f of fabrics.values()) expect(f.fabricColors.length).toBeGreaterThanOrEqual(4);
      for (const b of beds) {
        expect(b.Sizes.length).toBeGreaterThan(0);
        expect(b.Fabrics.length).toBeGreaterThan(0);
        expect(b.types).toContain('Non Ottoman');
      }
      expect(beds.some((b) => b.types.includes('Cloud Storage'))).toBe(true);
    });

    it('has news (HTML, newest first) and the delivery statuses in order', async () => {
      const news = (await get('/api/admin/news')).json<NewsResponse>();
      expect(news.success).toBe(true);
      expect(news.news.length).toBeGreaterThanOrEqual(3);
      for (const n of news.news)
        expect(Object.keys(n).sort()).toEqual([
          'content',
          'createdAt',
          'id',
          'publishedAt',
          'title',
        ]);
      expect(news.news[0]!.content).toMatch(/^</);
      const dates = news.news.map((n) => Date.parse(n.createdAt));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);

      const statuses = (await get('/api/order/delivery/status')).json<DeliveryStatusesResponse>();
      expect(statuses.deliveryStatuses.map((d) => d.deliveryStatus)).toEqual([
        'awaiting dispatch',
        'in production',
        'quality check',
        'ready for dispatch',
        'out for delivery',
        'order delivered',
      ]);
      expect(statuses.deliveryStatuses.map((d) => d.position)).toEqual([1, 2, 3, 4, 5, 6]);
    });
  });

  describe('GET /api/product/products-listing', () => {
    it('defaults to page 1 of 8 with the documented keys', async () => {
      const res = await get('/api/product/products-listing');
      expect(res.statusCode).toBe(200);
      const body = res.json<ProductPageResponse>();
      expect(Object.keys(body).sort()).toEqual(['pagination', 'products', 'success']);
      expect(body.products).toHaveLength(8);
      expect(Object.keys(body.pagination).sort()).toEqual(PAGINATION_KEYS);
      expect(body.pagination).toEqual({
        totalProducts: 62,
        totalPages: 8,
        currentPage: 1,
        hasNextPage: true,
        hasPreviousPage: false,
      });
      const p = body.products[0]!;
      expect(Object.keys(p).sort()).toEqual(PRODUCT_KEYS);
      expect(p.price_euro).toBeNull();
      expect(p.product_image).toBe(`/images/products/${p.id}.jpg`);
      expect(Number.isNaN(Date.parse(p.createdAt))).toBe(false);
      for (const s of p.Sizes)
        expect(Object.keys(s).sort()).toEqual(['height', 'id', 'length', 'size', 'width']);
    });

    it('pages stably by id without gaps or repeats', async () => {
      const ids: number[] = [];
      for (let page = 1; page <= 8; page++) {
        const body = (
          await get(`/api/product/products-listing?page=${page}&limit=8`)
        ).json<ProductPageResponse>();
        expect(body.pagination.currentPage).toBe(page);
        expect(body.pagination.hasPreviousPage).toBe(page > 1);
        expect(body.pagination.hasNextPage).toBe(page < 8);
        ids.push(...body.products.map((p) => p.id));
      }
      expect(ids).toHaveLength(62);
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);
      expect(new Set(ids).size).toBe(62);
      const last = (await get('/api/product/products-listing?page=8')).json<ProductPageResponse>();
      expect(last.products).toHaveLength(6);
      const beyond = (
        await get('/api/product/products-listing?page=9')
      ).json<ProductPageResponse>();
      expect(beyond.products).toEqual([]);
      expect(beyond.pagination).toMatchObject({
        totalProducts: 62,
        totalPages: 8,
        currentPage: 9,
        hasNextPage: false,
      });
    });

    it.each([
      ['page=-1', 'page', 'page must be a positive integer'],
      ['page=0', 'page', 'page must be a positive integer'],
      ['page=abc', 'page', 'page must be a positive integer'],
      ['page=1.5', 'page', 'page must be a positive integer'],
      ['page=99999999999', 'page', 'page must be a positive integer'],
      ['limit=0', 'limit', 'limit must be a positive integer'],
      ['limit=-8', 'limit', 'limit must be a positive integer'],
    ])('answers 400 for %s', async (query, field, message) => {
      const res = await get(`/api/product/products-listing?${query}`);
      expect(res.statusCode).toBe(400);
      const body = res.json<ErrorResponse>();
      expect(body.success).toBe(false);
      expect(body.errors).toEqual([{ field, message }]);
      expect(body.message).toBe(message);
    });

    it('caps huge limits at 50', async () => {
      const body = (
        await get('/api/product/products-listing?limit=100000')
      ).json<ProductPageResponse>();
      expect(body.products).toHaveLength(50);
      expect(body.pagination.totalPages).toBe(2);
    });
  });

  describe('price hiding', () => {
    it('hides every price without a token and shows decimal strings with a valid one', async () => {
      const anon = (await get('/api/product/1')).json<ProductResponse>();
      expect(anon.product.price_euro).toBeNull();
      expect(anon.variations.length).toBeGreaterThan(0);
      expect(anon.variations.every((v) => v.price_euro === null)).toBe(true);

      const signed = (await get('/api/product/1', auth())).json<ProductResponse>();
      expect(signed.product.price_euro).toBe('299.00');
      expect(signed.variations.every((v) => PRICE.test(v.price_euro ?? ''))).toBe(true);

      const list = (await get('/api/product/products-listing', auth())).json<ProductPageResponse>();
      expect(list.products.every((p) => PRICE.test(p.price_euro ?? ''))).toBe(true);
    });

    it('treats invalid, expired and foreign tokens as a visitor', async () => {
      const expired = await new SignJWT({ role: 'customer', sid: 's' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(t.config.jwtSecret);
      const foreign = await new SignJWT({ role: 'customer', sid: 's' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-another-secret-0123456'));
      const badClaims = await new SignJWT({ role: 'root', sid: 's' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setExpirationTime('1h')
        .sign(t.config.jwtSecret);
      for (const token of ['garbage', expired, foreign, badClaims]) {
        const res = await get('/api/product/1', { authorization: `Bearer ${token}` });
        expect(res.statusCode).toBe(200);
        expect(res.json<ProductResponse>().product.price_euro).toBeNull();
      }
    });

    it('prices variations per size and per size + fabric colour', async () => {
      const body = (await get('/api/product/1', auth())).json<ProductResponse>();
      const bySize = body.variations.filter((v) => v.fabricId === null);
      expect(bySize.map((v) => [v.sizeId, v.price_euro])).toEqual([
        [10, '299.00'],
        [11, '319.00'],
        [12, '359.00'],
        [13, '399.00'],
        [14, '459.00'],
        [15, '539.00'],
      ]);
      const fabricVariations = body.variations.filter((v) => v.fabricColorId !== null);
      expect(fabricVariations.length).toBeGreaterThan(0);
      for (const v of fabricVariations) {
        expect([13, 14, 15]).toContain(v.sizeId);
        expect(v.fabricId).not.toBeNull();
      }
      for (const v of body.variations) {
        expect(Object.keys(v).sort()).toEqual([
          'fabricColorId',
          'fabricId',
          'id',
          'price_euro',
          'productId',
          'sizeId',
        ]);
        expect(v.productId).toBe(1);
      }
    });
  });

  describe('GET /api/product/:id', () => {
    it('answers the product with its variations', async () => {
      const res = await get('/api/product/13');
      expect(res.statusCode).toBe(200);
      const body = res.json<ProductResponse>();
      expect(Object.keys(body).sort()).toEqual(['product', 'success', 'variations', 'vat_rate_bp']);
      expect(body.vat_rate_bp).toBe(2300);
      expect(body.product.product_name).toBe('Wicklow Pocket Sprung Mattress');
      expect(body.product.Categories).toEqual([{ id: 2, category_name: 'Mattresses' }]);
    });

    it('answers 404 for an unknown id', async () => {
      const res = await get('/api/product/99999');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Product not found' });
    });

    it.each(['abc', '-1', '0', '1.5', '99999999999', '1e3', "1'--"])(
      'answers 400 for id %s',
      async (id) => {
        const res = await get(`/api/product/${encodeURIComponent(id)}`);
        expect(res.statusCode).toBe(400);
        expect(res.json<ErrorResponse>().errors).toEqual([
          { field: 'id', message: 'id must be a positive integer' },
        ]);
      },
    );
  });

  describe('POST /api/product/products/filter', () => {
    it('filters by categories and sizes with pagination', async () => {
      const res = await post('/api/product/products/filter', {
        categories: [1],
        page: 1,
        limit: 8,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json<ProductPageResponse>();
      expect(body.pagination).toEqual({
        totalProducts: 12,
        totalPages: 2,
        currentPage: 1,
        hasNextPage: true,
        hasPreviousPage: false,
      });
      expect(body.products.every((p) => p.Categories.some((c) => c.id === 1))).toBe(true);

      const sized = (
        await post('/api/product/products/filter', { sizes: [15], limit: 50 })
      ).json<ProductPageResponse>();
      expect(sized.products.length).toBeGreaterThan(0);
      expect(sized.products.every((p) => p.Sizes.some((s) => s.id === 15))).toBe(true);

      const both = (
        await post('/api/product/products/filter', { categories: [1, 2], sizes: [10], limit: 50 })
      ).json<ProductPageResponse>();
      for (const p of both.products) {
        expect(p.Categories.some((c) => c.id === 1 || c.id === 2)).toBe(true);
        expect(p.Sizes.some((s) => s.id === 10)).toBe(true);
      }
      const none = (await post('/api/product/products/filter', {})).json<ProductPageResponse>();
      expect(none.pagination.totalProducts).toBe(62);
    });

    it('applies the price range (euros) for signed-in callers only', async () => {
      const range = { priceRange: { min: 100, max: 200 }, limit: 50 };
      const signed = (
        await post('/api/product/products/filter', range, auth())
      ).json<ProductPageResponse>();
      expect(signed.products.length).toBeGreaterThan(0);
      for (const p of signed.products) {
        const euros = Number(p.price_euro);
        expect(euros).toBeGreaterThanOrEqual(100);
        expect(euros).toBeLessThanOrEqual(200);
      }
      const anon = (await post('/api/product/products/filter', range)).json<ProductPageResponse>();
      expect(anon.pagination.totalProducts).toBe(62);
    });

    it.each([
      [{ categories: 'beds' }, 'categories'],
      [{ categories: [-1] }, 'categories.0'],
      [{ sizes: ['x'] }, 'sizes.0'],
      [{ priceRange: { min: 'a', max: 10 } }, 'priceRange.min'],
      [{ priceRange: { min: 50, max: 10 } }, 'priceRange.min'],
      [{ page: -1 }, 'page'],
      [{ page: 0 }, 'page'],
      [{ limit: 1.5 }, 'limit'],
    ])('answers 400 for %j', async (payload, field) => {
      const res = await post('/api/product/products/filter', payload);
      expect(res.statusCode).toBe(400);
      const body = res.json<ErrorResponse>();
      expect(body.success).toBe(false);
      expect(body.errors?.map((e) => e.field)).toContain(field);
    });

    it('answers 400 for non-JSON and empty bodies', async () => {
      const broken = await t.app.inject({
        method: 'POST',
        url: '/api/product/products/filter',
        headers: { 'content-type': 'application/json' },
        payload: '{"categories": [1',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toEqual({
        success: false,
        message: 'body must be valid JSON',
        errors: [{ field: 'body', message: 'body must be valid JSON' }],
      });
      const text = await t.app.inject({
        method: 'POST',
        url: '/api/product/products/filter',
        headers: { 'content-type': 'text/plain' },
        payload: 'categories=1',
      });
      expect(text.statusCode).toBe(400);
      expect(text.json<ErrorResponse>().errors).toEqual([
        { field: 'body', message: 'body must be a JSON object' },
      ]);
      const empty = await t.app.inject({ method: 'POST', url: '/api/product/products/filter' });
      expect(empty.statusCode).toBe(400);
    });

    it('caps huge limits at 50', async () => {
      const body = (
        await post('/api/product/products/filter', { limit: 5000 })
      ).json<ProductPageResponse>();
      expect(body.products).toHaveLength(50);
    });
  });

  describe('sort over the whole catalogue (issue 14)', () => {
    const pages = async (sort: string, headers: Record<string, string> = {}) => {
      const all: ProductPageResponse['products'] = [];
      for (let page = 1; page <= 8; page++) {
        const body = (
          await post('/api/product/products/filter', { sort, page, limit: 8 }, headers)
        ).json<ProductPageResponse>();
        all.push(...body.products);
      }
      return all;
    };
    const cents = (p: { price_euro: string | null }) => Math.round(Number(p.price_euro) * 100);

    it('orders every page by price for a signed-in customer: page 1 starts with the cheapest', async () => {
      const up = await pages('price_asc', auth());
      expect(up).toHaveLength(62);
      const prices = up.map(cents);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const down = (await pages('price_desc', auth())).map(cents);
      expect(down).toEqual([...prices].sort((a, b) => b - a));
    });

    it('ignores a price sort for a visitor: the id order, so hidden prices cannot be inferred', async () => {
      const visitor = await pages('price_asc');
      expect(visitor.map((p) => p.id)).toEqual([...visitor.map((p) => p.id)].sort((a, b) => a - b));
      expect(visitor.every((p) => p.price_euro === null)).toBe(true);
    });

    it('sorts by name and by newest for everyone, in the listing and in search', async () => {
      const names = (await pages('name')).map((p) => p.product_name.toLowerCase());
      expect(names).toEqual([...names].sort());
      const listing = (
        await get('/api/product/products-listing?page=1&limit=50&sort=name')
      ).json<ProductPageResponse>();
      expect(listing.products.map((p) => p.product_name.toLowerCase())).toEqual(names.slice(0, 50));
      const found = (
        await post('/api/product/search', { search: 'bed', sort: 'price_desc', limit: 50 }, auth())
      ).json<ProductPageResponse>();
      const found$ = found.products.map(cents);
      expect(found$.length).toBeGreaterThan(1);
      expect(found$).toEqual([...found$].sort((a, b) => b - a));
    });

    it('answers 400 to an unknown sort', async () => {
      const res = await post('/api/product/products/filter', { sort: 'cheapest' });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/sort must be one of/);
    });
  });

  describe('POST /api/product/search', () => {
    const search = async (term: string, headers: Record<string, string> = {}, extra = {}) => {
      const res = await post('/api/product/search', { search: term, ...extra }, headers);
      expect(res.statusCode).toBe(200);
      return res.json<ProductPageResponse>();
    };
    const names = (b: ProductPageResponse) => b.products.map((p: ProductDto) => p.product_name);

    it('matches name, SKU and category name case-insensitively', async () => {
      expect(names(await search('kilkenny'))).toEqual(['Kilkenny Divan Bed']);
      expect(names(await search('sh-mat-003'))).toEqual(['Shannon Orthopaedic Mattress']);
      const sofas = await search('Sofas', {}, { limit: 50 });
      expect(sofas.products.length).toBeGreaterThanOrEqual(10);
      const headboards = await search('headboard', {}, { limit: 50 });
      expect(headboards.pagination.totalProducts).toBe(9);
    });

    it('matches prices for signed-in callers ("499" and "499.00")', async () => {
      const signed = names(await search('499', auth(), { limit: 50 }));
      expect(signed).toEqual(
        expect.arrayContaining(['Kinsale Chesterfield Bed', 'Blarney 2 Seater Sofa']),
      );
      expect(names(await search('499.00', auth(), { limit: 50 }))).toEqual(signed);
      expect(names(await search('499'))).toEqual([]);
    });

    it('paginates search results', async () => {
      const page2 = await search('bed', {}, { page: 2, limit: 5 });
      expect(page2.pagination.currentPage).toBe(2);
      expect(page2.pagination.hasPreviousPage).toBe(true);
      expect(page2.products.length).toBeLessThanOrEqual(5);
      expect(page2.pagination.totalPages).toBe(Math.ceil(page2.pagination.totalProducts / 5));
    });

    it.each([
      "'; DROP TABLE products;--",
      "' OR '1'='1",
      '%',
      '_',
      '\\',
      'Robert"); DELETE FROM categories; --',
      '1; SELECT pg_sleep(5)',
    ])('treats %j as plain text', async (term) => {
      const body = await search(term);
      expect(body.products.length).toBeLessThan(62);
      const after = (await get('/api/product/products-listing')).json<ProductPageResponse>();
      expect(after.pagination.totalProducts).toBe(62);
      const cats = (await get('/api/category/categories')).json<CategoriesResponse>();
      expect(cats.categories).toHaveLength(7);
    });

    it('answers every product for a blank search', async () => {
      expect((await search('  ')).pagination.totalProducts).toBe(62);
    });

    it('answers 400 for a missing or malformed search', async () => {
      const missing = await post('/api/product/search', { page: 1 });
      expect(missing.statusCode).toBe(400);
      expect(missing.json<ErrorResponse>().errors).toEqual([
        { field: 'search', message: 'search is required' },
      ]);
      const wrong = await post('/api/product/search', { search: 42 });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json<ErrorResponse>().errors).toEqual([
        { field: 'search', message: 'search must be a string' },
      ]);
      const long = await post('/api/product/search', { search: 'x'.repeat(201) });
      expect(long.statusCode).toBe(400);
      const page = await post('/api/product/search', { search: 'bed', page: -1 });
      expect(page.json<ErrorResponse>().errors).toEqual([
        { field: 'page', message: 'page must be a positive integer' },
      ]);
    });
  });

  describe('GET /api/category/:categoryIdOrName/products', () => {
    it('finds a category by id and by name, case-insensitively', async () => {
      const byId = (await get('/api/category/6/products')).json<CategoryProductsResponse>();
      expect(Object.keys(byId).sort()).toEqual(['category', 'pagination', 'products', 'success']);
      expect(byId.category).toEqual({
        id: 6,
        category_name: 'Kids Beds',
        product_count: 8,
        image_url: '/category-images/kids%20beds.jpg',
      });
      expect(byId.products).toHaveLength(8);
      expect(byId.pagination).toEqual({
        totalProducts: 8,
        totalPages: 1,
        currentPage: 1,
        hasNextPage: false,
        hasPreviousPage: false,
      });
      for (const name of ['kids%20beds', 'KIDS%20BEDS', 'Kids%20Beds']) {
        const byName = (
          await get(`/api/category/${name}/products`)
        ).json<CategoryProductsResponse>();
        expect(byName.category.id).toBe(6);
        expect(byName.products.map((p) => p.id)).toEqual(byId.products.map((p) => p.id));
      }
      const page2 = (
        await get('/api/category/beds/products?page=2&limit=8')
      ).json<CategoryProductsResponse>();
      expect(page2.products).toHaveLength(4);
      expect(page2.pagination).toMatchObject({
        totalPages: 2,
        currentPage: 2,
        hasNextPage: false,
        hasPreviousPage: true,
      });
    });

    it.each(['wardrobes', '999', '0', '99999999999', "beds'--", '%25'])(
      'answers 404 for %s',
      async (key) => {
        const res = await get(`/api/category/${encodeURIComponent(key)}/products`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ success: false, message: 'Category not found' });
      },
    );

    it('answers 400 for a bad page', async () => {
      const res = await get('/api/category/beds/products?page=-1');
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorResponse>().errors?.[0]?.field).toBe('page');
    });
  });

  describe('GET /api/category/:categoryIds (related)', () => {
    it('answers at most 12 products from the given categories', async () => {
      const res = await get('/api/category/1,3');
      expect(res.statusCode).toBe(200);
      const body = res.json<RelatedProductsResponse>();
      expect(Object.keys(body).sort()).toEqual(['products', 'success']);
      expect(body.products).toHaveLength(12);
      for (const p of body.products)
        expect(p.Categories.some((c) => c.id === 1 || c.id === 3)).toBe(true);
      const one = (await get('/api/category/5')).json<RelatedProductsResponse>();
      expect(one.products).toHaveLength(8);
      const unknown = (await get('/api/category/999')).json<RelatedProductsResponse>();
      expect(unknown.products).toEqual([]);
    });

    it.each(['a,b', '1,,2', '-1', '1.5', '99999999999'])('answers 400 for %s', async (ids) => {
      const res = await get(`/api/category/${ids}`);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorResponse>().errors?.[0]?.field).toBe('categoryIds');
    });
  });

  describe('POST /api/category/products-pages', () => {
    it('answers one page per category id, in one call, equal to the single-category route', async () => {
      const res = await post('/api/category/products-pages', {
        category_ids: [1, 3, 999, 1],
        page: 1,
        limit: 2,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json<CategoryProductPagesResponse>();
      expect(body.pages.map((p) => p.category_id)).toEqual([1, 3, 999]);
      expect(body.pages[2]!.products).toEqual([]);
      const single = (
        await get('/api/category/1/products?page=1&limit=2')
      ).json<CategoryProductsResponse>();
      expect(body.pages[0]!.products).toEqual(single.products);
      expect(body.pages[0]!.pagination).toEqual(single.pagination);
    });

    it.each([{}, { category_ids: [] }, { category_ids: ['1'] }, { category_ids: [0] }])(
      'answers 400 for %j',
      async (payload) => {
        const res = await post('/api/category/products-pages', payload);
        expect(res.statusCode).toBe(400);
        expect(res.json<ErrorResponse>().errors?.[0]?.field).toMatch(/^category_ids/);
      },
    );
  });

  describe('POST /api/category/menus-categories-products', () => {
    it('answers menu products keyed by the requested names', async () => {
      const res = await post('/api/category/menus-categories-products', {
        category_names: ['Headboards', 'Mattresses', 'Wardrobes'],
      });
      expect(res.statusCode).toBe(200);
      const body = res.json<MenusResponse>();
      expect(Object.keys(body.data).sort()).toEqual(['Headboards', 'Mattresses', 'Wardrobes']);
      expect(body.data.Headboards).toHaveLength(8);
      expect(body.data.Mattresses).toHaveLength(10);
      expect(body.data.Wardrobes).toEqual([]);
      expect(body.data.Headboards![0]).toEqual({
        id: 23,
        product_name: 'Howth Strutted Headboard',
      });
      const lower = (
        await post('/api/category/menus-categories-products', { category_names: ['headboards'] })
      ).json<MenusResponse>();
      expect(lower.data.headboards).toHaveLength(8);
    });

    it.each([
      {},
      { category_names: [] },
      { category_names: 'Headboards' },
      { category_names: [1] },
    ])('answers 400 for %j', async (payload) => {
      const res = await post('/api/category/menus-categories-products', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorResponse>().errors?.[0]?.field).toMatch(/^category_names/);
    });
  });

  describe('storage prices', () => {
    it('answers ottoman prices per size id, null for visitors', async () => {
      const anon = (
        await get('/api/admin/storage-prices?categoryId=1')
      ).json<OttomanPricesResponse>();
      expect(Object.keys(anon.ottomanPrices)).toEqual(['10', '11', '12', '13', '14', '15']);
      expect(Object.values(anon.ottomanPrices).every((v) => v === null)).toBe(true);
      const signed = (
        await get('/api/admin/storage-prices?categoryId=1', auth())
      ).json<OttomanPricesResponse>();
      expect(signed.ottomanPrices).toEqual({
        '10': '110.00',
        '11': '120.00',
        '12': '140.00',
        '13': '150.00',
        '14': '170.00',
        '15': '190.00',
      });
      const other = (
        await get('/api/admin/storage-prices?categoryId=2', auth())
      ).json<OttomanPricesResponse>();
      expect(other.ottomanPrices).toEqual({});
    });

    it('answers the cloud storage base, null for visitors or when none', async () => {
      const anon = (
        await get('/api/admin/storage-prices/cloud?categoryId=1')
      ).json<CloudStorageResponse>();
      expect(anon).toEqual({ success: true, cloudStorageBase: null });
      const signed = (
        await get('/api/admin/storage-prices/cloud?categoryId=1', auth())
      ).json<CloudStorageResponse>();
      expect(signed).toEqual({ success: true, cloudStorageBase: '95.00' });
      const none = (
        await get('/api/admin/storage-prices/cloud?categoryId=4', auth())
      ).json<CloudStorageResponse>();
      expect(none.cloudStorageBase).toBeNull();
    });

    it('answers 400 for a missing or malformed categoryId and 404 for an unknown one', async () => {
      for (const url of [
        '/api/admin/storage-prices',
        '/api/admin/storage-prices/cloud?categoryId=x',
      ]) {
        const res = await get(url);
        expect(res.statusCode).toBe(400);
        expect(res.json<ErrorResponse>().errors?.[0]?.field).toBe('categoryId');
      }
      expect((await get('/api/admin/storage-prices?categoryId=999')).statusCode).toBe(404);
      expect((await get('/api/admin/storage-prices/cloud?categoryId=999')).statusCode).toBe(404);
    });
  });

  describe('service routes', () => {
    it('answers the health check', async () => {
      const res = await get('/api/health');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, status: 'ok', database: backend });
    });

    it('answers 404 with the error shape for unknown routes', async () => {
      const res = await get('/api/nothing-here');
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorResponse>().success).toBe(false);
    });
  });
});
