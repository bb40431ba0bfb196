/**
 * Admin side of trade accounts (issue 9): the searchable account list, one account with its credit
 * and ledger, and the status changes approve / reject / block / unblock, the credit limit and
 * payments — every write through {@link audited}. Amounts are integer euro cents.
 */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users, type UserRow, type UserStatus } from '../db/schema/accounts.js';
import { overdueCentsSql } from '../books/overdue.js';
import { irishDate } from '../books/dates.js';
import { euro } from '../mail/format.js';
import { availableCredit, creditPosition, signedAmountSql, type Tx } from '../books/ledger.js';
import { revokeAllSessions } from '../accounts/sessions.js';
import { audited, type AdminActor, type InTransaction } from './audit.js';
import { AdminError } from './errors.js';
import { pageOf, type AdminPage } from './paging.js';
import { ADMIN_MESSAGES, createAdmin } from '../accounts/service.js';
import type { Result } from '../accounts/user-validation.js';
import { keepAnOwner } from '../staff/service.js';

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
  /** Days after issue an invoice is due. */
  paymentTermsDays: number;
  vatNumber: string | null;
  /** Σ open amounts of invoices past their due date (cents). */
  overdue: number;
  /** The price list the account buys on (issue 25); null: the trade price. */
  priceListId: number | null;
}

/** Messages of the admin account changes (shown in the console and the CLI). */
export const ACCOUNT_ADMIN_MESSAGES = {
  notFound: (id: number) => `No account with id ${id}`,
  approved: (email: string) => `Approved ${email}`,
  rejected: (email: string) => `Rejected ${email}`,
  blocked: (email: string) => `Blocked ${email}; every session has ended`,
  unblocked: (email: string) => `Unblocked ${email}`,
  creditSet: ADMIN_MESSAGES.creditSet,
  /** Amounts in integer euro cents, written like "€8,232.86". */
  payment: (email: string, cents: number, availableCents: number) =>
    `Payment of ${euro(cents)} recorded for ${email}; available credit ${euro(availableCents)}`,
  wrongState: (action: string, status: string) => `Cannot ${action} an account that is ${status}`,
  creditBelowBalance: (owed: number, limit: number) =>
    `The customer owes ${euro(owed)}, more than the new credit limit of ${euro(limit)}: their ` +
    `available credit becomes −${euro(owed - limit)} and they cannot order until they pay ` +
    `${euro(owed - limit)}. Confirm to set it anyway.`,
  ownAccount: (action: string) =>
    `You cannot ${action} your own account: ask another admin, or use the admin CLI`,
} as const;

// Correlated sub-selects with explicit aliases: Drizzle leaves column names unqualified here.
const outstandingSql = sql<string>`coalesce((select sum(${signedAmountSql('cl.kind', 'cl.amount_cents')})
  from credit_ledger cl where cl.user_id = "users"."id"), 0)`;
const orderCountSql = sql<string>`(select count(*) from orders o where o.user_id = "users"."id")`;
const overdueOf = (asOf: string) => overdueCentsSql(sql`"users"."id"`, asOf);

/** Today's Irish day, 'YYYY-MM-DD' (what "overdue" is measured against). */
export function todayInIreland(now = new Date()): string {
  return irishDate(now);
}

/** Returns the admin DTO of a user row with its outstanding and overdue amounts and order count. */
function toDto(
  row: UserRow,
  outstanding: number,
  orderCount: number,
  overdue: number,
): AdminAccountDto {
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
    paymentTermsDays: row.paymentTermsDays,
    vatNumber: row.vatNumber,
    overdue,
    priceListId: row.priceListId,
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
  /** Only accounts with an invoice open past its due date. */
  overdue?: boolean;
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
 * name and e-mail (case-insensitive), status and overdue (at the Irish day `asOf`) filters, sort
 * and one page.
 */
export async function listAccounts(
  db: Db,
  q: AccountQuery,
  asOf = todayInIreland(),
): Promise<AdminPage<AdminAccountDto>> {
  const conditions: SQL[] = [eq(users.role, 'customer')];
  if (q.status) conditions.push(eq(users.status, q.status));
  if (q.overdue) conditions.push(sql`${overdueOf(asOf)} > 0`);
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
  const direction = q.sortDirection === 'asc' ? asc : desc;
  // The count and the page at once (issue 29): on PostgreSQL they run on two pool connections.
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(users).where(where),
    db
      .select({
        user: users,
        outstanding: outstandingSql,
        orderCount: orderCountSql,
        overdue: overdueOf(asOf),
      })
      .from(users)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[q.sortBy]), direction(users.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
  ]);
  return pageOf(
    rows.map((r) => toDto(r.user, Number(r.outstanding), Number(r.orderCount), Number(r.overdue))),
    total?.n ?? 0,
    q.page,
    q.pageSize,
  );
}

