/**
 * `npm run bench:statements -w api` (issue 14): the cost of a monthly account statement with
 * STATEMENT_ENTRIES ledger entries in the month (default 300: two purchases for each payment) on an
 * in-memory PGlite, measured side by side in one vitest bench run: reading the statement from the
 * database, writing it as CSV, drawing it as PDF, and, as the yardstick, drawing a three-line
 * invoice PDF. Vitest prints each task's mean and how many times faster the fastest is.
 */
import { afterAll, bench, describe } from 'vitest';
import { openDb } from '../src/db/client.js';
import { orders } from '../src/db/schema/orders.js';
import { creditLedger } from '../src/db/schema/books.js';
import { DEMO_SELLER } from '../src/books/settings.js';
import { customerParticulars, lineDescription } from '../src/books/particulars.js';
import { invoiceDocumentPdf } from '../src/books/pdf.js';
import { findUserById } from '../src/accounts/service.js';
import { statementCsv } from '../src/books/statements/csv.js';
import { irishMonthOf } from '../src/books/statements/month.js';
import { statementPdf } from '../src/books/statements/pdf.js';
import { buildStatement } from '../src/books/statements/service.js';
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
      vatRateBp: 2300,
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
const invoice = {
  invoice: {
    id: 1,
    number: 'INV-2026-000001',
    userId: user.id,
    purchaseOrderId: 1,
    issuedAt: new Date(),
    issueDate: '2026-11-26',
    supplyDate: '2026-11-26',
    dueDate: '2026-12-26',
    paymentTermsDays: 30,
    netCents: 3 * 105_400,
    vatCents: 3 * 24_242,
    grossCents: 3 * 129_642,
    buyerPoNumber: 'BUYER-PO-1',
    seller: DEMO_SELLER,
    customer: customerParticulars(user),
    shipTo: 'Attn: Aoife\n1 Quay Street, Galway, Ireland',
  },
  lines: lines.slice(0, 3).map((l, i) => ({
    id: i + 1,
    invoiceId: 1,
    orderId: l.id,
    lineIndex: i,
    description: lineDescription(l),
    trackingId: l.trackingId,
    referenceNumber: l.referenceNumber,
    quantity: 1,
    unitNetCents: 105_400,
    vatRateBp: 2300,
    netCents: 105_400,
    vatCents: 24_242,
    grossCents: 129_642,
  })),
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
    () => invoiceDocumentPdf(invoice, 'PO-000001', DEMO_SELLER).then(() => {}),
    options,
  );
});
