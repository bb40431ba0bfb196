/**
 * VAT on trade prices (spec §9 "VAT is 23% of price"; architecture "Money", "The books"): a rate
 * applied to the net price, rounded half-up to the cent once per unit. Rates are data (issue 22):
 * every order, invoice and credit-note line stores the rate it was charged at, in basis points
 * (2300 = 23 %, 1350 = 13.5 %), so a change of the current rate never relabels an issued document.
 * Pure integer arithmetic, no floats, no I/O.
 */
import type { Cents } from './money.js';

/** The Irish standard VAT rate the shop charges today, in percent (spec §9). */
export const VAT_RATE_PERCENT = 23;

/** A VAT rate in basis points: hundredths of a percent (2300 = 23 %, 1350 = 13.5 %, 0 = zero-rated). */
export type VatRateBp = number;

/** The standard rate in basis points (spec §9: 23 % = 2300). */
export const STANDARD_VAT_RATE_BP: VatRateBp = VAT_RATE_PERCENT * 100;

/** The highest rate accepted, in basis points (100 %). */
const MAX_RATE_BP = 10_000;

/**
 * Checks a VAT rate in basis points: an integer from 0 to 10000.
 * @throws {RangeError} otherwise.
 */
export function assertVatRate(rateBp: VatRateBp): void {
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > MAX_RATE_BP) {
    throw new RangeError(`VAT rate must be whole basis points from 0 to 10000: ${rateBp}`);
  }
}

/**
 * Returns the VAT in integer euro cents on one unit of `netCents` (integer euro cents, net of VAT)
 * at `rateBp` (basis points), rounded half-up to the cent: at 2300 (23 %) 50 -> 12 (11.5),
 * 19999 -> 4600 (4599.77), 1 -> 0 (0.23). Spec §9, architecture "Money".
 * @throws {RangeError} when `netCents` is not an integer, is negative (a unit price is never
 *   negative, so a negative input is a bug upstream, not something to round), or is so large that
 *   the product with the rate would leave the safe-integer range; or the rate is not valid.
 */
export function vatOnUnit(netCents: Cents, rateBp: VatRateBp): Cents {
  assertVatRate(rateBp);
  if (!Number.isInteger(netCents)) {
    throw new RangeError(`Net price must be an integer number of cents: ${netCents}`);
  }
  if (netCents < 0) throw new RangeError(`Net price must not be negative: ${netCents}`);
  if (netCents > Math.floor((Number.MAX_SAFE_INTEGER - 5000) / MAX_RATE_BP)) {
    throw new RangeError(`Net price too large: ${netCents}`);
  }
  return Math.floor((netCents * rateBp + 5000) / 10_000);
}

/** A rate in basis points as printed: 2300 -> '23', 1350 -> '13.5', 480 -> '4.8', 0 -> '0'. */
export function formatVatRate(rateBp: VatRateBp): string {
  assertVatRate(rateBp);
  const whole = Math.trunc(rateBp / 100);
  const fraction = String(rateBp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/**
 * Parses a rate in percent as written ('23', '13.5', '4.8') into basis points.
 * @throws {RangeError} when it is not a number with at most two decimals from 0 to 100.
 */
export function parseVatRatePercent(text: string): VatRateBp {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new RangeError(`VAT rate must be a percentage like 23 or 13.5: ${text}`);
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  assertVatRate(bp);
  return bp;
}
