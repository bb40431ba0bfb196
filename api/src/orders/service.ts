/**
 * Orders (spec §2 Checkout / My Orders, §3 Order, §4 order states, §5 checkout and reorder rules,
 * §9 bed price, VAT and credit tolerance; design "Orders", "Credit", "Money").
 *
 * The api charges what IT computes: every line is re-priced from the catalog with the shop's rule
 * (variation match, bed storage extra, 23 % VAT half-up per unit — the same rule as the bff's
 * domain/, mirrored here because the api is its own package), a client price that differs is
 * refused, and the credit check and the writes happen in ONE transaction that first locks the
 * account row (`SELECT … FOR UPDATE`), so concurrent checkouts can never overspend. All amounts are
 * integer euro cents. No HTTP in here: failures are {@link OrderError}s carrying a status.
 *
 * Messages and errors live in order-messages.ts, the pricing rule in order-pricing.ts and the
 * catalog reads in order-catalog.ts; all are re-exported here.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/accounts.js';
import { orders, type NewOrderRow, type OrderRow } from '../db/schema/orders.js';
import type { DeliveryAddressSnapshot } from '../db/schema/addresses.js';
import type { OrderApprovalRow } from '../db/schema/approvals.js';
import {
  defaultCancelReason,
  issueCreditNote,
  type CancelledBy,
  type CreditNoteWithLines,
} from '../books/credit-notes.js';
import { issueInvoice } from '../books/invoices.js';
import { allocateCreditOnAccount } from '../books/payments.js';
import type { BooksSettings } from '../books/settings.js';
import { createPurchaseOrder } from '../books/purchase-orders/service.js';
import { bookEntry, creditPosition, fitsCredit, type Tx } from '../books/ledger.js';
import { deliveryStatusNames, loadCatalogProduct } from './order-catalog.js';
import {
  BUYER_PO_MAX,
  FIRST_DELIVERY_STATUS,
  ORDER_MESSAGES,
  OrderError,
} from './order-messages.js';
import {
  priceOrderLine,
  type CatalogProduct,
  type OrderLineRequest,
  type PricedOrderLine,
} from './order-pricing.js';
import { findOwnedFile } from './special-quote-files.js';
import { newTrackingId } from './tracking-id.js';
import { irishDate } from '../books/dates.js';
import { pricingFromWire } from '@serena/domain';
import { customerPricing } from '../pricing/customer.js';

export * from './order-catalog.js';
export * from './order-messages.js';
export * from './order-pricing.js';

/* --------------------------------------------------------------- placement */

/** Where a checkout is delivered: the joined line (§7) and, when known, its parts. */
export interface ShippingAddress {
  /** 'address, city, country' as one line (spec §7: address and country joined, or empty). */
  line: string;
  name: string | null;
  street: string | null;
  city: string | null;
  country: string | null;
  /** The saved address checked out to, snapshotted (issue 24); absent or null for a one-off. */
  address?: DeliveryAddressSnapshot | null;
}

/** A checkout to place. */
export interface PlaceOrdersRequest {
  /** The company account the orders are booked to (its credit, invoices and statements). */
  userId: number;
  /** The company user placing them (issue 24); defaults to `userId`. */
  placedByUserId?: number;
  /** The client's key for this checkout (design "Orders": idempotent per checkout). */
  idempotencyKey: string;
  shipping: ShippingAddress;
  lines: OrderLineRequest[];
  /** The buyer's own purchase order number for the checkout (≤ 35 characters), or null. */
  buyerPoNumber?: string | null;
  /**
   * Runs in the placing transaction after the orders and the invoice are written (issue 25: an
   * accepted quote is marked and audited with its orders, or neither); a throw rolls all back.
   */
  within?: (tx: Tx, placed: OrderRow[]) => Promise<void>;
  /** Issue 24: holds a checkout over the placing user's limits or the company rule for approval. */
  approval?: ApprovalGate;
}

/** A priced checkout an {@link ApprovalGate} may hold (amounts in gross euro cents). */
export interface HeldCheckout {
  rows: NewOrderRow[];
  totalCents: number;
  buyerPoNumber: string | null;
}

