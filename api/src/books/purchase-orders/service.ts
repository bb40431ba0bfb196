/**
 * Purchase orders (issue 14): a checkout becomes one purchase order holding its N orders (one per
 * cart line, each with its own tracking ID, spec §2). The purchase order has its own number and
 * date, the checkout's shipping address and the sums of its lines in integer euro cents (net, VAT
 * at 23 %, gross). No HTTP in here.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  orders,
  purchaseOrders,
  type NewOrderRow,
  type OrderRow,
  type PurchaseOrderRow,
} from '../../db/schema/orders.js';
import type { DbOrTx, Tx } from '../ledger.js';

/** A purchase order with its orders (lines), in line order. */
export interface PurchaseOrderWithLines {
  purchaseOrder: PurchaseOrderRow;
  lines: OrderRow[];
}

/** The number a customer files: 'PO-' and the id on at least 6 digits ('PO-000042'). */
export function purchaseOrderNumber(id: number): string {
  return `PO-${String(id).padStart(6, '0')}`;
}

/** Net, VAT and gross of order rows, in euro cents: Σ unit × qty, Σ unit VAT × qty, Σ totals. */
export function sumLines(
  rows: readonly Pick<NewOrderRow, 'unitPriceCents' | 'unitVatCents' | 'quantity' | 'totalCents'>[],
): { netCents: number; vatCents: number; grossCents: number } {
  let netCents = 0;
  let vatCents = 0;
  let grossCents = 0;
  for (const row of rows) {
    netCents += row.unitPriceCents * row.quantity;
    vatCents += row.unitVatCents * row.quantity;
    grossCents += row.totalCents;
  }
  return { netCents, vatCents, grossCents };
}

/**
 * Writes the purchase order of a checkout inside the checkout's transaction and returns it, so the
 * orders can point at it. `rows` are the checkout's priced order rows (all with the same user,
 * idempotency key and shipping address); `buyerPoNumber` the buyer's own PO number or null.
 * @throws on database errors (the caller's transaction rolls back).
 */
export async function createPurchaseOrder(
  tx: Tx,
  rows: readonly NewOrderRow[],
  buyerPoNumber: string | null = null,
): Promise<PurchaseOrderRow> {
  const first = rows[0];
  if (!first) throw new Error('a purchase order needs at least one line');
  const [created] = await tx
    .insert(purchaseOrders)
    .values({
      // A unique placeholder until the id is known (the number is derived from it).
      number: `pending:${first.userId}:${first.idempotencyKey}`,
      userId: first.userId,
      idempotencyKey: first.idempotencyKey,
      ...sumLines(rows),
      shippingAddress: first.shippingAddress ?? '',
      shippingName: first.shippingName ?? null,
      shippingStreet: first.shippingStreet ?? null,
      shippingCity: first.shippingCity ?? null,
      shippingCountry: first.shippingCountry ?? null,
      deliveryAddress: first.deliveryAddress ?? null,
      buyerPoNumber,
    })
    .returning({ id: purchaseOrders.id });
  const id = created!.id;
  const [po] = await tx
    .update(purchaseOrders)
    .set({ number: purchaseOrderNumber(id) })
    .where(eq(purchaseOrders.id, id))
    .returning();
  return po!;
}

async function withLines(db: DbOrTx, pos: PurchaseOrderRow[]): Promise<PurchaseOrderWithLines[]> {
  if (pos.length === 0) return [];
  const lines = await db
    .select()
    .from(orders)
    .where(
      inArray(
        orders.purchaseOrderId,
        pos.map((p) => p.id),
      ),
    )
    .orderBy(asc(orders.lineIndex));
  return pos.map((purchaseOrder) => ({
    purchaseOrder,
    lines: lines.filter((l) => l.purchaseOrderId === purchaseOrder.id),
  }));
}

/** The user's purchase orders with their lines, newest first. */
export async function listPurchaseOrders(
  db: Db,
  userId: number,
): Promise<PurchaseOrderWithLines[]> {
  const pos = await db
    .select()
    .from(purchaseOrders)
    .where(eq(purchaseOrders.userId, userId))
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id));
  return withLines(db, pos);
}

/**
 * One of the user's purchase orders by number ('PO-000042'), with its lines; null when there is
 * none or it belongs to someone else (so a customer cannot probe other customers' numbers).
 */
export async function findPurchaseOrder(
  db: DbOrTx,
  userId: number,
  number: string,
): Promise<PurchaseOrderWithLines | null> {
  const pos = await db
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.userId, userId), eq(purchaseOrders.number, number)));
  const [found] = await withLines(db, pos);
  return found ?? null;
}

/** The purchase order holding an order, with its lines; null for orders placed before them. */
export async function purchaseOrderOf(
  db: DbOrTx,
  order: Pick<OrderRow, 'purchaseOrderId'>,
): Promise<PurchaseOrderWithLines | null> {
  if (order.purchaseOrderId === null) return null;
  const pos = await db
    .select()
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, order.purchaseOrderId));
  const [found] = await withLines(db, pos);
  return found ?? null;
}
