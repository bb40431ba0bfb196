/**
 * The monthly account statement (issue 14) through the bff over a real api: `viewer.statements`
 * lists the months since the account was opened with same-origin links, and the bff serves those
 * links (PDF and CSV) with the session cookie; bad months keep the api's 400 message, visitors 401.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGql, DEMO_CUSTOMER, tokenOf } from './helpers/admin-client.js';
import { startStack, type Stack } from './helpers/real-stack.js';

interface StatementMonth {
  month: string;
  label: string;
  pdfUrl: string;
  csvUrl: string;
}

const STATEMENTS = `{ viewer { statements { month label pdfUrl csvUrl } } }`;

/** This month in Ireland, YYYY-MM. */
const irishMonth = () =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', timeZone: 'Europe/Dublin' })
    .format(new Date())
    .slice(0, 7);

let stack: Stack;
let token: string;

beforeAll(async () => {
  stack = await startStack();
  token = await tokenOf(stack, DEMO_CUSTOMER);
}, 120_000);
afterAll(async () => stack?.close(), 60_000);

describe('viewer.statements', () => {
  it('lists the months since the account was opened, and the bff serves their PDF and CSV', async () => {
    const r = await adminGql<{ viewer: { statements: StatementMonth[] } }>(
      stack,
      STATEMENTS,
      {},
      token,
    );
    expect(r.errors).toBeUndefined();
    const months = r.data!.viewer.statements;
    // The demo account was opened by the seed just now: one month, the current one.
    const month = irishMonth();
    const label = new Intl.DateTimeFormat('en-IE', { month: 'long', year: 'numeric' }).format(
      new Date(`${month}-15T12:00:00Z`),
    );
    expect(months).toEqual([
      {
        month,
        label,
        pdfUrl: `/documents/statements/${month}.pdf`,
        csvUrl: `/documents/statements/${month}.csv`,
      },
    ]);

    const cookie = { cookie: `authToken=${token}` };
    const pdf = await fetch(`${stack.bffUrl}${months[0]!.pdfUrl}`, { headers: cookie });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="statement-${month}.pdf"`,
    );
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    const csv = await fetch(`${stack.bffUrl}${months[0]!.csvUrl}`, { headers: cookie });
    expect(csv.status).toBe(200);
    const rows = parse<Record<string, string>>(await csv.text(), { bom: true, columns: true });
    expect(rows.map((row) => [row.Type, row['Balance (EUR)']])).toEqual([
      ['Opening balance', '0.00'],
      ['Closing balance', '0.00'],
      // The closing balance's ageing (issue 22): current, 1-30, 31-60, 61-90, over 90 days.
      ...Array.from({ length: 5 }, () => ['Ageing', '0.00']),
    ]);
  });

  it('keeps the api’s 400 message for a bad month; 401 for visitors', async () => {
    const bad = await fetch(`${stack.bffUrl}/documents/statements/2026-13.pdf`, {
      headers: { cookie: `authToken=${token}` },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      success: false,
      message: "'2026-13' is not a month: use YYYY-MM, e.g. 2026-11.",
    });
    const visitor = await fetch(`${stack.bffUrl}/documents/statements/${irishMonth()}.csv`);
    expect(visitor.status).toBe(401);
    await visitor.body?.cancel();
    const r = await adminGql(stack, STATEMENTS);
    expect(r.data).toEqual({ viewer: null });
  });
});
