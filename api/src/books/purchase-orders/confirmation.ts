/**
 * The order confirmation e-mail of a checkout (issue 14): HTML with a plain-text part, the purchase
 * order's lines, tracking IDs and totals, and its PDF invoice attached. Sent after the checkout
 * committed; a failure is logged and never undoes the order.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { invoicesOfPurchaseOrders } from '../invoices.js';
import { invoiceDocumentPdf } from '../pdf.js';
import type { SellerParticulars } from '../../db/schema/books.js';
import type { OrderRow } from '../../db/schema/orders.js';
import { orderPlacedMail } from '../../orders/order-mails.js';
import type { Mailer } from '../../mail/mail.js';
import { findUserById } from '../../accounts/service.js';
import { purchaseOrderOf } from './service.js';

/** What sending a confirmation needs. */
export interface ConfirmationDeps {
  db: Db;
  mailer: Mailer;
  /** The storefront's address (PUBLIC_URL), for the My Orders link. */
  publicUrl: string;
  /** The seller for invoices issued without a seller snapshot (migrated; never for new ones). */
  seller: SellerParticulars;
  log: FastifyBaseLogger;
}

/**
 * E-mails user `userId` the confirmation of the purchase order holding `placed` (the checkout's
 * orders) with its invoice attached. Never throws.
 */
export async function confirmByMail(
  deps: ConfirmationDeps,
  userId: number,
  placed: OrderRow[],
): Promise<void> {
  try {
    const first = placed[0];
    const po = first ? await purchaseOrderOf(deps.db, first) : null;
    const customer = await findUserById(deps.db, userId);
    const invoice = po && (await invoicesOfPurchaseOrders(deps.db, [po.purchaseOrder.id]));
    const found = po && invoice?.get(po.purchaseOrder.id);
    if (!po || !customer || !found) return;
    const pdf = await invoiceDocumentPdf(found, po.purchaseOrder.number, deps.seller);
    await deps.mailer.send(
      await orderPlacedMail(
        { email: customer.email, fullName: customer.fullName },
        po,
        found,
        pdf,
        deps.publicUrl,
      ),
    );
  } catch (err) {
    deps.log.error({ err, userId }, 'order confirmation e-mail failed');
  }
}
