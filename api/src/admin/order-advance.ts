/**
 * `advance <trackingId>` (design "Admin CLI", issue 9): moves an order to its next delivery status
 * through the audited {@link moveOrder}, so the CLI's advance is in the audit log like every admin
 * write. Serves the legacy POST /api/admin/orders/{trackingId}/advance.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orders, type OrderRow } from '../db/schema/orders.js';
import { deliveryStatusNames } from '../orders/order-catalog.js';
import { ORDER_MESSAGES } from '../orders/order-messages.js';
import { ACCOUNT_ADMIN_MESSAGES } from './accounts.js';
import type { AdminActor, InTransaction } from './audit.js';
import { AdminError } from './errors.js';
import { moveOrder } from './orders.js';

/** Messages of the admin order operations, shared with the CLI. */
export const ADMIN_ORDER_MESSAGES = {
  advanced: (trackingId: string, status: string) => `Order ${trackingId} is now '${status}'`,
  /** The console's message (admin/accounts.ts): one wording for CLI, REST and console. */
  payment: ACCOUNT_ADMIN_MESSAGES.payment,
  invalidAmount: 'amount must be a euro amount above 0, e.g. 250 or 250.00',
} as const;

/**
 * The delivery status after `current` in the ordered `names`, or undefined at the last one
 * ('order delivered'). An unknown `current` gives the first status.
 */
export function nextDeliveryStatus(names: readonly string[], current: string): string | undefined {
  return names[names.indexOf(current) + 1];
}

/**
 * Moves the order with `trackingId` (normalised, e.g. 'ST-…') to its next delivery status,
 * running `inTx(from)` (its status mail) in the move's transaction.
 * Returns the updated row and the status it left.
 * @throws AdminError 404 'Order Not Found', 409 a cancelled or already delivered order.
 */
export async function advanceOrder(
  db: Db,
  actor: AdminActor,
  trackingId: string,
  inTx?: (from: string) => InTransaction<OrderRow>,
): Promise<{ row: OrderRow; from: string }> {
  const [order] = await db.select().from(orders).where(eq(orders.trackingId, trackingId));
  if (!order) throw new AdminError(404, 'NOT_FOUND', ORDER_MESSAGES.notFound);
  if (order.status === 'cancelled') {
    throw new AdminError(409, 'INVALID_STATE', ORDER_MESSAGES.cancelledNoAdvance);
  }
  const next = nextDeliveryStatus(await deliveryStatusNames(db), order.deliveryStatus);
  if (!next) throw new AdminError(409, 'INVALID_STATE', ORDER_MESSAGES.alreadyDelivered);
  const from = order.deliveryStatus;
  return { row: await moveOrder(db, actor, order.id, next, null, inTx?.(from)), from };
}
