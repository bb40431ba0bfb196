/**
 * Orders end to end through buildApp (spec §4 order states, §5 checkout and reorder rules, §7 order
 * calls, §9 VAT and credit tolerance; design "Credit", "Orders"): on PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/orders.js';
import { creditLedger } from '../src/db/schema/books.js';
import { readAdminTokenFile } from '../src/admin/admin-token.js';
import { DELIVERY_STATUSES } from '../src/db/seed/data.js';
import { backends, buildCatalogApp, type CatalogTestApp } from './catalog-harness.js';
import {
  cashelVelvet,
  customer,
  multipartFile,
  PDF_BYTES,
  PNG_BYTES,
  zipOf,
} from './orders-helpers.js';

/** The fields of the api's order answers these tests read. */
interface ApiBody {
  success: boolean;
  message: string;
  replayed: boolean;
  errors: { field: string; message: string }[];
  orders: (Record<string, unknown> & {
    id: number;
    trackingId: string;
    orderDate: string;
    product_image: string;
    fabric_color_name: string | null;
  })[];
  order: Record<string, unknown> & {
    id: number;
    trackingId: string;
    deliveryStatus: string;
    total_price: string | null;
    shipping_address: string;
  };
  credit: { available_credit: string };
  file: { id: string; fileName: string };
}

/** Unit price incl. VAT of the Cashel Grand Bed, 5ft King, Plush Velvet, Cloud Storage (€1054 + €242.42). */
const KING_CLOUD_GROSS = '1296.42';

