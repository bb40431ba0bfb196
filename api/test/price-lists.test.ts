/**
 * Customer prices end to end through buildApp (issue 25): the admin's price lists, rules, volume
 * breaks and assignment (guarded, audited, bad input 400), the customer's "my prices" read, and a
 * checkout at the customer's price — the trade price or a forged one refused, the order and its
 * invoice line at the list price — while another customer still pays the trade price.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../src/db/schema/catalog.js';
import { invoiceLines } from '../src/db/schema/books.js';
import { adminBearer, auditOf } from './admin-helpers.js';
import { backends, buildCatalogApp, type CatalogTestApp } from './catalog-harness.js';
import { cashelVelvet, customer } from './orders-helpers.js';

interface PriceListBody {
  success: boolean;
  message?: string;
  code?: string;
  errors?: { field: string; message: string }[];
  priceList: { id: number; name: string; active: boolean; accountCount: number; rules: unknown[] };
}

/** Cashel Grand Bed 5ft King velvet Cloud Storage: €1054.00 net, €242.42 VAT at trade. */
const TRADE_GROSS = '1296.42';
/** 10 % off Beds: 105400 × 0.9 = 94860 net, VAT 21817.8 → 21818, gross 116678. */
const LIST_GROSS = '1166.78';
/** And 5 % more at 10 units: 105400 × 0.9 × 0.95 = 90117 net, VAT 20726.91 → 20727. */
const TIER_GROSS = '1108.44';

