import type { InvoiceState } from '@/__generated__/graphql';

/** The label of an invoice's state (issue 22), e.g. 'Part paid'. */
export const INVOICE_STATE_LABELS: Record<InvoiceState, string> = {
  UNPAID: 'Unpaid',
  PART_PAID: 'Part paid',
  PAID: 'Paid',
  CREDITED: 'Credited',
};

/** The Chakra colour palette of an invoice state's badge. */
export const INVOICE_STATE_PALETTES: Record<InvoiceState, string> = {
  UNPAID: 'orange',
  PART_PAID: 'yellow',
  PAID: 'green',
  CREDITED: 'gray',
};

/** A calendar day 'YYYY-MM-DD' as an Irish long date ('26 December 2026'); the input otherwise. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat('en-IE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** The VAT label of a purchase order's stored rates: 'VAT' and each rate with a percent sign in brackets. */
export function vatLabel(rates: readonly string[]): string {
  return rates.length === 0 ? 'VAT' : `VAT (${rates.map((r) => `${r}%`).join(', ')})`;
}
