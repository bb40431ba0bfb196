/**
 * The CreditNote type (issue 22): one cancellation's credit note against a purchase order's
 * invoice, as GET /api/order/purchase-orders lists it. Amounts are integer cents.
 */
import type { CreditNoteResolvers } from '../__generated__/resolvers-types.js';
import { parseEuroAmount } from '../domain/money.js';

/** The same-origin link of a credit note's PDF (the bff proxies it with the session). */
export function creditNoteUrl(number: string): string {
  return `/documents/credit-notes/${encodeURIComponent(number)}`;
}

/** Euros (decimal string) to cents; 0 when malformed. */
const cents = (euros: string): number => parseEuroAmount(euros) ?? 0;

/** CreditNote fields. */
export const CreditNote: CreditNoteResolvers = {
  number: (note) => note.number,
  issueDate: (note) => note.issue_date,
  reason: (note) => note.reason,
  cancelledBy: (note) => (note.cancelled_by === 'admin' ? 'ADMIN' : 'CUSTOMER'),
  net: (note) => cents(note.net),
  vat: (note) => cents(note.vat),
  gross: (note) => cents(note.gross),
  trackingIds: (note) => note.tracking_ids,
  pdfUrl: (note) => creditNoteUrl(note.number),
};
