/**
 * Migration 0013 (issue 22) on a database made with the schema and data of before the books: orders
 * get the rate they were charged (23 %), purchase orders their invoices numbered in date order per
 * year, orders placed before purchase orders a purchase order, cancelled orders their credit notes
 * (admin ones named so from the audit log), payments their allocations, and the books reconcile.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { reconcile } from '../src/books/reconcile.js';
import { migrationsFolder, openDb, type DbHandle } from '../src/db/client.js';

/** A copy of api/drizzle holding only the migrations before `tag`. */
function foldersBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'serena-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const file = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(file, JSON.stringify(journal));
  return dir;
}

async function rows<T>(handle: DbHandle, query: string): Promise<T[]> {
  const result: unknown = await handle.db.execute(sql.raw(query));
  return (result as { rows: T[] }).rows;
}

describe('migration 0013_books on yesterday’s data', () => {
  let handle: DbHandle | undefined;
  const old = foldersBefore('0013_books');
  afterAll(async () => {
    await handle?.close();
    rmSync(old, { recursive: true, force: true });
  });

  it('issues invoices, credit notes and allocations for what was there, and the books agree', async () => {
    handle = await openDb({ kind: 'pglite' });
    await migrate(handle.db as unknown as PgliteDatabase, { migrationsFolder: old });
    const exec = (q: string) => handle!.db.execute(sql.raw(q));
    await exec(`insert into users (id, full_name, email, invoice_email, phone_number, country,
        office_address, office_city, office_eir_code, delivery_address, delivery_city,
        delivery_eir_code, company_name, credit_limit_cents, password_hash, role, status, created_at)
      values (7, 'Aoife Byrne', 'aoife@example.ie', 'accounts@example.ie', '+353 1', 'Ireland',
        '1 Main Street', 'Cork', 'T12 AB34', '1 Main Street', 'Cork', 'T12 AB34', 'Byrne Beds Ltd',
        1000000, 'x', 'customer', 'approved', '2025-12-01T10:00:00Z')`);
    // Two purchase orders in December 2025 and January 2026, and one checkout from before them.
    await exec(`insert into purchase_orders (id, number, user_id, idempotency_key, net_cents, vat_cents,
        gross_cents, shipping_address, shipping_name, created_at) values
      (1, 'PO-000001', 7, 'k1', 200000, 46000, 246000, '1 Quay Street, Galway', 'Aoife', '2025-12-30T23:30:00Z'),
      (2, 'PO-000002', 7, 'k2', 100000, 23000, 123000, '1 Quay Street, Galway', 'Aoife', '2026-01-05T09:00:00Z')`);
    const order = (id: number, po: string, key: string, line: number, status: string, at: string) =>
      `(${id}, 7, 'ST-OLD${id}', 'R-${id}', '${key}', ${line}, ${po}, 'Cashel Grand Bed', '/images/x.jpg',
        '5ft King', 'Plush Velvet', 'Grey', 'Ottoman', 1, 100000, 23000, 123000, '1 Quay Street, Galway',
        '${status}', '${at}', ${status === 'cancelled' ? `'${at}'::timestamptz + interval '1 hour'` : 'null'})`;
    await exec(`insert into orders (id, user_id, tracking_id, reference_number, idempotency_key, line_index,
        purchase_order_id, product_name, product_image, size_label, fabric_name, fabric_color_name,
        storage_type, quantity, unit_price_cents, unit_vat_cents, total_cents, shipping_address,
        status, created_at, cancelled_at) values
      ${order(1, '1', 'k1', 0, 'placed', '2025-12-30T23:30:00Z')},
      ${order(2, '1', 'k1', 1, 'cancelled', '2025-12-30T23:30:00Z')},
      ${order(3, '2', 'k2', 0, 'cancelled', '2026-01-05T09:00:00Z')},
      ${order(4, 'null', 'k0', 0, 'placed', '2025-12-15T12:00:00Z')}`);
    await exec(`insert into credit_ledger (user_id, kind, amount_cents, order_id, note, created_at) values
      (7, 'purchase', 123000, 4, null, '2025-12-15T12:00:00Z'),
      (7, 'purchase', 123000, 1, null, '2025-12-30T23:30:00Z'),
      (7, 'purchase', 123000, 2, null, '2025-12-30T23:30:00Z'),
      (7, 'reversal', 123000, 2, null, '2025-12-31T00:30:00Z'),
      (7, 'purchase', 123000, 3, null, '2026-01-05T09:00:00Z'),
      (7, 'reversal', 123000, 3, null, '2026-01-05T10:00:00Z'),
      (7, 'payment', 150000, null, 'BANK 1', '2026-01-10T09:00:00Z')`);
    // Rows written with explicit ids: move the sequences on as the api's own inserts would have.
    for (const table of ['users', 'purchase_orders', 'orders']) {
      await exec(`select setval('${table}_id_seq', (select max(id) from ${table}))`);
    }
    await exec(`insert into audit_log (actor, entity, entity_id, action, reason)
      values ('Shop Admin', 'order', '3', 'cancel', 'Fabric discontinued')`);

    await handle.migrate();

    expect(
      await rows<{ id: number; vat_rate_bp: number }>(
        handle,
        'select id, vat_rate_bp from orders order by id',
      ),
    ).toEqual([1, 2, 3, 4].map((id) => ({ id, vat_rate_bp: 2300 })));
    // The checkout from before purchase orders got one; numbers per Irish year in date order
    // (23:30 UTC on 30 December 2025 is still 2025 in Dublin).
    const invoices = await rows<{
      number: string;
      po: string;
      issue_date: string;
      due_date: string;
      gross_cents: number;
    }>(
      handle,
      `select i.number, p.number as po, i.issue_date::text, i.due_date::text, i.gross_cents
         from invoices i join purchase_orders p on p.id = i.purchase_order_id order by i.number`,
    );
    expect(invoices).toEqual([
      {
        number: 'INV-2025-000001',
        po: 'PO-000003',
        issue_date: '2025-12-15',
        due_date: '2026-01-14',
        gross_cents: 123000,
      },
      {
        number: 'INV-2025-000002',
        po: 'PO-000001',
        issue_date: '2025-12-30',
        due_date: '2026-01-29',
        gross_cents: 246000,
      },
      {
        number: 'INV-2026-000001',
        po: 'PO-000002',
        issue_date: '2026-01-05',
        due_date: '2026-02-04',
        gross_cents: 123000,
      },
    ]);
    const notes = await rows<{
      number: string;
      reason: string;
      cancelled_by: string;
      invoice: string;
    }>(
      handle,
      `select c.number, c.reason, c.cancelled_by, i.number as invoice
         from credit_notes c join invoices i on i.id = c.invoice_id order by c.number`,
    );
    expect(notes).toEqual([
      {
        number: 'CN-2025-000001',
        reason: 'Order ST-OLD2 cancelled',
        cancelled_by: 'customer',
        invoice: 'INV-2025-000002',
      },
      {
        number: 'CN-2026-000001',
        reason: 'Order ST-OLD3 cancelled',
        cancelled_by: 'admin',
        invoice: 'INV-2026-000001',
      },
    ]);
    // The payment of €1,500 settles the oldest invoice (€1,230) and €270 of the next (€1,230 open).
    expect(
      await rows(
        handle,
        `select i.number, a.amount_cents from payment_allocations a
        join invoices i on i.id = a.invoice_id order by i.number`,
      ),
    ).toEqual([
      { number: 'INV-2025-000001', amount_cents: 123000 },
      { number: 'INV-2025-000002', amount_cents: 27000 },
    ]);
    expect(
      await rows(handle, `select series, year, last_number from document_sequences order by 1, 2`),
    ).toEqual([
      { series: 'CN', year: 2025, last_number: 1 },
      { series: 'CN', year: 2026, last_number: 1 },
      { series: 'INV', year: 2025, last_number: 2 },
      { series: 'INV', year: 2026, last_number: 1 },
    ]);
    const books = await reconcile(handle.db, new Date('2026-01-20T12:00:00Z'));
    expect(books.discrepancies).toEqual([]);
  });
});
