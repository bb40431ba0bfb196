/**
 * Drizzle schema of the books (issue 22; design "The books"): invoices and credit notes issued once
 * and never changed, their lines with the VAT rate charged, the gap-free number series, the
 * per-account credit ledger and the allocation of payments to invoices. Amounts are integer euro
 * cents, rates basis points (2300 = 23 %), dates of issue, supply and due as Irish calendar dates
 * ('YYYY-MM-DD').
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { orders, purchaseOrders } from './orders.js';

/**
 * Ledger entry kinds (design "Credit", "The books"): purchases (invoiced) use credit, reversals
 * (credit notes) and payments return it, and a payment reversal takes a payment back.
 */
export const LEDGER_KINDS = ['purchase', 'reversal', 'payment', 'payment_reversal'] as const;
/** One of {@link LEDGER_KINDS}. */
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The seller's particulars printed on an invoice (Revenue's required particulars), as issued. */
export interface SellerParticulars {
  legalName: string;
  tradingName: string;
  addressLines: string[];
  vatNumber: string;
  email: string;
  phone: string;
  iban: string;
  bic: string;
}

/** The customer's particulars printed on an invoice or credit note, as issued. */
export interface CustomerParticulars {
  companyName: string | null;
  fullName: string;
  addressLines: string[];
  vatNumber: string | null;
  email: string;
}

/**
 * Gap-free number series: the last number used per series ('INV', 'CN') and calendar year. A
 * document takes the next number by updating its row inside the issuing transaction, so a rolled
 * back checkout leaves no gap and concurrent ones wait for each other.
 */
export const documentSequences = pgTable(
  'document_sequences',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/**
 * A VAT invoice: one per purchase order, issued in the checkout's transaction. Everything printed
 * is stored here or on its lines, so the document drawn next year is the one issued today.
 * `seller` is null only on invoices issued by the migration for earlier purchase orders (they print
 * the seller's settings of the day they are drawn).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issueDate: date('issue_date').notNull(),
    supplyDate: date('supply_date').notNull(),
    dueDate: date('due_date').notNull(),
    paymentTermsDays: integer('payment_terms_days').notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    buyerPoNumber: text('buyer_po_number'),
    seller: jsonb('seller').$type<SellerParticulars>(),
    customer: jsonb('customer').$type<CustomerParticulars>().notNull(),
    shipTo: text('ship_to').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_number_idx').on(t.number),
    uniqueIndex('invoices_purchase_order_idx').on(t.purchaseOrderId),
    index('invoices_user_idx').on(t.userId, t.dueDate),
    check('invoices_amounts', sql`${t.netCents} + ${t.vatCents} = ${t.grossCents}`),
  ],
);

/** One line of an invoice: what was sold, at which net unit price and VAT rate (cents, bp). */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    lineIndex: integer('line_index').notNull(),
    description: text('description').notNull(),
    trackingId: text('tracking_id').notNull(),
    referenceNumber: text('reference_number').notNull(),
    quantity: integer('quantity').notNull(),
    unitNetCents: integer('unit_net_cents').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoiceId, t.lineIndex),
    uniqueIndex('invoice_lines_order_idx').on(t.orderId),
    check('invoice_lines_amounts', sql`${t.netCents} + ${t.vatCents} = ${t.grossCents}`),
  ],
);

/** Who cancelled what a credit note credits. */
export const CREDIT_NOTE_ISSUERS = ['customer', 'admin'] as const;

/**
 * A credit note: issued when an order (a line of a purchase order) is cancelled, by the customer
 * or the admin, crediting lines of one invoice at their original VAT rate. `seller` is null only on
 * credit notes the migration issued for orders cancelled before the books existed.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issueDate: date('issue_date').notNull(),
    reason: text('reason').notNull(),
    cancelledBy: text('cancelled_by', { enum: CREDIT_NOTE_ISSUERS }).notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    buyerPoNumber: text('buyer_po_number'),
    seller: jsonb('seller').$type<SellerParticulars>(),
    customer: jsonb('customer').$type<CustomerParticulars>().notNull(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_idx').on(t.number),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    index('credit_notes_user_idx').on(t.userId),
    check('credit_notes_amounts', sql`${t.netCents} + ${t.vatCents} = ${t.grossCents}`),
  ],
);

/** One credited line; an invoice line is credited at most once (unique). */
export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    id: serial('id').primaryKey(),
    creditNoteId: integer('credit_note_id')
      .notNull()
      .references(() => creditNotes.id, { onDelete: 'cascade' }),
    invoiceLineId: integer('invoice_line_id')
      .notNull()
      .references(() => invoiceLines.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    trackingId: text('tracking_id').notNull(),
    quantity: integer('quantity').notNull(),
    unitNetCents: integer('unit_net_cents').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
  },
  (t) => [
    uniqueIndex('credit_note_lines_invoice_line_idx').on(t.invoiceLineId),
    index('credit_note_lines_note_idx').on(t.creditNoteId),
  ],
);

/**
 * The part of a payment (a 'payment' ledger entry) set against one invoice. Never changed: when the
 * payment is reversed its allocations stop counting (the reversal is its own ledger entry).
 */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: serial('id').primaryKey(),
    paymentEntryId: integer('payment_entry_id')
      .notNull()
      .references(() => creditLedger.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_allocations_invoice_idx').on(t.invoiceId),
    uniqueIndex('payment_allocations_payment_invoice_idx').on(t.paymentEntryId, t.invoiceId),
    check('payment_allocations_positive', sql`${t.amountCents} > 0`),
  ],
);

/** Rows as selected. */
export type InvoiceRow = typeof invoices.$inferSelect;
/** An invoice_lines row. */
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
/** A credit_notes row. */
export type CreditNoteRow = typeof creditNotes.$inferSelect;
/** A credit_note_lines row. */
export type CreditNoteLineRow = typeof creditNoteLines.$inferSelect;

/**
 * The credit ledger (design "Credit", "The books"): every amount positive, in euro cents, never
 * changed or deleted. A purchase (pointing at its invoice) and at most one reversal (pointing at its
 * credit note) per order (unique on order and kind); payments have no order; a payment reversal
 * points at the payment it takes back (at most one each) and carries the reason.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The admin's note of a payment (e.g. a bank reference) or a payment reversal's reason. */
    note: text('note'),
    /** The invoice a purchase was charged on. */
    invoiceId: integer('invoice_id').references((): AnyPgColumn => invoices.id, {
      onDelete: 'cascade',
    }),
    /** The credit note a reversal was issued as. */
    creditNoteId: integer('credit_note_id').references((): AnyPgColumn => creditNotes.id, {
      onDelete: 'cascade',
    }),
    /** The payment entry a payment reversal takes back. */
    reversesEntryId: integer('reverses_entry_id').references((): AnyPgColumn => creditLedger.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.userId),
    uniqueIndex('credit_ledger_order_kind_idx').on(t.orderId, t.kind),
    uniqueIndex('credit_ledger_reverses_idx').on(t.reversesEntryId),
    check('credit_ledger_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'credit_ledger_kind_valid',
      sql`${t.kind} in ('purchase', 'reversal', 'payment', 'payment_reversal')`,
    ),
  ],
);

/** A credit_ledger row as selected. */
export type LedgerRow = typeof creditLedger.$inferSelect;
