import type { QuoteState } from '@/admin/__generated__/graphql';

/** How each quote state reads in the inbox (issue 25). */
export const QUOTE_STATE_NAMES: Record<QuoteState, string> = {
  REQUESTED: 'Awaiting a price',
  PRICED: 'Priced',
  EXPIRED: 'Expired',
  ACCEPTED: 'Accepted',
  DECLINED: 'Declined',
};
