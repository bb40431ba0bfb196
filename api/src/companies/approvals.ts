/**
 * Order approval of trade companies (issue 24 "Spending limits and approval"). A checkout over the
 * placing user's limit per order or per calendar month (gross, @serena/domain `approvalReasons`)
 * or above the company rule is held in `order_approvals` inside the checkout's transaction: its
 * credit is reserved at once (books/ledger.ts `reservedCents`), the approvers' e-mails are queued
 * in the same transaction, and it is audited. An APPROVER or COMPANY_ADMIN other than the placer
 * approves (the orders are booked as a checkout: invoice, ledger, usual mails, tracking IDs) or
 * rejects it with a note (the reservation ends); 7 days without an answer end it too — the
 * reservation only counts while unexpired, and the expiry job ({@link expireApprovals}) marks the
 * lapsed ones and tells their buyers.
 */
import { APPROVAL_WINDOW_MS, approvalReasons, type ApprovalReason } from '@serena/domain';
import { and, asc, desc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users, type UserRow } from '../db/schema/accounts.js';
import { orderApprovals, type OrderApprovalRow } from '../db/schema/approvals.js';
import { orders, type OrderRow } from '../db/schema/orders.js';
import { recordAudit, type AdminActor } from '../admin/audit.js';
import { creditPosition, fitsCredit, type Tx } from '../books/ledger.js';
import { irishDate } from '../books/dates.js';
import type { BooksSettings } from '../books/settings.js';
import { newTrackingId } from '../orders/tracking-id.js';
import {
  bookPlacement,
  OrderError,
  ORDER_MESSAGES,
  type ApprovalGate,
  type HeldCheckout,
  type OnPlaced,
} from '../orders/service.js';

/** Messages of the approval routes. */
export const APPROVAL_MESSAGES = {
  awaiting: 'Order awaiting approval',
  approved: 'Order approved and placed',
  rejected: 'Order rejected',
  notFound: 'Approval request not found',
  ownOrder: 'You cannot approve or reject your own order.',
  decided: 'This order has already been approved or rejected.',
  expired: 'This approval request has expired.',
} as const;

/** Runs in the checkout's transaction once a request is held (queues the approvers' e-mails). */
export type OnAwaiting = (tx: Tx, approval: OrderApprovalRow, placer: UserRow) => Promise<void>;

/** The audit actor of a company user. */
const actorOf = (user: Pick<UserRow, 'id' | 'email'>): AdminActor => ({
  userId: user.id,
  label: user.email,
});

/** The audited summary of an approval request. */
const summary = (row: OrderApprovalRow) => ({
  status: row.status,
  totalCents: row.totalCents,
  reasons: row.reasons,
  placedByUserId: row.placedByUserId,
  note: row.note,
  purchaseOrderId: row.purchaseOrderId,
});

/**
 * What user `placer` spent this Irish calendar month at `now` (gross cents): their orders not
 * cancelled plus their checkouts awaiting approval (unexpired), so two held orders cannot slip
 * under the monthly limit together.
 */
export async function monthSpentCents(db: Db | Tx, placerId: number, now: Date): Promise<number> {
  const first = `${irishDate(now).slice(0, 8)}01`;
  const since = sql`(${first}::date)::timestamp at time zone 'Europe/Dublin'`;
  const [placed] = await db
    .select({ cents: sql<string>`coalesce(sum(${orders.totalCents}), 0)` })
    .from(orders)
    .where(
      and(
        eq(orders.placedByUserId, placerId),
        ne(orders.status, 'cancelled'),
        gte(orders.createdAt, since),
      ),
    );
  const [held] = await db
    .select({ cents: sql<string>`coalesce(sum(${orderApprovals.totalCents}), 0)` })
    .from(orderApprovals)
    .where(
      and(
        eq(orderApprovals.placedByUserId, placerId),
        eq(orderApprovals.status, 'pending'),
        sql`${orderApprovals.expiresAt} > ${now.toISOString()}`,
      ),
    );
  return Number(placed?.cents ?? 0) + Number(held?.cents ?? 0);
}

/** The approval gate of a checkout placed by `placedByUserId` for company `accountId`. */
export function approvalGate(
  accountId: number,
  placedByUserId: number,
  onAwaiting: OnAwaiting,
  clock: () => Date = () => new Date(),
): ApprovalGate {
  return {
    byKey: async (db, key) => {
      const [row] = await db
        .select()
        .from(orderApprovals)
        .where(
          and(eq(orderApprovals.accountId, accountId), eq(orderApprovals.idempotencyKey, key)),
        );
      return row;
    },
    hold: (tx, checkout) =>
      holdForApproval(tx, accountId, placedByUserId, checkout, onAwaiting, clock()),
  };
}

