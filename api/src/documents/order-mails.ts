/**
 * The order e-mails (issue 14), HTML with a plain-text part: order placed (with the purchase
 * order's PDF invoice attached), delivery status changed, and order cancelled. Money as the web
 * shows it (`€3,944.66`).
 */
import type { OrderRow } from '../db/schema/orders.js';
import type { MailMessage } from '../services/mail.js';
import type { PurchaseOrderWithLines } from '../purchase-orders/service.js';
import { euro, longDate } from './format.js';
import { INVOICE_VAT_PERCENT, lineOptions } from './invoice-pdf.js';
import { renderMail } from './mail-template.js';

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

/**
 * 'Order placed': the purchase order's number, date, every line with its tracking ID, net, VAT and
 * gross, with the invoice PDF attached.
 */
export async function orderPlacedMail(
  to: MailRecipient,
  po: PurchaseOrderWithLines,
  invoice: Buffer,
  publicUrl: string,
): Promise<MailMessage> {
  const { purchaseOrder: p, lines } = po;
  const rendered = await renderMail({
    title: `Order confirmation ${p.number}`,
    greeting: greeting(to),
    paragraphs: [
      `Thank you for your order. Purchase order ${p.number} of ${longDate(p.createdAt)} holds ${lines.length} ${lines.length === 1 ? 'order' : 'orders'}; each has its own tracking ID.`,
    ],
    rows: [
      ...lines.map((l) => ({
        label: `${l.productName}${lineOptions(l) ? ` (${lineOptions(l)})` : ''} × ${l.quantity} — ref ${l.referenceNumber}, tracking ID ${l.trackingId}`,
        value: euro(l.totalCents),
      })),
      { label: 'Net', value: euro(p.netCents) },
      { label: `VAT (${INVOICE_VAT_PERCENT}%)`, value: euro(p.vatCents) },
      { label: 'Total', value: euro(p.grossCents), strong: true },
    ],
    after: [`Shipping to: ${p.shippingAddress || '—'}`, 'Your invoice is attached as a PDF.'],
    button: ordersLink(publicUrl),
  });
  return {
    to: to.email,
    ...rendered,
    attachments: [
      { filename: `invoice-${p.number}.pdf`, content: invoice, contentType: 'application/pdf' },
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

/** 'Order cancelled': the order is cancelled and its amount returned to the credit account. */
export async function orderCancelledMail(
  to: MailRecipient,
  order: OrderRow,
  publicUrl: string,
): Promise<MailMessage> {
  const rendered = await renderMail({
    title: `Order ${order.trackingId} cancelled`,
    greeting: greeting(to),
    paragraphs: [
      `Your order ${order.productName} × ${order.quantity} (reference ${order.referenceNumber}) is cancelled. ${euro(order.totalCents)} is back on your available credit.`,
    ],
    rows: [
      { label: 'Tracking ID', value: order.trackingId },
      { label: 'Amount returned', value: euro(order.totalCents), strong: true },
    ],
    button: ordersLink(publicUrl),
  });
  return { to: to.email, ...rendered };
}
