/**
 * Drizzle schema of trade accounts (spec §3 User, §4 auth): users, sessions and password-reset
 * tokens. The credit limit is stored as integer euro cents; passwords only as argon2id hashes;
 * reset tokens only as their SHA-256 hash. Login throttle state lives in memory (accounts/throttle).
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '@serena/domain';
import { priceLists } from './pricing.js';

/** Account roles: trade customers and admins (spec §6). */
export const USER_ROLES = ['customer', 'admin'] as const;
/** One of {@link USER_ROLES}. */
export type UserRole = (typeof USER_ROLES)[number];

/**
 * States of a trade account (spec §4: pending until an admin approves; issue 9: an admin may block
 * an approved account, which ends its sessions at once because sessions need 'approved'; issue 24:
 * a company user is 'invited' until they accept, and their company admin may make them 'suspended'
 * or 'removed', which ends their sessions the same way).
 */
export const USER_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'blocked',
  'invited',
  'suspended',
  'removed',
] as const;
/** One of {@link USER_STATUSES}. */
export type UserStatus = (typeof USER_STATUSES)[number];

/**
 * Roles of a user inside their trade company (issue 24): the admin of the company (everything,
 * its users and limits), a buyer (orders within their limits), an approver (approves others'
 * orders) and accounts (invoices, statements and payments; cannot order).
 */
export const COMPANY_ROLES = ['COMPANY_ADMIN', 'BUYER', 'APPROVER', 'ACCOUNTS'] as const;
/** One of {@link COMPANY_ROLES}. */
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/**
 * Spec §3 User plus the private columns: password hash, role and approval status.
 * `email` is stored lower-cased and unique case-insensitively.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    invoiceEmail: text('invoice_email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    country: text('country').notNull(),
    officeAddress: text('office_address').notNull(),
    officeCity: text('office_city').notNull(),
    officeEirCode: text('office_eir_code').notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    deliveryCity: text('delivery_city').notNull(),
    deliveryEirCode: text('delivery_eir_code').notNull(),
    companyName: text('company_name').notNull(),
    creditLimitCents: integer('credit_limit_cents').notNull().default(0),
    /** The customer's VAT number as entered, normalised (issue 22), e.g. 'IE6388047V'; optional. */
    vatNumber: text('vat_number'),
    /** Days from an invoice's date to its due date (issue 22; default 30, set by the admin). */
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    /** The account's price list (issue 25); null = the trade price. */
    priceListId: integer('price_list_id').references(() => priceLists.id, { onDelete: 'set null' }),
    subscribe: boolean('subscribe').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull().default('customer'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The trade company (issue 24): the users row of the account that applied, which holds the
     * credit, orders, invoices and statements; equal to `id` for that applicant; null for admins.
     */
    companyId: integer('company_id').references((): AnyPgColumn => users.id, {
      onDelete: 'cascade',
    }),
    /** The user's role in the company (issue 24); null for the shop's admins. */
    companyRole: text('company_role', { enum: COMPANY_ROLES }),
    /** Spending limit per order, gross euro cents (issue 24); null = no limit. */
    orderLimitCents: integer('order_limit_cents'),
    /** Spending limit per calendar month (Irish), gross euro cents (issue 24); null = no limit. */
    monthLimitCents: integer('month_limit_cents'),
    /**
     * The company rule on the account holder's row (issue 24): orders above this many gross euro
     * cents always need approval; null = no rule.
     */
    approvalAboveCents: integer('approval_above_cents'),
    /** The shop admin's staff role (issue 26: OWNER, SALES, ACCOUNTS, WAREHOUSE, CONTENT); null for customers. */
    staffRole: text('staff_role', { enum: STAFF_ROLES }),
  },
  (t) => [
    index('users_company_idx').on(t.companyId),
    check('users_order_limit_nonneg', sql`${t.orderLimitCents} >= 0`),
    check('users_month_limit_nonneg', sql`${t.monthLimitCents} >= 0`),
    check('users_approval_above_nonneg', sql`${t.approvalAboveCents} >= 0`),
    check(
      'users_company_role_valid',
      sql`${t.companyRole} in ('COMPANY_ADMIN', 'BUYER', 'APPROVER', 'ACCOUNTS')`,
    ),
    check(
      'users_staff_role_valid',
      sql`${t.staffRole} in ('OWNER', 'SALES', 'ACCOUNTS', 'WAREHOUSE', 'CONTENT')`,
    ),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_status_idx').on(t.status),
    // Issue 29 (admin at scale): the account list's search (name, company, e-mail) through pg_trgm
    // and its default sort (newest first); the company sort of the account and order lists.
    index('users_full_name_trgm_idx').using('gin', t.fullName.op('gin_trgm_ops')),
    index('users_company_name_trgm_idx').using('gin', t.companyName.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_company_name_lower_idx').on(sql`lower(${t.companyName})`, t.id),
    check('users_credit_limit_nonneg', sql`${t.creditLimitCents} >= 0`),
    check('users_payment_terms_range', sql`${t.paymentTermsDays} between 0 and 365`),
    check('users_role_valid', sql`${t.role} in ('customer', 'admin')`),
    check(
      'users_status_valid',
      sql`${t.status} in ('pending', 'approved', 'rejected', 'blocked', 'invited', 'suspended', 'removed')`,
    ),
  ],
);

/**
 * Sign-in sessions. The JWT carries the session id (`sid`); a token is only honoured while its
 * session row is not revoked and not expired (sign-out, password change and reset revoke it).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use password-reset tokens (spec §4 forgot/reset); only the SHA-256 hex hash is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Single-use invitations of company users (issue 24): valid 7 days; only the SHA-256 hex hash of
 * the token is kept. `userId` is the invited user's row (status 'invited' until accepted).
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('company_invitations_user_idx').on(t.userId)],
);

/** A users row as selected. */
export type UserRow = typeof users.$inferSelect;
/** A users row to insert. */
export type NewUserRow = typeof users.$inferInsert;
/** A sessions row as selected. */
export type SessionRow = typeof sessions.$inferSelect;
