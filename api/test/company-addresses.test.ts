/**
 * The company address book (issue 24 "Address book") at the api: authorization of every route
 * (a visitor 401; BUYER, APPROVER and ACCOUNTS read but may not manage, 403; another company's
 * admin 404 and never sees the book; a suspended user 401), the Eircode checked and normalised,
 * one default per company, and a checkout to a saved address: the orders and the invoice carry the
 * whole address, and changing the book later does not change the issued invoice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EIRCODE_MESSAGE } from '@serena/domain';
import { buildCatalogApp, type CatalogTestApp } from './catalog-harness.js';
import { cashelVelvet, customer } from './orders-helpers.js';
import { member, send } from './companies-helpers.js';
import { pdfText } from './pdf-text.js';

/** Unit price incl. VAT of the Cashel Grand Bed, 5ft King, Plush Velvet, Cloud Storage. */
const KING_CLOUD_GROSS = '1296.42';

const HEAD_OFFICE = {
  recipient_name: 'Siobhan Walsh',
  company_name: 'Walsh Interiors Ltd',
  line1: 'Unit 4, Ballymount Business Park',
  line2: 'Ballymount Road',
  town: 'Dublin 12',
  county: 'Co. Dublin',
  eircode: 'd12  x285',
  phone: '+353 1 555 0100',
  delivery_notes: 'Rear entrance, ring bell',
};

type User = { id: number; email: string; token: string };
type Address = { id: number; is_default: boolean; eircode: string };

