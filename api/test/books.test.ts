/**
 * The books (issue 22): a checkout issues one invoice with its own gap-free number, the seller's and
 * the customer's particulars, the buyer's PO number and the due date, drawn from what was stored so
 * it never changes; a cancellation (customer or admin) issues a credit note, mailed as PDF and
 * listed with the purchase order; the VAT rate is data (a new rate leaves old documents alone);
 * payments are allocated to invoices; `reconcile` finds a corrupted ledger row.
 */
import { writeFileSync } from 'node:fs';
import { simpleParser } from 'mailparser';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { calendarDate } from '../src/books/pdf.js';
import { reconcile } from '../src/books/reconcile.js';
import { runAdminCli } from '../src/cli/admin.js';
import { loadConfig } from '../src/config.js';
import { users } from '../src/db/schema/accounts.js';
import { creditLedger } from '../src/db/schema/books.js';
import { euro } from '../src/mail/format.js';
import { adminBearer, outbox } from './admin-helpers.js';
import { backends, buildCatalogApp, type CatalogTestApp } from './catalog-harness.js';
import { cashelVelvet, customer } from './orders-helpers.js';
import { pdfText } from './pdf-text.js';

interface PurchaseOrderBody {
  purchase_orders: {
    number: string;
    gross: string;
    buyer_po_number: string | null;
    vat_rates: string[];
    tracking_ids: string[];
    order_ids: number[];
    invoice: {
      number: string;
      issue_date: string;
      due_date: string;
      gross: string;
      credited: string;
      paid: string;
      open: string;
      state: string;
    } | null;
    credit_notes: { number: string; reason: string; gross: string; tracking_ids: string[] }[];
  }[];
}

const cents = (euros: string) => Math.round(Number(euros) * 100);

