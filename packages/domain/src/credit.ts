/**
 * The bff's fast credit check before an order is sent (spec §5 checkout, §9 "Credit tolerance
 * 0.01"; architecture "Credit"). The api enforces the same rule again atomically.
 * Pure functions on integer euro cents, no I/O.
 */
import type { Cents } from './money.js';

/** How far an order may exceed the available credit, in integer euro cents (spec §9: €0.01). */
export const CREDIT_TOLERANCE_CENTS = 1;

/**
 * Returns true when an order of `orderTotalCents` (integer euro cents, VAT included) fits the
 * customer's `availableCreditCents` (integer euro cents; may be negative when over-spent):
 * total ≤ available + 1 cent (spec §5 "must not exceed credit_limit plus 0.01", §9).
 * @throws {RangeError} when either amount is not a safe integer, or the total is negative.
 */
export function checkCredit(orderTotalCents: Cents, availableCreditCents: Cents): boolean {
  if (!Number.isSafeInteger(orderTotalCents) || orderTotalCents < 0) {
    throw new RangeError(`Order total must be a non-negative integer of cents: ${orderTotalCents}`);
  }
  if (!Number.isSafeInteger(availableCreditCents)) {
    throw new RangeError(`Available credit must be an integer of cents: ${availableCreditCents}`);
  }
  return orderTotalCents <= availableCreditCents + CREDIT_TOLERANCE_CENTS;
}

/**
 * Returns the order total in integer euro cents: the sum of the lines' totals, each already
 * (unit price + unit VAT) × quantity (spec §5 checkout). 0 for no lines.
 * @throws {RangeError} when a line total is not a non-negative safe integer or the sum overflows.
 */
export function orderTotal(lines: readonly { lineTotal: Cents }[]): Cents {
  let total = 0;
  for (const { lineTotal } of lines) {
    if (!Number.isSafeInteger(lineTotal) || lineTotal < 0) {
      throw new RangeError(`Line total must be a non-negative integer of cents: ${lineTotal}`);
    }
    total += lineTotal;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError(`Order total too large: ${total}`);
  return total;
}