/**
 * Issue 24 spending limits: `byKey` finds a checkout already held under the idempotency key;
 * `hold` runs in the checkout's transaction after the credit check and returns the approval
 * request it wrote (the credit is then reserved), or null to place the orders at once.
 */
export interface ApprovalGate {
  byKey(db: Db | Tx, key: string): Promise<OrderApprovalRow | undefined>;
  hold(tx: Tx, checkout: HeldCheckout): Promise<OrderApprovalRow | null>;
}

/** The outcome of a checkout: the orders (new, or already placed under the same key). */
export interface PlaceOrdersResult {
  orders: OrderRow[];
  /** True when the key had been used: nothing new was booked. */
  replayed: boolean;
  /** Issue 24: the approval request the checkout waits in (then `orders` is empty). */
  approval?: OrderApprovalRow;
}

/** Orders the user placed under an idempotency key, by line index. */
export async function ordersByKey(db: Db | Tx, userId: number, key: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .orderBy(asc(orders.lineIndex));
}

/**
 * Places a checkout (spec §5, design "Credit"/"Orders"): validates and re-prices every line from the
 * catalog, then in one transaction locks the account row, returns the orders of an already used
 * key unchanged, checks Σ total ≤ available + €0.01, and writes one purchase order holding one
 * order and one 'purchase' ledger entry per line, and issues the purchase order's invoice (issue
 * 22: numbered, with the seller of `books` and the VAT rate of `books` on every line), to which
 * credit left on account is then allocated. `onPlaced` runs last in the same transaction for a
 * new checkout (the mail outbox queues its mails there). Any failure rolls everything back.
 * @throws OrderError 400 (empty cart, blank reference, bad line, foreign file, buyer PO number over
 *   35 characters), 402 (insufficient credit), 404 (unknown user), 409 (product unavailable,
 *   prices changed).
 */
export async function placeOrders(
  db: Db,
  req: PlaceOrdersRequest,
  books: BooksSettings,
  onPlaced?: OnPlaced,
): Promise<PlaceOrdersResult> {
  const earlier = await ordersByKey(db, req.userId, req.idempotencyKey);
  if (earlier.length > 0) return { orders: earlier, replayed: true };
  const waiting = await req.approval?.byKey(db, req.idempotencyKey);
  if (waiting) return { orders: [], replayed: true, approval: waiting };
  if (req.lines.length === 0) throw new OrderError(400, ORDER_MESSAGES.emptyCart, 'items');
  const buyerPoNumber = req.buyerPoNumber?.trim() || null;
  if (buyerPoNumber && buyerPoNumber.length > BUYER_PO_MAX) {
    throw new OrderError(400, ORDER_MESSAGES.buyerPoTooLong, 'buyer_po_number');
  }
  const rows: NewOrderRow[] = [];
  // Only the tiers of the products in the cart (every category default comes anyway).
  const cartProducts = req.lines.map((line) => line.productId);
  const today = irishDate(new Date());
  const pricing = pricingFromWire(await customerPricing(db, req.userId, today, cartProducts));
  for (const [i, line] of req.lines.entries()) {
    const field = `items.${i}`;
    if (line.referenceNumber.trim() === '') {
      throw new OrderError(400, ORDER_MESSAGES.referenceRequired, `${field}.referenceNumber`);
    }
    const product = await loadCatalogProduct(db, line.productId);
    if (!product) throw new OrderError(400, ORDER_MESSAGES.productNotFound, `${field}.productId`);
    const priced = priceOrderLine(product, line, field, books.vatRateBp, pricing);
    if (line.specialQuoteFileId !== null) {
      const file = await findOwnedFile(db, req.userId, line.specialQuoteFileId);
      if (!file)
        throw new OrderError(400, ORDER_MESSAGES.fileNotFound, `${field}.special_quote.fileId`);
    }
    rows.push(orderRow(req, i, line, product, priced));
  }
  const total = rows.reduce((sum, r) => sum + r.totalCents, 0);
  if (!Number.isSafeInteger(total)) throw new OrderError(400, 'Order total too large.', 'items');

  return db.transaction(async (tx) => {
    const position = await creditPosition(tx, req.userId, { lock: true });
    if (!position) throw new OrderError(404, 'User not found');
    const replay = await ordersByKey(tx, req.userId, req.idempotencyKey);
    if (replay.length > 0) return { orders: replay, replayed: true };
    if (!fitsCredit(total, position.availableCents)) {
      throw new OrderError(402, ORDER_MESSAGES.insufficientCredit);
    }
    const held = await req.approval?.hold(tx, { rows, totalCents: total, buyerPoNumber });
    if (held) return { orders: [], replayed: false, approval: held };
    const placed = await bookPlacement(tx, {
      userId: req.userId,
      rows,
      buyerPoNumber,
      books,
      within: req.within,
      onPlaced,
    });
    return { orders: placed, replayed: false };
  });
}

