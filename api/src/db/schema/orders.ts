/**
 * Drizzle schema of orders and credit (spec §3 Order, §4 order states; design "Orders", "Credit"):
 * one order per cart line with a snapshot of what was bought and the price charged (integer euro
 * cents), and the special-instructions files customers upload. The credit ledger is in books.ts.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DeliveryAddressSnapshot } from './addresses.js';
import { users } from './accounts.js';
import { products } from './catalog.js';

/** Storage names of an order line (spec §3 cart item storageType). */
export const ORDER_STORAGE_TYPES = ['Non Ottoman', 'Ottoman', 'Cloud Storage'] as const;
/** One of {@link ORDER_STORAGE_TYPES}. */
export type OrderStorageType = (typeof ORDER_STORAGE_TYPES)[number];

/** Order states (spec §4: an order is cancelled or not). */
export const ORDER_STATUSES = ['placed', 'cancelled'] as const;
/** One of {@link ORDER_STATUSES}. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * A special-instructions file (spec §5: .pdf, .doc, .docx), stored as
 * `DATA_DIR/uploads/special-quotes/<id>`; only its owner may attach it to an order line.
 */
export const specialQuoteFiles = pgTable(
  'special_quote_files',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('special_quote_files_user_idx').on(t.userId)],
);

/**
 * A purchase order (issue 14): one checkout, holding its N orders (one per cart line, each with its
 * own tracking ID as the spec wants). `number` is what the customer files ('PO-000042'); the amounts
 * are the sums of its orders at the time of placing, in integer euro cents (net, VAT, gross), with
 * the shipping address of the checkout. Unique per user and idempotency key, like the orders.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    shippingAddress: text('shipping_address').notNull().default(''),
    shippingName: text('shipping_name'),
    shippingStreet: text('shipping_street'),
    shippingCity: text('shipping_city'),
    shippingCountry: text('shipping_country'),
    /** The saved address checked out to, as it was then (issue 24); null for a one-off address. */
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddressSnapshot>(),
    /** The buyer's own purchase order number for the checkout (issue 22; up to 35 characters). */
    buyerPoNumber: text('buyer_po_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_orders_number_idx').on(t.number),
    uniqueIndex('purchase_orders_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('purchase_orders_user_created_idx').on(t.userId, t.createdAt),
    // Issue 29 (admin at scale): the admin order search by PO number and buyer's PO number.
    index('purchase_orders_number_trgm_idx').using('gin', t.number.op('gin_trgm_ops')),
    index('purchase_orders_buyer_po_trgm_idx').using('gin', t.buyerPoNumber.op('gin_trgm_ops')),
    check(
      'purchase_orders_amounts_nonneg',
      sql`${t.netCents} >= 0 and ${t.vatCents} >= 0 and ${t.grossCents} >= 0`,
    ),
  ],
);

/** A purchase_orders row. */
export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;

/**
 * Spec §3 Order: one product line of a checkout. `idempotency_key` + `line_index` are unique per
 * user, so a retried checkout never books twice. Amounts are integer euro cents: unit net price,
 * unit VAT and the total charged ((unit + VAT) × quantity).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trackingId: text('tracking_id').notNull(),
    referenceNumber: text('reference_number').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    lineIndex: integer('line_index').notNull(),
    /** The checkout's purchase order; null for orders placed before purchase orders existed. */
    purchaseOrderId: integer('purchase_order_id').references(() => purchaseOrders.id, {
      onDelete: 'set null',
    }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productImage: text('product_image').notNull(),
    sizeId: integer('size_id'),
    sizeLabel: text('size_label'),
    fabricId: integer('fabric_id'),
    fabricName: text('fabric_name'),
    fabricColorId: integer('fabric_color_id'),
    fabricColorName: text('fabric_color_name'),
    storageType: text('storage_type', { enum: ORDER_STORAGE_TYPES }).notNull(),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    unitVatCents: integer('unit_vat_cents').notNull(),
    /** The VAT rate charged, in basis points (2300 = 23 %; issue 22). */
    vatRateBp: integer('vat_rate_bp').notNull(),
    totalCents: integer('total_cents').notNull(),
    specialQuoteText: text('special_quote_text'),
    specialQuoteFileId: text('special_quote_file_id').references(() => specialQuoteFiles.id, {
      onDelete: 'set null',
    }),
    shippingAddress: text('shipping_address').notNull().default(''),
    shippingName: text('shipping_name'),
    shippingStreet: text('shipping_street'),
    shippingCity: text('shipping_city'),
    shippingCountry: text('shipping_country'),
    /** The saved address checked out to, as it was then (issue 24); null for a one-off address. */
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddressSnapshot>(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('placed'),
    deliveryStatus: text('delivery_status').notNull().default('awaiting dispatch'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * The company user who placed the order (issue 24); `userId` stays the company account the
     * order is booked to. Migration 0015 set it to `userId` for the orders placed before.
     */
    placedByUserId: integer('placed_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('orders_tracking_id_idx').on(t.trackingId),
    uniqueIndex('orders_idempotency_idx').on(t.userId, t.idempotencyKey, t.lineIndex),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_user_reference_idx').on(t.userId, t.referenceNumber),
    index('orders_purchase_order_idx').on(t.purchaseOrderId),
    // Issue 29 (admin at scale): the admin order list's sorts (newest first, total, product) as
    // index scans, and its text search (tracking ID, reference, product) through pg_trgm.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_total_idx').on(t.totalCents, t.id),
    index('orders_product_name_lower_idx').on(sql`lower(${t.productName})`, t.id),
    index('orders_tracking_id_trgm_idx').using('gin', t.trackingId.op('gin_trgm_ops')),
    index('orders_reference_trgm_idx').using('gin', t.referenceNumber.op('gin_trgm_ops')),
    index('orders_product_name_trgm_idx').using('gin', t.productName.op('gin_trgm_ops')),
    check('orders_quantity_range', sql`${t.quantity} between 1 and 99`),
    check(
      'orders_amounts_nonneg',
      sql`${t.unitPriceCents} >= 0 and ${t.unitVatCents} >= 0 and ${t.totalCents} >= 0`,
    ),
    check('orders_status_valid', sql`${t.status} in ('placed', 'cancelled')`),
    check(
      'orders_storage_type_valid',
      sql`${t.storageType} in ('Non Ottoman', 'Ottoman', 'Cloud Storage')`,
    ),
  ],
);

/** An orders row as selected. */
export type OrderRow = typeof orders.$inferSelect;
/** An orders row to insert. */
export type NewOrderRow = typeof orders.$inferInsert;
/** A special_quote_files row as selected. */
export type SpecialQuoteFileRow = typeof specialQuoteFiles.$inferSelect;
