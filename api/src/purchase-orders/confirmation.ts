/**
 * The order confirmation e-mail of a checkout (issue 14): HTML with a plain-text part, the purchase
 * order's lines, tracking IDs and totals, and its PDF invoice attached. Sent after the checkout
 * committed; a failure is logged and never undoes the order.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { OrderRow } from '../db/schema/orders.js';
import { invoicePdf } from '../documents/invoice-pdf.js';
import { orderPlacedMail } from '../documents/order-mails.js';
import type { Mailer } from '../services/mail.js';
import { invoiceCustomer } from './customer.js';
import { purchaseOrderOf } from './service.js';

/** What sending a confirmation needs. */
export interface ConfirmationDeps {
  db: Db;
  mailer: Mailer;
  /** The storefront's address (PUBLIC_URL), for the My Orders link. */
  publicUrl: string;
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
    const customer = await invoiceCustomer(deps.db, userId);
    if (!po || !customer) return;
    const invoice = await invoicePdf(po, customer);
    await deps.mailer.send(
      await orderPlacedMail(
        { email: customer.email, fullName: customer.fullName },
        po,
        invoice,
        deps.publicUrl,
      ),
    );
  } catch (err) {
    deps.log.error({ err, userId }, 'order confirmation e-mail failed');
  }
}
