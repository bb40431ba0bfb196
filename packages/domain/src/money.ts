/**
 * Money as the shop computes it (design "Money"; spec §9 currency euro): integer euro cents inside
 * the code, exact decimal euro strings on the wire. Never a float.
 */

/** An amount in integer euro cents (e.g. 1999 = €19.99). */
export type Cents = number;

/**
 * Formats integer euro cents as an exact euro decimal with two fraction digits, e.g.
 * 123450 -> "1234.50", -5 -> "-0.05".
 * @throws {RangeError} when `cents` is not a safe integer.
 */
export function formatCents(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a safe integer: ${cents}`);
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const whole = Math.trunc(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}
