/**
 * The monthly account statement (issue 14): for a customer whose ledger spans three months, every
 * month's statement starts where the last one ended, its entries equal the ledger's (purchases with
 * net + VAT = gross, reversals, payments), the running balance adds up to the closing balance, the
 * CSV parses back and the PDF (pdftotext) shows every amount; months are Irish calendar months; an
 * empty month still has its balances; bad months answer 400 with a message, no session 401, the
 * admin's copy 403 for a customer. Plus the month rules as units.
 */
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/accounts.js';
import { orders } from '../src/db/schema/orders.js';
import { creditLedger } from '../src/db/schema/books.js';
import { euro, longDate } from '../src/mail/format.js';
import { readAdminTokenFile } from '../src/admin/admin-token.js';
import { outstandingCents } from '../src/books/ledger.js';
import {
  irishDayOf,
  irishMonthOf,
  isMonth,
  monthLabel,
  monthsBetween,
  nextMonth,
  parseStatementFile,
  STATEMENT_MESSAGES,
  statementDays,
  statementMonthProblem,
} from '../src/books/statements/month.js';
import { STATEMENT_CSV_COLUMNS } from '../src/books/statements/csv.js';
import { adminBearer } from './admin-helpers.js';
import { backends, buildCatalogApp, type CatalogTestApp } from './catalog-harness.js';
import { cashelVelvet, customer, placeCheckout } from './orders-helpers.js';
import { pdfText } from './pdf-text.js';

/** The month before `month` (YYYY-MM). */
function previousMonth(month: string): string {
  const [year, mm] = month.split('-').map(Number);
  return mm === 1 ? `${year! - 1}-12` : `${year}-${String(mm! - 1).padStart(2, '0')}`;
}

/** Decimal euros of the CSV ('-12.30') to cents; '' → null. */
const csvCents = (value: string) => (value === '' ? null : Math.round(Number(value) * 100));

type Row = Record<(typeof STATEMENT_CSV_COLUMNS)[number], string>;

