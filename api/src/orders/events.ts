/**
 * Order events (issue 14): the one place that tells the world an order changed after its
 * transaction committed. Every route that moves an order's delivery status (the admin `advance`,
 * which the CLI calls over HTTP; the admin console's moves) or cancels one calls
 * {@link OrderEvents}; it then
 *  - e-mails the customer (HTML + text: status changed, order cancelled), and
 *  - publishes the change on the Redis channel {@link ORDER_EVENTS_CHANNEL} when `REDIS_URL` is
 *    set, so every bff instance can push it to the customer's open pages (GraphQL subscription).
 * Without Redis the bff notices changes by reading the customer's orders (see bff/src/live).
 * Mail goes through the outbox (issue 27): the cancellation mail and the status mail are queued
 * in the change's own transaction ({@link OrderEvents.queueCancelledMail},
 * {@link OrderEvents.statusMail}), so they commit with it or not at all. A failure to publish is
 * logged and never undoes the change.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { OrderRow } from '../db/schema/orders.js';
import { creditNoteDocumentPdf } from '../books/pdf.js';
import type { SellerParticulars } from '../db/schema/books.js';
import { orderCancelledMail, statusChangedMail } from './order-mails.js';
import {
  channelName,
  ORDER_EVENTS_CHANNEL,
  type OrderChangeEvent,
  type Redis,
} from '@serena/server-kit';
import type { MailOutbox } from '../mail/outbox.js';
import type { DbOrTx } from '../books/ledger.js';
import type { CancelledOrder } from './service.js';
import type { InTransaction } from '../admin/audit.js';
import { findUserById } from '../accounts/service.js';

/** What changed on one order, as published (`OrderChangeEvent` of @serena/server-kit). */
export type OrderChange = OrderChangeEvent;

/** What the order routes call after a change committed. */
export interface OrderEvents {
  /**
   * What queues, in the move's transaction, the customer's mail that their order moved from
   * `from` to its new delivery status (pass it as `inTx` to moveOrder).
   */
  statusMail(from: string): InTransaction<OrderRow>;
  /**
   * Order `row` (as updated) moved to `row.deliveryStatus` from `from`, its mail queued with the
   * move ({@link statusMail}). Resolves once the outbox took the mail over and the change was
   * published (errors are logged).
   */
  statusChanged(row: OrderRow, from: string): Promise<void>;
  /**
   * Queues, in `tx` (the cancellation's transaction), the one cancellation mail of `cancelled`
   * with its credit note attached. Throws when it cannot (the cancellation then rolls back).
   */
  queueCancelledMail(tx: DbOrTx, cancelled: CancelledOrder): Promise<void>;
  /**
   * An order was cancelled (by the customer or the admin) and its credit note issued, its mail
   * queued with it. Resolves once the outbox took over the mail and the change was published.
   */
  cancelled(cancelled: CancelledOrder): Promise<void>;
}

/** What {@link createOrderEvents} needs. */
export interface OrderEventsDeps {
  db: Db;
  /** The seller printed on credit notes issued before the books kept one (migrated). */
  seller: SellerParticulars;
  mail: MailOutbox;
  redis: Redis | null;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** Creates the order events of one api process. */
export function createOrderEvents(deps: OrderEventsDeps): OrderEvents {
  const { mail: outbox, redis, publicUrl, log, seller } = deps;

  async function publish(change: OrderChange): Promise<void> {
    if (!redis) return;
    try {
      await redis.publish(channelName(redis, ORDER_EVENTS_CHANNEL), JSON.stringify(change));
    } catch (err) {
      log.warn({ err, trackingId: change.trackingId }, 'order event not published');
    }
  }

  const change = (
    row: OrderRow,
    kind: OrderChange['kind'],
    previousStatus: string,
  ): OrderChange => ({
    kind,
    userId: row.userId,
    orderId: row.id,
    trackingId: row.trackingId,
    productName: row.productName,
    previousStatus,
    deliveryStatus: row.deliveryStatus,
    cancelled: row.status === 'cancelled',
    at: new Date().toISOString(),
  });

  return {
    statusMail: (from) => async (tx, row) => {
      const user = await findUserById(tx, row.userId);
      if (!user) return;
      const to = { email: user.email, fullName: user.fullName };
      await outbox.enqueue(await statusChangedMail(to, row, from, publicUrl), tx);
    },
    async statusChanged(row, from) {
      await Promise.all([publish(change(row, 'status-changed', from)), outbox.afterCommit()]);
    },
    async queueCancelledMail(tx, { order: row, creditNote }) {
      const user = await findUserById(tx, row.userId);
      if (!user) return;
      const pdf = creditNote ? await creditNoteDocumentPdf(creditNote, seller) : null;
      const credit = creditNote && pdf ? { note: creditNote, pdf } : null;
      const to = { email: user.email, fullName: user.fullName };
      await outbox.enqueue(await orderCancelledMail(to, row, credit, publicUrl), tx);
    },
    async cancelled({ order: row }) {
      await Promise.all([
        publish(change(row, 'cancelled', row.deliveryStatus)),
        outbox.afterCommit(),
      ]);
    },
  };
}