describe.each(backends)('orders on %s', (backend) => {
  let t: CatalogTestApp;
  let bed: Awaited<ReturnType<typeof cashelVelvet>>;
  let keySeq = 0;

  beforeAll(async () => {
    t = await buildCatalogApp(backend);
    bed = await cashelVelvet(t.db.db);
  });
  afterAll(async () => t?.close());

  const line = (over: Record<string, unknown> = {}) => ({
    ...bed,
    sizeId: 14,
    storageType: 'Cloud Storage',
    quantity: 1,
    price: KING_CLOUD_GROSS,
    referenceNumber: 'PO-1',
    ...over,
  });
  const place = (token: string, items: unknown[], key = `key-${++keySeq}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/order/product',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        idempotency_key: key,
        shipping_address: 'Unit 4, Liosban Business Park, Galway, Ireland',
        shipping: {
          firstName: 'Aoife',
          address: 'Unit 4, Liosban Business Park',
          city: 'Galway',
          country: 'Ireland',
        },
        items,
      },
    });
  const credit = async (token: string, userId: number) =>
    (
      await t.app.inject({
        url: `/api/auth/user/credit/${userId}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json<{ available_credit: string; outstanding: string; credit_limit: string }>();
  const ledgerOf = (userId: number) =>
    t.db.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));

  it('places a checkout at the catalog price, books the purchase and mails a confirmation', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 500_000);
    const response = await place(buyer.token, [
      line({ quantity: 2, special_quote: { text: 'Leave at gate' } }),
    ]);
    expect(response.statusCode).toBe(201);
    const body = response.json<ApiBody>();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Order Placed Successfully');
    expect(body.replayed).toBe(false);
    expect(body.orders).toHaveLength(1);
    const order = body.orders[0]!;
    expect(order).toMatchObject({
      product_name: 'Cashel Grand Bed',
      size: '5ft King',
      fabric_name: 'Plush Velvet',
      storageType: 'Cloud Storage',
      quantity: 2,
      unit_price: '1054.00',
      vat: '242.42',
      total_price: '2592.84',
      referenceNumber: 'PO-1',
      status: 'placed',
      deliveryStatus: 'awaiting dispatch',
      isCancelled: true,
      cancellable: true,
      cancelled: false,
      special_quote: 'Leave at gate',
      categories: ['Beds'],
    });
    expect(order.trackingId).toMatch(/^ST-[0-9A-Z]{10}$/);
    expect(await credit(buyer.token, buyer.id)).toEqual({
      success: true,
      credit_limit: '5000.00',
      available_credit: '2407.16',
      outstanding: '2592.84',
    });
    const ledger = await ledgerOf(buyer.id);
    expect(ledger.map((e) => [e.kind, e.amountCents])).toEqual([['purchase', 259284]]);

    const list = await t.app.inject({
      url: `/api/auth/user/orders/${buyer.id}`,
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json<ApiBody>().orders.map((o: { id: number }) => o.id)).toEqual([order.id]);
  });

  it('a repeated idempotency key returns the same orders and books nothing new', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 500_000);
    const first = await place(buyer.token, [line(), line({ referenceNumber: 'PO-2' })], 'same-key');
    expect(first.statusCode).toBe(201);
    const again = await place(buyer.token, [line(), line({ referenceNumber: 'PO-2' })], 'same-key');
    expect(again.statusCode).toBe(200);
    expect(again.json<ApiBody>().replayed).toBe(true);
    expect(again.json<ApiBody>().orders.map((o: { id: number }) => o.id)).toEqual(
      first.json<ApiBody>().orders.map((o: { id: number }) => o.id),
    );
    expect(await ledgerOf(buyer.id)).toHaveLength(2);
    expect((await credit(buyer.token, buyer.id)).available_credit).toBe('2407.16');
  });

  it('refuses a tampered client price; nothing is charged', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 500_000);
    const response = await place(buyer.token, [line({ price: '1.00' })]);
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiBody>().message).toBe('Prices have changed. Please review your cart.');
    const vat = await place(buyer.token, [line({ vat: '0.00' })]);
    expect(vat.statusCode).toBe(409);
    expect(await ledgerOf(buyer.id)).toHaveLength(0);
    expect((await credit(buyer.token, buyer.id)).available_credit).toBe('5000.00');
  });

  it('validates lines with the spec messages and never writes half an order', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 500_000);
    const blank = await place(buyer.token, [line(), line({ referenceNumber: '  ' })]);
    expect(blank.statusCode).toBe(400);
    expect(blank.json<ApiBody>().errors).toEqual([
      { field: 'items.1.referenceNumber', message: 'Please enter a reference number.' },
    ]);
    expect((await place(buyer.token, [])).json<ApiBody>().message).toBe('Cart is Empty.');
    const qty = await place(buyer.token, [line({ quantity: 100 })]);
    expect(qty.statusCode).toBe(400);
    const wrongSize = await place(buyer.token, [line(), line({ sizeId: 999 })]);
    expect(wrongSize.statusCode).toBe(400);
    const unauth = await t.app.inject({ method: 'POST', url: '/api/order/product', payload: {} });
    expect(unauth.statusCode).toBe(401);
    const rows = await t.db.db.select().from(orders).where(eq(orders.userId, buyer.id));
    expect(rows).toHaveLength(0);
  });

  it('20 concurrent checkouts on credit for exactly 5: 5 succeed, credit never below zero', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 5 * 129_642);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => place(buyer.token, [line()], `race-${i}`)),
    );
    const ms = Math.round(performance.now() - started);
    const statuses = answers.map((a) => a.statusCode);
    const ok = statuses.filter((s) => s === 201).length;
    expect(ok).toBe(5);
    for (const a of answers.filter((x) => x.statusCode !== 201)) {
      expect(a.statusCode).toBe(402);
      expect(a.json<ApiBody>()).toEqual({
        success: false,
        message: 'Insufficient credit to place this order.',
      });
    }
    const position = await credit(buyer.token, buyer.id);
    expect(position.available_credit).toBe('0.00');
    expect(position.outstanding).toBe('6482.10');
    const purchases = (await ledgerOf(buyer.id)).filter((e) => e.kind === 'purchase');
    expect(purchases).toHaveLength(5);
    console.info(
      `[orders concurrency ${backend}] 20 concurrent checkouts: ${ok} placed, ${20 - ok} refused, ` +
        `available credit €${position.available_credit}, ${ms} ms`,
    );
  });

  it('cancel returns the credit once; a second cancel is refused', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 200_000);
    const order = (await place(buyer.token, [line()])).json<ApiBody>().orders[0]!;
    expect((await credit(buyer.token, buyer.id)).available_credit).toBe('703.58');
    const cancel = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/order/order-cancelled/${order.id}`,
        headers: { authorization: `Bearer ${buyer.token}` },
      });
    const first = await cancel();
    expect(first.statusCode).toBe(200);
    expect(first.json<ApiBody>()).toMatchObject({
      success: true,
      message: 'Order cancelled successfully',
      order: { status: 'cancelled', cancelled: true, isCancelled: false, cancellable: false },
    });
    expect((await credit(buyer.token, buyer.id)).available_credit).toBe('2000.00');
    const second = await cancel();
    expect(second.statusCode).toBe(409);
    expect(second.json<ApiBody>().message).toBe('This order has already been cancelled.');
    const kinds = (await ledgerOf(buyer.id)).map((e) => e.kind).sort();
    expect(kinds).toEqual(['purchase', 'reversal']);
  });

  it("another account's order cannot be read, cancelled or reordered (403)", async () => {
    const owner = await customer(t.db.db, t.config.jwtSecret, 500_000);
    const other = await customer(t.db.db, t.config.jwtSecret, 500_000);
    const order = (await place(owner.token, [line()])).json<ApiBody>().orders[0]!;
    const as = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${other.token}` } });
    expect((await as('GET', `/api/auth/user/orders/${owner.id}`)).statusCode).toBe(403);
    expect((await as('GET', `/api/auth/user/credit/${owner.id}`)).statusCode).toBe(403);
    expect((await as('PUT', `/api/order/order-cancelled/${order.id}`)).statusCode).toBe(403);
    const re = await as('POST', `/api/order/product-reorder/${order.id}`, { quantity: 1 });
    expect(re.statusCode).toBe(403);
    expect((await ledgerOf(other.id)).length).toBe(0);
    expect((await ledgerOf(owner.id)).length).toBe(1);
  });

  it("reorders at today's price with a credit check; quantity must be above 0", async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 300_000);
    const order = (await place(buyer.token, [line({ referenceNumber: 'ORIG' })])).json<ApiBody>()
      .orders[0]!;
    const reorder = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/order/product-reorder/${order.id}`,
        headers: { authorization: `Bearer ${buyer.token}` },
        payload,
      });
    const zero = await reorder({ quantity: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json<ApiBody>().message).toBe('Quantity is required and must be greater than 0.');
    const ok = await reorder({ quantity: 1, userId: buyer.id });
    expect(ok.statusCode).toBe(201);
    expect(ok.json<ApiBody>()).toMatchObject({
      success: true,
      message: 'Reorder placed successfully',
      order: {
        referenceNumber: 'ORIG',
        quantity: 1,
        total_price: '1296.42',
        fabric_name: 'Plush Velvet',
      },
    });
    expect(ok.json<ApiBody>().order.trackingId).not.toBe(order.trackingId);
    const tooMuch = await reorder({ quantity: 2, referenceNumber: 'NEW' });
    expect(tooMuch.statusCode).toBe(402);
    expect(tooMuch.json<ApiBody>().message).toBe('Insufficient credit to place this order.');
    expect((await credit(buyer.token, buyer.id)).available_credit).toBe('407.16');
  });

  it('a repeated reorder idempotency key returns the same order and books nothing new', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 300_000);
    const order = (await place(buyer.token, [line({ referenceNumber: 'ORIG' })])).json<ApiBody>()
      .orders[0]!;
    const reorder = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/order/product-reorder/${order.id}`,
        headers: { authorization: `Bearer ${buyer.token}` },
        payload: { quantity: 1, idempotency_key: 'dialog-1' },
      });
    const first = await reorder();
    const second = await reorder();
    expect(first.statusCode).toBe(201);
    expect(second.json<ApiBody>().order.trackingId).toBe(first.json<ApiBody>().order.trackingId);
    expect((await credit(buyer.token, buyer.id)).available_credit).toBe('407.16');
  });

  it('tracks by tracking ID for anyone (visitors: no total, town and country only), by reference for the owner', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 500_000);
    const other = await customer(t.db.db, t.config.jwtSecret, 500_000);
    const order = (
      await place(buyer.token, [line({ referenceNumber: 'REF-TRACK-1' })])
    ).json<ApiBody>().orders[0]!;
    const track = (value: string, token?: string) =>
      t.app.inject({
        url: `/api/auth/user/track-orders/${encodeURIComponent(value)}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const visitor = await track(order.trackingId.toLowerCase());
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json<ApiBody>().order).toEqual({
      referenceNumber: 'REF-TRACK-1',
      orderDate: order.orderDate,
      shipping_address: 'Galway, Ireland',
      product_image: order.product_image,
      product_name: 'Cashel Grand Bed',
      fabric_name: 'Plush Velvet',
      fabric_color_name: order.fabric_color_name,
      quantity: 1,
      total_price: null,
      trackingId: order.trackingId,
      deliveryStatus: 'awaiting dispatch',
    });
    const owner = await track(order.trackingId, buyer.token);
    expect(owner.json<ApiBody>().order.total_price).toBe('1296.42');
    expect(owner.json<ApiBody>().order.shipping_address).toBe(
      'Unit 4, Liosban Business Park, Galway, Ireland',
    );
    const byRef = await track('REF-TRACK-1', buyer.token);
    expect(byRef.json<ApiBody>().order.trackingId).toBe(order.trackingId);
    expect((await track('REF-TRACK-1')).statusCode).toBe(404);
    const foreign = await track('REF-TRACK-1', other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<ApiBody>().message).toBe('Order Not Found');
    expect(
      (await track(order.trackingId, other.token)).json<ApiBody>().order.total_price,
    ).toBeNull();
    expect((await track('ST-0000000000')).statusCode).toBe(404);
  });

  it('admin advance walks the delivery statuses and stops at order delivered; then no cancel', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 500_000);
    const order = (await place(buyer.token, [line()])).json<ApiBody>().orders[0]!;
    const adminToken = readAdminTokenFile(t.config.dataDir)!;
    const advance = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.trackingId}/advance`,
        headers,
      });
    expect((await advance({})).statusCode).toBe(401);
    expect((await advance({ authorization: `Bearer ${buyer.token}` })).statusCode).toBe(403);
    const seen: string[] = [];
    for (let i = 1; i < DELIVERY_STATUSES.length; i++) {
      const r = await advance({ 'x-admin-token': adminToken });
      expect(r.statusCode).toBe(200);
      seen.push(r.json<ApiBody>().order.deliveryStatus);
    }
    expect(seen).toEqual(DELIVERY_STATUSES.slice(1));
    const end = await advance({ 'x-admin-token': adminToken });
    expect(end.statusCode).toBe(409);
    expect(end.json<ApiBody>().message).toBe('This order has already been delivered.');
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/order/order-cancelled/${order.id}`,
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json<ApiBody>().message).toBe('This order can no longer be cancelled.');
  });

  it('an admin payment restores credit, never above the limit', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 200_000);
    await place(buyer.token, [line()]);
    const adminToken = readAdminTokenFile(t.config.dataDir)!;
    const pay = (amount: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/users/payment',
        headers: { 'x-admin-token': adminToken },
        payload: { email: buyer.email, amount },
      });
    const first = await pay('1000');
    expect(first.statusCode).toBe(200);
    expect(first.json<ApiBody>().credit).toEqual({
      credit_limit: '2000.00',
      available_credit: '1703.58',
      outstanding: '296.42',
    });
    expect((await pay('500.00')).json<ApiBody>().credit.available_credit).toBe('2000.00');
    expect((await pay('0')).statusCode).toBe(400);
    expect((await credit(buyer.token, buyer.id)).outstanding).toBe('-203.58');
  });

  it('accepts real PDF and Word files only, owned by the uploader', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 500_000);
    const other = await customer(t.db.db, t.config.jwtSecret, 500_000);
    const send = async (token: string, name: string, content: Buffer) => {
      const { payload, headers } = multipartFile(name, content);
      return t.app.inject({
        method: 'POST',
        url: '/api/order/special-quote-files',
        payload,
        headers: { ...headers, authorization: `Bearer ${token}` },
      });
    };
    const fake = await send(buyer.token, 'drawing.pdf', PNG_BYTES);
    expect(fake.statusCode).toBe(400);
    expect(fake.json<ApiBody>().message).toBe(
      'Only PDF or Word files (.pdf, .doc, .docx) are allowed.',
    );
    expect((await send(buyer.token, 'notes.txt', PDF_BYTES)).statusCode).toBe(400);
    expect((await send(buyer.token, 'zip.docx', zipOf({ 'a.txt': 'x' }))).statusCode).toBe(400);
    const pdf = await send(buyer.token, 'spec sheet.pdf', PDF_BYTES);
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json<ApiBody>().file.fileName).toBe('spec sheet.pdf');
    const docx = await send(
      buyer.token,
      'brief.docx',
      zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' }),
    );
    expect(docx.statusCode).toBe(201);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/order/special-quote-files',
      ...multipartFile('a.pdf', PDF_BYTES),
    });
    expect(visitor.statusCode).toBe(401);

    const fileId = pdf.json<ApiBody>().file.id;
    const foreign = await place(other.token, [line({ special_quote: { text: 'x', fileId } })]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<ApiBody>().message).toBe('The special instructions file was not found.');
    const own = await place(buyer.token, [line({ special_quote: { text: 'see file', fileId } })]);
    expect(own.statusCode).toBe(201);
    expect(own.json<ApiBody>().orders[0]!.special_quote_file).toEqual({
      id: fileId,
      fileName: 'spec sheet.pdf',
    });
  });
});
