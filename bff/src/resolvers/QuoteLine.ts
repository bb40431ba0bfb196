/** The QuoteLine type (issue 25): one configured line of a quote, prices in integer cents. */
import type { QuoteLineResolvers } from '../__generated__/resolvers-types.js';
import { quoteFileUrl } from './Quote.js';

/** QuoteLine fields. */
export const QuoteLine: QuoteLineResolvers = {
  id: (l) => String(l.id),
  productId: (l) => (l.productId === null ? null : String(l.productId)),
  fileName: (l) => l.file?.fileName ?? null,
  fileUrl: (l) => quoteFileUrl(l.audience, l.quoteId, l.file),
  listUnitPrice: (l) => l.listUnitPriceCents,
  quotedUnitPrice: (l) => l.quotedUnitPriceCents,
  quotedUnitVat: (l) => l.quotedUnitVatCents,
  quotedTotal: (l) => l.quotedTotalCents,
};
