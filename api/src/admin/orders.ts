/**
 * Admin side of orders (issue 9): every order filtered by delivery status, customer, date range
 * (Irish days) and text (tracking ID, reference number, product, the shop's and the buyer's PO
 * number — issue 22), sorted and paged; one order with
 * everything the admin may see; moving it to any later delivery status or back one step (with a
 * reason); cancelling it on the customer's behalf with the customer's own cancel (same rules, same
 * reversal). Every write goes through {@link audited}. Amounts in integer euro cents.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/accounts.js';
import { orders, purchaseOrders, specialQuoteFiles, type OrderRow } from '../db/schema/orders.js';
import type { BooksSettings } from '../books/settings.js';
import type { Tx } from '../books/ledger.js';
import {
  cancelOrder,
  type CancelledOrder,
  type CancelOptions,
  deliveryStatusNames,
  isCancellable,
  OrderError,
  ORDER_MESSAGES,
} from '../orders/service.js';
import { likePattern } from './accounts.js';
import { audited, type AdminActor, type InTransaction } from './audit.js';
import { AdminError } from './errors.js';
import type { AdminOrderDto } from './order-dto.js';
import { pageOf, type AdminPage } from './paging.js';

/** The shop's time zone: date filters and "this week" are Irish days. */
export const SHOP_TIME_ZONE = 'Europe/Dublin';

/** Sort columns of the admin order list. */
export const ORDER_SORT_FIELDS = [
  'orderDate',
  'total',
  'deliveryStatus',
  'customer',
  'productName',
] as const;
/** One of {@link ORDER_SORT_FIELDS}. */
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

/** Filters of the admin order list (all optional, combined with AND). */
export interface OrderFilter {
  deliveryStatus?: string;
  cancelled?: boolean;
  customerId?: number;
  /** YYYY-MM-DD, inclusive, Irish time. */
  dateFrom?: string;
  /** YYYY-MM-DD, inclusive, Irish time. */
  dateTo?: string;
  search?: string;
  /** Only these order ids (issue 26: the rows picked for a bulk action). */
  ids?: number[];
}

