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
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  categories,
  cloudStorageBase,
  deliveryStatuses,
  fabricColors,
  fabrics,
  ottomanPrices,
  productCategories,
  productFabrics,
  products,
  productSizes,
  sizes,
  variations,
} from '../db/schema/catalog.js';
import {
  orders,
  type NewOrderRow,
  type OrderRow,
  type OrderStorageType,
} from '../db/schema/orders.js';
import { createPurchaseOrder } from '../purchase-orders/service.js';
import { bookEntry, creditPosition, fitsCredit, type Tx } from './ledger.js';
import { findOwnedFile } from './special-quote-files.js';
import { newTrackingId } from './tracking-id.js';

/* ------------------------------------------------------------------ messages */

/** Spec §5/§8 and api messages of the order calls, word for word. */
export const ORDER_MESSAGES = {
  placed: 'Order Placed Successfully',
  cancelled: 'Order cancelled successfully',
  reordered: 'Reorder placed successfully',
  emptyCart: 'Cart is Empty.',
  referenceRequired: 'Please enter a reference number.',
  insufficientCredit: 'Insufficient credit to place this order.',
  pricesChanged: 'Prices have changed. Please review your cart.',
  reorderQuantity: 'Quantity is required and must be greater than 0.',
  quantityRange: 'Quantity must be a whole number from 1 to 99.',
  notFound: 'Order Not Found',
  productNotFound: 'Product not found.',
  productUnavailable: 'This product is no longer available.',
  fileNotFound: 'The special instructions file was not found.',
  alreadyCancelled: 'This order has already been cancelled.',
  notCancellable: 'This order can no longer be cancelled.',
  alreadyDelivered: 'This order has already been delivered.',
  cancelledNoAdvance: 'A cancelled order cannot be advanced.',
  forbidden: 'Forbidden',
} as const;

/** The delivery status every new order starts in, and the only one it can be cancelled in (§4). */
export const FIRST_DELIVERY_STATUS = 'awaiting dispatch';
/** The final delivery status (§3). */
export const LAST_DELIVERY_STATUS = 'order delivered';

/** A failure of an order operation: HTTP status, message and (for 400) the field it concerns. */
export class OrderError extends Error {
  /** Creates the error; `field` names the input (e.g. 'items.0.referenceNumber') for 400s. */
  constructor(
    readonly statusCode: 400 | 402 | 403 | 404 | 409,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'OrderError';
  }
}

/* ------------------------------------------------------------- pricing rule */

/** Irish standard VAT rate in percent (spec §9). */
export const VAT_RATE_PERCENT = 23;
/** Size ids on which Cloud Storage adds the cloud base (spec §9). */
export const CLOUD_BASE_SIZE_IDS: ReadonlySet<number> = new Set([13, 14, 15]);

/** VAT on one unit of `netCents` (integer euro cents): 23 % rounded half-up (§9). */
export function vatOnUnit(netCents: number): number {
  if (!Number.isSafeInteger(netCents) || netCents < 0) {
    throw new RangeError(`Net price must be a non-negative integer of cents: ${netCents}`);
  }
  return Math.floor((netCents * VAT_RATE_PERCENT + 50) / 100);
}

/** A priced variation: ids it depends on (null = any) and its net price in cents. */
export interface CatalogVariation {
  sizeId: number | null;
  fabricId: number | null;
  fabricColorId: number | null;
  priceCents: number;
}

/** The customer's choice of size, fabric and colour (null when not chosen). */
export interface Selection {
  sizeId: number | null;
  fabricId: number | null;
  fabricColorId: number | null;
}

/**
 * The variation that prices a selection (spec §4 "by size alone, fabric and colour alone, or all
 * three"): exact size+fabric+colour first, then fabric+colour without size, then size without
 * fabric; undefined when none (the base price applies). Same precedence as bff domain/pricing.ts.
 */
export function matchVariation(
  list: readonly CatalogVariation[],
  s: Selection,
): CatalogVariation | undefined {
  const hasFabric = s.fabricId !== null && s.fabricColorId !== null;
  if (s.sizeId !== null && hasFabric) {
    const exact = list.find(
      (v) =>
        v.sizeId === s.sizeId && v.fabricId === s.fabricId && v.fabricColorId === s.fabricColorId,
    );
    if (exact) return exact;
  }
  if (hasFabric) {
    const byFabric = list.find(
      (v) => v.sizeId === null && v.fabricId === s.fabricId && v.fabricColorId === s.fabricColorId,
    );
    if (byFabric) return byFabric;
  }
  if (s.sizeId !== null) {
    return list.find(
      (v) => v.sizeId === s.sizeId && v.fabricId === null && v.fabricColorId === null,
    );
  }
  return undefined;
}