/**
 * Why an order of `totalCents` (gross euro cents) placed by `placerId` for company `accountId` at
 * `now` needs approval (issue 24): the placer's limits per order and per month, the company rule.
 * No reasons (and no placer) when the placer is not a user of that company.
 */
export async function approvalNeeds(
  tx: Db | Tx,
  accountId: number,
  placerId: number,
  totalCents: number,
  now: Date,
): Promise<{ placer?: UserRow; reasons: ApprovalReason[] }> {
  const [placer] = await tx.select().from(users).where(eq(users.id, placerId));
  const [company] = await tx.select().from(users).where(eq(users.id, accountId));
  if (!placer || !company || placer.companyId !== accountId) return { reasons: [] };
  const reasons = approvalReasons({
    totalCents,
    orderLimitCents: placer.orderLimitCents,
    monthLimitCents: placer.monthLimitCents,
    monthSpentCents: await monthSpentCents(tx, placerId, now),
    approvalAboveCents: company.approvalAboveCents,
  });
  return { placer, reasons };
}

/**
 * Holds `checkout` for approval when the placer's limits or the company rule ask for it (issue
 * 24): writes the request (pending, expiring in 7 days), audits it and runs `onAwaiting`. Returns
 * the request, or null when the orders may be placed at once (or the placer is no company user).
 */
export async function holdForApproval(
  tx: Tx,
  accountId: number,
  placerId: number,
  checkout: HeldCheckout,
  onAwaiting: OnAwaiting,
  now: Date,
): Promise<OrderApprovalRow | null> {
  const { placer, reasons } = await approvalNeeds(
    tx,
    accountId,
    placerId,
    checkout.totalCents,
    now,
  );
  if (!placer || reasons.length === 0) return null;
  const rows = checkout.rows.map(({ trackingId: _unused, ...row }) => row);
  const [row] = await tx
    .insert(orderApprovals)
    .values({
      accountId,
      placedByUserId: placerId,
      idempotencyKey: String(checkout.rows[0]!.idempotencyKey),
      totalCents: checkout.totalCents,
      reasons,
      checkout: { rows, buyerPoNumber: checkout.buyerPoNumber },
      createdAt: now,
      expiresAt: new Date(now.getTime() + APPROVAL_WINDOW_MS),
    })
    .returning();
  const subject = { entity: 'order_approval' as const, entityId: row!.id, action: 'request' };
  await recordAudit(tx, actorOf(placer), subject, { before: null, after: summary(row!) });
  await onAwaiting(tx, row!, placer);
  return row!;
}

/**
 * The status of request `row` as of `now`: a pending request whose 7 days have passed reads
 * 'expired' (its reservation has already lapsed) before the expiry job has marked it.
 */
export function statusAt(row: OrderApprovalRow, now: Date): OrderApprovalRow['status'] {
  return row.status === 'pending' && row.expiresAt <= now ? 'expired' : row.status;
}

/**
 * Marks every pending request whose 7 days passed by `now` as expired, in `tx` (the approval
 * expiry job, approval-expiry.ts): each audited (actor 'approval expiry') and handed to
 * `onExpired` (the placer's mail). Returns the requests it marked.
 */
export async function expireApprovals(
  tx: Tx,
  now: Date,
  onExpired: (tx: Tx, approval: OrderApprovalRow) => Promise<void>,
): Promise<OrderApprovalRow[]> {
  const lapsed = await tx
    .update(orderApprovals)
    .set({ status: 'expired', decidedAt: now })
    .where(and(eq(orderApprovals.status, 'pending'), lte(orderApprovals.expiresAt, now)))
    .returning();
  for (const row of lapsed) {
    const subject = { entity: 'order_approval' as const, entityId: row.id, action: 'expire' };
    await recordAudit(tx, { userId: null, label: 'approval expiry' }, subject, {
      before: { status: 'pending' },
      after: summary(row),
    });
    await onExpired(tx, row);
  }
  return lapsed;
}

/** An approval request with the names of who placed and who decided it. */
export interface ApprovalView {
  row: OrderApprovalRow;
  placedBy: string | null;
  decidedBy: string | null;
}

/**
 * Company `accountId`'s approval requests, newest first, each with its status as of `now`
 * ({@link statusAt}: a lapsed one reads expired; reading writes nothing); `placedBy` narrows them
 * to one user's (a buyer sees only their own).
 */
