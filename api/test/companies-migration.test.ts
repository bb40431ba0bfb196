/**
 * Migration 0015_companies (issue 24) on a database with today's schema (every migration before
 * it) and today's data: two trade customers with purchase orders, orders, invoices, a payment and
 * their credit ledgers, and a shop admin. After migrating, every customer is the COMPANY_ADMIN
 * account holder of their own company, every order was placed by its customer, and each customer
 * still signs in and sees the same orders, invoices and available credit.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { migrationsFolder, openDb, type DbHandle } from '../src/db/client.js';
import { createAccountsDeps } from '../src/accounts/auth-deps.js';
import { hashPassword } from '../src/accounts/passwords.js';

/** A copy of api/drizzle holding only the migrations before `tag`. */
function foldersBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'serena-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const file = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === tag),
  );
  writeFileSync(file, JSON.stringify(journal));
  return dir;
}

const PASSWORD = 'Trade#Pass2026';

/** A users row of today's schema (no company columns) as SQL values. */
function userValues(id: number, email: string, role: string, limitCents: number): string {
  return `(${id}, 'User ${id}', '${email}', '${email}', '+353 1 234 5678', 'Ireland', '1 Main Street',
    'Cork', 'T12 AB34', '1 Main Street', 'Cork', 'T12 AB34', 'Company ${id} Ltd', ${limitCents},
    '{hash}', '${role}', 'approved', '2026-01-10T10:00:00Z')`;
}

/** One order line of purchase order `po` (€1,000 + 23 % VAT) as SQL values. */
function orderValues(id: number, userId: number, po: number, line: number, status: string) {
  return `(${id}, ${userId}, 'ST-MIG${id}', 'R-${id}', 'k${po}', ${line}, ${po}, 'Cashel Grand Bed',
    '/images/x.jpg', '5ft King', 'Plush Velvet', 'Grey', 'Ottoman', 1, 100000, 23000, 2300, 123000,
    '1 Quay Street, Galway', '${status}', '2026-02-0${po}T09:00:00Z')`;
}

/** The invoice of purchase order `po` (`cents` gross) as SQL values. */
function invoiceValues(id: number, userId: number, po: number, cents: number): string {
  const net = Math.round(cents / 1.23);
  return `(${id}, 'INV-2026-00000${id}', ${userId}, ${po}, '2026-02-0${po}', '2026-02-0${po}',
    '2026-03-0${po}', 30, ${net}, ${cents - net}, ${cents}, '{"name":"Company ${userId} Ltd"}',
    '1 Quay Street, Galway', '2026-02-0${po}T09:00:00Z')`;
}

