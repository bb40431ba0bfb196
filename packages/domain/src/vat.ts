/**
 * VAT on trade prices (spec §9 "VAT is 23% of price"; architecture "Money": 23 % of the net price,
 * rounded half-up to the cent once per unit). Pure integer-cent arithmetic, no floats, no I/O.
 */
import type { Cents } from './money.js';

/** The Irish standard VAT rate the shop charges, in percent (spec §9). */
export const VAT_RATE_PERCENT = 23;

/** Largest net amount in cents whose VAT can be computed without leaving safe integers. */
const MAX_NET_CENTS = Math.floor((Number.MAX_SAFE_INTEGER - 50) / VAT_RATE_PERCENT);

/**
 * Returns the VAT in integer euro cents on one unit of `netCents` (integer euro cents, net of VAT):
 * 23 % rounded half-up to the cent, e.g. 50 -> 12 (11.5), 19999 -> 4600 (4599.77), 1 -> 0 (0.23).
 * Spec §9, architecture "Money".
 * @throws {RangeError} when `netCents` is not an integer, is negative (a unit price is never
 *   negative, so a negative input is a bug upstream, not something to round), or is so large that
 *   the product with 23 would leave the safe-integer range.
 */
export function vatOnUnit(netCents: Cents): Cents {
  if (!Number.isInteger(netCents)) {
    throw new RangeError(`Net price must be an integer number of cents: ${netCents}`);
  }
  if (netCents < 0) throw new RangeError(`Net price must not be negative: ${netCents}`);
  if (netCents > MAX_NET_CENTS) throw new RangeError(`Net price too large: ${netCents}`);
  return Math.floor((netCents * VAT_RATE_PERCENT + 50) / 100);
}