/**
 * Storage extra of a bed in cents (spec §9): 0 for 'Non Ottoman'; the size's ottoman price for
 * 'Ottoman'; ottoman plus the cloud base (sizes 13–15 only) for 'Cloud Storage'.
 * @throws OrderError 400 when storage needs a size or the size has no storage price.
 */
export function storageExtra(
  storage: OrderStorageType,
  sizeId: number | null,
  ottoman: ReadonlyMap<number, number>,
  cloudBase: number | null,
  field: string,
): number {
  if (storage === 'Non Ottoman') return 0;
  const unavailable = 'This storage option is not available for the chosen size.';
  if (sizeId === null) throw new OrderError(400, 'Please select a size.', field);
  const price = ottoman.get(sizeId);
  if (price === undefined) throw new OrderError(400, unavailable, field);
  if (storage === 'Ottoman' || !CLOUD_BASE_SIZE_IDS.has(sizeId)) return price;
  if (cloudBase === null) throw new OrderError(400, unavailable, field);
  return price + cloudBase;
}

/** What the catalog says about one product, in cents, as pricing and the order snapshot need it. */
export interface CatalogProduct {
  id: number;
  name: string;
  image: string;
  status: string;
  stock: number;
  basePriceCents: number;
  isBed: boolean;
  storageTypes: readonly string[];
  categoryNames: string[];
  sizes: Map<number, string>;
  /** Fabric id -> name and colours (colour id -> name). */
  fabrics: Map<number, { name: string; colors: Map<number, string> }>;
  variations: CatalogVariation[];
  ottomanPrices: Map<number, number>;
  cloudBaseCents: number | null;
}

/** One line as asked: the configuration, quantity, reference and the client's unit prices. */
export interface OrderLineRequest {
  productId: number;
  sizeId: number | null;
  fabricId: number | null;
  fabricColorId: number | null;
  storageType: OrderStorageType;
  quantity: number;
  referenceNumber: string;
  /** Unit price incl. VAT the client showed, in cents; null = none sent (reorder). */
  clientGrossCents: number | null;
  /** Unit VAT the client showed, in cents; null = none sent. */
  clientVatCents: number | null;
  specialQuoteText: string | null;
  specialQuoteFileId: string | null;
}

/** A line priced by the api, in cents: net unit, unit VAT, total = (net + VAT) × quantity. */
export interface PricedOrderLine {
  unitPriceCents: number;
  unitVatCents: number;
  totalCents: number;
}

/**
 * Prices one line from the catalog (spec §4, §5, §9) and refuses what cannot be ordered.
 * @throws OrderError 400 (quantity, choices the product does not offer), 409 (product
 *   unavailable or out of stock; client price differs: 'Prices have changed…').
 */
export function priceOrderLine(
  product: CatalogProduct,
  line: OrderLineRequest,
  field: string,
): PricedOrderLine {
  if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > 99) {
    throw new OrderError(400, ORDER_MESSAGES.quantityRange, `${field}.quantity`);
  }
  if (product.status === 'unavailable' || (!product.isBed && product.stock === 0)) {
    throw new OrderError(409, ORDER_MESSAGES.productUnavailable, `${field}.productId`);
  }
  checkSelection(product, line, field);
  const variation = matchVariation(product.variations, line);
  const net =
    (variation ? variation.priceCents : product.basePriceCents) +
    storageExtra(
      line.storageType,
      line.sizeId,
      product.ottomanPrices,
      product.cloudBaseCents,
      `${field}.storageType`,
    );
  const vat = vatOnUnit(net);
  const priced = {
    unitPriceCents: net,
    unitVatCents: vat,
    totalCents: (net + vat) * line.quantity,
  };
  const grossDiffers = line.clientGrossCents !== null && line.clientGrossCents !== net + vat;
  const vatDiffers = line.clientVatCents !== null && line.clientVatCents !== vat;
  if (grossDiffers || vatDiffers) {
    throw new OrderError(409, ORDER_MESSAGES.pricesChanged, `${field}.price`);
  }
  return priced;
}

