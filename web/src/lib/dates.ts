/**
 * Long dates in Irish English ("3 March 2025"), printed without Intl (issue 29): the first Intl
 * formatter of a page costs a phone about 40-60 ms of main thread while the browser loads its
 * locale data, for text that is only day, month name and year. Property tests check each function
 * against Intl's en-IE output (dates.test.ts).
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const HOUR_MS = 3_600_000;

/** 'D Month YYYY' of the UTC calendar day `date` falls on. */
function utcLongDate(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** 01:00 UTC on the last Sunday of `month` (0-based) of `year`, in ms since the epoch. */
function lastSundayOneAm(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Irish time's offset from UTC at instant `ms` (ms since the epoch): one hour in summer time,
 * from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October (the EU
 * rule Ireland has kept since 1996), else none.
 */
export function irishOffsetMs(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  return ms >= lastSundayOneAm(year, 2) && ms < lastSundayOneAm(year, 9) ? HOUR_MS : 0;
}

/**
 * The Irish calendar day of an instant as a long date, e.g. 2026-05-04T23:30:00Z -> "5 May 2026"
 * (Europe/Dublin, the same day on the server and in the browser); null for an invalid date.
 */
export function irishLongDate(date: Date): string | null {
  const ms = date.getTime();
  return Number.isNaN(ms) ? null : utcLongDate(new Date(ms + irishOffsetMs(ms)));
}

/**
 * A calendar day 'YYYY-MM-DD' as a long date, e.g. '2026-12-26' -> "26 December 2026"; null when
 * it is not such a day.
 */
export function dayLongDate(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : utcLongDate(date);
}