/** A priced checkout to book in an open transaction (see {@link bookPlacement}). */
export interface Placement {
  /** The company account booked to (its row already locked by the caller). */
  userId: number;
  rows: NewOrderRow[];
  buyerPoNumber: string | null;
  books: BooksSettings;
  within?: PlaceOrdersRequest['within'];
  onPlaced?: OnPlaced;
}

/**
 * Books a priced checkout in `tx` (the caller has locked the account and checked the credit): one
 * purchase order holding one order and one 'purchase' ledger entry per line, its invoice (issue
 * 22), credit left on account allocated, then `within` and `onPlaced`. Returns the orders by line.
 * Used by a checkout placed at once and by an approved one (issue 24).
 */
export async function bookPlacement(tx: Tx, p: Placement): Promise<OrderRow[]> {
  // One purchase order per checkout holds its orders (issue 14) and has one invoice (issue 22).
  const po = await createPurchaseOrder(tx, p.rows, p.buyerPoNumber);
  const placed = await tx
    .insert(orders)
    .values(p.rows.map((row) => ({ ...row, purchaseOrderId: po.id })))
    .returning();
  placed.sort((a, b) => a.lineIndex - b.lineIndex);
  const [user] = await tx.select().from(users).where(eq(users.id, p.userId));
  const { invoice } = await issueInvoice(tx, {
    po,
    orders: placed,
    user: user!,
    seller: p.books.seller,
    now: po.createdAt,
  });
  for (const order of placed) {
    if (order.totalCents > 0) {
      await bookEntry(tx, {
        userId: p.userId,
        kind: 'purchase',
        amountCents: order.totalCents,
        orderId: order.id,
        invoiceId: invoice.id,
      });
    }
  }
  await allocateCreditOnAccount(tx, p.userId);
  if (p.within) await p.within(tx, placed);
  // The checkout's mails commit with it (issue 27).
  await p.onPlaced?.(tx, placed);
  return placed;
}

/** The orders row of one priced line (snapshot of names at the time of ordering). */
function orderRow(
  req: PlaceOrdersRequest,
  index: number,
  line: OrderLineRequest,
  product: CatalogProduct,
  priced: PricedOrderLine,
): NewOrderRow {
  const fabric = line.fabricId === null ? undefined : product.fabrics.get(line.fabricId);
  const text = line.specialQuoteText?.trim();
  return {
    userId: req.userId,
    placedByUserId: req.placedByUserId ?? req.userId,
    trackingId: newTrackingId(),
    referenceNumber: line.referenceNumber.trim(),
    idempotencyKey: req.idempotencyKey,
    lineIndex: index,
    productId: product.id,
    productName: product.name,
    productImage: product.image,
    sizeId: line.sizeId,
    sizeLabel: line.sizeId === null ? null : (product.sizes.get(line.sizeId) ?? null),
    fabricId: line.fabricId,
    fabricName: fabric?.name ?? null,
    fabricColorId: line.fabricColorId,
    fabricColorName:
      line.fabricColorId === null ? null : (fabric?.colors.get(line.fabricColorId) ?? null),
    storageType: line.storageType,
    categories: product.categoryNames,
    quantity: line.quantity,
    unitPriceCents: priced.unitPriceCents,
    unitVatCents: priced.unitVatCents,
    vatRateBp: priced.vatRateBp,
    totalCents: priced.totalCents,
    specialQuoteText: text ? text : null,
    specialQuoteFileId: line.specialQuoteFileId,
    shippingAddress: req.shipping.line,
    shippingName: req.shipping.name,
    shippingStreet: req.shipping.street,
    shippingCity: req.shipping.city,
    shippingCountry: req.shipping.country,
    deliveryAddress: req.shipping.address ?? null,
    status: 'placed',
    deliveryStatus: FIRST_DELIVERY_STATUS,
  };
}

