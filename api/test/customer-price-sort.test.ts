/**
 * The listing's price sorts follow the customer's own price (issue 25 "Price lists"; spec §3 sort
 * options): with a price list, "Price Low - High" and "Price Hight - Low" order the whole matching
 * catalogue by the listed price @serena/domain `customerUnitPrice` gives the customer, page by
 * page; another customer without a list keeps the trade-price order, and a visitor no price order.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../src/db/schema/catalog.js';
import { adminBearer } from './admin-helpers.js';
import { backends, buildCatalogApp, type CatalogTestApp } from './catalog-harness.js';
import { customer } from './orders-helpers.js';

interface Page {
  products: { id: number; price_euro: string | null }[];
  pagination: { totalProducts: number };
}

describe.each(backends)("price sorts by the customer's price on %s", (backend) => {
  let t: CatalogTestApp;
  let a: { id: number; token: string };
  let b: { id: number; token: string };
  let dearest: number;
  let mattressesId: number;

  const as = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
    t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body ? { payload: body } : {}),
    });
  const ids = async (token: string | null, method: 'GET' | 'POST', url: string, body?: object) => {
    const res = await as(token, method, url, body);
    expect(res.statusCode).toBe(200);
    return res.json<Page>();
  };

  beforeAll(async () => {
    t = await buildCatalogApp(backend);
    const admin = await adminBearer(t);
    a = await customer(t.db.db, t.config.jwtSecret, 0);
    b = await customer(t.db.db, t.config.jwtSecret, 0);
    const [mattresses] = await t.db.db
      .select()
      .from(categories)
      .where(eq(categories.categoryName, 'Mattresses'));
    mattressesId = mattresses!.id;
    const all = await t.db.db.select().from(products);
    dearest = [...all].sort((x, y) => y.priceCents - x.priceCents || x.id - y.id)[0]!.id;
    const created = await as(admin.token, 'POST', '/api/admin/price-lists', { name: 'Sorting' });
    const listId = created.json<{ priceList: { id: number } }>().priceList.id;
    const rules = `/api/admin/price-lists/${listId}/rules`;
    // The dearest product at €0.50, and 99 % off every mattress.
    const fixed = { kind: 'fixed', productId: dearest, price: '0.50' };
    expect((await as(admin.token, 'POST', rules, fixed)).statusCode).toBe(200);
    const percent = { kind: 'percent', categoryId: mattressesId, percentBp: 9900 };
    expect((await as(admin.token, 'POST', rules, percent)).statusCode).toBe(200);
    const assign = { priceListId: listId };
    const url = `/api/admin/accounts/${a.id}/price-list`;
    expect((await as(admin.token, 'PUT', url, assign)).statusCode).toBe(200);
  });
  afterAll(async () => t?.close());

  it('puts the product A pays €0.50 for first, then its 99 %-off mattresses', async () => {
    const mine = await ids(a.token, 'GET', '/api/product/products-listing?sort=price_asc&limit=4');
    const trade = await ids(b.token, 'GET', '/api/product/products-listing?sort=price_asc&limit=4');
    expect(mine.products[0]!.id).toBe(dearest);
    expect(mine.pagination.totalProducts).toBe(trade.pagination.totalProducts);
    const mattressIds = (
      await ids(b.token, 'POST', '/api/product/products/filter', {
        categories: [mattressesId],
        limit: 50,
      })
    ).products.map((p) => p.id);
    expect(mine.products.slice(1).every((p) => mattressIds.includes(p.id))).toBe(true);
    // B has no list: the trade order, cheapest trade price first, never the €0.50 product.
    const tradePrices = trade.products.map((p) => Number(p.price_euro));
    expect(tradePrices).toEqual([...tradePrices].sort((x, y) => x - y));
    expect(trade.products.map((p) => p.id)).not.toContain(dearest);
  });

  it('pages the whole catalogue in that order, descending too, with filters', async () => {
    const total = (await ids(a.token, 'GET', '/api/product/products-listing?limit=1')).pagination
      .totalProducts;
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(total / 50); page++) {
      const p = await ids(
        a.token,
        'GET',
        `/api/product/products-listing?sort=price_desc&limit=50&page=${page}`,
      );
      seen.push(...p.products.map((x) => x.id));
    }
    expect(new Set(seen).size).toBe(total);
    expect(seen.at(-1)).toBe(dearest);
    const filtered = await ids(a.token, 'POST', '/api/product/products/filter', {
      categories: [mattressesId],
      sort: 'price_desc',
      limit: 50,
    });
    const tradeFiltered = await ids(b.token, 'POST', '/api/product/products/filter', {
      categories: [mattressesId],
      sort: 'price_desc',
      limit: 50,
    });
    // 99 % off every mattress keeps their relative order (ties by id aside).
    expect(filtered.pagination.totalProducts).toBe(tradeFiltered.pagination.totalProducts);
    const net = filtered.products.map((p) => Math.round(Number(p.price_euro) * 100));
    const listed = net.map((cents) => Math.floor((cents + 50) / 100));
    expect(listed).toEqual([...listed].sort((x, y) => y - x));
  });

  it('gives a visitor no price order and no price', async () => {
    const visitor = await ids(null, 'GET', '/api/product/products-listing?sort=price_asc&limit=4');
    expect(visitor.products.every((p) => p.price_euro === null)).toBe(true);
    const plain = await ids(null, 'GET', '/api/product/products-listing?limit=4');
    expect(visitor.products.map((p) => p.id)).toEqual(plain.products.map((p) => p.id));
  });
});
