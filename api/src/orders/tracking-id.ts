/**
 * Unguessable order tracking IDs (design "Orders": tracking IDs are unguessable; spec §2 Track):
 * 'ST-' followed by 10 Crockford base32 characters = 50 random bits from the OS CSPRNG.
 */
import { randomBytes } from 'node:crypto';

/** Crockford base32 alphabet (no I, L, O, U: nothing to misread when typed from an e-mail). */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Characters after the prefix. */
const LENGTH = 10;
/** Shape of a tracking ID: 'ST-' and 10 Crockford base32 characters. */
export const TRACKING_ID_PATTERN = /^ST-[0-9A-HJKMNP-TV-Z]{10}$/;

/** Returns a new random tracking ID such as 'ST-7K3QX9M2PD' (spec §2, design "Orders"). */
export function newTrackingId(): string {
  const bytes = randomBytes(8);
  let bits = bytes.readBigUInt64BE(0);
  let out = '';
  for (let i = 0; i < LENGTH; i++) {
    out += ALPHABET[Number(bits & 31n)];
    bits >>= 5n;
  }
  return `ST-${out}`;
}

/**
 * Returns `text` trimmed and upper-cased when it has the shape of a tracking ID ('st-7k3q…' is
 * accepted), else null — so a reference number is never mistaken for one.
 */
export function normalizeTrackingId(text: string): string | null {
  const value = text.trim().toUpperCase();
  return TRACKING_ID_PATTERN.test(value) ? value : null;
}