/** Returns one trade account (or admin) by id with its credit and overdue amount, or undefined. */
export async function getAccount(
  db: Db,
  id: number,
  asOf = todayInIreland(),
): Promise<AdminAccountDto | undefined> {
  const [row] = await db
    .select({
      user: users,
      outstanding: outstandingSql,
      orderCount: orderCountSql,
      overdue: overdueOf(asOf),
    })
    .from(users)
    .where(eq(users.id, id));
  return row
    ? toDto(row.user, Number(row.outstanding), Number(row.orderCount), Number(row.overdue))
    : undefined;
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
export async function lockUser(tx: Tx, id: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw new AdminError(404, 'NOT_FOUND', ACCOUNT_ADMIN_MESSAGES.notFound(id));
  return row;
}

/**
 * Applies a status change (approve, reject, block, unblock). Rejecting and blocking end every
 * session of the account at once. Returns the updated row.
 * Approving may set the opening credit limit (`creditLimitCents`) in the same transaction;
 * `inTx` (the decision's mail) runs in it too.
 * @throws AdminError 404 unknown id, 409 when the account is not in a state the action
 *   starts from (e.g. blocking a pending application) or when an admin blocks or rejects their
 *   own account; 400 when it would block the last OWNER (issue 26).
 */
export async function changeAccountStatus(
  db: Db,
  actor: AdminActor,
  id: number,
  action: StatusAction,
  now: Date,
  options: {
    creditLimitCents?: number;
    reason?: string | null;
    inTx?: InTransaction<UserRow>;
  } = {},
): Promise<UserRow> {
  const rule = STATUS_ACTIONS[action];
  // An admin who blocks or rejects themself ends their own session and, as the only admin,
  // locks everyone out of the console.
  if (actor.userId === id && rule.to !== 'approved') {
    throw new AdminError(409, 'INVALID_STATE', ACCOUNT_ADMIN_MESSAGES.ownAccount(action));
  }
  return audited(
    db,
    actor,
    { entity: 'account', entityId: id, action, reason: options.reason },
    async (tx) => {
      const before = await lockUser(tx, id);
      if (rule.to !== 'approved' && before.role === 'admin') await keepAnOwner(tx, before);
      if (!(rule.from as readonly UserStatus[]).includes(before.status)) {
        throw new AdminError(
          409,
          'INVALID_STATE',
          ACCOUNT_ADMIN_MESSAGES.wrongState(action, before.status),
        );
      }
      const [after] = await tx
        .update(users)
        .set({
          status: rule.to,
          ...(action === 'approve' && options.creditLimitCents !== undefined
            ? { creditLimitCents: options.creditLimitCents }
            : {}),
        })
        .where(eq(users.id, id))
        .returning();
      if (rule.to !== 'approved') await revokeAllSessions(tx, id, now);
      return { before: auditView(before), after: auditView(after!), result: after! };
    },
    options.inTx,
  );
}

/**
 * Sets the credit limit (cents, >= 0). A limit below what the customer owes needs `confirm`
 * (issue 22 guard rail). Returns the updated row.
 * @throws AdminError 404 unknown id, 409 CONFIRMATION_REQUIRED below the balance without confirm.
 */
export async function changeCreditLimit(
  db: Db,
  actor: AdminActor,
  id: number,
  cents: number,
  confirm = false,
): Promise<UserRow> {
  return audited(
    db,
    actor,
    { entity: 'account', entityId: id, action: 'set-credit-limit' },
    async (tx) => {
      const before = await lockUser(tx, id);
      const position = await creditPosition(tx, id);
      const owed = position?.outstandingCents ?? 0;
      if (cents < owed && !confirm) {
        throw new AdminError(
          409,
          'CONFIRMATION_REQUIRED',
          ACCOUNT_ADMIN_MESSAGES.creditBelowBalance(owed, cents),
          'credit_limit',
        );
      }
      const [after] = await tx
        .update(users)
        .set({ creditLimitCents: cents })
        .where(eq(users.id, id))
        .returning();
      return {
        before: { creditLimitCents: before.creditLimitCents },
        after: {
          creditLimitCents: after!.creditLimitCents,
          ...(cents < owed ? { outstandingCents: owed, confirmed: true } : {}),
        },
        result: after!,
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