export async function listApprovals(
  db: Db,
  accountId: number,
  now: Date,
  placedBy?: number,
): Promise<ApprovalView[]> {
  const stored = await db
    .select()
    .from(orderApprovals)
    .where(
      and(
        eq(orderApprovals.accountId, accountId),
        placedBy === undefined ? undefined : eq(orderApprovals.placedByUserId, placedBy),
      ),
    )
    .orderBy(desc(orderApprovals.createdAt), desc(orderApprovals.id));
  const rows = stored.map((row) => ({ ...row, status: statusAt(row, now) }));
  const ids = [
    ...new Set(
      rows.flatMap((r) => [r.placedByUserId, r.decidedByUserId]).filter((id) => id !== null),
    ),
  ];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: users.id, fullName: users.fullName })
            .from(users)
            .where(inArray(users.id, ids))
            .orderBy(asc(users.id))
        ).map((u) => [u.id, u.fullName] as const),
  );
  const name = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  return rows.map((row) => ({
    row,
    placedBy: name(row.placedByUserId),
    decidedBy: name(row.decidedByUserId),
  }));
}

/** A decision on an approval request. */
export interface Decision {
  approvalId: number;
  approve: boolean;
  /** The approver's note (trimmed; blank = none). */
  note: string | null;
  /** The approver (APPROVER or COMPANY_ADMIN of the company; the route's guard checked). */
  approver: Pick<UserRow, 'id' | 'email'>;
  accountId: number;
  now: Date;
}

/** What a decision did: the request after it and, on approval, the orders placed. */
export interface Decided {
  approval: OrderApprovalRow;
  placed: OrderRow[];
}

/** Locks request `id` of company `accountId` and checks it may be decided by `approverId`. */
async function lockDecidable(tx: Tx, d: Decision): Promise<OrderApprovalRow> {
  const [row] = await tx
    .select()
    .from(orderApprovals)
    .where(and(eq(orderApprovals.id, d.approvalId), eq(orderApprovals.accountId, d.accountId)))
    .for('update');
  if (!row) throw new OrderError(404, APPROVAL_MESSAGES.notFound);
  if (row.placedByUserId === d.approver.id) throw new OrderError(403, APPROVAL_MESSAGES.ownOrder);
  const status = statusAt(row, d.now);
  if (status !== 'pending') {
    throw new OrderError(
      409,
      status === 'expired' ? APPROVAL_MESSAGES.expired : APPROVAL_MESSAGES.decided,
    );
  }
  return row;
}

/**
 * Approves or rejects a request in one transaction (issue 24), audited with the note. Approval
 * books the held checkout (new tracking IDs, invoice, ledger, `onPlaced` mails) against the
 * credit its reservation kept; rejection ends the reservation. `onRejected` queues the buyer's mail.
 * @throws OrderError 404 (another company's or none), 403 (own order), 409 (decided or
 *   expired), 402 (credit no longer covers it, e.g. the limit was lowered).
 */
export async function decideApproval(
  db: Db,
  d: Decision,
  books: BooksSettings,
  onPlaced: OnPlaced,
  onRejected: (tx: Tx, approval: OrderApprovalRow) => Promise<void>,
): Promise<Decided> {
  const outcome = await db.transaction(async (tx) => {
    await creditPosition(tx, d.accountId, { lock: true });
    const row = await lockDecidable(tx, d);
    const [updated] = await tx
      .update(orderApprovals)
      .set({
        status: d.approve ? 'approved' : 'rejected',
        decidedByUserId: d.approver.id,
        decidedAt: d.now,
        note: d.note?.trim() || null,
      })
      .where(eq(orderApprovals.id, row.id))
      .returning();
    let approval = updated!;
    let placed: OrderRow[] = [];
    if (d.approve) {
      // The reservation is released by the status change: the credit must still cover it.
      const position = await creditPosition(tx, d.accountId);
      if (!position || !fitsCredit(row.totalCents, position.availableCents)) {
        throw new OrderError(402, ORDER_MESSAGES.insufficientCredit);
      }
      const rows = row.checkout.rows.map((r) => ({ ...r, trackingId: newTrackingId() }));
      placed = await bookPlacement(tx, {
        userId: d.accountId,
        rows,
        buyerPoNumber: row.checkout.buyerPoNumber,
        books,
        onPlaced,
      });
      const [withPo] = await tx
        .update(orderApprovals)
        .set({ purchaseOrderId: placed[0]?.purchaseOrderId ?? null })
        .where(eq(orderApprovals.id, row.id))
        .returning();
      approval = withPo!;
    } else {
      await onRejected(tx, approval);
    }
    const subject = {
      entity: 'order_approval' as const,
      entityId: row.id,
      action: d.approve ? 'approve' : 'reject',
      reason: approval.note,
    };
    await recordAudit(tx, actorOf(d.approver), subject, {
      before: summary(row),
      after: summary(approval),
    });
    return { approval, placed };
  });
  return outcome;
}
