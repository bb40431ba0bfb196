/**
 * How documents (e-mails, invoices, statements) show money and dates: the same as the web
 * (issue 14): euro in Irish English, e.g. `€3,944.66`, dates like `22 November 2026`.
 */

/** The shop's time zone: documents' dates and statement months are Irish (design "Money"). */
export const DOCUMENT_TIME_ZONE = 'Europe/Dublin';

const EURO = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const DATE = new Intl.DateTimeFormat('en-IE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: DOCUMENT_TIME_ZONE,
});

/** Integer euro cents as the web shows them: 394466 → '€3,944.66'. @throws RangeError for non-integers. */
export function euro(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be an integer, got ${cents}`);
  return EURO.format(cents / 100);
}

const SHORT_DATE = new Intl.DateTimeFormat('en-IE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: DOCUMENT_TIME_ZONE,
});

/** A date in Irish English, Dublin time: '22 November 2026'. */
export function longDate(date: Date): string {
  return DATE.format(date);
}

/** A date for table columns, Dublin time: '22 Nov 2026'. */
export function shortDate(date: Date): string {
  return SHORT_DATE.format(date);
}

/** Serena Home's details as printed on invoices and statements (the web's Contact section). */
export const SHOP = {
  name: 'Serena Home',
  storeName: 'Serena Trade',
  addressLines: ['Unit 4, Ashbourne Business Park', 'Ashbourne', 'Co Meath', 'A84 XY00', 'Ireland'],
  email: 'trade@serenahome.ie',
  phone: '+353 1 835 0000',
} as const;