describe.each(backends)('price lists on %s', (backend) => {
  let t: CatalogTestApp;
  let admin: { id: number; token: string };
  let bed: Awaited<ReturnType<typeof cashelVelvet>>;
  let bedsId: number;
  let keySeq = 0;

  beforeAll(async () => {
    t = await buildCatalogApp(backend);
    admin = await adminBearer(t);
    bed = await cashelVelvet(t.db.db);
    const [beds] = await t.db.db
      .select()
      .from(categories)
      .where(eq(categories.categoryName, 'Beds'));
    bedsId = beds!.id;
  });
  afterAll(async () => t?.close());

  const as = (
    token: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const place = (token: string, price: string, quantity = 1) =>
    as(token, 'POST', '/api/order/product', {
      idempotency_key: `price-key-${++keySeq}`,
      shipping_address: 'Unit 4, Liosban Business Park, Galway, Ireland',
      shipping: { firstName: 'Aoife', address: 'Unit 4', city: 'Galway', country: 'Ireland' },
      items: [
        {
          ...bed,
          sizeId: 14,
          storageType: 'Cloud Storage',
          quantity,
          price,
          referenceNumber: 'PO-9',
        },
      ],
    });

  it('refuses a visitor (401) and a trade customer (403) on every price-list route', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 0);
    for (const [method, url] of [
      ['GET', '/api/admin/price-lists'],
      ['POST', '/api/admin/price-lists'],
      ['POST', '/api/admin/price-lists/1/rules'],
      ['PUT', '/api/admin/accounts/1/price-list'],
      ['POST', '/api/admin/volume-breaks'],
    ] as const) {
      expect((await as(null, method, url, {})).statusCode, `${method} ${url}`).toBe(401);
      expect((await as(buyer.token, method, url, {})).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await as(null, 'GET', '/api/order/prices')).statusCode).toBe(401);
  });

  it('creates, checks and audits price lists, rules and volume breaks', async () => {
    const created = await as(admin.token, 'POST', '/api/admin/price-lists', { name: 'Chains' });
    expect(created.statusCode).toBe(200);
    const list = created.json<PriceListBody>().priceList;
    expect(list).toMatchObject({ name: 'Chains', active: true, accountCount: 0, rules: [] });
    expect(
      (await as(admin.token, 'POST', '/api/admin/price-lists', { name: 'chains' })).statusCode,
    ).toBe(409);
    expect(
      (await as(admin.token, 'POST', '/api/admin/price-lists', { name: ' ' })).statusCode,
    ).toBe(400);

    const rules = `/api/admin/price-lists/${list.id}/rules`;
    const bad = [
      { kind: 'percent', categoryId: 999_999, percentBp: 1000 },
      { kind: 'percent', categoryId: null, percentBp: 10_001 },
      { kind: 'fixed', productId: bed.productId, price: '-3' },
      { kind: 'fixed', productId: bed.productId, variationId: 999_999, price: '10' },
      { kind: 'percent', percentBp: 100, validFrom: '2026-12-01', validTo: '2026-11-01' },
      { kind: 'percent', percentBp: 100, validFrom: '2026-02-30' },
      { kind: 'discount' },
    ];
    for (const body of bad) {
      const answer = await as(admin.token, 'POST', rules, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json<PriceListBody>().success).toBe(false);
    }
    const added = await as(admin.token, 'POST', rules, {
      kind: 'percent',
      categoryId: bedsId,
      percentBp: 1000,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json<PriceListBody>().priceList.rules).toEqual([
      expect.objectContaining({ kind: 'percent', categoryId: bedsId, percentBp: 1000 }),
    ]);
    const audit = await auditOf(t.db.db, 'price_list', list.id);
    expect(audit.map((a) => a.action)).toEqual(['add-rule', 'create']);

    const tier = await as(admin.token, 'POST', '/api/admin/volume-breaks', {
      productId: bed.productId,
      minQuantity: 10,
      percentBp: 500,
    });
    expect(tier.statusCode).toBe(200);
    const both = { productId: bed.productId, categoryId: bedsId, minQuantity: 5, percentBp: 1 };
    expect((await as(admin.token, 'POST', '/api/admin/volume-breaks', both)).statusCode).toBe(400);
    const one = { minQuantity: 1, percentBp: 1, categoryId: bedsId };
    expect((await as(admin.token, 'POST', '/api/admin/volume-breaks', one)).statusCode).toBe(400);
    const breakId = tier.json<{ volumeBreak: { id: number } }>().volumeBreak.id;
    expect((await auditOf(t.db.db, 'volume_break', breakId)).map((a) => a.action)).toEqual([
      'create',
    ]);
  });

  it('prices the checkout at the assigned list and tiers; another customer pays the trade price', async () => {
    const lists = await as(admin.token, 'GET', '/api/admin/price-lists');
    const list = lists.json<{ priceLists: PriceListBody['priceList'][] }>().priceLists[0]!;
    const a = await customer(t.db.db, t.config.jwtSecret, 5_000_000);
    const b = await customer(t.db.db, t.config.jwtSecret, 5_000_000);
    const assign = (userId: number, priceListId: number | null) =>
      as(admin.token, 'PUT', `/api/admin/accounts/${userId}/price-list`, { priceListId });
    expect((await assign(a.id, list.id)).json()).toEqual({
      success: true,
      accountId: a.id,
      priceListId: list.id,
    });
    expect((await assign(a.id, 999_999)).statusCode).toBe(404);
    expect((await assign(999_999, list.id)).statusCode).toBe(404);
    expect((await auditOf(t.db.db, 'account', a.id))[0]).toMatchObject({
      action: 'assign-price-list',
    });

    const mine = await as(a.token, 'GET', '/api/order/prices');
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.json<{ pricing: { priceList: { id: number } } }>().pricing.priceList.id).toBe(
      list.id,
    );
    const theirs = await as(b.token, 'GET', '/api/order/prices');
    expect(
      theirs.json<{ pricing: { priceList: null; volumeBreaks: unknown[] } }>().pricing,
    ).toMatchObject({
      priceList: null,
      volumeBreaks: [expect.objectContaining({ productId: bed.productId, minQuantity: 10 })],
    });

    const other = await as(b.token, 'GET', '/api/order/prices?productIds=999999');
    expect(other.json<{ pricing: { volumeBreaks: unknown[] } }>().pricing.volumeBreaks).toEqual([]);
    const asked = await as(b.token, 'GET', `/api/order/prices?productIds=${bed.productId},5`);
    expect(
      asked.json<{ pricing: { volumeBreaks: unknown[] } }>().pricing.volumeBreaks,
    ).toHaveLength(1);
    // Issue 29: the asked products' trade prices come with them (ids that do not exist are left out).
    const trade = await t.db.db
      .select({ id: products.id, cents: products.priceCents })
      .from(products)
      .where(inArray(products.id, [bed.productId, 5]));
    expect(trade.map((r) => r.id)).toContain(bed.productId);
    expect(asked.json<{ tradePrices: Record<string, string> }>().tradePrices).toEqual(
      Object.fromEntries(trade.map((r) => [String(r.id), (r.cents / 100).toFixed(2)])),
    );
    expect(theirs.json<{ tradePrices?: unknown }>().tradePrices).toBeUndefined();
    expect((await as(b.token, 'GET', '/api/order/prices?productIds=1,x')).statusCode).toBe(400);

    const forged = await place(a.token, TRADE_GROSS);
    expect(forged.statusCode).toBe(409);
    expect(forged.json<{ message: string }>().message).toBe(
      'Prices have changed. Please review your cart.',
    );
    expect((await place(a.token, '1000.00')).statusCode).toBe(409);
    const placed = await place(a.token, LIST_GROSS);
    expect(placed.statusCode).toBe(201);
    const order = placed.json<{ orders: { id: number; unit_price: string; vat: string }[] }>()
      .orders[0]!;
    expect(order).toMatchObject({ unit_price: '948.60', vat: '218.18' });
    const [invoiceLine] = await t.db.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.orderId, order.id));
    expect(invoiceLine).toMatchObject({ unitNetCents: 94_860 });

    const tiered = await place(a.token, TIER_GROSS, 10);
    expect(tiered.statusCode).toBe(201);
    expect(tiered.json<{ orders: { unit_price: string }[] }>().orders[0]!.unit_price).toBe(
      '901.17',
    );
    expect((await place(a.token, LIST_GROSS, 10)).statusCode).toBe(409);

    expect((await place(b.token, LIST_GROSS)).statusCode).toBe(409);
    const bOrder = await place(b.token, TRADE_GROSS);
    expect(bOrder.statusCode).toBe(201);

    // Reorder takes no price from the client: the api prices it from the customer's own list.
    const reorder = async (token: string, orderId: number) => {
      const res = await as(token, 'POST', `/api/order/product-reorder/${orderId}`, {
        quantity: 1,
        price: '0.01',
      });
      expect(res.statusCode).toBe(201);
      const { id } = res.json<{ order: { id: number } }>().order;
      const [line] = await t.db.db.select().from(invoiceLines).where(eq(invoiceLines.orderId, id));
      return line!.unitNetCents;
    };
    expect(await reorder(a.token, order.id)).toBe(94_860);
    const bOrderId = bOrder.json<{ orders: { id: number }[] }>().orders[0]!.id;
    expect(await reorder(b.token, bOrderId)).toBe(105_400);

    const off = await as(admin.token, 'PATCH', `/api/admin/price-lists/${list.id}`, {
      active: false,
    });
    expect(off.json<PriceListBody>().priceList).toMatchObject({ active: false, accountCount: 1 });
    expect((await place(a.token, TRADE_GROSS)).statusCode).toBe(201);
    expect((await as(admin.token, 'DELETE', `/api/admin/price-lists/${list.id}`)).statusCode).toBe(
      200,
    );
    expect(
      (await as(a.token, 'GET', '/api/order/prices')).json<{ pricing: { priceList: null } }>()
        .pricing.priceList,
    ).toBeNull();
  });
});