/* ------------------------------------------------------------------- reads */

/** The user's orders, newest first (spec §2 My Orders). */
export async function listOrders(db: Db, userId: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** An order by tracking ID (exact, normalised), or undefined. */
export async function findByTrackingId(db: Db, trackingId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.trackingId, trackingId)).limit(1);
  return row;
}

/** The user's newest order with that reference number, or undefined. */
export async function findOwnByReference(
  db: Db,
  userId: number,
  referenceNumber: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.referenceNumber, referenceNumber)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row;
}

/** True when an order may still be cancelled (spec §4: not cancelled, awaiting dispatch). */
export function isCancellable(order: Pick<OrderRow, 'status' | 'deliveryStatus'>): boolean {
  return order.status !== 'cancelled' && order.deliveryStatus === FIRST_DELIVERY_STATUS;
}

/* ---------------------------------------------------------------- changes */

/** Locks an order row by id in a transaction and checks the owner. @throws OrderError 404/403. */
async function lockOwnOrder(tx: Tx, orderId: number, userId: number): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!row) throw new OrderError(404, ORDER_MESSAGES.notFound);
  if (row.userId !== userId) throw new OrderError(403, ORDER_MESSAGES.forbidden);
  return row;
}

/** How a cancellation is made: who cancels, why, and the books' settings for the credit note. */
export interface CancelOptions {
  books: BooksSettings;
  cancelledBy: CancelledBy;
  /** Printed on the credit note; blank or null: 'Cancelled by the customer' / '… Serena Home'. */
  reason?: string | null;
  /** Runs last in the cancellation's transaction (the outbox queues the mail there, issue 27). */
  onCancelled?: (tx: Tx, cancelled: CancelledOrder) => Promise<void>;
}

/** Runs in a checkout's transaction once its orders are written (e.g. queues their mails). */
export type OnPlaced = (tx: Tx, placed: OrderRow[]) => Promise<void>;

/** A cancelled order and the credit note issued for it (null for an order placed without invoice). */
export interface CancelledOrder {
  order: OrderRow;
  creditNote: CreditNoteWithLines | null;
}

/**
 * Cancels the user's order in one transaction (spec §4, design "Credit", issue 22): the order is
 * marked cancelled, a credit note for its line is issued against the invoice, and its total goes
 * back as a 'reversal' ledger entry pointing at the credit note. Returns the updated row and the
 * credit note.
 * @throws OrderError 404 unknown order, 403 another customer's, 409 already cancelled or no longer
 *   awaiting dispatch.
 */
export async function cancelOrder(
  db: Db | Tx,
  orderId: number,
  userId: number,
  options: CancelOptions,
): Promise<CancelledOrder> {
  return db.transaction(async (tx) => {
    await creditPosition(tx, userId, { lock: true });
    const row = await lockOwnOrder(tx, orderId, userId);
    if (row.status === 'cancelled') throw new OrderError(409, ORDER_MESSAGES.alreadyCancelled);
    if (row.deliveryStatus !== FIRST_DELIVERY_STATUS) {
      throw new OrderError(409, ORDER_MESSAGES.notCancellable);
    }
    const now = new Date();
    const [updated] = await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(eq(orders.id, orderId))
      .returning();
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    const creditNote =
      row.purchaseOrderId === null
        ? null
        : await issueCreditNote(tx, {
            orders: [updated!],
            user: user!,
            reason: options.reason?.trim() || defaultCancelReason(options.cancelledBy),
            cancelledBy: options.cancelledBy,
            seller: options.books.seller,
            now,
          });
    if (row.totalCents > 0) {
      await bookEntry(tx, {
        userId,
        kind: 'reversal',
        amountCents: row.totalCents,
        orderId,
        creditNoteId: creditNote?.creditNote.id ?? null,
      });
    }
    const cancelled = { order: updated!, creditNote };
    await options.onCancelled?.(tx, cancelled);
    return cancelled;
  });
}

