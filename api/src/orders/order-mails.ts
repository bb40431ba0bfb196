/**
 * The order e-mails (issue 14), HTML with a plain-text part: order placed (with the purchase
 * order's PDF invoice attached), delivery status changed, and order cancelled. Money as the web
 * shows it (`€3,944.66`).
 */
import { formatVatRate, totalsPerRate } from '@serena/domain';
import type { CreditNoteWithLines } from '../books/credit-notes.js';
import type { InvoiceWithLines } from '../books/invoices.js';
import { calendarDate } from '../books/pdf.js';
import type { OrderRow } from '../db/schema/orders.js';
import type { MailMessage } from '../mail/mail.js';
import type { PurchaseOrderWithLines } from '../books/purchase-orders/service.js';
import { euro, longDate } from '../mail/format.js';
import { renderMail } from '../mail/mail-template.js';

/** Who an order e-mail goes to. */
export interface MailRecipient {
  email: string;
  fullName: string;
}

const greeting = (to: MailRecipient) => (to.fullName ? `Hello ${to.fullName},` : 'Hello,');

/** Where the customer follows their orders: `${publicUrl}/orders`. */
const ordersLink = (publicUrl: string) => ({
  label: 'View My Orders',
  href: `${publicUrl}/orders`,
});

/** ' (your PO number X)' or '' — the buyer's own PO number as mails mention it. */
const buyerPo = (n: string | null) => (n ? ` (your PO number ${n})` : '');

/**
 * 'Order placed': the purchase order's and the invoice's numbers, the buyer's PO number, every line
 * of the invoice with its tracking ID, net and VAT per rate, gross and the due date, with the
 * invoice PDF attached.
 */
export async function orderPlacedMail(
  to: MailRecipient,
  po: PurchaseOrderWithLines,
  found: InvoiceWithLines,
  pdf: Buffer,
  publicUrl: string,
): Promise<MailMessage> {
  const { purchaseOrder: p } = po;
  const { invoice, lines } = found;
  const perRate = totalsPerRate(lines);
  const rendered = await renderMail({
    title: `Order confirmation ${p.number}`,
    greeting: greeting(to),
    paragraphs: [
      `Thank you for your order. Purchase order ${p.number}${buyerPo(invoice.buyerPoNumber)} of ${longDate(p.createdAt)} holds ${lines.length} ${lines.length === 1 ? 'order' : 'orders'}; each has its own tracking ID.`,
    ],
    rows: [
      ...lines.map((l) => ({
        label: `${l.description} × ${l.quantity} — ref ${l.referenceNumber}, tracking ID ${l.trackingId}`,
        value: euro(l.grossCents),
      })),
      { label: 'Net', value: euro(invoice.netCents) },
      ...perRate.map((r) => ({
        label: `VAT (${formatVatRate(r.vatRateBp)}%)`,
        value: euro(r.vatCents),
      })),
      { label: 'Total', value: euro(invoice.grossCents), strong: true },
    ],
    after: [
      `Shipping to: ${p.shippingAddress || '—'}`,
      `Invoice ${invoice.number} is attached as a PDF; it is due on ${calendarDate(invoice.dueDate)}.`,
    ],
    button: ordersLink(publicUrl),
  });
  return {
    to: to.email,
    ...rendered,
    attachments: [
      { filename: `invoice-${invoice.number}.pdf`, content: pdf, contentType: 'application/pdf' },
    ],
  };
}

/** 'Status changed': an order moved from one delivery status to another. */
export async function statusChangedMail(
  to: MailRecipient,
  order: OrderRow,
  from: string,
  publicUrl: string,
): Promise<MailMessage> {
  const rendered = await renderMail({
    title: `Order ${order.trackingId}: ${order.deliveryStatus}`,
    greeting: greeting(to),
    paragraphs: [
      `Your order ${order.productName} × ${order.quantity} (reference ${order.referenceNumber}) has moved from '${from}' to '${order.deliveryStatus}'.`,
    ],
    rows: [
      { label: 'Tracking ID', value: order.trackingId },
      { label: 'Delivery status', value: order.deliveryStatus, strong: true },
      { label: 'Order total', value: euro(order.totalCents) },
    ],
    button: { label: 'Track this order', href: `${publicUrl}/order-tracking/${order.trackingId}` },
  });
  return { to: to.email, ...rendered };
}

/**
 * 'Order cancelled' (one mail whoever cancelled): the order is cancelled, its amount is back on the
 * credit account, and the credit note (number, invoice it credits, reason) is attached as a PDF.
 */
export async function orderCancelledMail(
  to: MailRecipient,
  order: OrderRow,
  credit: { note: CreditNoteWithLines; pdf: Buffer } | null,
  publicUrl: string,
): Promise<MailMessage> {
  const note = credit?.note.creditNote;
  const rendered = await renderMail({
    title: `Order ${order.trackingId} cancelled`,
    greeting: greeting(to),
    paragraphs: [
      `Your order ${order.productName} × ${order.quantity} (reference ${order.referenceNumber}) is cancelled. ${euro(order.totalCents)} is back on your available credit.`,
      ...(credit && note
        ? [
            `Credit note ${note.number} credits invoice ${credit.note.invoiceNumber}${buyerPo(note.buyerPoNumber)}; it is attached as a PDF. Reason: ${note.reason}.`,
          ]
        : []),
    ],
    rows: [
      { label: 'Tracking ID', value: order.trackingId },
      ...(note ? [{ label: 'Credit note', value: note.number }] : []),
      { label: 'Amount returned', value: euro(order.totalCents), strong: true },
    ],
    button: ordersLink(publicUrl),
  });
  return {
    to: to.email,
    ...rendered,
    ...(credit && note
      ? {
          attachments: [
            {
              filename: `credit-note-${note.number}.pdf`,
              content: credit.pdf,
              contentType: 'application/pdf',
            },
          ],
        }
      : {}),
  };
}
