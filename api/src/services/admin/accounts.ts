/**
 * Admin side of trade accounts (issue 9): the searchable account list, one account with its credit
 * and ledger, and the status changes approve / reject / block / unblock, the credit limit and
 * payments — every write through {@link audited}. Amounts are integer euro cents.
 */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, type UserRow, type UserStatus } from '../../db/schema/accounts.js';
import { creditLedger, orders, type LedgerKind } from '../../db/schema/orders.js';
import {
  availableCredit,
  creditPosition,
  signedAmount,
  signedAmountSql,
  type Tx,
} from '../ledger.js';
import { bookPayment } from '../../books/payments.js';
import { revokeAllSessions } from '../sessions.js';
import { audited, type AdminActor } from './audit.js';
import { AdminError } from './errors.js';
import { pageOf, type AdminPage } from './paging.js';
import { createAdmin } from '../users.js';
import type { Result } from '../user-validation.js';

/** Sort columns of the account list. */
export const ACCOUNT_SORT_FIELDS = [
  'createdAt',
  'fullName',
  'companyName',
  'email',
  'status',
  'creditLimit',
] as const;
/** One of {@link ACCOUNT_SORT_FIELDS}. */
export type AccountSortField = (typeof ACCOUNT_SORT_FIELDS)[number];

/** A trade account as the admin sees it (GraphQL AdminAccount without the ledger); cents. */
export interface AdminAccountDto {
  id: number;
  fullName: string;
  email: string;
  invoiceEmail: string;
  phoneNumber: string;
  country: string;
  companyName: string;
  officeAddress: string;
  officeCity: string;
  officeEircode: string;
  deliveryAddress: string;
  deliveryCity: string;
  deliveryEircode: string;
  subscribed: boolean;
  status: UserStatus;
  createdAt: string;
  creditLimit: number;
  outstanding: number;
  availableCredit: number;
  orderCount: number;
}

/** One credit ledger entry with the outstanding balance after it (cents). */
export interface LedgerEntryDto {
  id: number;
  kind: LedgerKind;
  amount: number;
  balance: number;
  orderTrackingId: string | null;
  note: string | null;
  createdAt: string;
}

/** Messages of the admin account changes (shown in the console and the CLI). */
export const ACCOUNT_ADMIN_MESSAGES = {
  notFound: (id: number) => `No account with id ${id}`,
  approved: (email: string) => `Approved ${email}`,
  rejected: (email: string) => `Rejected ${email}`,
  blocked: (email: string) => `Blocked ${email}; every session has ended`,
  unblocked: (email: string) => `Unblocked ${email}`,
  creditSet: (email: string, euros: string) => `Credit limit of ${email} set to €${euros}`,
  payment: (email: string, euros: string, available: string) =>
    `Payment of €${euros} recorded for ${email}; available credit €${available}`,
  wrongState: (action: string, status: string) => `Cannot ${action} an account that is ${status}`,
  ownAccount: (action: string) =>
    `You cannot ${action} your own account: ask another admin, or use the admin CLI`,
} as const;

// Correlated sub-selects with explicit aliases: Drizzle leaves column names unqualified here.
const outstandingSql = sql<string>`coalesce((select sum(${signedAmountSql('cl.kind', 'cl.amount_cents')})
  from credit_ledger cl where cl.user_id = "users"."id"), 0)`;
const orderCountSql = sql<string>`(select count(*) from orders o where o.user_id = "users"."id")`;

/** Returns the admin DTO of a user row with its outstanding amount and order count. */
function toDto(row: UserRow, outstanding: number, orderCount: number): AdminAccountDto {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    invoiceEmail: row.invoiceEmail,
    phoneNumber: row.phoneNumber,
    country: row.country,
    companyName: row.companyName,
    officeAddress: row.officeAddress,
    officeCity: row.officeCity,
    officeEircode: row.officeEirCode,
    deliveryAddress: row.deliveryAddress,
    deliveryCity: row.deliveryCity,
    deliveryEircode: row.deliveryEirCode,
    subscribed: row.subscribe,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    creditLimit: row.creditLimitCents,
    outstanding,
    availableCredit: availableCredit(row.creditLimitCents, outstanding),
    orderCount,
  };
}