/** Filter, sort and page of the admin order list. */
export interface OrderQuery extends OrderFilter {
  sortBy: OrderSortField;
  sortDirection: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export type { AdminOrderDto, AdminOrderFileDto } from './order-dto.js';

/** MIME types of the special-instructions kinds. */
const FILE_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * The statuses an order may move to from `current`: every later one and the one before (which
 * needs a reason); none when cancelled.
 */
export function allowedMoves(names: string[], current: string, cancelled: boolean): string[] {
  if (cancelled) return [];
  const at = names.indexOf(current);
  if (at < 0) return names.slice();
  return [...(at > 0 ? [names[at - 1]!] : []), ...names.slice(at + 1)];
}

type Joined = {
  order: OrderRow;
  po: { number: string; buyerPoNumber: string | null } | null;
  customer: AdminOrderDto['customer'];
  file: { id: string; fileName: string; fileType: string; fileSize: number } | null;
};

function toDto(row: Joined, names: string[]): AdminOrderDto {
  const o = row.order;
  const cancelled = o.status === 'cancelled';
  return {
    id: o.id,
    trackingId: o.trackingId,
    referenceNumber: o.referenceNumber,
    orderDate: o.createdAt.toISOString(),
    customer: row.customer,
    deliveryStatus: o.deliveryStatus,
    cancelled,
    cancelledAt: o.cancelledAt?.toISOString() ?? null,
    productId: o.productId,
    productName: o.productName,
    productImage: o.productImage,
    categories: o.categories,
    sizeLabel: o.sizeLabel,
    fabricName: o.fabricName,
    fabricColorName: o.fabricColorName,
    storageType: o.storageType,
    quantity: o.quantity,
    unitPrice: o.unitPriceCents,
    unitVat: o.unitVatCents,
    vatRateBp: o.vatRateBp,
    net: o.unitPriceCents * o.quantity,
    vat: o.unitVatCents * o.quantity,
    gross: o.totalCents,
    shippingAddress: o.shippingAddress,
    specialQuoteText: o.specialQuoteText,
    specialQuoteFile: row.file
      ? {
          id: row.file.id,
          fileName: row.file.fileName,
          contentType: FILE_TYPES[row.file.fileType] ?? 'application/octet-stream',
          size: row.file.fileSize,
        }
      : null,
    allowedDeliveryStatuses: allowedMoves(names, o.deliveryStatus, cancelled),
    cancellable: isCancellable(o),
    purchaseOrderNumber: row.po?.number ?? null,
    buyerPoNumber: row.po?.buyerPoNumber ?? null,
  };
}

/** The start of an Irish day `day` (YYYY-MM-DD) plus `days`, as a timestamptz expression. */
function irishDay(day: string, days = 0): SQL {
  return sql`((${day}::date + ${days}::int)::timestamp at time zone ${SHOP_TIME_ZONE})`;
}

/** The WHERE of a filter. */
function whereOf(f: OrderFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.ids) conditions.push(f.ids.length ? inArray(orders.id, f.ids) : sql`false`);
  if (f.deliveryStatus) conditions.push(eq(orders.deliveryStatus, f.deliveryStatus));
  if (f.cancelled !== undefined) {
    conditions.push(eq(orders.status, f.cancelled ? 'cancelled' : 'placed'));
  }
  if (f.customerId) conditions.push(eq(orders.userId, f.customerId));
  if (f.dateFrom) conditions.push(sql`${orders.createdAt} >= ${irishDay(f.dateFrom)}`);
  if (f.dateTo) conditions.push(sql`${orders.createdAt} < ${irishDay(f.dateTo, 1)}`);
  const text = f.search?.trim();
  if (text) {
    // One id set per table, so each side is a bitmap scan of its trigram indexes (issue 29: an
    // OR across the join would scan every order).
    const pattern = likePattern(text);
    conditions.push(sql`${orders.id} in (
      select so.id from orders so where so.tracking_id ilike ${pattern}
        or so.reference_number ilike ${pattern} or so.product_name ilike ${pattern}
      union
      select so.id from purchase_orders po join orders so on so.purchase_order_id = po.id
        where po.number ilike ${pattern} or po.buyer_po_number ilike ${pattern})`);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const SORT_COLUMNS: Record<OrderSortField, SQL | typeof orders.createdAt> = {
  orderDate: orders.createdAt,
  total: sql`${orders.totalCents}`,
  deliveryStatus: sql`(select ds.position from delivery_statuses ds where ds.name = ${orders.deliveryStatus})`,
  customer: sql`lower(${users.companyName})`,
  productName: sql`lower(${orders.productName})`,
};

function selectJoined(db: Db | Tx) {
  return db
    .select({
      order: orders,
      po: { number: purchaseOrders.number, buyerPoNumber: purchaseOrders.buyerPoNumber },
      customer: {
        id: users.id,
        fullName: users.fullName,
        companyName: users.companyName,
        email: users.email,
      },
      file: {
        id: specialQuoteFiles.id,
        fileName: specialQuoteFiles.fileName,
        fileType: specialQuoteFiles.fileType,
        fileSize: specialQuoteFiles.fileSize,
      },
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, orders.purchaseOrderId))
    .leftJoin(specialQuoteFiles, eq(specialQuoteFiles.id, orders.specialQuoteFileId));
}

/** Lists orders by filter, sorted, one page. */
export async function listAdminOrders(db: Db, q: OrderQuery): Promise<AdminPage<AdminOrderDto>> {
  // The count and the page at once (issue 29): on PostgreSQL they run on two pool connections.
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(orders).where(whereOf(q)),
    matchingOrders(db, q, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
  ]);
  return pageOf(rows, total?.n ?? 0, q.page, q.pageSize);
}

/** Every order matching the filter in the given order (the CSV export), or one slice of them. */
export async function matchingOrders(
  db: Db,
  q: OrderFilter & Pick<OrderQuery, 'sortBy' | 'sortDirection'>,
  slice?: { limit: number; offset: number },
): Promise<AdminOrderDto[]> {
  const direction = q.sortDirection === 'asc' ? asc : desc;
  const query = selectJoined(db)
    .where(whereOf(q))
    .orderBy(direction(SORT_COLUMNS[q.sortBy]), direction(orders.id));
  const rows = slice ? await query.limit(slice.limit).offset(slice.offset) : await query;
  const names = await deliveryStatusNames(db);
  return rows.map((r) => toDto(r, names));
}

/** Orders per read of {@link exportOrders}. */
const EXPORT_BATCH = 500;

/** Every matching order of an export: how many, and their DTOs in list order, batch by batch. */
export interface OrderExport {
  count: number;
  batches(): AsyncGenerator<AdminOrderDto[]>;
}

/**
 * The orders matching the filter in the given order for the CSV export (issue 29: 100,000 orders
 * with memory that does not grow with them): first only their ids in list order, then the rows
 * `batchSize` (default {@link EXPORT_BATCH}) at a time. An order deleted between the reads is left
 * out.
 */
export async function exportOrders(
  db: Db,
  q: OrderFilter & Pick<OrderQuery, 'sortBy' | 'sortDirection'>,
  batchSize = EXPORT_BATCH,
): Promise<OrderExport> {
  const direction = q.sortDirection === 'asc' ? asc : desc;
  const idRows = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(whereOf(q))
    .orderBy(direction(SORT_COLUMNS[q.sortBy]), direction(orders.id));
  const ids = Int32Array.from(idRows, (r) => r.id);
  idRows.length = 0;
  return {
    count: ids.length,
    async *batches() {
      const names = await deliveryStatusNames(db);
      for (let at = 0; at < ids.length; at += batchSize) {
        const slice = Array.from(ids.subarray(at, at + batchSize));
        const rows = await selectJoined(db).where(inArray(orders.id, slice));
        const byId = new Map(rows.map((r) => [r.order.id, r]));
        yield slice.flatMap((id) => {
          const row = byId.get(id);
          return row ? [toDto(row, names)] : [];
        });
      }
    },
  };
}

/** One order by id, or undefined. */
export async function getAdminOrder(db: Db | Tx, id: number): Promise<AdminOrderDto | undefined> {
  const [row] = await selectJoined(db).where(eq(orders.id, id));
  return row ? toDto(row, await deliveryStatusNames(db)) : undefined;
}

/** Messages of the admin order changes. */
export const ORDER_ADMIN_MESSAGES = {
  notFound: (id: number) => `No order with id ${id}`,
  moved: (trackingId: string, status: string) => `Order ${trackingId} is now '${status}'`,
  cancelled: (trackingId: string) => `Order ${trackingId} cancelled; the credit is returned`,
  unknownStatus: (name: string) => `'${name}' is not a delivery status`,
  notAllowed: (from: string, to: string) =>
    `An order in '${from}' can move to any later status or back one step, not to '${to}'`,
  reasonRequired: 'Please give a reason for moving the order back.',
  cancelledNoMove: 'A cancelled order cannot change its delivery status.',
} as const;

/** The order fields an audit entry keeps. */
const auditView = (o: OrderRow) => ({
  trackingId: o.trackingId,
  status: o.status,
  deliveryStatus: o.deliveryStatus,
  cancelledAt: o.cancelledAt,
  totalCents: o.totalCents,
});

async function lockOrder(tx: Tx, id: number): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw new AdminError(404, 'NOT_FOUND', ORDER_ADMIN_MESSAGES.notFound(id));
  return row;
}

