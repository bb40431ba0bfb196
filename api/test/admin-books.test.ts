/**
 * The admin side of the books (issue 22): payments allocated oldest due first or to chosen invoices,
 * the dry run writing nothing, reversals with a reason (twice → 409), the account's invoices with
 * their states and credit notes, the credit-limit confirmation, approval with an opening credit
 * limit and its two mail texts, payment terms and VAT number, the overdue filter and dashboard
 * total, and finding orders by either PO number. Bad input is a 4xx, never a 500; every write is
 * audited.
 */
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit.js';
import { euro } from '../src/mail/format.js';
import { invoices } from '../src/db/schema/books.js';
import { creditLedger } from '../src/db/schema/books.js';
import { createUser, type ProfileTextField } from '../src/accounts/service.js';
import { adminBearer, auditOf, outbox } from './admin-helpers.js';
import { backends, buildCatalogApp, type CatalogTestApp } from './catalog-harness.js';
import { cashelVelvet, customer } from './orders-helpers.js';

interface Invoice {
  number: string;
  purchaseOrderNumber: string;
  buyerPoNumber: string | null;
  gross: number;
  credited: number;
  paid: number;
  open: number;
  state: string;
  daysOverdue: number;
  creditNotes: { number: string; gross: number; reason: string }[];
}

interface Account {
  id: number;
  outstanding: number;
  availableCredit: number;
  creditLimit: number;
  paymentTermsDays: number;
  vatNumber: string | null;
  overdue: number;
}

