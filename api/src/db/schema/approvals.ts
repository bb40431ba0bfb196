/**
 * Drizzle schema of order approvals (issue 24 "Spending limits and approval"): a checkout over the
 * placing user's limits or the company rule waits here, priced, with its credit reserved (the
 * pending, unexpired rows' totals are set aside from the company's available credit, books/ledger.ts
 * `creditPosition`), until an approver approves it (the orders are placed) or rejects it, or 7 days
 * pass. Amounts are integer euro cents, gross.
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
import { users } from './accounts.js';
import { purchaseOrders, type NewOrderRow } from './orders.js';

/** Where an approval request stands. */
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
/** One of {@link APPROVAL_STATUSES}. */
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** The checkout waiting for approval: its priced order rows (tracking IDs given on approval). */
export interface ApprovalCheckout {
  rows: Omit<NewOrderRow, 'trackingId'>[];
  buyerPoNumber: string | null;
}

/** One checkout awaiting (or past) approval. */
export const orderApprovals = pgTable(
  'order_approvals',
  {
    id: serial('id').primaryKey(),
    /** The company account the orders will be booked to. */
    accountId: integer('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The company user who placed the checkout. */
    placedByUserId: integer('placed_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: APPROVAL_STATUSES }).notNull().default('pending'),
    /** The checkout's gross total: the credit reserved while pending. */
    totalCents: integer('total_cents').notNull(),
    /** Why it needs approval (ORDER_LIMIT, MONTH_LIMIT, COMPANY_RULE). */
    reasons: text('reasons').array().notNull(),
    checkout: jsonb('checkout').$type<ApprovalCheckout>().notNull(),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The approver's note with the decision. */
    note: text('note'),
    /** The purchase order placed on approval. */
    purchaseOrderId: integer('purchase_order_id').references(() => purchaseOrders.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('order_approvals_idempotency_idx').on(t.accountId, t.idempotencyKey),
    index('order_approvals_account_status_idx').on(t.accountId, t.status),
    check('order_approvals_total_nonneg', sql`${t.totalCents} >= 0`),
    check(
      'order_approvals_status_valid',
      sql`${t.status} in ('pending', 'approved', 'rejected', 'expired')`,
    ),
  ],
);

/** An order_approvals row. */
export type OrderApprovalRow = typeof orderApprovals.$inferSelect;
