import { formatMoney } from '@/lib/money';
import type { QuoteState } from '@/__generated__/graphql';

/** How each quote state reads to the customer and the shop (issue 25). */
export const QUOTE_STATE_LABELS: Record<QuoteState, string> = {
  REQUESTED: 'Awaiting price',
  PRICED: 'Priced',
  EXPIRED: 'Expired',
  ACCEPTED: 'Accepted',
  DECLINED: 'Declined',
};

/** The badge colour palette of each state. */
export const QUOTE_STATE_PALETTES: Record<QuoteState, string> = {
  REQUESTED: 'orange',
  PRICED: 'blue',
  EXPIRED: 'gray',
  ACCEPTED: 'green',
  DECLINED: 'red',
};

/** '€1,234.50' of a decimal amount ('1234.50'), or '—' before the quote is priced. */
export function euros(amount: string | null | undefined): string {
  return amount === null || amount === undefined
    ? '—'
    : formatMoney({ amount, currencyCode: 'EUR' });
}