/** Refuses sizes, fabrics, colours and storage the product does not offer. */
function checkSelection(product: CatalogProduct, line: OrderLineRequest, field: string): void {
  const needsFabric = product.isBed && product.fabrics.size > 0;
  if (
    (product.sizes.size > 0 && line.sizeId === null) ||
    (needsFabric && (line.fabricId === null || line.fabricColorId === null))
  ) {
    const message = product.isBed
      ? 'Please select a size, fabric and fabric colour.'
      : 'Please select a size.';
    throw new OrderError(400, message, `${field}.sizeId`);
  }
  if (line.sizeId !== null && !product.sizes.has(line.sizeId)) {
    throw new OrderError(
      400,
      'The chosen size is not offered for this product.',
      `${field}.sizeId`,
    );
  }
  if (line.fabricId !== null || line.fabricColorId !== null) {
    const fabric = line.fabricId === null ? undefined : product.fabrics.get(line.fabricId);
    if (!fabric || line.fabricColorId === null || !fabric.colors.has(line.fabricColorId)) {
      throw new OrderError(
        400,
        'The chosen fabric or colour is not offered for this product.',
        `${field}.fabricId`,
      );
    }
  }
  if (line.storageType !== 'Non Ottoman') {
    if (!product.isBed) {
      throw new OrderError(400, 'Storage can only be chosen for beds.', `${field}.storageType`);
    }
    if (!product.storageTypes.includes(line.storageType)) {
      throw new OrderError(
        400,
        'This storage option is not available for this product.',
        `${field}.storageType`,
      );
    }
  }
}

/* ------------------------------------------------------------ catalog reads */

/** True for the Beds category name, case-insensitive (spec §2: beds detected by name). */
export function isBedsCategory(name: string): boolean {
  return name.trim().toLowerCase() === 'beds';
}

/**
 * Loads what pricing needs about a product, in cents; undefined when it does not exist. Storage
 * prices come from the Beds category when the product is in it, else its first category (§9, as the
 * bff does).
 */
export async function loadCatalogProduct(
  db: Db,
  productId: number,
): Promise<CatalogProduct | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, productId));
  if (!row) return undefined;
  const [categoryRows, sizeRows, fabricRows, variationRows] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.categoryName })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(eq(productCategories.productId, productId))
      .orderBy(asc(categories.id)),
    db
      .select({ id: sizes.id, label: sizes.label })
      .from(productSizes)
      .innerJoin(sizes, eq(sizes.id, productSizes.sizeId))
      .where(eq(productSizes.productId, productId)),
    db
      .select({ id: fabrics.id, name: fabrics.fabricName })
      .from(productFabrics)
      .innerJoin(fabrics, eq(fabrics.id, productFabrics.fabricId))
      .where(eq(productFabrics.productId, productId)),
    db
      .select()
      .from(variations)
      .where(eq(variations.productId, productId))
      .orderBy(asc(variations.id)),
  ]);
  const fabricIds = fabricRows.map((f) => f.id);
  const colorRows = fabricIds.length
    ? await db.select().from(fabricColors).where(inArray(fabricColors.fabricId, fabricIds))
    : [];
  const isBed = categoryRows.some((c) => isBedsCategory(c.name));
  const storageCategory = (categoryRows.find((c) => isBedsCategory(c.name)) ?? categoryRows[0])?.id;
  const ottoman = new Map<number, number>();
  let cloudBaseCents: number | null = null;
  if (storageCategory !== undefined) {
    const [ottomanRows, cloudRows] = await Promise.all([
      db.select().from(ottomanPrices).where(eq(ottomanPrices.categoryId, storageCategory)),
      db.select().from(cloudStorageBase).where(eq(cloudStorageBase.categoryId, storageCategory)),
    ]);
    for (const o of ottomanRows) ottoman.set(o.sizeId, o.priceCents);
    cloudBaseCents = cloudRows[0]?.priceCents ?? null;
  }
  return {
    id: row.id,
    name: row.name,
    image: row.productImage ?? `/images/products/${row.id}.jpg`,
    status: row.status,
    stock: row.stock,
    basePriceCents: row.priceCents,
    isBed,
    storageTypes: row.storageTypes,
    categoryNames: categoryRows.map((c) => c.name),
    sizes: new Map(sizeRows.map((s) => [s.id, s.label])),
    fabrics: new Map(
      fabricRows.map((f) => [
        f.id,
        {
          name: f.name,
          colors: new Map(
            colorRows.filter((c) => c.fabricId === f.id).map((c) => [c.id, c.colorName]),
          ),
        },
      ]),
    ),
    variations: variationRows.map((v) => ({
      sizeId: v.sizeId,
      fabricId: v.fabricId,
      fabricColorId: v.fabricColorId,
      priceCents: v.priceCents,
    })),
    ottomanPrices: ottoman,
    cloudBaseCents,
  };
}

/** Delivery status names in order (spec §3); the two known ones when the table is empty. */
export async function deliveryStatusNames(db: Db | Tx): Promise<string[]> {
  const rows = await db.select().from(deliveryStatuses).orderBy(asc(deliveryStatuses.position));
  return rows.length ? rows.map((r) => r.name) : [FIRST_DELIVERY_STATUS, LAST_DELIVERY_STATUS];
}

/* --------------------------------------------------------------- placement */

/** Where a checkout is delivered: the joined line (§7) and, when known, its parts. */
export interface ShippingAddress {
  /** 'address, city, country' as one line (spec §7: address and country joined, or empty). */
  line: string;
  name: string | null;
  street: string | null;
  city: string | null;
  country: string | null;
}

