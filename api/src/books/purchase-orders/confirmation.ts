/**
 * The order confirmation e-mail of a checkout (issue 14): HTML with a plain-text part, the purchase
 * order's lines, tracking IDs and totals, and its PDF invoice attached. Queued in the checkout's
 * transaction (orders/order-outbox.ts): it commits with the order and is sent by the outbox.
 */
import type { DbOrTx } from '../ledger.js';
import { invoicesOfPurchaseOrders } from '../invoices.js';
import { invoiceDocumentPdf } from '../pdf.js';
import type { SellerParticulars } from '../../db/schema/books.js';
import type { OrderRow } from '../../db/schema/orders.js';
import { orderPlacedMail } from '../../orders/order-mails.js';
import type { MailMessage } from '../../mail/mail.js';
import { findUserById } from '../../accounts/service.js';
import { purchaseOrderOf } from './service.js';

/** What a confirmation needs besides the database. */
export interface ConfirmationDeps {
  /** The storefront's address (PUBLIC_URL), for the My Orders link. */
  publicUrl: string;
  /** The seller for invoices issued without a seller snapshot (migrated; never for new ones). */
  seller: SellerParticulars;
}

/**
 * The confirmation mail to user `userId` of the purchase order holding `placed` (the checkout's
 * orders) with its invoice attached; null when the order, customer or invoice is not found.
 * Reads through `db`, which may be the checkout's own transaction (the mail is queued in it).
 */
export async function confirmationMail(
  db: DbOrTx,
  deps: ConfirmationDeps,
  userId: number,
  placed: OrderRow[],
): Promise<MailMessage | null> {
  const first = placed[0];
  const po = first ? await purchaseOrderOf(db, first) : null;
  const customer = await findUserById(db, userId);
  const invoice = po && (await invoicesOfPurchaseOrders(db, [po.purchaseOrder.id]));
  const found = po && invoice?.get(po.purchaseOrder.id);
  if (!po || !customer || !found) return null;
  const pdf = await invoiceDocumentPdf(found, po.purchaseOrder.number, deps.seller);
  return orderPlacedMail(
    { email: customer.email, fullName: customer.fullName },
    po,
    found,
    pdf,
    deps.publicUrl,
  );
}