const SORT_COLUMNS = {
  createdAt: users.createdAt,
  fullName: sql`lower(${users.fullName})`,
  companyName: sql`lower(${users.companyName})`,
  email: users.email,
  status: users.status,
  creditLimit: users.creditLimitCents,
} as const;

/** Filter, sort and page of the account list. */
export interface AccountQuery {
  search?: string;
  status?: UserStatus;
  sortBy: AccountSortField;
  sortDirection: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** Escapes LIKE wildcards so the search text matches literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Lists trade accounts (customers; admins are not listed): text search over full name, company
 * name and e-mail (case-insensitive), status filter, sort and one page.
 */
export async function listAccounts(db: Db, q: AccountQuery): Promise<AdminPage<AdminAccountDto>> {
  const conditions: SQL[] = [eq(users.role, 'customer')];
  if (q.status) conditions.push(eq(users.status, q.status));
  const text = q.search?.trim();
  if (text) {
    const pattern = likePattern(text);
    conditions.push(
      or(
        ilike(users.fullName, pattern),
        ilike(users.companyName, pattern),
        ilike(users.email, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const direction = q.sortDirection === 'asc' ? asc : desc;
  const rows = await db
    .select({ user: users, outstanding: outstandingSql, orderCount: orderCountSql })
    .from(users)
    .where(where)
    .orderBy(direction(SORT_COLUMNS[q.sortBy]), direction(users.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return pageOf(
    rows.map((r) => toDto(r.user, Number(r.outstanding), Number(r.orderCount))),
    total?.n ?? 0,
    q.page,
    q.pageSize,
  );
}

/** Returns one trade account (or admin) by id with its credit, or undefined. */
export async function getAccount(db: Db, id: number): Promise<AdminAccountDto | undefined> {
  const [row] = await db
    .select({ user: users, outstanding: outstandingSql, orderCount: orderCountSql })
    .from(users)
    .where(eq(users.id, id));
  return row ? toDto(row.user, Number(row.outstanding), Number(row.orderCount)) : undefined;
}

/**
 * Returns the account's credit ledger oldest first, each entry with the outstanding balance after
 * it (purchases add, reversals and payments subtract); undefined for an unknown account.
 */
export async function accountLedger(db: Db, id: number): Promise<LedgerEntryDto[] | undefined> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!user) return undefined;
  const rows = await db
    .select({ entry: creditLedger, trackingId: orders.trackingId })
    .from(creditLedger)
    .leftJoin(orders, eq(orders.id, creditLedger.orderId))
    .where(eq(creditLedger.userId, id))
    .orderBy(asc(creditLedger.createdAt), asc(creditLedger.id));
  let balance = 0;
  return rows.map(({ entry, trackingId }) => {
    balance += signedAmount(entry.kind, entry.amountCents);
    return {
      id: entry.id,
      kind: entry.kind,
      amount: entry.amountCents,
      balance,
      orderTrackingId: trackingId,
      note: entry.note,
      createdAt: entry.createdAt.toISOString(),
    };
  });
}

/** The account fields an audit entry keeps (no password hash). */
function auditView(row: UserRow) {
  const { passwordHash: _hash, ...rest } = row;
  return rest;
}

/** Status changes: the action name, the states it starts from, and the state it sets. */
export const STATUS_ACTIONS = {
  approve: { from: ['pending', 'rejected'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  block: { from: ['approved'], to: 'blocked' },
  unblock: { from: ['blocked'], to: 'approved' },
} as const satisfies Record<string, { from: readonly UserStatus[]; to: UserStatus }>;
/** One of the keys of {@link STATUS_ACTIONS}. */
export type StatusAction = keyof typeof STATUS_ACTIONS;

/** Locks an account row (customer or admin) for update. @throws AdminError 404 for an unknown id. */
async function lockUser(tx: Tx, id: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw new AdminError(404, 'NOT_FOUND', ACCOUNT_ADMIN_MESSAGES.notFound(id));
  return row;
}

/**
 * Applies a status change (approve, reject, block, unblock). Rejecting and blocking end every
 * session of the account at once. Returns the updated row.
 * @throws AdminError 404 unknown id, 409 when the account is not in a state the action
 *   starts from (e.g. blocking a pending application) or when an admin blocks or rejects their
 *   own account.
 */
export async function changeAccountStatus(
  db: Db,
  actor: AdminActor,
  id: number,
  action: StatusAction,
  now: Date,
): Promise<UserRow> {
  const rule = STATUS_ACTIONS[action];
  // An admin who blocks or rejects themself ends their own session and, as the only admin,
  // locks everyone out of the console.
  if (actor.userId === id && rule.to !== 'approved') {
    throw new AdminError(409, 'INVALID_STATE', ACCOUNT_ADMIN_MESSAGES.ownAccount(action));
  }
  return audited(db, actor, { entity: 'account', entityId: id, action }, async (tx) => {
    const before = await lockUser(tx, id);
    if (!(rule.from as readonly UserStatus[]).includes(before.status)) {
      throw new AdminError(
        409,
        'INVALID_STATE',
        ACCOUNT_ADMIN_MESSAGES.wrongState(action, before.status),
      );
    }
    const [after] = await tx
      .update(users)
      .set({ status: rule.to })
      .where(eq(users.id, id))
      .returning();
    if (rule.to !== 'approved') await revokeAllSessions(tx, id, now);
    return { before: auditView(before), after: auditView(after!), result: after! };
  });
}

/**
 * Sets the credit limit (cents, >= 0). Returns the updated row.
 * @throws AdminError 404 unknown id.
 */
export async function changeCreditLimit(
  db: Db,
  actor: AdminActor,
  id: number,
  cents: number,
): Promise<UserRow> {
  return audited(
    db,
    actor,
    { entity: 'account', entityId: id, action: 'set-credit-limit' },
    async (tx) => {
      const before = await lockUser(tx, id);
      const [after] = await tx
        .update(users)
        .set({ creditLimitCents: cents })
        .where(eq(users.id, id))
        .returning();
      return {
        before: { creditLimitCents: before.creditLimitCents },
        after: { creditLimitCents: after!.creditLimitCents },
        result: after!,
      };
    },
  );
}

/**
 * Records a payment of `cents` (> 0) with an optional note: a 'payment' ledger entry that restores
 * available credit (design "Credit"), allocated to the account's open invoices oldest due first
 * (issue 22). Returns the account row.
 * @throws AdminError 404 unknown id.
 */
export async function recordAccountPayment(
  db: Db,
  actor: AdminActor,
  id: number,
  cents: number,
  note: string | null,
): Promise<UserRow> {
  return audited(
    db,
    actor,
    { entity: 'account', entityId: id, action: 'record-payment', reason: note },
    async (tx) => {
      const user = await lockUser(tx, id);
      const before = await creditPosition(tx, id);
      // Allocated to the open invoices, oldest due first (issue 22, books/payments.ts).
      const { entryId, allocations, unallocatedCents } = await bookPayment(tx, id, cents, note);
      const after = await creditPosition(tx, id);
      return {
        before,
        after: { ...after, paymentCents: cents, entryId, allocations, unallocatedCents },
        result: user,
      };
    },
  );
}

/** Carries a refused create-admin input out of the transaction (nothing is written). */
class CreateAdminRefused extends Error {
  constructor(readonly refused: Extract<Result<UserRow>, { ok: false }>) {
    super('create-admin refused');
  }
}

/**
 * Creates an approved admin account (`{ email, password, full_name }`, spec §5 password rule)
 * and records it in the audit log (entity 'account', action 'create-admin'; no password hash).
 * Returns the created row, or the field errors (then nothing, not even an audit row, is written).
 */
export async function createAdminAccount(
  db: Db,
  actor: AdminActor,
  input: unknown,
): Promise<Result<UserRow>> {
  try {
    return await audited(
      db,
      actor,
      (created: Result<UserRow>) => ({
        entity: 'account',
        entityId: created.ok ? created.value.id : '',
        action: 'create-admin',
      }),
      async (tx) => {
        const created = await createAdmin(tx, input);
        if (!created.ok) throw new CreateAdminRefused(created);
        return { before: null, after: auditView(created.value), result: created };
      },
    );
  } catch (error) {
    if (error instanceof CreateAdminRefused) return error.refused;
    throw error;
  }
}
