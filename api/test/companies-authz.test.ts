/**
 * Authorization of the company routes (issue 24 "Done when"), checked at the api: without a
 * session 401; BUYER, APPROVER and ACCOUNTS on the company admin's routes 403 (a BUYER changing
 * limits included); another company's admin 404 on every user route; a suspended user 401 at once;
 * an ACCOUNTS user ordering 403 while still reading the company's orders, credit and statements;
 * every user of a company sees its orders and credit, each order naming who placed it; the shop's
 * admin suspends a single user, and blocking the company ends its users' sessions.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANNOT_ORDER_MESSAGE } from '../src/companies/guard.js';
import { users } from '../src/db/schema/accounts.js';
import { buildCatalogApp, type CatalogTestApp } from './catalog-harness.js';
import { cashelVelvet, customer, placeCheckout } from './orders-helpers.js';
import { member, send } from './companies-helpers.js';

/** Unit price incl. VAT of the Cashel Grand Bed, 5ft King, Plush Velvet, Cloud Storage. */
const KING_CLOUD_GROSS = '1296.42';

describe('company authorization', () => {
  let t: CatalogTestApp;
  let bed: Awaited<ReturnType<typeof cashelVelvet>>;
  let admin: { id: number; email: string; token: string };
  let buyer: { id: number; email: string; token: string };
  let approver: { id: number; email: string; token: string };
  let accounts: { id: number; email: string; token: string };
  let otherAdmin: { id: number; email: string; token: string };

  beforeAll(async () => {
    t = await buildCatalogApp('pglite');
    bed = await cashelVelvet(t.db.db);
    admin = await customer(t.db.db, t.config.jwtSecret, 1_000_000);
    otherAdmin = await customer(t.db.db, t.config.jwtSecret, 1_000_000);
    buyer = await member(t, admin.token, 'BUYER', 'Brid Buyer');
    approver = await member(t, admin.token, 'APPROVER', 'Aine Approver');
    accounts = await member(t, admin.token, 'ACCOUNTS', 'Ciara Accounts');
  });
  afterAll(async () => t?.close());

  const line = () => ({
    ...bed,
    sizeId: 14,
    storageType: 'Cloud Storage',
    quantity: 1,
    price: KING_CLOUD_GROSS,
    referenceNumber: 'PO-1',
  });
  /** Every company-admin route for user `id`, with a valid body. */
  const adminRoutes = (id: number) =>
    [
      ['GET', '/api/company/users', undefined],
      ['POST', '/api/company/users', { email: 'x-new@example.ie', full_name: 'X', role: 'BUYER' }],
      ['GET', `/api/company/users/${id}`, undefined],
      ['PATCH', `/api/company/users/${id}`, { order_limit_cents: 1 }],
      ['POST', `/api/company/users/${id}/suspend`, undefined],
      ['POST', `/api/company/users/${id}/reinstate`, undefined],
      ['POST', `/api/company/users/${id}/reinvite`, undefined],
      ['PUT', '/api/company/approval-rule', { approval_above_cents: 1 }],
      ['DELETE', `/api/company/users/${id}`, undefined],
    ] as const;

  it('answers 401 on every company route without a session', async () => {
    for (const [method, url, body] of adminRoutes(buyer.id)) {
      expect((await send(t, method, url, undefined, body)).status, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 403 to BUYER, APPROVER and ACCOUNTS on every company admin route', async () => {
    for (const user of [buyer, approver, accounts]) {
      for (const [method, url, body] of adminRoutes(user.id)) {
        const res = await send(t, method, url, user.token, body);
        expect(res.status, `${method} ${url}`).toBe(403);
      }
    }
  });

  it('refuses a BUYER changing their own or anyone’s spending limits', async () => {
    for (const id of [buyer.id, approver.id, admin.id]) {
      const res = await send(t, 'PATCH', `/api/company/users/${id}`, buyer.token, {
        order_limit_cents: 10_000_000,
        month_limit_cents: null,
      });
      expect(res.status).toBe(403);
    }
    const got = await send(t, 'GET', `/api/company/users/${buyer.id}`, admin.token);
    expect(got.body.user).toMatchObject({ order_limit_cents: null, month_limit_cents: null });
  });

  it("answers 404 to another company's admin for every user route, and lists only their own", async () => {
    const userRoutes = adminRoutes(buyer.id).filter(([, url]) => url.includes('/users/'));
    for (const [method, url, body] of userRoutes) {
      const res = await send(t, method, url, otherAdmin.token, body);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    const list = await send(t, 'GET', '/api/company/users', otherAdmin.token);
    expect((list.body.users as { id: number }[]).map((u) => u.id)).toEqual([otherAdmin.id]);
    const mine = await send(t, 'GET', `/api/company/users/${buyer.id}`, admin.token);
    expect(mine.body.user).toMatchObject({ status: 'approved', role: 'BUYER' });
  });

  it('books a BUYER’s order to the company, naming who placed it, for every user to see', async () => {
    const placed = await placeCheckout(t.app, buyer.token, 'buyer-1', [line()]);
    expect(placed.statusCode).toBe(201);
    const order = placed.json<{ orders: { id: number; placed_by: unknown }[] }>().orders[0]!;
    expect(order.placed_by).toEqual({ id: buyer.id, full_name: 'Brid Buyer' });
    const byAdmin = await send(t, 'GET', `/api/auth/user/orders/${admin.id}`, admin.token);
    const byAccounts = await send(t, 'GET', `/api/auth/user/orders/${accounts.id}`, accounts.token);
    expect(byAdmin.body.orders).toEqual(byAccounts.body.orders);
    expect(byAdmin.body.orders).toEqual([
      expect.objectContaining({
        id: order.id,
        placed_by: { id: buyer.id, full_name: 'Brid Buyer' },
      }),
    ]);
    const creditOf = async (u: { id: number; token: string }) =>
      (await send(t, 'GET', `/api/auth/user/credit/${u.id}`, u.token)).body;
    expect(await creditOf(admin)).toMatchObject({
      credit_limit: '10000.00',
      available_credit: '8703.58',
    });
    expect(await creditOf(buyer)).toEqual(await creditOf(admin));
    // Another company sees none of it.
    const other = await send(t, 'GET', `/api/auth/user/orders/${otherAdmin.id}`, otherAdmin.token);
    expect(other.body.orders).toEqual([]);
  });

  it('refuses an ACCOUNTS user ordering (checkout and reorder) but lets them read the books', async () => {
    const refused = await placeCheckout(t.app, accounts.token, 'accounts-1', [line()]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: CANNOT_ORDER_MESSAGE });
    const orders = await send(t, 'GET', `/api/auth/user/orders/${accounts.id}`, accounts.token);
    const first = (orders.body.orders as { id: number }[])[0]!;
    const reorder = await send(
      t,
      'POST',
      `/api/order/product-reorder/${first.id}`,
      accounts.token,
      { quantity: 1 },
    );
    expect(reorder).toMatchObject({ status: 403, body: { message: CANNOT_ORDER_MESSAGE } });
    expect((orders.body.orders as unknown[]).length).toBe(1);
    expect((await send(t, 'GET', '/api/order/purchase-orders', accounts.token)).status).toBe(200);
    expect((await send(t, 'GET', '/api/order/statements', accounts.token)).status).toBe(200);
  });

  it('ends a suspended user’s access at once on every route', async () => {
    const late = await member(t, admin.token, 'BUYER', 'Suspended Buyer');
    expect(
      (await send(t, 'POST', `/api/company/users/${late.id}/suspend`, admin.token)).status,
    ).toBe(200);
    expect((await placeCheckout(t.app, late.token, 'late-1', [line()])).statusCode).toBe(401);
    expect((await send(t, 'GET', `/api/auth/user/orders/${late.id}`, late.token)).status).toBe(401);
    expect((await send(t, 'GET', '/api/order/statements', late.token)).status).toBe(401);
  });

  it('lets the shop admin list a company’s users and suspend one; blocking the company ends its users’ sessions', async () => {
    const headers = { 'x-admin-token': t.deps.adminToken ?? '' };
    const list = await t.app.inject({
      url: `/api/admin/accounts/${admin.id}/company-users`,
      headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ users: { id: number }[] }>().users[0]!.id).toBe(admin.id);
    const notCompany = await t.app.inject({
      url: `/api/admin/accounts/${buyer.id}/company-users`,
      headers,
    });
    expect(notCompany.statusCode).toBe(404);
    const suspend = await t.app.inject({
      method: 'POST',
      url: `/api/admin/company-users/${approver.id}/suspend`,
      headers,
    });
    expect(suspend.statusCode).toBe(200);
    expect((await send(t, 'GET', '/api/auth/user/loggedin', approver.token)).status).toBe(401);
    const asCustomer = await send(
      t,
      'POST',
      `/api/admin/company-users/${buyer.id}/suspend`,
      admin.token,
    );
    expect(asCustomer.status).toBe(403);

    expect((await send(t, 'GET', '/api/auth/user/loggedin', buyer.token)).status).toBe(200);
    const block = await t.app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${admin.id}/block`,
      headers,
      payload: {},
    });
    expect(block.statusCode).toBe(200);
    expect((await send(t, 'GET', '/api/auth/user/loggedin', buyer.token)).status).toBe(401);
    expect((await send(t, 'GET', '/api/auth/user/loggedin', accounts.token)).status).toBe(401);
  });

  it('lists the users of an account not approved, rejected or blocked, with the holder’s status', async () => {
    const headers = { 'x-admin-token': t.deps.adminToken ?? '' };
    const applicant = await customer(t.db.db, t.config.jwtSecret, 0);
    for (const status of ['pending', 'rejected', 'blocked'] as const) {
      await t.db.db.update(users).set({ status }).where(eq(users.id, applicant.id));
      const list = await t.app.inject({
        url: `/api/admin/accounts/${applicant.id}/company-users`,
        headers,
      });
      expect(list.statusCode).toBe(200);
      expect(list.json<{ users: unknown[] }>().users).toEqual([
        expect.objectContaining({ id: applicant.id, status, account_holder: true }),
      ]);
    }
  });
});