/**
 * Orders the configuration of one of the user's orders again at TODAY's catalog price, credit
 * checked like a checkout (spec §5 reorder). The reference defaults to the original's. With an
 * idempotency key (one per reorder dialog), repeating the call returns the order already placed.
 * `by` is the company account the order is booked to, or (issue 24) that account and the company
 * user placing it. `onPlaced` runs in the transaction of a new order (see placeOrders); with an
 * `approval` gate a reorder over the placer's limits waits for approval like a checkout.
 * @throws OrderError 400 quantity, 403/404 as for cancel, 402 insufficient credit, 409 product gone.
 */
export async function reorder(
  db: Db,
  books: BooksSettings,
  orderId: number,
  by: number | { accountId: number; placedByUserId: number },
  quantity: number,
  referenceNumber: string | null,
  idempotencyKey: string | null = null,
  onPlaced?: OnPlaced,
  approval?: ApprovalGate,
): Promise<PlaceOrdersResult> {
  const userId = typeof by === 'number' ? by : by.accountId;
  const placedByUserId = typeof by === 'number' ? by : by.placedByUserId;
  if (!Number.isInteger(quantity) || quantity < 1) {
    throw new OrderError(400, ORDER_MESSAGES.reorderQuantity, 'quantity');
  }
  if (quantity > 99) throw new OrderError(400, ORDER_MESSAGES.quantityRange, 'quantity');
  const [original] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!original) throw new OrderError(404, ORDER_MESSAGES.notFound);
  if (original.userId !== userId) throw new OrderError(403, ORDER_MESSAGES.forbidden);
  if (original.productId === null) throw new OrderError(409, ORDER_MESSAGES.productUnavailable);
  const reference = referenceNumber?.trim() || original.referenceNumber;
  const file = original.specialQuoteFileId;
  try {
    const result = await placeOrders(
      db,
      {
        userId,
        placedByUserId,
        idempotencyKey: `reorder:${orderId}:${idempotencyKey ?? randomUUID()}`,
        shipping: {
          line: original.shippingAddress,
          name: original.shippingName,
          street: original.shippingStreet,
          city: original.shippingCity,
          country: original.shippingCountry,
          address: original.deliveryAddress,
        },
        lines: [
          {
            productId: original.productId,
            sizeId: original.sizeId,
            fabricId: original.fabricId,
            fabricColorId: original.fabricColorId,
            storageType: original.storageType,
            quantity,
            referenceNumber: reference,
            clientGrossCents: null,
            clientVatCents: null,
            specialQuoteText: original.specialQuoteText,
            specialQuoteFileId: file,
          },
        ],
        approval,
      },
      books,
      onPlaced,
    );
    return result;
  } catch (error) {
    // A configuration the catalog no longer offers is a conflict, not bad input of this call.
    if (
      error instanceof OrderError &&
      error.statusCode === 400 &&
      error.field?.startsWith('items.')
    ) {
      throw new OrderError(409, `${ORDER_MESSAGES.productUnavailable} ${error.message}`);
    }
    throw error;
  }
}

/**
 * Moves an order to the next delivery status (admin, design "Admin CLI" `advance`). Returns the
 * updated row.
 * @throws OrderError 404 unknown tracking ID, 409 cancelled or already 'order delivered'.
 */
export async function advanceDelivery(db: Db, trackingId: string): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(orders)
      .where(eq(orders.trackingId, trackingId))
      .for('update');
    if (!row) throw new OrderError(404, ORDER_MESSAGES.notFound);
    if (row.status === 'cancelled') throw new OrderError(409, ORDER_MESSAGES.cancelledNoAdvance);
    const names = await deliveryStatusNames(tx);
    const at = names.indexOf(row.deliveryStatus);
    if (at === names.length - 1) throw new OrderError(409, ORDER_MESSAGES.alreadyDelivered);
    const next = names[at + 1]!;
    const [updated] = await tx
      .update(orders)
      .set({ deliveryStatus: next })
      .where(eq(orders.id, row.id))
      .returning();
    return updated!;
  });
}
