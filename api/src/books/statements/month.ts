/**
 * Statement months (issue 14, monthly account statement): a month is a calendar month of the
 * shop's time zone (Europe/Dublin) written `YYYY-MM`. A statement exists for every month from the
 * one the account was opened in up to the current one; anything else is refused with a clear
 * message (the routes answer 400 with it).
 */
import { DOCUMENT_TIME_ZONE as SHOP_TIME_ZONE } from '../../mail/format.js';

/** A statement's file formats: the URL's extension. */
export const STATEMENT_FORMATS = ['pdf', 'csv'] as const;
/** One of {@link STATEMENT_FORMATS}. */
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** The messages of a refused month or file name (answered with HTTP 400). */
export const STATEMENT_MESSAGES = {
  badFile: 'Ask for a statement as YYYY-MM.pdf or YYYY-MM.csv, e.g. 2026-11.pdf.',
  badMonth: (month: string) => `${month} is not a month: use YYYY-MM, e.g. 2026-11.`,
  future: (label: string) => `There is no statement for ${label} yet.`,
  beforeOpening: (label: string) =>
    `The account was opened in ${label}: there is no statement for an earlier month.`,
} as const;

const YEAR_MONTH = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});
const DAY = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});
const LABEL = new Intl.DateTimeFormat('en-IE', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The Irish month of an instant as `YYYY-MM` (e.g. 2026-10-31T23:30Z → '2026-10' in winter). */
export function irishMonthOf(date: Date): string {
  const parts = YEAR_MONTH.formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** The Irish calendar day of an instant as `YYYY-MM-DD` (the statement CSV's date column). */
export function irishDayOf(date: Date): string {
  const parts = DAY.formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** True when `value` is a real month `YYYY-MM` (years 2000–9999, months 01–12). */
export function isMonth(value: string): boolean {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return year >= 2000 && month >= 1 && month <= 12;
}

/** A month's name in Irish English: '2026-11' → 'November 2026'. @throws RangeError for a non-month. */
export function monthLabel(month: string): string {
  if (!isMonth(month)) throw new RangeError(`not a month: ${month}`);
  const [year, mm] = month.split('-').map(Number);
  return LABEL.format(new Date(Date.UTC(year!, mm! - 1, 1)));
}

/** The month after `month` ('2026-12' → '2027-01'). @throws RangeError for a non-month. */
export function nextMonth(month: string): string {
  if (!isMonth(month)) throw new RangeError(`not a month: ${month}`);
  const [year, mm] = month.split('-').map(Number);
  return mm === 12 ? `${year! + 1}-01` : `${year}-${String(mm! + 1).padStart(2, '0')}`;
}

/** Every month from `first` to `last` inclusive, newest first (empty when first > last). */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let m = first; m <= last; m = nextMonth(m)) months.unshift(m);
  return months;
}

/** A parsed statement file name: the month and the format. */
export interface StatementFile {
  month: string;
  format: StatementFormat;
}

/**
 * Parses a statement file name, `2026-11.pdf` or `2026-11.csv`.
 * @returns the month and format, or the message to answer with 400.
 */
export function parseStatementFile(
  file: string,
): { ok: true; value: StatementFile } | { ok: false; message: string } {
  const match = /^([^.]*)\.(pdf|csv)$/i.exec(file);
  if (!match) return { ok: false, message: STATEMENT_MESSAGES.badFile };
  const month = match[1]!;
  if (!isMonth(month)) {
    const shown = month.length > 20 || /[^\x20-\x7e]/.test(month) ? 'That' : `'${month}'`;
    return { ok: false, message: STATEMENT_MESSAGES.badMonth(shown) };
  }
  return { ok: true, value: { month, format: match[2]!.toLowerCase() as StatementFormat } };
}

/**
 * Checks that `month` has a statement for an account opened at `openedAt`, at time `now`: not
 * after the current Irish month, not before the month the account was opened in.
 * @returns null when it has, else the message to answer with 400.
 */
export function statementMonthProblem(month: string, openedAt: Date, now: Date): string | null {
  if (month > irishMonthOf(now)) return STATEMENT_MESSAGES.future(monthLabel(month));
  const opened = irishMonthOf(openedAt);
  if (month < opened) return STATEMENT_MESSAGES.beforeOpening(monthLabel(opened));
  return null;
}

/**
 * The first and last Irish day a statement covers, `YYYY-MM-DD`: the month's 1st and its last day,
 * or today for the current month.
 * @throws RangeError for a non-month.
 */
export function statementDays(month: string, now: Date): { first: string; last: string } {
  if (!isMonth(month)) throw new RangeError(`not a month: ${month}`);
  const [year, mm] = month.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year!, mm, 0)).getUTCDate();
  return {
    first: `${month}-01`,
    last:
      month === irishMonthOf(now)
        ? irishDayOf(now)
        : `${month}-${String(lastDay).padStart(2, '0')}`,
  };
}

/**
 * The period a statement covers as two instants to print with the documents' date formats: noon
 * (UTC) of its first and last Irish day, see {@link statementDays}.
 * @throws RangeError for a non-month.
 */
export function statementPeriod(month: string, now: Date): { from: Date; to: Date } {
  const { first, last } = statementDays(month, now);
  // Noon UTC is the same calendar day in Dublin (UTC+0 or +1).
  return { from: new Date(`${first}T12:00:00Z`), to: new Date(`${last}T12:00:00Z`) };
}
