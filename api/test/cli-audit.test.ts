/**
 * Issue 9: every admin CLI write goes through the console's audited endpoints, so each one is in
 * the audit log (GET /api/admin/audit-log) with the actor 'admin token' — approve, reject,
 * set-credit, payment, advance and create-admin, against a running api.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCli } from '../src/cli/admin.js';
import { readAdminTokenFile } from '../src/admin/admin-token.js';
import { findUserByEmail } from '../src/accounts/service.js';
import { registration, uniqueEmail } from './auth-app.js';
import { buildCatalogApp, type CatalogTestApp } from './catalog-harness.js';
import { cashelVelvet, customer } from './orders-helpers.js';

let t: CatalogTestApp;
let apiUrl: string;
beforeAll(async () => {
  t = await buildCatalogApp('pglite');
  apiUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

async function cli(argv: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCli(argv, {
    env: { NODE_ENV: 'test', DATA_DIR: t.config.dataDir, API_URL: apiUrl, ...env },
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out, err };
}

async function register(email: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/user/register',
    payload: registration({ email }),
  });
  expect(res.statusCode).toBe(201);
  return (await findUserByEmail(t.db.db, email))!.id;
}

interface AuditNode {
  actor: string;
  entity: string;
  entityId: string;
  action: string;
  before: string | null;
  after: string | null;
}

describe('admin CLI writes and the audit log', () => {
  it('records every CLI write with the actor "admin token"', async () => {
    const applicant = uniqueEmail();
    const applicantId = await register(applicant);
    const refused = uniqueEmail();
    const refusedId = await register(refused);
    const buyer = await customer(t.db.db, t.config.jwtSecret, 200_000);
    const bed = await cashelVelvet(t.db.db);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/product',
      headers: { authorization: `Bearer ${buyer.token}` },
      payload: {
        idempotency_key: 'cli-audit-1',
        shipping_address: 'Cork, Ireland',
        items: [
          {
            ...bed,
            sizeId: 14,
            storageType: 'Cloud Storage',
            quantity: 1,
            price: '1296.42',
            referenceNumber: 'A1',
          },
        ],
      },
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json<{ orders: { id: number; trackingId: string }[] }>().orders[0]!;
    const admin = uniqueEmail();

    expect((await cli(['approve', applicant])).out).toEqual([`Approved ${applicant}`]);
    expect((await cli(['reject', refused])).out).toEqual([`Rejected ${refused}`]);
    expect((await cli(['set-credit', buyer.email, '3000'])).out).toEqual([
      `Credit limit of ${buyer.email} set to €3,000.00`,
    ]);
    expect((await cli(['payment', buyer.email, '100'])).code).toBe(0);
    expect((await cli(['advance', order.trackingId])).out).toEqual([
      `Order ${order.trackingId} is now 'in production'`,
    ]);
    const created = await cli(['create-admin', admin], { ADMIN_PASSWORD: 'Str0ng!Admin' });
    expect(created).toEqual({ code: 0, out: [`Created admin ${admin}`], err: [] });
    // A refused write (approving an approved account) answers exit 1 and writes no audit row.
    const again = await cli(['approve', applicant]);
    expect(again).toEqual({
      code: 1,
      out: [],
      err: ['Cannot approve an account that is approved'],
    });

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?pageSize=100',
      headers: { 'x-admin-token': readAdminTokenFile(t.config.dataDir)! },
    });
    expect(res.statusCode).toBe(200);
    const nodes = res.json<{ nodes: AuditNode[] }>().nodes;
    const adminId = (await findUserByEmail(t.db.db, admin))!.id;
    const rows = nodes.map((n) => [n.actor, n.entity, n.entityId, n.action]);
    expect(rows).toEqual(
      [
        ['admin token', 'account', String(applicantId), 'approve'],
        ['admin token', 'account', String(refusedId), 'reject'],
        ['admin token', 'account', String(buyer.id), 'set-credit-limit'],
        ['admin token', 'account', String(buyer.id), 'record-payment'],
        ['admin token', 'order', String(order.id), 'delivery-status'],
        ['admin token', 'account', String(adminId), 'create-admin'],
      ].reverse(),
    );
    const approve = nodes.find((n) => n.action === 'approve')!;
    expect(JSON.parse(approve.before!)).toMatchObject({ status: 'pending' });
    expect(JSON.parse(approve.after!)).toMatchObject({ status: 'approved' });
    const createdRow = nodes.find((n) => n.action === 'create-admin')!;
    expect(createdRow.after).not.toContain('passwordHash');
    expect(JSON.parse(createdRow.after!)).toMatchObject({ email: admin, role: 'admin' });
  });

  it('payment prints its allocations, oldest due first; set-credit below the balance needs --confirm', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 500_000);
    const bed = await cashelVelvet(t.db.db);
    for (const key of ['cli-books-1', 'cli-books-2']) {
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/order/product',
        headers: { authorization: `Bearer ${buyer.token}` },
        payload: {
          idempotency_key: key,
          shipping_address: 'Cork, Ireland',
          items: [
            {
              ...bed,
              sizeId: 14,
              storageType: 'Cloud Storage',
              quantity: 1,
              price: '1296.42',
              referenceNumber: key,
            },
          ],
        },
      });
      expect(placed.statusCode).toBe(201);
    }
    const paid = await cli(['payment', buyer.email, '1500']);
    expect(paid.code).toBe(0);
    const lines = paid.out.join('\n').split('\n');
    expect(lines[0]).toMatch(new RegExp(`^Payment of €1,500.00 recorded for ${buyer.email}`));
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^ {2}INV-\d{4}-\d{6}: €1296.42 \(paid\)$/),
      expect.stringMatching(/^ {2}INV-\d{4}-\d{6}: €203.58 \(€1092.84 still open\)$/),
    ]);
    const refused = await cli(['set-credit', buyer.email, '10']);
    expect(refused.code).toBe(1);
    expect(refused.err.join(' ')).toContain('cannot order until they pay €1,082.84');
    expect((await cli(['set-credit', buyer.email, '10', '--confirm'])).code).toBe(0);
  });
});
