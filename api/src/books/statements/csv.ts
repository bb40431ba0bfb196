/**
 * The monthly account statement as CSV (issue 14) with the shop's CSV writer (server-kit
 * `writeCsv`): RFC 4180 quoting, CRLF line ends, one header row, then an 'Opening balance' row,
 * one row per ledger entry of the month and a 'Closing balance' row, then the closing balance's
 * ageing ('Ageing' rows: current, 1–30, 31–60, 61–90 and over 90 days overdue, and credit not yet
 * allocated). Dates are Irish calendar days (YYYY-MM-DD); amounts are signed decimal
 * euros ('1296.42', '-1296.42') so a spreadsheet or accounts package reads them as numbers, like
 * the admin's order CSV. Text cells that a spreadsheet would run as a formula are neutralised. The
 * text starts with a UTF-8 byte order mark so Excel shows '€', '×' and fadas right.
 */
import { writeCsv } from '@serena/server-kit';
import { formatCents } from '../../lib/money.js';
import { irishDayOf, statementDays } from './month.js';
import { ageingRows, KIND_LABELS } from './pdf.js';
import type { Statement } from './service.js';

/** The statement CSV's header row. */
export const STATEMENT_CSV_COLUMNS = [
  'Date',
  'Type',
  'Reference',
  'Description',
  'Net (EUR)',
  'VAT (EUR)',
  'Gross (EUR)',
  'Balance (EUR)',
] as const;

/** Signed decimal euros of `cents`, '' for none. */
const amount = (cents: number | null) => (cents === null ? '' : formatCents(cents));

/** Returns the statement as CSV text (header first, CRLF line ends). */
export function statementCsv(statement: Statement): string {
  const s = statement;
  const { first, last } = statementDays(s.month, s.issuedAt);
  const rows: (string | number)[][] = [
    [first, 'Opening balance', '', '', '', '', '', amount(s.openingCents)],
    ...s.entries.map((e) => [
      irishDayOf(e.date),
      KIND_LABELS[e.kind],
      e.reference,
      e.description,
      amount(e.netCents),
      amount(e.vatCents),
      amount(e.grossCents),
      amount(e.balanceCents),
    ]),
    [last, 'Closing balance', '', '', '', '', '', amount(s.closingCents)],
    // Ageing of the closing balance (issue 22), one row per bucket.
    ...ageingRows(s).map(([label, cents]) => [
      last,
      'Ageing',
      '',
      label,
      '',
      '',
      '',
      amount(cents),
    ]),
  ];
  return writeCsv(STATEMENT_CSV_COLUMNS, rows, {
    bom: true,
    numeric: STATEMENT_CSV_COLUMNS.slice(4),
  });
}
