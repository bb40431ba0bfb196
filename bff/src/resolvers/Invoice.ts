/**
 * The Invoice type (issue 22): the invoice issued for a purchase order, with its standing as the
 * api reads it from the books (credit notes and allocated payments). Amounts are integer cents.
 */
import type { InvoiceResolvers, InvoiceState } from '../__generated__/resolvers-types.js';
import { parseEuroAmount } from '../domain/money.js';
import type { InvoiceDto } from '../upstream/types.js';
import { invoiceUrl } from './PurchaseOrder.js';

const STATES: Record<InvoiceDto['state'], InvoiceState> = {
  unpaid: 'UNPAID',
  'part paid': 'PART_PAID',
  paid: 'PAID',
  credited: 'CREDITED',
};

/** Euros (decimal string) to cents; 0 when malformed. */
const cents = (euros: string): number => parseEuroAmount(euros) ?? 0;

/** Invoice fields; the PDF link is the purchase order's (the api draws it from the stored invoice). */
export const Invoice: InvoiceResolvers = {
  number: (invoice) => invoice.number,
  issueDate: (invoice) => invoice.issue_date,
  dueDate: (invoice) => invoice.due_date,
  gross: (invoice) => cents(invoice.gross),
  credited: (invoice) => cents(invoice.credited),
  paid: (invoice) => cents(invoice.paid),
  open: (invoice) => cents(invoice.open),
  state: (invoice) => STATES[invoice.state],
  pdfUrl: (invoice) => invoiceUrl(invoice.purchaseOrderNumber),
};