describe('statement months', () => {
  it('parses file names and refuses anything else with a message', () => {
    expect(parseStatementFile('2026-11.pdf')).toEqual({
      ok: true,
      value: { month: '2026-11', format: 'pdf' },
    });
    expect(parseStatementFile('2026-01.CSV')).toEqual({
      ok: true,
      value: { month: '2026-01', format: 'csv' },
    });
    expect(parseStatementFile('2026-13.pdf')).toEqual({
      ok: false,
      message: "'2026-13' is not a month: use YYYY-MM, e.g. 2026-11.",
    });
    expect(parseStatementFile('abc.csv')).toEqual({
      ok: false,
      message: STATEMENT_MESSAGES.badMonth("'abc'"),
    });
    for (const file of ['abc', '2026-11', '2026-11.txt', '2026-11.pdf.exe', '']) {
      expect(parseStatementFile(file)).toEqual({ ok: false, message: STATEMENT_MESSAGES.badFile });
    }
    expect(parseStatementFile(`${'9'.repeat(30)}.pdf`)).toEqual({
      ok: false,
      message: STATEMENT_MESSAGES.badMonth('That'),
    });
    for (const month of ['2026-00', '2026-1', '1999-12', '20261-01', '2026-11 ']) {
      expect(isMonth(month)).toBe(false);
    }
  });

  it('counts Irish calendar months (IST in summer, GMT in winter)', () => {
    expect(irishMonthOf(new Date('2026-07-31T23:30:00Z'))).toBe('2026-08');
    expect(irishMonthOf(new Date('2026-07-31T22:59:59Z'))).toBe('2026-07');
    expect(irishMonthOf(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12');
    expect(irishDayOf(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(monthsBetween('2026-11', '2027-02')).toEqual([
      '2027-02',
      '2027-01',
      '2026-12',
      '2026-11',
    ]);
    expect(monthsBetween('2026-11', '2026-10')).toEqual([]);
    expect(statementDays('2028-02', new Date('2030-01-01'))).toEqual({
      first: '2028-02-01',
      last: '2028-02-29',
    });
    expect(statementDays('2026-11', new Date('2026-11-24T10:00:00Z'))).toEqual({
      first: '2026-11-01',
      last: '2026-11-24',
    });
  });

  it('allows the months from the account opening to now only', () => {
    const opened = new Date('2026-03-10T12:00:00Z');
    const now = new Date('2026-11-24T10:00:00Z');
    expect(statementMonthProblem('2026-03', opened, now)).toBeNull();
    expect(statementMonthProblem('2026-11', opened, now)).toBeNull();
    expect(statementMonthProblem('2026-12', opened, now)).toBe(
      'There is no statement for December 2026 yet.',
    );
    expect(statementMonthProblem('2026-02', opened, now)).toBe(
      'The account was opened in March 2026: there is no statement for an earlier month.',
    );
  });
});

describe.each(backends)('monthly account statement on %s', (backend) => {
  let t: CatalogTestApp;
  let bed: Awaited<ReturnType<typeof cashelVelvet>>;
  let adminToken: string;

  beforeAll(async () => {
    t = await buildCatalogApp(backend);
    bed = await cashelVelvet(t.db.db);
    adminToken = readAdminTokenFile(t.dataDir)!;
  });
  afterAll(async () => t?.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  /** A line of the demo bed, 5ft King, Cloud Storage (€1,296.42 a unit incl. VAT). */
  const kingCloud = (quantity: number, referenceNumber: string) => ({
    ...bed,
    sizeId: 14,
    storageType: 'Cloud Storage',
    quantity,
    price: '1296.42',
    referenceNumber,
  });
  const checkout = async (token: string, key: string, items: unknown[]) => {
    const placed = await placeCheckout(t.app, token, key, items);
    expect(placed.statusCode).toBe(201);
    return placed.json<{ orders: { id: number; trackingId: string; total_price: string }[] }>()
      .orders;
  };
  const pay = async (userId: number, amount: string, note: string) => {
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${userId}/payments`,
      headers: { 'x-admin-token': adminToken },
      payload: { amount, note },
    });
    expect(paid.statusCode).toBe(200);
  };
  const openedAt = (userId: number, at: Date) =>
    t.db.db.update(users).set({ createdAt: at }).where(eq(users.id, userId));
  const moveOrderEntry = (orderId: number, at: Date) =>
    t.db.db
      .update(creditLedger)
      .set({ createdAt: at })
      .where(and(eq(creditLedger.orderId, orderId), eq(creditLedger.kind, 'purchase')));
  const movePayment = (userId: number, note: string, at: Date) =>
    t.db.db
      .update(creditLedger)
      .set({ createdAt: at })
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.note, note)));

  /** The CSV statement of `month`, parsed back: header checked, rows as objects. */
  async function csvStatement(month: string, token: string): Promise<Row[]> {
    const answer = await get(`/api/order/statements/${month}.csv`, token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="statement-${month}.csv"`,
    );
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const records: string[][] = parse(answer.rawPayload, { bom: true });
    expect(records[0]).toEqual([...STATEMENT_CSV_COLUMNS]);
    return parse<Row>(answer.rawPayload, { bom: true, columns: true });
  }

  /** Checks one month's rows: opening first, closing last, running balance, and returns them. */
  function checkBalances(all: Row[]) {
    // The ledger's rows end with the closing balance; the closing balance's ageing follows (issue 22).
    const end = all.findIndex((r) => r.Type === 'Closing balance');
    const rows = all.slice(0, end + 1);
    const ageing = all.slice(end + 1);
    const opening = rows[0]!;
    const closing = rows.at(-1)!;
    expect(opening.Type).toBe('Opening balance');
    expect(closing.Type).toBe('Closing balance');
    expect(ageing.map((r) => r.Type).every((t) => t === 'Ageing')).toBe(true);
    expect(ageing.slice(0, 5).map((r) => r.Description)).toEqual([
      'Current (not yet due)',
      '1-30 days overdue',
      '31-60 days overdue',
      '61-90 days overdue',
      'over 90 days overdue',
    ]);
    expect(ageing.reduce((sum, r) => sum + csvCents(r['Balance (EUR)'])!, 0)).toBe(
      csvCents(closing['Balance (EUR)']),
    );
    const entries = rows.slice(1, -1);
    let balance = csvCents(opening['Balance (EUR)'])!;
    for (const e of entries) {
      balance += csvCents(e['Gross (EUR)'])!;
      expect(csvCents(e['Balance (EUR)'])).toBe(balance);
      if (e.Type !== 'Payment') {
        expect(csvCents(e['Net (EUR)'])! + csvCents(e['VAT (EUR)'])!).toBe(
          csvCents(e['Gross (EUR)']),
        );
      }
    }
    expect(csvCents(closing['Balance (EUR)'])).toBe(balance);
    return {
      opening: csvCents(opening['Balance (EUR)'])!,
      closing: balance,
      entries,
    };
  }

  it('gives every month opening + entries = closing, continuous across months, equal to the ledger', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 2_000_000);
    const now = new Date(t.clock.now());
    const current = irishMonthOf(now);
    const prev = previousMonth(current);
    const prev2 = previousMonth(prev);
    await openedAt(buyer.id, new Date(`${prev2}-10T12:00:00Z`));

    // Two months ago: a purchase of two beds and a payment of €100.00 (a note a spreadsheet would run).
    const [first] = await checkout(buyer.token, 'st-1', [kingCloud(2, 'R-OLD')]);
    await moveOrderEntry(first!.id, new Date(`${prev2}-20T12:00:00Z`));
    await pay(buyer.id, '100.00', '=SUM(A1)');
    await movePayment(buyer.id, '=SUM(A1)', new Date(`${prev2}-21T12:00:00Z`));
    // This month: two lines, one cancelled (a reversal), and a payment of €500.00.
    const [kept, cancelled] = await checkout(buyer.token, 'st-2', [
      kingCloud(1, 'R-KEPT'),
      kingCloud(3, 'R-GONE'),
    ]);
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/order/order-cancelled/${cancelled!.id}`,
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(cancel.statusCode).toBe(200);
    await pay(buyer.id, '500.00', 'BANK-REF 42');

    const list = await get('/api/order/statements', buyer.token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      success: true,
      opened: prev2,
      months: [current, prev, prev2].map((month) => ({ month, label: monthLabel(month) })),
    });

    const old = checkBalances(await csvStatement(prev2, buyer.token));
    const firstGross = 2 * 129642;
    expect(old.opening).toBe(0);
    expect(old.entries.map((e) => [e.Type, e.Reference, csvCents(e['Gross (EUR)'])])).toEqual([
      ['Purchase', first!.trackingId, firstGross],
      ['Payment', "'=SUM(A1)", -10000],
    ]);
    expect(old.entries[0]!.Description).toMatch(
      /^INV-\d{4}-\d{6} · PO-\d{6}: Cashel Grand Bed × 2 \(ref R-OLD\)$/,
    );
    expect(old.entries[0]!.Date).toBe(`${prev2}-20`);
    expect(old.closing).toBe(firstGross - 10000);

    const quiet = checkBalances(await csvStatement(prev, buyer.token));
    expect(quiet.entries).toEqual([]);
    expect(quiet.opening).toBe(old.closing);
    expect(quiet.closing).toBe(old.closing);

    const rows = await csvStatement(current, buyer.token);
    const month = checkBalances(rows);
    expect(month.opening).toBe(quiet.closing);
    const cancelledGross = Math.round(Number(cancelled!.total_price) * 100);
    expect(month.entries.map((e) => [e.Type, e.Reference, csvCents(e['Gross (EUR)'])])).toEqual([
      ['Purchase', kept!.trackingId, 129642],
      ['Purchase', cancelled!.trackingId, cancelledGross],
      ['Reversal', cancelled!.trackingId, -cancelledGross],
      ['Payment', 'BANK-REF 42', -50000],
    ]);
    expect(month.entries[2]!.Description).toMatch(
      /^CN-\d{4}-\d{6} credits INV-\d{4}-\d{6}: Cashel Grand Bed × 3 \(ref R-GONE\)$/,
    );
    // The net and VAT of the reversal mirror the purchase's.
    expect(month.entries[2]!['Net (EUR)']).toBe(`-${month.entries[1]!['Net (EUR)']}`);
    expect(month.entries[2]!['VAT (EUR)']).toBe(`-${month.entries[1]!['VAT (EUR)']}`);
    const [line] = await t.db.db.select().from(orders).where(eq(orders.id, kept!.id));
    expect(csvCents(month.entries[0]!['Net (EUR)'])).toBe(line!.unitPriceCents * line!.quantity);
    expect(csvCents(month.entries[0]!['VAT (EUR)'])).toBe(line!.unitVatCents * line!.quantity);
    // The closing balance is what the ledger says is owed, and the credit the customer sees.
    const owed = await outstandingCents(t.db.db, buyer.id);
    expect(month.closing).toBe(owed);
    expect(month.closing).toBe(firstGross - 10000 + 129642 - 50000);
    expect(rows.find((r) => r.Type === 'Closing balance')!.Date).toBe(irishDayOf(now));

    // The PDF shows the same: every amount, the references, both parties.
    const pdf = await get(`/api/order/statements/${current}.pdf`, buyer.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="statement-${current}.pdf"`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    if (text === null) {
      console.warn('pdftotext not installed (apt-get install poppler-utils): text check skipped');
      return;
    }
    for (const words of [
      'Account statement',
      monthLabel(current),
      `Issued ${longDate(now)}`,
      'Serena Home',
      'trade@serenahome.ie',
      'Buyer Ltd',
      'Test Buyer',
      'Opening balance',
      'Closing balance',
      'BANK-REF 42',
      'Cashel Grand Bed × 3',
      'Ageing of the balance',
      `${monthLabel(current).replace(/^(\w+) /, '1 $1 ')} – ${longDate(now)}`,
      kept!.trackingId,
      cancelled!.trackingId,
    ]) {
      expect(text).toContain(words);
    }
    for (const e of month.entries) {
      for (const column of ['Net (EUR)', 'VAT (EUR)', 'Gross (EUR)', 'Balance (EUR)'] as const) {
        const cents = csvCents(e[column]);
        if (cents !== null) expect(text).toContain(euro(cents));
      }
    }
    for (const cents of [month.opening, month.closing, 129642 + cancelledGross, -cancelledGross]) {
      expect(text).toContain(euro(cents));
    }

    // A month without activity still has its balances.
    const emptyText = pdfText(
      (await get(`/api/order/statements/${prev}.pdf`, buyer.token)).rawPayload,
    )!;
    expect(emptyText).toContain('No purchases, reversals or payments this month.');
    expect(emptyText).not.toContain('-€0.00');
    expect(
      emptyText.match(new RegExp(euro(old.closing).replace(/[.$]/g, '\\$&'), 'g'))?.length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('books entries by the Irish calendar month', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 100_000);
    await openedAt(buyer.id, new Date('2026-06-01T12:00:00Z'));
    await pay(buyer.id, '25.00', 'midnight');
    // 00:30 on 1 August in Dublin (IST), still 31 July in UTC.
    await movePayment(buyer.id, 'midnight', new Date('2026-07-31T23:30:00Z'));
    const july = checkBalances(await csvStatement('2026-07', buyer.token));
    expect(july.entries).toEqual([]);
    const august = checkBalances(await csvStatement('2026-08', buyer.token));
    expect(august.entries.map((e) => [e.Date, e.Reference])).toEqual([['2026-08-01', 'midnight']]);
    expect(august.closing).toBe(-2500);
    const text = pdfText((await get('/api/order/statements/2026-08.pdf', buyer.token)).rawPayload);
    if (text !== null) {
      expect(text).toContain('1 August 2026 – 31 August 2026');
      expect(text).toContain('1 Aug 2026');
      expect(text).toContain('-€25.00');
    }
  });

  it('answers 400 with a message for bad months, 401 without a session', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 100_000);
    const now = new Date(t.clock.now());
    const current = irishMonthOf(now);
    await openedAt(buyer.id, new Date(`${current}-01T12:00:00Z`));
    const cases: [string, string][] = [
      ['2026-13.pdf', "'2026-13' is not a month: use YYYY-MM, e.g. 2026-11."],
      ['abc.csv', "'abc' is not a month: use YYYY-MM, e.g. 2026-11."],
      ['abc', STATEMENT_MESSAGES.badFile],
      ['2026-11.txt', STATEMENT_MESSAGES.badFile],
      [
        `${nextMonth(current)}.pdf`,
        `There is no statement for ${monthLabel(nextMonth(current))} yet.`,
      ],
      ['2999-01.csv', 'There is no statement for January 2999 yet.'],
      [
        `${previousMonth(current)}.pdf`,
        `The account was opened in ${monthLabel(current)}: there is no statement for an earlier month.`,
      ],
    ];
    for (const [file, message] of cases) {
      const answer = await get(`/api/order/statements/${file}`, buyer.token);
      expect(answer.statusCode, file).toBe(400);
      expect(answer.json(), file).toEqual({ success: false, message });
    }
    for (const url of [
      '/api/order/statements',
      `/api/order/statements/${current}.pdf`,
      `/api/order/statements/${current}.csv`,
      '/api/order/statements/abc',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(401);
      expect(answer.json()).toEqual({ success: false, message: 'Unauthorized' });
    }
    // The new account's first month: no entries, balances of zero.
    const fresh = checkBalances(await csvStatement(current, buyer.token));
    expect(fresh).toEqual({ opening: 0, closing: 0, entries: [] });
  });

  it('lets the admin read any customer’s statement; a customer gets 403 there', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 500_000);
    const other = await customer(t.db.db, t.config.jwtSecret, 500_000);
    const [order] = await checkout(buyer.token, 'st-admin', [kingCloud(1, 'R-A')]);
    const current = irishMonthOf(new Date(t.clock.now()));
    const url = `/api/admin/accounts/${buyer.id}/statements/${current}.csv`;

    const own = await get(`/api/order/statements/${current}.csv`, buyer.token);
    const admin = await adminBearer(t);
    const byAdmin = await get(url, admin.token);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.body).toBe(own.body);
    expect(byAdmin.body).toContain(order!.trackingId);
    const byToken = await t.app.inject({ url, headers: { 'x-admin-token': adminToken } });
    expect(byToken.statusCode).toBe(200);

    // Another customer's own statement never shows the buyer's entries.
    const theirs = await get(`/api/order/statements/${current}.csv`, other.token);
    expect(theirs.body).not.toContain(order!.trackingId);

    for (const token of [buyer.token, other.token]) {
      const answer = await get(url, token);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ success: false, message: 'Forbidden' });
    }
    expect((await get(url)).statusCode).toBe(401);
    const missing = await get(
      `/api/admin/accounts/2147483647/statements/${current}.pdf`,
      admin.token,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      success: false,
      message: 'No account with id 2147483647',
    });
    const bad = await get(`/api/admin/accounts/${buyer.id}/statements/2026-13.pdf`, admin.token);
    expect(bad.statusCode).toBe(400);
  });
});
