/**
 * Spending limits and order approval of trade companies (issue 24 "Spending limits and approval").
 * Pure functions on integer euro cents (gross, VAT included), no I/O: the api decides with them
 * inside the checkout's transaction, after locking the company account.
 */
import type { Cents } from './money.js';

/** Why an order needs approval: over the user's per-order limit, their monthly limit, or the company rule. */
export type ApprovalReason = 'ORDER_LIMIT' | 'MONTH_LIMIT' | 'COMPANY_RULE';

/** What decides whether an order needs approval; every amount integer euro cents, gross. */
export interface ApprovalInput {
  /** The order's total (Σ of its lines). */
  totalCents: Cents;
  /** The placing user's limit per order; null = none. */
  orderLimitCents: Cents | null;
  /** The placing user's limit per calendar month; null = none. */
  monthLimitCents: Cents | null;
  /** What the user already spent this calendar month: placed, not cancelled, plus awaiting approval. */
  monthSpentCents: Cents;
  /** The company rule: orders ABOVE this always need approval; null = no rule. */
  approvalAboveCents: Cents | null;
}

/** Throws unless `value` is a non-negative safe integer of cents (or null when allowed). */
function cents(name: string, value: Cents | null, nullable: boolean): void {
  if (value === null && nullable) return;
  if (value === null || !Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer of cents: ${value}`);
  }
}

/**
 * The reasons an order needs approval, in a fixed order; empty when it may be placed at once.
 * Over a limit means strictly more: an order of exactly the limit (or a month reaching exactly the
 * monthly limit) is within it; the company rule catches orders strictly above its amount.
 * @throws {RangeError} when an amount is not a non-negative safe integer of cents.
 */
export function approvalReasons(input: ApprovalInput): ApprovalReason[] {
  cents('totalCents', input.totalCents, false);
  cents('monthSpentCents', input.monthSpentCents, false);
  cents('orderLimitCents', input.orderLimitCents, true);
  cents('monthLimitCents', input.monthLimitCents, true);
  cents('approvalAboveCents', input.approvalAboveCents, true);
  const reasons: ApprovalReason[] = [];
  if (input.orderLimitCents !== null && input.totalCents > input.orderLimitCents) {
    reasons.push('ORDER_LIMIT');
  }
  const month = input.monthSpentCents + input.totalCents;
  if (input.monthLimitCents !== null && month > input.monthLimitCents) reasons.push('MONTH_LIMIT');
  if (input.approvalAboveCents !== null && input.totalCents > input.approvalAboveCents) {
    reasons.push('COMPANY_RULE');
  }
  return reasons;
}

/**
 * The credit available once the credit reserved by orders awaiting approval is set aside:
 * `availableCents − reservedCents` (may be negative). Both integer euro cents.
 * @throws {RangeError} when `availableCents` is not a safe integer or `reservedCents` is negative.
 */
export function availableAfterReservations(availableCents: Cents, reservedCents: Cents): Cents {
  if (!Number.isSafeInteger(availableCents)) {
    throw new RangeError(`Available credit must be an integer of cents: ${availableCents}`);
  }
  cents('reservedCents', reservedCents, false);
  return availableCents - reservedCents;
}

/** How long an order waits for an approver before its reservation lapses (7 days, in ms). */
export const APPROVAL_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
