/**
 * `npm run bench:statements -w api` (issue 14): the cost of a monthly account statement with
 * STATEMENT_ENTRIES ledger entries in the month (default 300: two purchases for each payment) on an
 * in-memory PGlite, measured side by side in one vitest bench run: reading the statement from the
 * database, writing it as CSV, drawing it as PDF, and, as the yardstick, drawing a three-line
 * invoice PDF. Vitest prints each task's mean and how many times faster the fastest is.
 */
import { afterAll, bench, describe } from 'vitest';
import { openDb } from '../src/db/client.js';
import { creditLedger, orders } from '../src/db/schema/orders.js';
import { invoicePdf } from '../src/documents/invoice-pdf.js';
import { toInvoiceCustomer } from '../src/purchase-orders/customer.js';
import { findUserById } from '../src/services/users.js';
import { statementCsv } from '../src/statements/csv.js';
import { irishMonthOf } from '../src/statements/month.js';
import { statementPdf } from '../src/statements/pdf.js';
import { buildStatement } from '../src/statements/service.js';
import { customer } from '../test/orders-helpers.js';

const count = Number(process.env.STATEMENT_ENTRIES ?? 300);

const handle = await openDb({ kind: 'pglite' });
await handle.migrate();
const db = handle.db;
// An approved customer like the tests' (test/orders-helpers.ts), with room for every purchase.
const { id } = await customer(
  db,
  new TextEncoder().encode('bench-secret-bench-secret-0123456'),
  1e8,
);
const user = (await findUserById(db, id))!;

const lines = [];
for (let i = 0; i < count; i += 1) {
  if (i % 3 === 2) {
    await db.insert(creditLedger).values({
      userId: user.id,
      kind: 'payment',
      amountCents: 50_000,
      note: `BANK-REF ${i}`,
    });
    continue;
  }
  const [order] = await db
    .insert(orders)
    .values({
      userId: user.id,
      trackingId: `ST-BENCH${String(i).padStart(5, '0')}`,
      referenceNumber: `R-${i}`,
      idempotencyKey: `bench-${i}`,
      lineIndex: 0,
      productName: 'Cashel Grand Bed',
      productImage: '/images/bench.jpg',
      storageType: 'Cloud Storage',
      quantity: 1,
      unitPriceCents: 105_400,
      unitVatCents: 24_242,
      totalCents: 129_642,
    })
    .returning();
  lines.push(order!);
  await db
    .insert(creditLedger)
    .values({ userId: user.id, kind: 'purchase', amountCents: 129_642, orderId: order!.id });
}
const month = irishMonthOf(new Date());
const statement = await buildStatement(db, user, month);
console.log(
  `statement ${month}: ${statement.entries.length} entries, closing ${statement.closingCents} cents`,
);
const po = {
  purchaseOrder: {
    id: 1,
    number: 'PO-000001',
    userId: user.id,
    idempotencyKey: 'bench',
    netCents: 3 * 105_400,
    vatCents: 3 * 24_242,
    grossCents: 3 * 129_642,
    shippingAddress: '1 Quay Street, Galway, Ireland',
    shippingName: 'Aoife',
    shippingStreet: '1 Quay Street',
    shippingCity: 'Galway',
    shippingCountry: 'Ireland',
    createdAt: new Date(),
  },
  lines: lines.slice(0, 3),
};

afterAll(() => handle.close());

const options = { time: 2000, warmupTime: 300 };
describe(`a statement of ${statement.entries.length} entries`, () => {
  bench(
    'read it from the database (PGlite)',
    () => buildStatement(db, user, month).then(() => {}),
    options,
  );
  bench(
    'write it as CSV',
    () => {
      statementCsv(statement);
    },
    options,
  );
  bench('draw it as PDF', () => statementPdf(statement).then(() => {}), options);
  bench(
    'draw a 3-line invoice PDF',
    () => invoicePdf(po, toInvoiceCustomer(user)).then(() => {}),
    options,
  );
});
