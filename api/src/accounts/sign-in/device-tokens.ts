/**
 * Device tokens (issue 23, OWASP "device cookies"): after a successful sign-in the api hands out a
 * token naming the account, signed with HMAC-SHA256 under the session secret (JWT_SECRET); the bff
 * keeps it in an HttpOnly cookie of that browser. A sign-in that presents a valid token for the
 * same account comes from a browser that signed in before, and is not held back by the account-wide
 * ceiling that a spread attack on the account raises.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const VERSION = 'd1';

/** The base64url HMAC-SHA256 of `payload` under `secret`. */
function mac(secret: Uint8Array, payload: string): string {
  return createHmac('sha256', secret).update(`device:${payload}`).digest('base64url');
}

/** A new device token for account `userId`: `d1.<userId>.<nonce>.<mac>` (about 80 characters). */
export function issueDeviceToken(secret: Uint8Array, userId: number): string {
  const payload = `${VERSION}.${userId}.${randomBytes(16).toString('base64url')}`;
  return `${payload}.${mac(secret, payload)}`;
}

/** The account id a device token was issued for, or null when it is malformed or not ours. */
export function deviceTokenUser(secret: Uint8Array, token: unknown): number | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const match = /^(d1\.(\d{1,12})\.[\w-]{16,64})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(mac(secret, match[1]!));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? Number(match[2])
    : null;
}
