/**
 * Bulk work on the admin order list (issue 26): a selection is either order ids or "every order
 * matching the list's filter" (at most {@link MAX_BULK_ORDERS}); moving the delivery status runs
 * each order's own audited move (one audit entry per order) and answers a result per order, so one
 * refused order (cancelled, unknown, a step back without reason) does not stop the others.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orders, type OrderRow } from '../db/schema/orders.js';
import type { AdminActor } from '../admin/audit.js';
import type { OrderEvents } from '../orders/events.js';
import { AdminError } from '../admin/errors.js';
import type { AdminOrderDto } from '../admin/order-dto.js';
import {
  matchingOrders,
  moveOrder,
  ORDER_ADMIN_MESSAGES,
  type OrderFilter,
} from '../admin/orders.js';

/** The most orders one bulk request handles. */
export const MAX_BULK_ORDERS = 500;

/** Which orders: the ids picked, or every order matching the list's filter. */
export type BulkSelection = { ids: number[] } | { filter: OrderFilter };

/** The outcome for one order: moved (with its new status) or refused (with the reason). */
export interface BulkResult {
  id: number;
  trackingId: string | null;
  ok: boolean;
  deliveryStatus: string | null;
  message: string;
}

/**
 * The selected orders in list order (newest first), unknown ids left out.
 * @throws AdminError 400 when the selection holds more than {@link MAX_BULK_ORDERS} orders.
 */
export async function selectedOrders(db: Db, selection: BulkSelection): Promise<AdminOrderDto[]> {
  const all = 'ids' in selection ? {} : selection.filter;
  const rows = await matchingOrders(db, { ...all, sortBy: 'orderDate', sortDirection: 'desc' });
  const picked = 'ids' in selection ? rows.filter((o) => selection.ids.includes(o.id)) : rows;
  if (picked.length > MAX_BULK_ORDERS) {
    throw new AdminError(
      400,
      'INVALID',
      `Select at most ${MAX_BULK_ORDERS} orders (${picked.length} selected)`,
      'selection',
    );
  }
  return picked;
}

/**
 * Moves every selected order to `target`, each in its own audited transaction with its status
 * mail (`events.statusMail`); `events.statusChanged` hears of each order that moved.
 * @returns one {@link BulkResult} per requested order (ids not found answer "No order with id").
 */
export async function moveOrders(
  db: Db,
  actor: AdminActor,
  selection: BulkSelection,
  target: string,
  reason: string | null,
  events: Pick<OrderEvents, 'statusMail' | 'statusChanged'>,
): Promise<BulkResult[]> {
  const found = await selectedOrders(db, selection);
  const results: BulkResult[] = [];
  for (const order of found) {
    try {
      const from = order.deliveryStatus;
      const row = await moveOrder(db, actor, order.id, target, reason, events.statusMail(from));
      await events.statusChanged(row, from);
      const message = ORDER_ADMIN_MESSAGES.moved(row.trackingId, row.deliveryStatus);
      results.push({
        id: row.id,
        trackingId: row.trackingId,
        ok: true,
        deliveryStatus: row.deliveryStatus,
        message,
      });
    } catch (error) {
      if (!(error instanceof AdminError)) throw error;
      results.push({
        id: order.id,
        trackingId: order.trackingId,
        ok: false,
        deliveryStatus: order.deliveryStatus,
        message: error.message,
      });
    }
  }
  if ('ids' in selection) {
    const seen = new Set(found.map((o) => o.id));
    for (const id of new Set(selection.ids)) {
      if (!seen.has(id)) {
        results.push({
          id,
          trackingId: null,
          ok: false,
          deliveryStatus: null,
          message: ORDER_ADMIN_MESSAGES.notFound(id),
        });
      }
    }
  }
  return results;
}

/** The order rows of `ids` (packing slips read the delivery address from them). */
export function orderRows(db: Db, ids: number[]): Promise<OrderRow[]> {
  return ids.length === 0
    ? Promise.resolve([])
    : db.select().from(orders).where(inArray(orders.id, ids));
}