describe.each(backends)('admin books on %s', (backend) => {
  let t: CatalogTestApp;
  let admin: string;
  let bed: Awaited<ReturnType<typeof cashelVelvet>>;
  let seq = 0;
  beforeAll(async () => {
    t = await buildCatalogApp(backend);
    bed = await cashelVelvet(t.db.db);
    admin = (await adminBearer(t)).token;
  });
  afterAll(async () => t?.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = admin) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { authorization: `Bearer ${token}` },
    });

  /** Places a checkout of `lines` beds (€1,296.42 each) and returns its order ids. */
  async function checkout(token: string, lines = 1, buyerPo?: string): Promise<number[]> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/product',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        idempotency_key: `books-${++seq}`,
        ...(buyerPo ? { buyer_po_number: buyerPo } : {}),
        shipping: { firstName: 'Aoife', address: '1 Quay St', city: 'Galway', country: 'Ireland' },
        items: Array.from({ length: lines }, (_, i) => ({
          ...bed,
          sizeId: 14,
          storageType: 'Cloud Storage',
          price: '1296.42',
          quantity: 1,
          referenceNumber: `R${seq}-${i}`,
        })),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ orders: { id: number }[] }>().orders.map((o) => o.id);
  }

  const invoicesOf = async (id: number) =>
    (await send('GET', `/api/admin/accounts/${id}/invoices`)).json<{ invoices: Invoice[] }>()
      .invoices;
  const accountOf = async (id: number) =>
    (await send('GET', `/api/admin/accounts/${id}`)).json<{ account: Account }>().account;

  it('records a payment oldest due first, or to chosen invoices; the dry run writes nothing', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 10_000_000);
    await checkout(buyer.token);
    await checkout(buyer.token);
    const [first, second] = await invoicesOf(buyer.id);
    expect(first!.state).toBe('unpaid');
    const ledgerBefore = await t.db.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, buyer.id));
    const auditBefore = await t.db.db.select({ n: sql<number>`count(*)` }).from(auditLog);

    const dry = await send('POST', `/api/admin/accounts/${buyer.id}/payments`, {
      amount: '1500.00',
      dry_run: true,
    });
    expect(dry.statusCode, dry.body).toBe(200);
    const plan = dry.json<{
      payment: {
        dryRun: boolean;
        entryId: number | null;
        outstanding: number;
        availableCredit: number;
        allocations: { invoiceNumber: string; amount: number; openAfter: number }[];
      };
    }>().payment;
    expect(plan).toMatchObject({ dryRun: true, entryId: null });
    expect(plan.allocations).toEqual([
      {
        invoiceNumber: first!.number,
        amount: first!.gross,
        openBefore: first!.gross,
        openAfter: 0,
      },
      {
        invoiceNumber: second!.number,
        amount: 150_000 - first!.gross,
        openBefore: second!.gross,
        openAfter: second!.gross - (150_000 - first!.gross),
      },
    ]);
    expect(plan.outstanding).toBe(first!.gross + second!.gross - 150_000);
    expect(plan.availableCredit).toBe(10_000_000 - plan.outstanding);
    const ledgerAfterDry = await t.db.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, buyer.id));
    expect(ledgerAfterDry).toHaveLength(ledgerBefore.length);
    const auditAfterDry = await t.db.db.select({ n: sql<number>`count(*)` }).from(auditLog);
    expect(Number(auditAfterDry[0]!.n)).toBe(Number(auditBefore[0]!.n));

    const chosen = await send('POST', `/api/admin/accounts/${buyer.id}/payments`, {
      amount: '100',
      note: 'BOI ref 42',
      invoice_numbers: [second!.number],
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const paid = chosen.json<{
      message: string;
      account: Account;
      payment: { entryId: number; allocations: { invoiceNumber: string; amount: number }[] };
    }>();
    expect(paid.payment.allocations).toEqual([
      expect.objectContaining({ invoiceNumber: second!.number, amount: 10_000 }),
    ]);
    expect(paid.account.outstanding).toBe(first!.gross + second!.gross - 10_000);
    const after = await invoicesOf(buyer.id);
    expect(after.map((i) => i.state)).toEqual(['unpaid', 'part paid']);
    const audit = await auditOf(t.db.db, 'account', buyer.id);
    expect(audit[0]).toMatchObject({ action: 'record-payment', reason: 'BOI ref 42' });
    expect(audit[0]!.after).toMatchObject({
      paymentCents: 10_000,
      allocations: [{ invoice: second!.number, cents: 10_000 }],
    });

    const oldest = await send('POST', `/api/admin/accounts/${buyer.id}/payments`, {
      amount: first!.gross / 100,
    });
    expect(oldest.statusCode).toBe(200);
    expect((await invoicesOf(buyer.id)).map((i) => i.state)).toEqual(['paid', 'part paid']);
  });

  it('refuses bad payments with 400/404, never a 500', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 10_000_000);
    await checkout(buyer.token);
    const [inv] = await invoicesOf(buyer.id);
    const url = `/api/admin/accounts/${buyer.id}/payments`;
    const cases: [unknown, number, string][] = [
      [{ amount: '0' }, 400, 'amount'],
      [{ amount: 'abc' }, 400, 'amount'],
      [{ amount: '10', invoice_numbers: 'INV-1' }, 400, 'invoice_numbers'],
      [{ amount: '10', invoice_numbers: [42] }, 400, 'invoice_numbers'],
      [{ amount: '10', invoice_numbers: ['INV-1999-000001'] }, 400, 'invoice_numbers'],
      [{ amount: '10', invoice_numbers: [inv!.number, inv!.number] }, 400, 'invoice_numbers'],
    ];
    for (const [body, status, field] of cases) {
      const res = await send('POST', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe(field);
    }
    const other = await customer(t.db.db, t.config.jwtSecret, 10_000_000);
    const notTheirs = await send('POST', `/api/admin/accounts/${other.id}/payments`, {
      amount: '10',
      invoice_numbers: [inv!.number],
    });
    expect(notTheirs.statusCode).toBe(400);
    expect(
      (await send('POST', '/api/admin/accounts/99999999/payments', { amount: '5' })).statusCode,
    ).toBe(404);
    expect(
      (await send('POST', '/api/admin/accounts/99999999/payments', { amount: '5', dry_run: true }))
        .statusCode,
    ).toBe(404);
    expect((await send('POST', `${url}`, { amount: '5', dry_run: 'yes' })).statusCode).toBe(400);
    const asCustomer = await send('POST', url, { amount: '5' }, buyer.token);
    expect(asCustomer.statusCode).toBe(403);
  });

  it('reverses a payment with a reason once; a second reversal is 409', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 10_000_000);
    await checkout(buyer.token);
    const res = await send('POST', `/api/admin/accounts/${buyer.id}/payments`, { amount: '200' });
    const { entryId } = res.json<{ payment: { entryId: number } }>().payment;
    const url = `/api/admin/accounts/${buyer.id}/payments/${entryId}/reverse`;
    const noReason = await send('POST', url, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<{ code: string }>().code).toBe('REASON_REQUIRED');
    expect((await send('POST', url, {})).statusCode).toBe(400);
    expect((await send('POST', url, { reason: 'x'.repeat(501) })).statusCode).toBe(400);
    const done = await send('POST', url, { reason: 'Cheque bounced' });
    expect(done.statusCode, done.body).toBe(200);
    const body = done.json<{ account: Account; reversal: { amount: number } }>();
    expect(body.reversal.amount).toBe(20_000);
    const [inv] = await invoicesOf(buyer.id);
    expect(inv).toMatchObject({ paid: 0, state: 'unpaid' });
    expect(body.account.outstanding).toBe(inv!.gross);
    const again = await send('POST', url, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/already been reversed/);
    const ledger = (await send('GET', `/api/admin/accounts/${buyer.id}/ledger`)).json<{
      entries: { id: number; kind: string; reversed: boolean; reversesEntryId: number | null }[];
    }>().entries;
    expect(ledger.find((e) => e.id === entryId)!.reversed).toBe(true);
    expect(ledger.at(-1)).toMatchObject({ kind: 'payment_reversal', reversesEntryId: entryId });
    const audit = await auditOf(t.db.db, 'account', buyer.id);
    expect(audit[0]).toMatchObject({ action: 'reverse-payment', reason: 'Cheque bounced' });
    const purchase = ledger.find((e) => e.kind === 'purchase')!;
    const notPayment = await send(
      'POST',
      `/api/admin/accounts/${buyer.id}/payments/${purchase.id}/reverse`,
      { reason: 'No' },
    );
    expect(notPayment.statusCode).toBe(404);
    const other = await customer(t.db.db, t.config.jwtSecret, 0);
    const elsewhere = await send(
      'POST',
      `/api/admin/accounts/${other.id}/payments/${entryId}/reverse`,
      { reason: 'No' },
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(
      (await send('POST', `/api/admin/accounts/${buyer.id}/payments/abc/reverse`, { reason: 'x' }))
        .statusCode,
    ).toBe(400);
  });

  it("lists an account's invoices with PO numbers, states and credit notes", async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 10_000_000);
    const [line1] = await checkout(buyer.token, 2, 'ACME-PO-7');
    const cancel = await send('POST', `/api/admin/orders/${line1}/cancel`, { reason: 'Phoned' });
    expect(cancel.statusCode).toBe(200);
    const [inv] = await invoicesOf(buyer.id);
    expect(inv).toMatchObject({ buyerPoNumber: 'ACME-PO-7', state: 'unpaid', daysOverdue: 0 });
    expect(inv!.purchaseOrderNumber).toMatch(/^PO-\d{6}$/);
    expect(inv!.creditNotes).toHaveLength(1);
    expect(inv!.creditNotes[0]).toMatchObject({ reason: 'Phoned' });
    expect(inv!.credited).toBe(inv!.creditNotes[0]!.gross);
    expect(inv!.open).toBe(inv!.gross - inv!.credited);
    expect((await send('GET', '/api/admin/accounts/99999999/invoices')).statusCode).toBe(404);
    expect((await send('GET', '/api/admin/accounts/0/invoices')).statusCode).toBe(400);
  });

  it('asks for confirmation before a credit limit below the balance', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 10_000_000);
    await checkout(buyer.token);
    const owed = (await accountOf(buyer.id)).outstanding;
    const url = `/api/admin/accounts/${buyer.id}/credit-limit`;
    const refused = await send('PUT', url, { credit_limit: '1000' });
    expect(refused.statusCode).toBe(409);
    const body = refused.json<{ code: string; message: string }>();
    expect(body.code).toBe('CONFIRMATION_REQUIRED');
    const short = euro(owed - 100_000);
    expect(body.message).toContain('cannot order until they pay');
    expect(body.message).toContain(short);
    expect((await accountOf(buyer.id)).creditLimit).toBe(10_000_000);
    const confirmed = await send('PUT', url, { credit_limit: '1000', confirm: true });
    expect(confirmed.statusCode).toBe(200);
    const account = confirmed.json<{ account: Account }>().account;
    expect(account.availableCredit).toBe(100_000 - owed);
    const audit = await auditOf(t.db.db, 'account', buyer.id);
    expect(audit[0]!.after).toMatchObject({ creditLimitCents: 100_000, confirmed: true });
    const above = await send('PUT', url, { credit_limit: '50000' });
    expect(above.statusCode).toBe(200);
    expect((await send('PUT', url, { credit_limit: '-1', confirm: true })).statusCode).toBe(400);
    // The spec's alias keeps the same rule: refused without confirm, done with it.
    const alias = `/api/admin/users/${buyer.id}/credit-limit`;
    expect((await send('PUT', alias, { credit_limit: '1000' })).statusCode).toBe(409);
    expect((await accountOf(buyer.id)).creditLimit).toBe(5_000_000);
    expect((await send('PUT', alias, { credit_limit: '1000', confirm: true })).statusCode).toBe(
      200,
    );
    expect((await accountOf(buyer.id)).creditLimit).toBe(100_000);
  });

  it('approves with an opening credit limit; the mail promises credit only above €0', async () => {
    const applicant = async () => {
      const email = `applicant-${++seq}-${Date.now()}@example.ie`;
      const profile = Object.fromEntries(
        (
          [
            'full_name',
            'invoice_email',
            'phone_number',
            'country',
            'office_address',
            'office_city',
            'office_eir_code',
            'delivery_address',
            'delivery_city',
            'delivery_eir_code',
            'company_name',
          ] as const
        ).map((f) => [
          f,
          f === 'invoice_email' ? email : f === 'phone_number' ? '+353871234567' : 'Cork',
        ]),
      ) as Record<ProfileTextField, string>;
      const created = await createUser(t.db.db, {
        profile: { ...profile, email },
        password: 'Buyer#Pass2026',
        role: 'customer',
        status: 'pending',
        creditLimitCents: 0,
      });
      if (!created.ok) throw new Error(JSON.stringify(created.errors));
      return created.value;
    };
    const textOf = async (email: string) => {
      const raw = outbox(t.dataDir).filter(
        (m) => m.includes(`To: ${email}`) && m.includes('approved'),
      );
      expect(raw).toHaveLength(1);
      return (await simpleParser(raw[0]!)).text ?? '';
    };
    const withLimit = await applicant();
    const bad = await send('POST', `/api/admin/accounts/${withLimit.id}/approve`, {
      credit_limit: 'lots',
    });
    expect(bad.statusCode).toBe(400);
    expect((await accountOf(withLimit.id)).creditLimit).toBe(0);
    const approved = await send('POST', `/api/admin/accounts/${withLimit.id}/approve`, {
      credit_limit: '2500.00',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<{ account: Account }>().account.creditLimit).toBe(250_000);
    expect(await textOf(withLimit.email)).toContain(
      'place orders on your credit account (credit limit €2,500.00)',
    );
    const audit = await auditOf(t.db.db, 'account', withLimit.id);
    expect(audit[0]!.after).toMatchObject({ status: 'approved', creditLimitCents: 250_000 });

    const atZero = await applicant();
    const plain = await send('POST', `/api/admin/accounts/${atZero.id}/approve`);
    expect(plain.statusCode).toBe(200);
    const text = await textOf(atZero.email);
    expect(text).toContain('browse our trade prices');
    expect(text).toContain('We will set a credit limit');
    expect(text).not.toContain('place orders on your credit account');
  });

  it('sets payment terms and the VAT number (checked), audited', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 0);
    const terms = `/api/admin/accounts/${buyer.id}/payment-terms`;
    for (const days of [-1, 366, 1.5, '30', null]) {
      const res = await send('PUT', terms, { days });
      expect(res.statusCode, String(days)).toBe(400);
      expect(res.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe('days');
    }
    const set = await send('PUT', terms, { days: 14 });
    expect(set.statusCode).toBe(200);
    expect(set.json<{ account: Account }>().account.paymentTermsDays).toBe(14);
    const vat = `/api/admin/accounts/${buyer.id}/vat-number`;
    const wrong = await send('PUT', vat, { vat_number: 'IE123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe('vat_number');
    expect((await send('PUT', vat, { vat_number: 42 })).statusCode).toBe(400);
    const ok = await send('PUT', vat, { vat_number: 'ie 6388047v' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ account: Account }>().account.vatNumber).toBe('IE6388047V');
    const cleared = await send('PUT', vat, { vat_number: '' });
    expect(cleared.json<{ account: Account }>().account.vatNumber).toBeNull();
    const audit = await auditOf(t.db.db, 'account', buyer.id);
    expect(audit.map((a) => a.action)).toEqual([
      'set-vat-number',
      'set-vat-number',
      'set-payment-terms',
    ]);
    expect(
      (await send('PUT', '/api/admin/accounts/99999999/payment-terms', { days: 5 })).statusCode,
    ).toBe(404);
  });

  it('filters overdue accounts and totals what is overdue on the dashboard', async () => {
    const late = await customer(t.db.db, t.config.jwtSecret, 10_000_000);
    const onTime = await customer(t.db.db, t.config.jwtSecret, 10_000_000);
    await checkout(late.token);
    await checkout(onTime.token);
    const dash = async () =>
      (await send('GET', '/api/admin/dashboard')).json<{
        dashboard: { overdueTotal: number; overdueAccounts: number };
      }>().dashboard;
    const before = await dash();
    const [inv] = await invoicesOf(late.id);
    await t.db.db
      .update(invoices)
      .set({ dueDate: '2020-01-01' })
      .where(eq(invoices.number, inv!.number));
    const after = await dash();
    expect(after.overdueTotal).toBe(before.overdueTotal + inv!.gross);
    expect(after.overdueAccounts).toBe(before.overdueAccounts + 1);
    const list = await send('GET', '/api/admin/accounts?overdue=true&pageSize=100');
    const ids = list.json<{ nodes: Account[] }>().nodes.map((a) => a.id);
    expect(ids).toContain(late.id);
    expect(ids).not.toContain(onTime.id);
    expect((await accountOf(late.id)).overdue).toBe(inv!.gross);
    expect((await invoicesOf(late.id))[0]!.daysOverdue).toBeGreaterThan(300);
    await send('POST', `/api/admin/accounts/${late.id}/payments`, { amount: inv!.gross / 100 });
    expect((await dash()).overdueTotal).toBe(before.overdueTotal);
    expect((await send('GET', '/api/admin/accounts?overdue=maybe')).statusCode).toBe(400);
  });

  it('finds orders by either PO number, lists both in the CSV and shows the siblings', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 10_000_000);
    const buyerPo = `BUYER-${Date.now()}`;
    const [a, b] = await checkout(buyer.token, 2, buyerPo);
    const detail = (await send('GET', `/api/admin/orders/${a}`)).json<{
      order: {
        purchaseOrderNumber: string;
        buyerPoNumber: string;
        invoiceNumber: string;
        creditNotes: unknown[];
        siblings: { id: number }[];
      };
    }>().order;
    expect(detail.buyerPoNumber).toBe(buyerPo);
    expect(detail.purchaseOrderNumber).toMatch(/^PO-\d{6}$/);
    expect(detail.invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(detail.siblings.map((s) => s.id)).toEqual([b]);
    const byBuyer = await send('GET', `/api/admin/orders?search=${buyerPo.toLowerCase()}`);
    expect(
      byBuyer
        .json<{ nodes: { id: number }[] }>()
        .nodes.map((o) => o.id)
        .sort(),
    ).toEqual([a, b].sort());
    const byShop = await send('GET', `/api/admin/orders?search=${detail.purchaseOrderNumber}`);
    expect(byShop.json<{ totalCount: number }>().totalCount).toBe(2);
    const csv = await send('GET', `/api/admin/orders/export.csv?search=${buyerPo}`);
    const rows = parse<Record<string, string>>(csv.body, { columns: true });
    expect(rows.map((r) => [r['PO number'], r['Buyer PO number']])).toEqual([
      [detail.purchaseOrderNumber, buyerPo],
      [detail.purchaseOrderNumber, buyerPo],
    ]);
    const cancelled = await send('POST', `/api/admin/orders/${b}/cancel`, { reason: 'Dup' });
    const after = cancelled.json<{ order: { creditNotes: { number: string }[] } }>().order;
    expect(after.creditNotes[0]!.number).toMatch(/^CN-\d{4}-\d{6}$/);
  });
});