describe('migration 0015_companies on today’s accounts and orders', () => {
  let handle: DbHandle | undefined;
  let app: FastifyInstance | undefined;
  const old = foldersBefore('0015_companies');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'serena-api-'));
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    rmSync(old, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function seedToday(h: DbHandle): Promise<void> {
    const exec = (q: string) => h.db.execute(sql.raw(q));
    const hash = await hashPassword(PASSWORD);
    await exec(
      `insert into users (id, full_name, email, invoice_email, phone_number, country,
        office_address, office_city, office_eir_code, delivery_address, delivery_city,
        delivery_eir_code, company_name, credit_limit_cents, password_hash, role, status, created_at)
      values ${[
        userValues(7, 'aoife@example.ie', 'customer', 1_000_000),
        userValues(8, 'brian@example.ie', 'customer', 500_000),
        userValues(9, 'staff@example.ie', 'admin', 0),
      ].join(', ')}`.replaceAll('{hash}', hash),
    );
    await exec(`insert into purchase_orders (id, number, user_id, idempotency_key, net_cents,
        vat_cents, gross_cents, shipping_address, created_at) values
      (1, 'PO-000001', 7, 'k1', 200000, 46000, 246000, '1 Quay Street, Galway', '2026-02-01T09:00:00Z'),
      (2, 'PO-000002', 8, 'k2', 100000, 23000, 123000, '1 Quay Street, Galway', '2026-02-02T09:00:00Z')`);
    await exec(`insert into orders (id, user_id, tracking_id, reference_number, idempotency_key,
        line_index, purchase_order_id, product_name, product_image, size_label, fabric_name,
        fabric_color_name, storage_type, quantity, unit_price_cents, unit_vat_cents, vat_rate_bp,
        total_cents, shipping_address, status, created_at) values
      ${[orderValues(1, 7, 1, 0, 'placed'), orderValues(2, 7, 1, 1, 'placed'), orderValues(3, 8, 2, 0, 'placed')].join(', ')}`);
    await exec(`insert into invoices (id, number, user_id, purchase_order_id, issue_date, supply_date,
        due_date, payment_terms_days, net_cents, vat_cents, gross_cents, customer, ship_to, issued_at)
      values ${invoiceValues(1, 7, 1, 246000)}, ${invoiceValues(2, 8, 2, 123000)}`);
    await exec(`insert into credit_ledger (id, user_id, kind, amount_cents, order_id, invoice_id, note,
        created_at) values
      (1, 7, 'purchase', 123000, 1, 1, null, '2026-02-01T09:00:00Z'),
      (2, 7, 'purchase', 123000, 2, 1, null, '2026-02-01T09:00:00Z'),
      (3, 8, 'purchase', 123000, 3, 2, null, '2026-02-02T09:00:00Z'),
      (4, 8, 'payment', 50000, null, null, 'BANK 1', '2026-02-10T09:00:00Z')`);
    await exec(`insert into payment_allocations (payment_entry_id, invoice_id, amount_cents)
      values (4, 2, 50000)`);
    for (const table of ['users', 'purchase_orders', 'orders', 'invoices', 'credit_ledger']) {
      await exec(`select setval('${table}_id_seq', (select max(id) from ${table}))`);
    }
  }

  it('keeps every customer signing in to the same orders, invoices and credit, as company admin', async () => {
    handle = await openDb({ kind: 'pglite' });
    await migrate(handle.db as unknown as PgliteDatabase, { migrationsFolder: old });
    await seedToday(handle);
    await handle.migrate();

    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    app = await buildApp({ config, db: handle, accounts: createAccountsDeps(config) });
    await app.ready();
    const expected = {
      'aoife@example.ie': {
        orders: ['ST-MIG2', 'ST-MIG1'],
        invoice: 'INV-2026-000001',
        open: '2460.00',
        available: '7540.00',
      },
      'brian@example.ie': {
        orders: ['ST-MIG3'],
        invoice: 'INV-2026-000002',
        open: '730.00',
        available: '4270.00',
      },
    } as const;
    for (const [email, want] of Object.entries(expected)) {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/user/login',
        payload: { email, password: PASSWORD },
      });
      expect(login.statusCode, email).toBe(200);
      const { token, user } = login.json<{ token: string; user: { id: number } }>();
      const auth = { authorization: `Bearer ${token}` };
      const orders = await app.inject({ url: `/api/auth/user/orders/${user.id}`, headers: auth });
      const list = orders.json<{
        orders: { trackingId: string; total_price: string; placed_by: unknown }[];
      }>().orders;
      expect(list.map((o) => o.trackingId)).toEqual(want.orders);
      expect(list.every((o) => o.total_price === '1230.00')).toBe(true);
      expect(list.every((o) => (o.placed_by as { id: number }).id === user.id)).toBe(true);
      const pos = await app.inject({ url: '/api/order/purchase-orders', headers: auth });
      const invoices = pos.json<{
        purchase_orders: { invoice: { number: string; open: string } }[];
      }>();
      expect(invoices.purchase_orders.map((p) => p.invoice)).toEqual([
        expect.objectContaining({ number: want.invoice, open: want.open }),
      ]);
      const credit = await app.inject({ url: `/api/auth/user/credit/${user.id}`, headers: auth });
      expect(credit.json()).toMatchObject({ available_credit: want.available });
      const company = await app.inject({ url: '/api/company/users', headers: auth });
      expect(company.json()).toMatchObject({
        users: [{ id: user.id, role: 'COMPANY_ADMIN', account_holder: true, status: 'approved' }],
      });
    }
    const admin = await app.inject({
      method: 'POST',
      url: '/api/auth/user/login',
      payload: { email: 'staff@example.ie', password: PASSWORD },
    });
    expect(admin.statusCode).toBe(200);
    const rows = await handle.db.execute(
      sql.raw('select id, company_id, company_role from users order by id'),
    );
    expect((rows as { rows: unknown[] }).rows).toEqual([
      { id: 7, company_id: 7, company_role: 'COMPANY_ADMIN' },
      { id: 8, company_id: 8, company_role: 'COMPANY_ADMIN' },
      { id: 9, company_id: null, company_role: null },
    ]);
  });
});
