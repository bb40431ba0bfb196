/**
 * The mails of a checkout or reorder, queued in its transaction (issue 27): the customer's
 * confirmation with the invoice attached and the shop's notice commit with the orders, or not at
 * all; the outbox sends them after the commit, retrying while the mail server is down.
 */
import type { DbOrTx } from '../books/ledger.js';
import { confirmationMail, type ConfirmationDeps } from '../books/purchase-orders/confirmation.js';
import { shopNoticeOfOrders } from '../admin/mails.js';
import type { OrderRow } from '../db/schema/orders.js';
import type { MailOutbox } from '../mail/outbox.js';

/** What queueing a checkout's mails needs: the outbox, the links and the shop's address. */
export interface OrderMailDeps extends ConfirmationDeps {
  mail: MailOutbox;
  /** SHOP_EMAIL: where new orders are announced; undefined: no notice. */
  shopEmail?: string;
}

/** Queues, in `tx`, the confirmation of `placed` to account `userId` and the shop's notice. */
export async function queueOrderMails(
  deps: OrderMailDeps,
  tx: DbOrTx,
  userId: number,
  placed: OrderRow[],
): Promise<void> {
  const confirmation = await confirmationMail(tx, deps, userId, placed);
  if (confirmation) await deps.mail.enqueue(confirmation, tx);
  const notice = await shopNoticeOfOrders(tx, deps, userId, placed);
  if (notice) await deps.mail.enqueue(notice, tx);
}
