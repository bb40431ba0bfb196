/**
 * The shop admin's read of a trade company (issue 24 "Admin console"): GET
 * /api/admin/accounts/{id}/company answers the company's delivery addresses (the default first),
 * its approval rule and its approval requests still pending; SALES, OWNER and ACCOUNTS staff see
 * it, WAREHOUSE and CONTENT are refused (403), a customer's bearer 403, and an id that is not a
 * trade account 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogApp, type CatalogTestApp } from './catalog-harness.js';
import { cashelVelvet, customer, placeCheckout } from './orders-helpers.js';
import { member, send } from './companies-helpers.js';
import { staffBearer } from './admin-helpers.js';

/** Unit price incl. VAT of the Cashel Grand Bed, 5ft King, Plush Velvet, Cloud Storage (cents). */
const KING_CLOUD_CENTS = 129_642;

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

type Person = { id: number; email: string; token: string };
type CompanyAnswer = {
  addresses: { line1: string; eircode: string; is_default: boolean }[];
  approval_above_cents: number | null;
  pending_approvals: { status: string; total_cents: number; placed_by: string | null }[];
};

describe('admin company view', () => {
  let t: CatalogTestApp;
  let admin: Person;
  let buyer: Person;

  beforeAll(async () => {
    t = await buildCatalogApp('pglite');
    const bed = await cashelVelvet(t.db.db);
    admin = await customer(t.db.db, t.config.jwtSecret, 1_000_000);
    buyer = await member(t, admin.token, 'BUYER', 'Brid Buyer');
    const limit = await send(t, 'PATCH', `/api/company/users/${buyer.id}`, admin.token, {
      order_limit_cents: 100_000,
    });
    expect(limit.status).toBe(200);
    const rule = await send(t, 'PUT', '/api/company/approval-rule', admin.token, {
      approval_above_cents: 250_000,
    });
    expect(rule.status).toBe(200);
    const saved = await send(t, 'POST', '/api/company/addresses', admin.token, HEAD_OFFICE);
    expect(saved.status).toBe(201);
    const held = await placeCheckout(t.app, buyer.token, 'held-1', [
      {
        ...bed,
        sizeId: 14,
        storageType: 'Cloud Storage',
        quantity: 1,
        price: (KING_CLOUD_CENTS / 100).toFixed(2),
        referenceNumber: 'PO-HELD',
      },
    ]);
    expect(held.statusCode, held.body).toBe(202);
  });
  afterAll(async () => t?.close());

  const read = (id: number, token: string) =>
    send(t, 'GET', `/api/admin/accounts/${id}/company`, token);

  it('answers addresses, approval rule and pending approvals to SALES, OWNER and ACCOUNTS', async () => {
    for (const role of ['SALES', 'OWNER', 'ACCOUNTS'] as const) {
      const staff = await staffBearer(t, role);
      const res = await read(admin.id, staff.token);
      expect(res.status, role).toBe(200);
      const body = res.body as CompanyAnswer;
      expect(body.addresses).toEqual([
        expect.objectContaining({
          line1: 'Unit 4, Ballymount Business Park',
          eircode: 'D12 X285',
          is_default: true,
        }),
      ]);
      expect(body.approval_above_cents).toBe(250_000);
      expect(body.pending_approvals).toEqual([
        expect.objectContaining({
          status: 'pending',
          total_cents: KING_CLOUD_CENTS,
          placed_by: 'Brid Buyer',
          can_decide: false,
        }),
      ]);
    }
  });

  it('refuses WAREHOUSE, CONTENT and a customer (403), and answers 404 for a non-account', async () => {
    for (const role of ['WAREHOUSE', 'CONTENT'] as const) {
      const staff = await staffBearer(t, role);
      expect((await read(admin.id, staff.token)).status, role).toBe(403);
    }
    expect((await read(admin.id, admin.token)).status).toBe(403);
    const sales = await staffBearer(t, 'SALES');
    expect((await read(buyer.id, sales.token)).status).toBe(404);
    expect((await read(999_999, sales.token)).status).toBe(404);
  });
});
