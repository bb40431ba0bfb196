/**
 * "Save this address to the book" at checkout (issue 24 "Address book: checkout picks one or adds
 * one"): a company admin's checkout with `save_address` is delivered to that whole address (the
 * invoice prints all of it) and the address joins the company's book, audited; a bad Eircode is a
 * 400 naming the field, a role that may not manage the book a 403, both `address_id` and
 * `save_address` a 400 — each placing no order and saving nothing; a replayed checkout saves
 * nothing twice, and a checkout refused for credit saves nothing. Also GET
 * /api/order/purchase-orders/{number}: one purchase order, the company's users only.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit.js';
import { buildCatalogApp, type CatalogTestApp } from './catalog-harness.js';
import { cashelVelvet, customer } from './orders-helpers.js';
import { member, send } from './companies-helpers.js';
import { pdfText } from './pdf-text.js';

/** Unit price incl. VAT of the Cashel Grand Bed, 5ft King, Plush Velvet, Cloud Storage. */
const KING_CLOUD_GROSS = '1296.42';

const SHOWROOM = {
  recipient_name: 'Aoife Byrne',
  company_name: 'Byrne Beds',
  line1: '12 Shop Street',
  line2: '',
  town: 'Galway',
  county: 'Co. Galway',
  eircode: 'h91  x285',
  phone: '+353 91 555 010',
  delivery_notes: 'Loading bay at the back',
};

type User = { id: number; email: string; token: string };

describe('saving the address typed at checkout to the book', () => {
  let t: CatalogTestApp;
  let bed: Awaited<ReturnType<typeof cashelVelvet>>;
  let admin: User;
  let buyer: User;

  beforeAll(async () => {
    t = await buildCatalogApp('pglite');
    bed = await cashelVelvet(t.db.db);
    admin = await customer(t.db.db, t.config.jwtSecret, 1_000_000);
    buyer = await member(t, admin.token, 'BUYER', 'Brid Buyer');
  });
  afterAll(async () => t?.close());

  const checkout = (token: string, key: string, extra: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/order/product',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        idempotency_key: key,
        shipping_address: '',
        items: [
          {
            ...bed,
            sizeId: 14,
            storageType: 'Cloud Storage',
            quantity: 1,
            price: KING_CLOUD_GROSS,
            referenceNumber: 'SAVE-1',
          },
        ],
        ...extra,
      },
    });
  const book = async (token = admin.token) =>
    (await send(t, 'GET', '/api/company/addresses', token)).body.addresses as {
      id: number;
      recipient_name: string;
      eircode: string;
    }[];
  const orderCount = async (token = admin.token) =>
    ((await send(t, 'GET', `/api/auth/user/orders/${admin.id}`, token)).body.orders as unknown[])
      .length;

  it('refuses a bad Eircode, a role that may not manage the book, and both kinds of address', async () => {
    const orders = await orderCount();
    const bad = await checkout(admin.token, 'bad-eircode', {
      save_address: { ...SHOWROOM, eircode: 'NOPE' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: 'Enter a valid Eircode, e.g. D02 X285.',
      errors: [{ field: 'save_address.eircode' }],
    });
    const missing = await checkout(admin.token, 'no-town', {
      save_address: { ...SHOWROOM, town: '' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'town is required',
      errors: [{ field: 'save_address.town' }],
    });
    const byBuyer = await checkout(buyer.token, 'buyer-save', { save_address: SHOWROOM });
    expect(byBuyer.statusCode).toBe(403);
    const first = await send(t, 'POST', '/api/company/addresses', admin.token, {
      ...SHOWROOM,
      recipient_name: 'Head Office',
    });
    const both = await checkout(admin.token, 'both', {
      address_id: (first.body.address as { id: number }).id,
      save_address: SHOWROOM,
    });
    expect(both.statusCode).toBe(400);
    expect(await orderCount()).toBe(orders);
    expect((await book()).map((a) => a.recipient_name)).toEqual(['Head Office']);
  });

  it('delivers to the typed address, prints it on the invoice and saves it to the book, once', async () => {
    const placed = await checkout(admin.token, 'save-1', { save_address: SHOWROOM });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<{ orders: { shipping_address: string }[] }>().orders[0]!;
    expect(order.shipping_address).toBe(
      'Aoife Byrne, Byrne Beds, 12 Shop Street, Galway, Co. Galway, H91 X285, Ireland, ' +
        'Tel. +353 91 555 010, Delivery notes: Loading bay at the back',
    );
    const saved = (await book()).filter((a) => a.recipient_name === 'Aoife Byrne');
    expect(saved).toEqual([expect.objectContaining({ eircode: 'H91 X285' })]);
    // The buyer's book shows it too (one book per company).
    expect((await book(buyer.token)).map((a) => a.recipient_name)).toContain('Aoife Byrne');
    const audit = await t.db.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, String(admin.id)), eq(auditLog.action, 'company_address_create')),
      );
    expect(
      audit.some((a) => (a.after as { recipientName?: string }).recipientName === 'Aoife Byrne'),
    ).toBe(true);

    // A replay of the same checkout places nothing and saves nothing again.
    const replay = await checkout(admin.token, 'save-1', { save_address: SHOWROOM });
    expect(replay.statusCode).toBe(200);
    expect((await book()).filter((a) => a.recipient_name === 'Aoife Byrne')).toHaveLength(1);

    const pos = await send(t, 'GET', '/api/order/purchase-orders', admin.token);
    const po = (pos.body.purchase_orders as { number: string }[])[0]!;
    // One purchase order by number (the reorder reads just this one): the company's users only.
    const one = `/api/order/purchase-orders/${po.number}`;
    for (const user of [admin, buyer]) {
      const got = await send(t, 'GET', one, user.token);
      expect(got.status).toBe(200);
      expect(got.body.purchase_order).toEqual((pos.body.purchase_orders as unknown[])[0]);
    }
    const stranger = await customer(t.db.db, t.config.jwtSecret, 1_000);
    expect((await send(t, 'GET', one, stranger.token)).status).toBe(404);
    expect((await send(t, 'GET', one, undefined)).status).toBe(401);
    expect((await send(t, 'GET', '/api/order/purchase-orders/PO-999999', admin.token)).status).toBe(
      404,
    );
    const invoice = await t.app.inject({
      url: `/api/order/purchase-orders/${po.number}/invoice`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const text = pdfText(invoice.rawPayload);
    if (text === null) return; // pdftotext (poppler-utils) is not installed
    for (const part of [
      'Attn: Aoife Byrne',
      '12 Shop Street',
      'Galway',
      'Co. Galway',
      'H91 X285',
      'Tel. +353 91 555 010',
      'Delivery notes: Loading bay at the back',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('saves nothing when the checkout is refused for credit', async () => {
    const poor = await customer(t.db.db, t.config.jwtSecret, 100);
    const refused = await checkout(poor.token, 'poor-1', { save_address: SHOWROOM });
    expect(refused.statusCode).toBe(402);
    expect(await book(poor.token)).toEqual([]);
  });
});
