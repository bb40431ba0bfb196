/**
 * The credit ledger (design "Credit"; spec §5 checkout "must not exceed credit_limit plus 0.01",
 * §9 credit tolerance): purchases use credit, reversals (cancellations) and admin payments return
 * it. Every amount is positive integer euro cents.
 *
 * Outstanding = Σ purchase − Σ reversal − Σ payment + Σ payment reversal. Available = limit − max(0,
 * outstanding) − the credit reserved by checkouts awaiting approval (issue 24): a
 * payment larger than what is owed does not lift the available credit above the credit limit (the
 * surplus is kept in the ledger and offsets later purchases).
 */
import { CREDIT_TOLERANCE_CENTS, availableAfterReservations, checkCredit } from '@serena/domain';
import { and, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/accounts.js';
import { orderApprovals } from '../db/schema/approvals.js';
import { creditLedger, type LedgerKind } from '../db/schema/books.js';

/** A Drizzle transaction of the api's database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or an open transaction. */
export type DbOrTx = Db | Tx;

/** Spec §9: an order may exceed the available credit by at most this many euro cents. */
export { CREDIT_TOLERANCE_CENTS };

/** A customer's credit position, all in integer euro cents. */
export interface CreditPosition {
  /** The credit limit set by the admin. */
  limitCents: number;
  /** Σ purchase − Σ reversal − Σ payment + Σ payment reversal (negative after an overpayment). */
  outstandingCents: number;
  /**
   * limit − max(0, outstanding) − reserved; may be negative only if the limit was lowered below
   * the debt.
   */
  availableCents: number;
  /** Σ of the checkouts awaiting approval, not yet expired (issue 24): reserved, not owed. */
  reservedCents: number;
}

/** The kinds that add to what the customer owes: purchases and payment reversals. */
export const DEBIT_KINDS: readonly LedgerKind[] = ['purchase', 'payment_reversal'];

/** The signed amount of a ledger entry (cents): + for a purchase or payment reversal, − otherwise. */
export function signedAmount(kind: LedgerKind, amountCents: number): number {
  return DEBIT_KINDS.includes(kind) ? amountCents : -amountCents;
}

/** SQL of an entry's signed amount (as {@link signedAmount}) for a ledger table alias `l`. */
export function signedAmountSql(kind: SQL | string, amount: SQL | string): SQL {
  const k = typeof kind === 'string' ? sql.raw(kind) : kind;
  const a = typeof amount === 'string' ? sql.raw(amount) : amount;
  return sql`(case when ${k} in ('purchase', 'payment_reversal') then ${a} else -${a} end)`;
}

/** Returns limit − max(0, outstanding) in cents (see the module comment). */
export function availableCredit(limitCents: number, outstandingCents: number): number {
  return limitCents - Math.max(0, outstandingCents);
}

/**
 * True when an order of `totalCents` fits `availableCents` within the spec §9 tolerance:
 * total ≤ available + 1 cent (@serena/domain `checkCredit`).
 * @throws {RangeError} when an amount is not an integer of cents or the total is negative.
 */
export function fitsCredit(totalCents: number, availableCents: number): boolean {
  return checkCredit(totalCents, availableCents);
}

/**
 * Returns what the user owes (Σ of the entries' signed amounts, in cents); with `before` (a
 * timestamptz expression) only of the entries booked before it (a statement's opening balance).
 */
export async function outstandingCents(db: DbOrTx, userId: number, before?: SQL): Promise<number> {
  const [row] = await db
    .select({
      outstanding: sql<string>`coalesce(sum(${signedAmountSql(
        sql`${creditLedger.kind}`,
        sql`${creditLedger.amountCents}`,
      )}), 0)`,
    })
    .from(creditLedger)
    .where(
      and(eq(creditLedger.userId, userId), before ? lt(creditLedger.createdAt, before) : undefined),
    );
  return Number(row?.outstanding ?? 0);
}

/**
 * Returns the credit reserved for the account by checkouts awaiting approval (issue 24): Σ of the
 * pending approvals' totals (cents) whose 7 days have not passed at `now`. Reserved credit is not
 * owed (no ledger entry, no invoice): it only lowers the available credit.
 */
export async function reservedCents(
  db: DbOrTx,
  accountId: number,
  now: Date = new Date(),
): Promise<number> {
  const [row] = await db
    .select({ reserved: sql<string>`coalesce(sum(${orderApprovals.totalCents}), 0)` })
    .from(orderApprovals)
    .where(
      and(
        eq(orderApprovals.accountId, accountId),
        eq(orderApprovals.status, 'pending'),
        gt(orderApprovals.expiresAt, now),
      ),
    );
  return Number(row?.reserved ?? 0);
}

/**
 * Returns the credit position of the user, or undefined when the user does not exist. Inside a
 * transaction, pass `lock: true` to take the account row FOR UPDATE first, so concurrent checkouts
 * of the same customer are serialised (design "Credit"; PGlite runs one transaction at a time).
 */
export async function creditPosition(
  db: DbOrTx,
  userId: number,
  options: { lock?: boolean } = {},
): Promise<CreditPosition | undefined> {
  const query = db
    .select({ limitCents: users.creditLimitCents })
    .from(users)
    .where(eq(users.id, userId));
  const [user] = options.lock ? await query.for('update') : await query;
  if (!user) return undefined;
  const outstanding = await outstandingCents(db, userId);
  const reserved = await reservedCents(db, userId);
  return {
    limitCents: user.limitCents,
    outstandingCents: outstanding,
    availableCents: availableAfterReservations(
      availableCredit(user.limitCents, outstanding),
      reserved,
    ),
    reservedCents: reserved,
  };
}

/**
 * Writes one ledger entry of `amountCents` (> 0) for the user, optionally tied to an order, its
 * invoice or credit note, the payment it reverses, and with a note; returns the entry's id.
 * @throws RangeError when the amount is not a positive safe integer; database errors (e.g. a second
 *   reversal of the same order violates the unique index).
 */
export async function bookEntry(
  db: DbOrTx,
  entry: {
    userId: number;
    kind: LedgerKind;
    amountCents: number;
    orderId?: number | null;
    note?: string | null;
    invoiceId?: number | null;
    creditNoteId?: number | null;
    reversesEntryId?: number | null;
  },
): Promise<number> {
  if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents <= 0) {
    throw new RangeError(`Ledger amount must be a positive integer of cents: ${entry.amountCents}`);
  }
  const [row] = await db
    .insert(creditLedger)
    .values({
      userId: entry.userId,
      kind: entry.kind,
      amountCents: entry.amountCents,
      orderId: entry.orderId ?? null,
      note: entry.note?.trim() || null,
      invoiceId: entry.invoiceId ?? null,
      creditNoteId: entry.creditNoteId ?? null,
      reversesEntryId: entry.reversesEntryId ?? null,
    })
    .returning({ id: creditLedger.id });
  return row!.id;
}

/** True when the order already has a ledger entry of `kind` (e.g. a reversal). */
export async function hasEntry(db: DbOrTx, orderId: number, kind: LedgerKind): Promise<boolean> {
  const rows = await db
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.orderId, orderId), eq(creditLedger.kind, kind)))
    .limit(1);
  return rows.length > 0;
}
