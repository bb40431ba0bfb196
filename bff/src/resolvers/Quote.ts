/**
 * The Quote type (issue 25): a negotiated quote as its company or the shop reads it. Money in
 * integer cents (the Money resolver formats them); download links are same-origin bff paths
 * (web.ts PRIVATE_DOWNLOADS) that the api checks again: the customer's own, or the admin's.
 */
import { formatVatRate } from '@serena/domain';
import type { QuoteResolvers, QuoteState } from '../__generated__/resolvers-types.js';
import type { QuoteAudience, QuoteDto, QuoteModel } from '../upstream/quotes.js';

/** Browser path prefix of a customer's quote PDF: `/documents/quotes/{id}` (→ /api/quotes/{id}/pdf). */
export const QUOTE_PDF_PREFIX = '/documents/quotes/';
/** Browser path prefix of the shop's quote downloads: `/admin-files/quotes/{id}/pdf|files/{fileId}`. */
export const ADMIN_QUOTE_FILES_PREFIX = '/admin-files/quotes/';
/**
 * Browser path prefix of a customer's quote files, their own and the shop's:
 * `/documents/quote-files/{id}/files/{fileId}` (→ /api/quotes/{id}/files/{fileId}).
 */
export const QUOTE_FILES_PREFIX = '/documents/quote-files/';

/** The GraphQL model of a quote for `audience`. */
export const toQuote = (dto: QuoteDto, audience: QuoteAudience): QuoteModel => ({
  ...dto,
  audience,
});

/** Where `audience` downloads file `fileId` of quote `quoteId`, or null without a file. */
export function quoteFileUrl(
  audience: QuoteAudience,
  quoteId: number,
  file: { id: string } | null,
): string | null {
  if (!file) return null;
  const id = encodeURIComponent(file.id);
  return audience === 'shop'
    ? `${ADMIN_QUOTE_FILES_PREFIX}${quoteId}/files/${id}`
    : `${QUOTE_FILES_PREFIX}${quoteId}/files/${id}`;
}

/** Quote fields. */
export const Quote: QuoteResolvers = {
  id: (q) => String(q.id),
  state: (q) => q.state.toUpperCase() as QuoteState,
  discountPercent: (q) => (q.discountBp === null ? null : formatVatRate(q.discountBp)),
  vatRate: (q) => formatVatRate(q.vatRateBp),
  net: (q) => q.netCents,
  vat: (q) => q.vatCents,
  total: (q) => q.grossCents,
  lines: (q) => q.lines.map((l) => ({ ...l, quoteId: q.id, audience: q.audience })),
  messages: (q) => q.messages.map((m) => ({ ...m, quoteId: q.id, audience: q.audience })),
  pdfUrl: (q) => {
    if (q.grossCents === null) return null;
    return q.audience === 'shop'
      ? `${ADMIN_QUOTE_FILES_PREFIX}${q.id}/pdf`
      : `${QUOTE_PDF_PREFIX}${q.id}`;
  },
};