describe('company address book', () => {
  let t: CatalogTestApp;
  let bed: Awaited<ReturnType<typeof cashelVelvet>>;
  let admin: User;
  let buyer: User;
  let approver: User;
  let accounts: User;
  let otherAdmin: User;
  let first: Address;

  beforeAll(async () => {
    t = await buildCatalogApp('pglite');
    bed = await cashelVelvet(t.db.db);
    admin = await customer(t.db.db, t.config.jwtSecret, 1_000_000);
    otherAdmin = await customer(t.db.db, t.config.jwtSecret, 1_000_000);
    buyer = await member(t, admin.token, 'BUYER', 'Brid Buyer');
    approver = await member(t, admin.token, 'APPROVER', 'Aine Approver');
    accounts = await member(t, admin.token, 'ACCOUNTS', 'Ciara Accounts');
    const created = await send(t, 'POST', '/api/company/addresses', admin.token, HEAD_OFFICE);
    expect(created.status).toBe(201);
    first = created.body.address as Address;
  });
  afterAll(async () => t?.close());

  /** Every managing route for address `id`, with a valid body. */
  const manageRoutes = (id: number) =>
    [
      ['POST', '/api/company/addresses', HEAD_OFFICE],
      ['PATCH', `/api/company/addresses/${id}`, HEAD_OFFICE],
      ['POST', `/api/company/addresses/${id}/default`, undefined],
      ['DELETE', `/api/company/addresses/${id}`, undefined],
    ] as const;

  it('saves the first address as the default with its Eircode normalised', () => {
    expect(first).toMatchObject({ eircode: 'D12 X285', is_default: true, town: 'Dublin 12' });
  });

  it('answers 401 on every address route without a session', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/company/addresses', undefined] as const,
      ...manageRoutes(first.id),
    ]) {
      expect((await send(t, method, url, undefined, body)).status, `${method} ${url}`).toBe(401);
    }
  });

  it('lets every role read the book but only the company admin manage it (403)', async () => {
    for (const user of [buyer, approver, accounts]) {
      const list = await send(t, 'GET', '/api/company/addresses', user.token);
      expect(list.status).toBe(200);
      expect((list.body.addresses as Address[]).map((a) => a.id)).toEqual([first.id]);
      for (const [method, url, body] of manageRoutes(first.id)) {
        const res = await send(t, method, url, user.token, body);
        expect(res.status, `${method} ${url}`).toBe(403);
      }
    }
  });

  it("answers 404 to another company's admin, whose own book stays empty", async () => {
    for (const [method, url, body] of manageRoutes(first.id).slice(1)) {
      const res = await send(t, method, url, otherAdmin.token, body);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    const theirs = await send(t, 'GET', '/api/company/addresses', otherAdmin.token);
    expect(theirs.body.addresses).toEqual([]);
    const mine = await send(t, 'GET', '/api/company/addresses', admin.token);
    expect((mine.body.addresses as Address[])[0]).toMatchObject({
      id: first.id,
      town: 'Dublin 12',
    });
  });

  it('refuses a bad Eircode and missing fields with 400 naming the field, saving nothing', async () => {
    const bad = await send(t, 'POST', '/api/company/addresses', admin.token, {
      ...HEAD_OFFICE,
      eircode: 'SW1A 1AA',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'eircode', message: EIRCODE_MESSAGE }]);
    const noTown = await send(t, 'POST', '/api/company/addresses', admin.token, {
      ...HEAD_OFFICE,
      town: '  ',
    });
    expect(noTown.status).toBe(400);
    expect(noTown.body.errors?.[0]?.field).toBe('town');
    const list = await send(t, 'GET', '/api/company/addresses', admin.token);
    expect(list.body.addresses).toHaveLength(1);
  });

  it('keeps one default: a new default replaces the old, a deleted default passes on', async () => {
    const second = await send(t, 'POST', '/api/company/addresses', admin.token, {
      ...HEAD_OFFICE,
      recipient_name: 'Goods In',
      eircode: 'A65F4E2',
      is_default: true,
    });
    expect(second.status).toBe(201);
    const secondId = (second.body.address as Address).id;
    const third = await send(t, 'POST', '/api/company/addresses', admin.token, {
      ...HEAD_OFFICE,
      eircode: 'T12 XY34',
    });
    const thirdId = (third.body.address as Address).id;
    const defaults = async () =>
      ((await send(t, 'GET', '/api/company/addresses', admin.token)).body.addresses as Address[])
        .filter((a) => a.is_default)
        .map((a) => a.id);
    expect(await defaults()).toEqual([secondId]);
    const moved = await send(t, 'POST', `/api/company/addresses/${thirdId}/default`, admin.token);
    expect(moved.status).toBe(200);
    expect(await defaults()).toEqual([thirdId]);
    expect((await send(t, 'DELETE', `/api/company/addresses/${thirdId}`, admin.token)).status).toBe(
      200,
    );
    expect(await defaults()).toEqual([first.id]);
    await send(t, 'DELETE', `/api/company/addresses/${secondId}`, admin.token);
  });

  const line = () => ({
    ...bed,
    sizeId: 14,
    storageType: 'Cloud Storage',
    quantity: 1,
    price: KING_CLOUD_GROSS,
    referenceNumber: 'ADDR-1',
  });
  const checkout = (token: string, key: string, addressId: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/order/product',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        idempotency_key: key,
        shipping_address: '',
        address_id: addressId,
        items: [line()],
      },
    });

  it("refuses a checkout to another company's address or a malformed id (400)", async () => {
    const theirs = await checkout(otherAdmin.token, 'other-1', first.id);
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toMatchObject({ message: 'Address not found' });
    expect((await checkout(buyer.token, 'bad-1', 'x')).statusCode).toBe(400);
  });

  it('lets a buyer check out to a saved address: the orders and the invoice carry all of it', async () => {
    const placed = await checkout(buyer.token, 'addr-1', first.id);
    expect(placed.statusCode).toBe(201);
    const order = placed.json<{ orders: { shipping_address: string }[] }>().orders[0]!;
    expect(order.shipping_address).toBe(
      'Siobhan Walsh, Walsh Interiors Ltd, Unit 4, Ballymount Business Park, Ballymount Road, ' +
        'Dublin 12, Co. Dublin, D12 X285, Ireland, Tel. +353 1 555 0100, ' +
        'Delivery notes: Rear entrance, ring bell',
    );
    const pos = await send(t, 'GET', '/api/order/purchase-orders', buyer.token);
    const po = (pos.body.purchase_orders as { number: string }[])[0]!;
    const url = `/api/order/purchase-orders/${po.number}/invoice`;
    const invoiceText = async () =>
      pdfText(
        (await t.app.inject({ url, headers: { authorization: `Bearer ${buyer.token}` } }))
          .rawPayload,
      );
    const before = await invoiceText();
    if (before === null) return; // pdftotext (poppler-utils) is not installed
    for (const part of [
      'Attn: Siobhan Walsh',
      'Walsh Interiors Ltd',
      'Unit 4, Ballymount Business Park',
      'Ballymount Road',
      'Dublin 12',
      'Co. Dublin',
      'D12 X285',
      'Tel. +353 1 555 0100',
      'Delivery notes: Rear entrance, ring bell',
    ]) {
      expect(before).toContain(part);
    }
    // The address book changes later; the issued invoice does not.
    const edited = await send(t, 'PATCH', `/api/company/addresses/${first.id}`, admin.token, {
      ...HEAD_OFFICE,
      town: 'Naas',
      eircode: 'W91 XY12',
    });
    expect(edited.status).toBe(200);
    expect(await invoiceText()).toBe(before);
  });

  it('ends a suspended user’s access to the book at once (401)', async () => {
    const late = await member(t, admin.token, 'COMPANY_ADMIN', 'Suspended Admin');
    expect((await send(t, 'GET', '/api/company/addresses', late.token)).status).toBe(200);
    await send(t, 'POST', `/api/company/users/${late.id}/suspend`, admin.token);
    for (const [method, url, body] of [
      ['GET', '/api/company/addresses', undefined] as const,
      ...manageRoutes(first.id),
    ]) {
      expect((await send(t, method, url, late.token, body)).status, `${method} ${url}`).toBe(401);
    }
  });
});
