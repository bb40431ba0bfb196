/**
 * Drizzle schema of negotiated quotes (issue 25 "Negotiated quotes"): a company turns its cart into
 * a quote request (a note and a file per line, as the spec's special quote), the shop answers with a
 * net price per line (or a discount on the whole, stored per line), a validity date and a message;
 * the customer accepts (the quote becomes a purchase order at the quoted prices), declines or
 * replies (the thread of messages, each with an optional file). Money in integer euro cents, net of
 * VAT; dates of validity are Irish calendar dates, inclusive. An expired quote is a priced one whose
 * `valid_until` has passed (derived, not stored).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { products } from './catalog.js';
import { purchaseOrders, specialQuoteFiles } from './orders.js';

/** Stored states of a quote: asked, priced by the shop, then accepted or declined. */
export const QUOTE_STATUSES = ['requested', 'priced', 'accepted', 'declined'] as const;
/** One of {@link QUOTE_STATUSES}. */
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Who wrote a quote message: the customer's company or the shop. */
export const QUOTE_AUTHORS = ['customer', 'shop'] as const;
/** One of {@link QUOTE_AUTHORS}. */
export type QuoteAuthor = (typeof QUOTE_AUTHORS)[number];

/** A quote request of a company account and the shop's answer. */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    /** The company account (its credit, orders and invoices). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The company user who asked. */
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: QUOTE_STATUSES }).notNull().default('requested'),
    note: text('note'),
    /** A discount on the whole quote in basis points, when the shop answered with one. */
    discountBp: integer('discount_bp'),
    validUntil: date('valid_until'),
    pricedAt: timestamp('priced_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The purchase order the accepted quote became. */
    purchaseOrderId: integer('purchase_order_id').references(() => purchaseOrders.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quotes_user_created_idx').on(t.userId, t.createdAt),
    index('quotes_status_idx').on(t.status),
    check(
      'quotes_status_valid',
      sql`${t.status} in ('requested', 'priced', 'accepted', 'declined')`,
    ),
    check('quotes_discount_range', sql`${t.discountBp} between 0 and 10000`),
    check('quotes_priced_has_date', sql`${t.status} = 'requested' or ${t.validUntil} is not null`),
  ],
);

/** One configured line of a quote, with the customer's price when asked and the shop's price. */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    lineIndex: integer('line_index').notNull(),
    /** The product; null once it left the catalog (the line can then no longer be ordered). */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    /** The options as the documents print them: size, fabric, colour, storage. */
    description: text('description').notNull().default(''),
    sizeId: integer('size_id'),
    fabricId: integer('fabric_id'),
    fabricColorId: integer('fabric_color_id'),
    storageType: text('storage_type').notNull(),
    quantity: integer('quantity').notNull(),
    referenceNumber: text('reference_number').notNull(),
    note: text('note'),
    fileId: text('file_id').references(() => specialQuoteFiles.id, { onDelete: 'set null' }),
    /** The customer's net unit price when the quote was asked (list and tiers applied). */
    listUnitPriceCents: integer('list_unit_price_cents').notNull(),
    /** The shop's net unit price; null until priced. */
    quotedUnitPriceCents: integer('quoted_unit_price_cents'),
  },
  (t) => [
    uniqueIndex('quote_lines_quote_index_idx').on(t.quoteId, t.lineIndex),
    check('quote_lines_quantity', sql`${t.quantity} between 1 and 99`),
    check(
      'quote_lines_prices',
      sql`${t.listUnitPriceCents} >= 0 and ${t.quotedUnitPriceCents} >= 0`,
    ),
  ],
);

/** The thread of a quote: the customer's and the shop's messages, each with an optional file. */
export const quoteMessages = pgTable(
  'quote_messages',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    author: text('author', { enum: QUOTE_AUTHORS }).notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    fileId: text('file_id').references(() => specialQuoteFiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quote_messages_quote_idx').on(t.quoteId, t.createdAt),
    check('quote_messages_author_valid', sql`${t.author} in ('customer', 'shop')`),
  ],
);

/** A quotes row. */
export type QuoteRow = typeof quotes.$inferSelect;
/** A quote_lines row. */
export type QuoteLineRow = typeof quoteLines.$inferSelect;
/** A quote_messages row. */
export type QuoteMessageRow = typeof quoteMessages.$inferSelect;
