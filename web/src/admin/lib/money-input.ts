import { z } from 'zod';

/** Euros as typed by the admin: digits with up to two decimals, e.g. '5000' or '250.50'. */
const EURO_PATTERN = /^\d{1,9}(?:\.\d{1,2})?$/u;

/**
 * A zod schema for an amount in euros typed into a form (issue 9 credit limit and payment): trimmed,
 * a plain decimal with at most two decimals (no sign, no thousands separators), and above 0 unless
 * `allowZero`. The value stays a string; {@link toEuroString} makes the wire's "1234.50".
 */
export function euroAmount(allowZero: boolean) {
  return z
    .string()
    .trim()
    .min(1, 'Enter an amount in euros.')
    .regex(EURO_PATTERN, 'Enter an amount in euros, e.g. 250.00.')
    .refine((v) => allowZero || Number(v) > 0, 'The amount must be above €0.00.');
}

/** An amount as typed ('250.5') as the wire's exact decimal string ('250.50'); euros. */
export function toEuroString(typed: string): string {
  const [whole = '0', cents = ''] = typed.trim().split('.');
  return `${String(Number(whole))}.${cents.padEnd(2, '0')}`;
}