/**
 * Moves an order to `target`: any later delivery status, or the one before (then `reason` is
 * required), running `inTx` (its status mail) in the move's transaction. Returns the updated row.
 * @throws AdminError 404 unknown order, 400 INVALID_STATUS unknown status or a move further back,
 *   400 REASON_REQUIRED moving back without a reason, 409 INVALID_STATE a cancelled order.
 */
export async function moveOrder(
  db: Db,
  actor: AdminActor,
  id: number,
  target: string,
  reason: string | null,
  inTx?: InTransaction<OrderRow>,
): Promise<OrderRow> {
  const back = { value: false };
  return audited(
    db,
    actor,
    () => ({
      entity: 'order',
      entityId: id,
      action: back.value ? 'delivery-status-back' : 'delivery-status',
      reason,
    }),
    async (tx) => {
      const before = await lockOrder(tx, id);
      if (before.status === 'cancelled') {
        throw new AdminError(409, 'INVALID_STATE', ORDER_ADMIN_MESSAGES.cancelledNoMove);
      }
      const names = await deliveryStatusNames(tx);
      const to = names.indexOf(target);
      if (to < 0) {
        throw new AdminError(
          400,
          'INVALID_STATUS',
          ORDER_ADMIN_MESSAGES.unknownStatus(target),
          'deliveryStatus',
        );
      }
      const from = names.indexOf(before.deliveryStatus);
      if (to === from - 1) {
        back.value = true;
        if (!reason?.trim()) {
          throw new AdminError(
            400,
            'REASON_REQUIRED',
            ORDER_ADMIN_MESSAGES.reasonRequired,
            'reason',
          );
        }
      } else if (to <= from) {
        throw new AdminError(
          400,
          'INVALID_STATUS',
          ORDER_ADMIN_MESSAGES.notAllowed(before.deliveryStatus, target),
          'deliveryStatus',
        );
      }
      const [after] = await tx
        .update(orders)
        .set({ deliveryStatus: target })
        .where(eq(orders.id, id))
        .returning();
      return { before: auditView(before), after: auditView(after!), result: after! };
    },
    inTx,
  );
}

/**
 * Cancels an order on the customer's behalf through the customer's own cancel (orders/service
 * `cancelOrder`: only while awaiting dispatch; a credit note is issued with the admin's reason and
 * the total goes back as a ledger reversal). Returns the order and its credit note.
 * @throws AdminError 404 unknown order, 409 NOT_CANCELLABLE when the customer could not cancel it.
 */
export async function cancelForCustomer(
  db: Db,
  actor: AdminActor,
  id: number,
  reason: string | null,
  books: BooksSettings,
  onCancelled?: CancelOptions['onCancelled'],
): Promise<CancelledOrder> {
  return audited(
    db,
    actor,
    { entity: 'order', entityId: id, action: 'cancel', reason },
    async (tx) => {
      const [before] = await tx.select().from(orders).where(eq(orders.id, id));
      if (!before) throw new AdminError(404, 'NOT_FOUND', ORDER_ADMIN_MESSAGES.notFound(id));
      try {
        const cancelled = await cancelOrder(tx, id, before.userId, {
          books,
          cancelledBy: 'admin',
          reason,
          onCancelled,
        });
        return {
          before: auditView(before),
          after: {
            ...auditView(cancelled.order),
            creditNote: cancelled.creditNote?.creditNote.number,
          },
          result: cancelled,
        };
      } catch (error) {
        if (error instanceof OrderError && error.statusCode === 409) {
          throw new AdminError(409, 'NOT_CANCELLABLE', error.message);
        }
        if (error instanceof OrderError && error.statusCode === 404) {
          throw new AdminError(404, 'NOT_FOUND', ORDER_MESSAGES.notFound);
        }
        throw error;
      }
    },
  );
}
