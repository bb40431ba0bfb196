/**
 * Money helpers (design "Money"): integer euro cents inside the code, decimal euro strings on the
 * REST wire, and price hiding for visitors (design "Price hiding", spec §1) in one place.
 */
import { formatCents } from '@serena/domain';
import type { TokenClaims } from './viewer.js';

/** Formats integer euro cents as a decimal euro string, e.g. 49900 -> "499.00" (@serena/domain). */
export { formatCents };

/**
 * The price a viewer may see: the decimal euro string for `cents`, or null when the request
 * is not signed in (spec §1: prices are hidden from visitors) or the price is unknown.
 */
export function priceFor(
  viewer: TokenClaims | null,
  cents: number | null | undefined,
): string | null {
  if (viewer === null || cents === null || cents === undefined) return null;
  return formatCents(cents);
}

/** Whole or decimal euros (e.g. 499 or 12.5) to integer cents, rounded half away from zero. */
export function eurosToCents(euros: number): number {
  return Math.sign(euros) * Math.round(Math.abs(euros) * 100);
}