/** A checkout to place. */
export interface PlaceOrdersRequest {
  userId: number;
  /** The client's key for this checkout (design "Orders": idempotent per checkout). */
  idempotencyKey: string;
  shipping: ShippingAddress;
  lines: OrderLineRequest[];
}

/** The outcome of a checkout: the orders (new, or already placed under the same key). */
export interface PlaceOrdersResult {
  orders: OrderRow[];
  /** True when the key had been used: nothing new was booked. */
  replayed: boolean;
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
 * order and one 'purchase' ledger entry per line. Any failure rolls everything back.
 * @throws OrderError 400 (empty cart, blank reference, bad line, foreign file), 402 (insufficient
 *   credit), 404 (unknown user), 409 (product unavailable, prices changed).
 */
export async function placeOrders(db: Db, req: PlaceOrdersRequest): Promise<PlaceOrdersResult> {
  const earlier = await ordersByKey(db, req.userId, req.idempotencyKey);
  if (earlier.length > 0) return { orders: earlier, replayed: true };
  if (req.lines.length === 0) throw new OrderError(400, ORDER_MESSAGES.emptyCart, 'items');
  const rows: NewOrderRow[] = [];
  for (const [i, line] of req.lines.entries()) {
    const field = `items.${i}`;
    if (line.referenceNumber.trim() === '') {
      throw new OrderError(400, ORDER_MESSAGES.referenceRequired, `${field}.referenceNumber`);
    }
    const product = await loadCatalogProduct(db, line.productId);
    if (!product) throw new OrderError(400, ORDER_MESSAGES.productNotFound, `${field}.productId`);
    const priced = priceOrderLine(product, line, field);
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
    // One purchase order per checkout holds its orders (issue 14).
    const purchaseOrderId = await createPurchaseOrder(tx, rows);
    const placed = await tx
      .insert(orders)
      .values(rows.map((row) => ({ ...row, purchaseOrderId })))
      .returning();
    for (const order of placed) {
      if (order.totalCents > 0) {
        await bookEntry(tx, {
          userId: req.userId,
          kind: 'purchase',
          amountCents: order.totalCents,
          orderId: order.id,
        });
      }
    }
    placed.sort((a, b) => a.lineIndex - b.lineIndex);
    return { orders: placed, replayed: false };
  });
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
    totalCents: priced.totalCents,
    specialQuoteText: text ? text : null,
    specialQuoteFileId: line.specialQuoteFileId,
    shippingAddress: req.shipping.line,
    shippingName: req.shipping.name,
    shippingStreet: req.shipping.street,
    shippingCity: req.shipping.city,
    shippingCountry: req.shipping.country,
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

/**
 * Cancels the user's order and returns its credit (a 'reversal' of the total) in one transaction
 * (spec §4, design "Credit"). Returns the updated row.
 * @throws OrderError 404 unknown order, 403 another customer's, 409 already cancelled or no longer
 *   awaiting dispatch.
 */
export async function cancelOrder(db: Db | Tx, orderId: number, userId: number): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    await creditPosition(tx, userId, { lock: true });
    const row = await lockOwnOrder(tx, orderId, userId);
    if (row.status === 'cancelled') throw new OrderError(409, ORDER_MESSAGES.alreadyCancelled);
    if (row.deliveryStatus !== FIRST_DELIVERY_STATUS) {
      throw new OrderError(409, ORDER_MESSAGES.notCancellable);
    }
    const [updated] = await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(eq(orders.id, orderId))
      .returning();
    if (row.totalCents > 0) {
      await bookEntry(tx, { userId, kind: 'reversal', amountCents: row.totalCents, orderId });
    }
    return updated!;
  });
}

/**
 * Orders the configuration of one of the user's orders again at TODAY's catalog price, credit
 * checked like a checkout (spec §5 reorder). The reference defaults to the original's. With an
 * idempotency key (one per reorder dialog), repeating the call returns the order already placed.
 * @throws OrderError 400 quantity, 403/404 as for cancel, 402 insufficient credit, 409 product gone.
 */
export async function reorder(
  db: Db,
  orderId: number,
  userId: number,
  quantity: number,
  referenceNumber: string | null,
  idempotencyKey: string | null = null,
): Promise<OrderRow> {
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
    const result = await placeOrders(db, {
      userId,
      idempotencyKey: `reorder:${orderId}:${idempotencyKey ?? randomUUID()}`,
      shipping: {
        line: original.shippingAddress,
        name: original.shippingName,
        street: original.shippingStreet,
        city: original.shippingCity,
        country: original.shippingCountry,
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
    });
    return result.orders[0]!;
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
