import type { InvoiceState } from '@/__generated__/graphql';
import { dayLongDate } from '@/lib/dates';

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
  return dayLongDate(day) ?? day;
}

/** The VAT label of a purchase order's stored rates: 'VAT' and each rate with a percent sign in brackets. */
export function vatLabel(rates: readonly string[]): string {
  return rates.length === 0 ? 'VAT' : `VAT (${rates.map((r) => `${r}%`).join(', ')})`;
}