describe.each(backends)('the books on %s', (backend) => {
  let t: CatalogTestApp;
  let bed: Awaited<ReturnType<typeof cashelVelvet>>;

  beforeAll(async () => {
    t = await buildCatalogApp(backend);
    bed = await cashelVelvet(t.db.db);
  });
  afterAll(async () => t?.close());

  const line = (over: Record<string, unknown> = {}) => ({
    ...bed,
    sizeId: 14,
    storageType: 'Cloud Storage',
    quantity: 1,
    price: '1296.42',
    referenceNumber: 'R',
    ...over,
  });
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const checkout = (token: string, key: string, items: unknown[], buyerPo?: string, app = t.app) =>
    app.inject({
      method: 'POST',
      url: '/api/order/product',
      headers: auth(token),
      payload: {
        idempotency_key: key,
        buyer_po_number: buyerPo,
        shipping_address: '1 Quay Street, Galway, Ireland',
        shipping: {
          firstName: 'Aoife',
          address: '1 Quay Street',
          city: 'Galway',
          country: 'Ireland',
        },
        items,
      },
    });
  const purchaseOrders = async (token: string) =>
    (
      await t.app.inject({ url: '/api/order/purchase-orders', headers: auth(token) })
    ).json<PurchaseOrderBody>().purchase_orders;
  const download = (token: string, url: string, app = t.app) =>
    app.inject({ url, headers: auth(token) }).then((r) => {
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-type']).toBe('application/pdf');
      return r.rawPayload;
    });
  const mailsTo = async (email: string) =>
    Promise.all(
      outbox(t.dataDir)
        .filter((m) => m.includes(`To: ${email}`))
        .map((m) => simpleParser(m)),
    );

  it('issues an invoice an Irish accountant files, credits a cancelled line and never changes the invoice', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 2_000_000);
    await t.db.db.update(users).set({ vatNumber: 'IE9876543W' }).where(eq(users.id, buyer.id));
    const placed = await checkout(
      buyer.token,
      'books-1',
      [
        line({ quantity: 2, referenceNumber: 'SHOWROOM-A' }),
        line({ referenceNumber: 'SHOWROOM-B' }),
      ],
      'ACME-PO-7781',
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const orders = placed.json<{ orders: { id: number; trackingId: string; vat_rate: string }[] }>()
      .orders;
    expect(orders.map((o) => o.vat_rate)).toEqual(['23', '23']);

    const [po] = await purchaseOrders(buyer.token);
    const invoice = po!.invoice!;
    expect(invoice.number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(po!.buyer_po_number).toBe('ACME-PO-7781');
    expect(po!.vat_rates).toEqual(['23']);
    expect(invoice).toMatchObject({
      gross: po!.gross,
      credited: '0.00',
      paid: '0.00',
      state: 'unpaid',
    });
    const due = new Date(`${invoice.issue_date}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 30);
    expect(invoice.due_date).toBe(due.toISOString().slice(0, 10));

    const invoiceUrl = `/api/order/purchase-orders/${po!.number}/invoice`;
    const before = await download(buyer.token, invoiceUrl);
    if (process.env.BOOKS_PDF_DIR)
      writeFileSync(`${process.env.BOOKS_PDF_DIR}/invoice.pdf`, before);
    // pdftotext -layout pads columns with spaces: compare with runs of white space as one.
    const text = pdfText(before)?.replace(/\s+/g, ' ') ?? null;
    if (text !== null) {
      for (const fact of [
        'VAT Invoice',
        invoice.number,
        po!.number,
        'ACME-PO-7781',
        'Serena Home Furnishings Limited',
        'VAT No. IE1234567T',
        'VAT No. IE9876543W',
        `Date of issue ${calendarDate(invoice.issue_date)}`,
        `Date of supply ${calendarDate(invoice.issue_date)}`,
        `Due date ${calendarDate(invoice.due_date)}`,
        'Payment terms: 30 days',
        'IBAN IE29AIBK93115212345678',
        'BIC AIBKIE2D',
        'Attn: Aoife',
        'VAT at 23%',
        'Unit excl. VAT',
        euro(cents(po!.gross)),
      ]) {
        expect(text, fact).toContain(fact);
      }
      for (const o of orders) expect(text).toContain(o.trackingId);
    }

    // The customer cancels the second line: a credit note for it, mailed as PDF and listed.
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/order/order-cancelled/${orders[1]!.id}`,
      headers: auth(buyer.token),
    });
    expect(cancel.statusCode).toBe(200);
    const [after] = await purchaseOrders(buyer.token);
    const [note] = after!.credit_notes;
    expect(after!.credit_notes).toHaveLength(1);
    expect(note!.number).toMatch(/^CN-\d{4}-\d{6}$/);
    expect(note!.tracking_ids).toEqual([orders[1]!.trackingId]);
    expect(note!.reason).toBe('Cancelled by the customer');
    const lineGross = cents(note!.gross);
    expect(lineGross).toBe(129_642);
    expect(cents(after!.invoice!.credited)).toBe(lineGross);
    expect(cents(after!.invoice!.open)).toBe(cents(po!.gross) - lineGross);

    // The invoice is the document issued, byte for byte.
    expect((await download(buyer.token, invoiceUrl)).equals(before)).toBe(true);

    const notePdf = await download(buyer.token, `/api/order/credit-notes/${note!.number}/pdf`);
    if (process.env.BOOKS_PDF_DIR)
      writeFileSync(`${process.env.BOOKS_PDF_DIR}/credit-note.pdf`, notePdf);
    const noteText = pdfText(notePdf)?.replace(/\s+/g, ' ') ?? null;
    if (noteText !== null) {
      for (const fact of [
        'Credit Note',
        note!.number,
        `Credits invoice ${invoice.number}`,
        'ACME-PO-7781',
        'Reason: Cancelled by the customer',
        orders[1]!.trackingId,
        'VAT at 23%',
        euro(lineGross),
      ]) {
        expect(noteText, fact).toContain(fact);
      }
    }
    const mails = await mailsTo(buyer.email);
    const cancelled = mails.find((m) => m.subject === `Order ${orders[1]!.trackingId} cancelled`);
    expect(cancelled?.text).toContain(note!.number);
    const attached = cancelled?.attachments.find((a) => a.contentType === 'application/pdf');
    expect(attached?.filename).toBe(`credit-note-${note!.number}.pdf`);
    expect(attached?.content.equals(notePdf)).toBe(true);

    // Another customer cannot read it.
    const other = await customer(t.db.db, t.config.jwtSecret, 100_000);
    const foreign = await t.app.inject({
      url: `/api/order/credit-notes/${note!.number}/pdf`,
      headers: auth(other.token),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('numbers invoices without gaps, also around a refused checkout', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 300_000);
    expect((await checkout(buyer.token, 'gap-1', [line()])).statusCode).toBe(201);
    const refused = await checkout(buyer.token, 'gap-2', [line({ quantity: 5 })]);
    expect(refused.statusCode).toBe(402);
    const other = await customer(t.db.db, t.config.jwtSecret, 300_000);
    expect((await checkout(other.token, 'gap-3', [line()])).statusCode).toBe(201);
    const first = (await purchaseOrders(buyer.token))[0]!.invoice!.number;
    const second = (await purchaseOrders(other.token))[0]!.invoice!.number;
    const seq = (n: string) => Number(n.split('-')[2]);
    expect(seq(second)).toBe(seq(first) + 1);
  });

  it('the admin cancels with a reason: a credit note with it and one cancellation mail to the customer', async () => {
    const admin = await adminBearer(t);
    const buyer = await customer(t.db.db, t.config.jwtSecret, 500_000);
    const placed = await checkout(buyer.token, 'admin-cancel', [line()]);
    const [order] = placed.json<{ orders: { id: number; trackingId: string }[] }>().orders;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order!.id}/cancel`,
      headers: auth(admin.token),
      payload: { reason: 'Fabric discontinued' },
    });
    expect(res.statusCode).toBe(200);
    const [po] = await purchaseOrders(buyer.token);
    expect(po!.credit_notes[0]!.reason).toBe('Fabric discontinued');
    expect(po!.invoice!.state).toBe('credited');
    const mails = (await mailsTo(buyer.email)).filter((m) => m.subject?.endsWith('cancelled'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.attachments[0]?.filename).toBe(
      `credit-note-${po!.credit_notes[0]!.number}.pdf`,
    );
  });

  it('keeps the VAT rate with each document: a new rate changes new orders only', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 1_000_000);
    expect((await checkout(buyer.token, 'rate-23', [line()])).statusCode).toBe(201);
    const [old] = await purchaseOrders(buyer.token);
    const oldUrl = `/api/order/purchase-orders/${old!.number}/invoice`;
    const oldPdf = await download(buyer.token, oldUrl);

    // The same database served by an api whose current rate is 13.5 % (VAT_RATE_PERCENT).
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: t.dataDir,
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      VAT_RATE_PERCENT: '13.5',
    });
    const app = await buildApp({ config, db: t.db });
    try {
      expect((await download(buyer.token, oldUrl, app)).equals(oldPdf)).toBe(true);
      // €1,054.00 net + 13.5 % (€142.29) = €1,196.29 a unit.
      const placed = await checkout(
        buyer.token,
        'rate-13.5',
        [line({ price: '1196.29' })],
        undefined,
        app,
      );
      expect(placed.statusCode).toBe(201);
      const [order] = placed.json<{
        orders: { vat: string; vat_rate: string; unit_price: string }[];
      }>().orders;
      expect(order!.vat_rate).toBe('13.5');
      expect(cents(order!.vat)).toBe(Math.floor((cents(order!.unit_price) * 1350 + 5000) / 10_000));
      const [fresh] = await purchaseOrders(buyer.token);
      expect(fresh!.vat_rates).toEqual(['13.5']);
      const text = pdfText(
        await download(buyer.token, `/api/order/purchase-orders/${fresh!.number}/invoice`, app),
      );
      if (text !== null) expect(text).toContain('VAT at 13.5%');
      const oldText = pdfText(oldPdf);
      if (oldText !== null) expect(oldText).toContain('VAT at 23%');
    } finally {
      await app.close();
    }
  });

  it('allocates a payment to the oldest invoice first and reports part paid', async () => {
    const admin = await adminBearer(t);
    const buyer = await customer(t.db.db, t.config.jwtSecret, 1_000_000);
    await checkout(buyer.token, 'pay-1', [line()]);
    await checkout(buyer.token, 'pay-2', [line()]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${buyer.id}/payments`,
      headers: auth(admin.token),
      payload: { amount: '1500.00', note: 'BANK-REF 1' },
    });
    expect(res.statusCode).toBe(200);
    const [newer, older] = await purchaseOrders(buyer.token);
    expect(older!.invoice).toMatchObject({ paid: '1296.42', open: '0.00', state: 'paid' });
    expect(newer!.invoice).toMatchObject({ paid: '203.58', state: 'part paid' });
  });

  it('reconciles: clean books agree; a corrupted ledger row is named with its account and amounts', async () => {
    const clean = await reconcile(t.db.db);
    expect(clean.discrepancies).toEqual([]);
    expect(clean.accountsChecked).toBeGreaterThan(3);
    // The operator's command on the demo data (and this file's orders so far): exit 0.
    const apiUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const cli = (out: string[], err: string[]) =>
      runAdminCli(['reconcile'], {
        env: { NODE_ENV: 'test', DATA_DIR: t.dataDir, API_URL: apiUrl },
        out: (l) => out.push(l),
        err: (l) => err.push(l),
      });
    const agreed: string[] = [];
    expect(await cli(agreed, agreed)).toBe(0);
    expect(agreed.join('\n')).toMatch(/agree/);

    const buyer = await customer(t.db.db, t.config.jwtSecret, 500_000);
    await checkout(buyer.token, 'corrupt', [line()]);
    await t.db.db
      .update(creditLedger)
      .set({ amountCents: sql`${creditLedger.amountCents} - 100` })
      .where(eq(creditLedger.userId, buyer.id));
    const found = (await reconcile(t.db.db)).discrepancies;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((d) => d.accountId === buyer.id && d.email === buyer.email)).toBe(true);
    const ledger = found.find((d) => d.check === 'ledger = documents')!;
    expect(ledger).toMatchObject({ expectedCents: 129_642, actualCents: 129_542 });
    expect(found.map((d) => d.check)).toContain('invoice charged');

    // The CLI against the running api: prints each discrepancy and exits 1.
    const err: string[] = [];
    expect(await cli([], err)).toBe(1);
    expect(err.join('\n')).toContain(
      `account ${buyer.id} (${buyer.email}): ledger = documents: account expected €1,296.42, found €1,295.42`,
    );
    expect(err.at(-1)).toMatch(/discrepancy\(ies\) found\.$/);
  });
});
