/**
 * Money in the bff: integer euro cents inside code, exact decimal strings on the wire
 * (architecture "Money"; spec §9 currency euro). Never a float. `Cents` and `formatCents` come
 * from @serena/domain (import them from there); this file adds the bff's wire parser and GraphQL
 * `Money` shape.
 */
import { formatCents, type Cents } from '@serena/domain';

/** The GraphQL `Money` shape: exact decimal amount in euros plus the ISO 4217 code. */
export interface MoneyShape {
  amount: string;
  currencyCode: 'EUR';
}

const DECIMAL_EURO = /^([+-])?(\d+)(?:\.(\d*))?$/;

/**
 * Parses a euro amount as the REST api sends it ("499.00", "0.1", a number, or null) into cents.
 * String input is parsed digit by digit, so there is no float error; more than two fraction digits
 * are rounded half away from zero to the cent. Returns null for null/undefined/blank input.
 * Numbers are accepted for robustness and rounded to the cent via their shortest decimal form.
 * @throws {RangeError} when the text is not a decimal number or the result is not a safe integer.
 */
export function parseEuroAmount(value: string | number | null | undefined): Cents | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'number' ? numberToDecimalText(value) : value.trim();
  if (text === '') return null;
  const match = DECIMAL_EURO.exec(text);
  if (!match) throw new RangeError(`Not a euro amount: "${text}"`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents2 = (fraction + '00').slice(0, 2);
  const roundUp = fraction.length > 2 && fraction.charCodeAt(2) >= 53; // third digit >= '5'
  const magnitude = BigInt(whole) * 100n + BigInt(cents2) + (roundUp ? 1n : 0n);
  const cents = sign === '-' ? -magnitude : magnitude;
  if (cents > BigInt(Number.MAX_SAFE_INTEGER) || cents < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`Euro amount out of range: "${text}"`);
  }
  const result = Number(cents);
  return Object.is(result, -0) ? 0 : result;
}

/** Turns integer cents into the GraphQL `Money` shape `{ amount: "19.99", currencyCode: "EUR" }`. */
export function toMoney(cents: Cents): MoneyShape {
  return { amount: formatCents(cents), currencyCode: 'EUR' };
}

/** Writes a finite number in plain decimal notation (no exponent), for parsing by digits. */
function numberToDecimalText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a euro amount: ${value}`);
  const text = String(value);
  if (!/e/i.test(text)) return text;
  // Exponent form (very large or very small numbers): toFixed(3) keeps enough digits to round.
  return value.toFixed(3);
}
