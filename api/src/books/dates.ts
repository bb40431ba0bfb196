/** Irish calendar dates of the books (issue 22): a document's dates are Dublin days, 'YYYY-MM-DD'. */
import { DOCUMENT_TIME_ZONE } from '../mail/format.js';

const ISO_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: DOCUMENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Irish calendar day of an instant, 'YYYY-MM-DD' (e.g. 23:30 UTC on 31 May is 1 June). */
export function irishDate(at: Date): string {
  return ISO_DAY.format(at);
}

/** The Irish calendar year of an instant (what numbers a document: INV-2026-…). */
export function irishYear(at: Date): number {
  return Number(irishDate(at).slice(0, 4));
}
