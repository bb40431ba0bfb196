/**
 * Token lifetimes (spec §9 8-hour session) and password-reset tokens (spec §4 forgot/reset).
 * Bearer JWTs themselves are signed by `signBearer` in plugins/auth.ts.
 */
import { createHash, randomBytes } from 'node:crypto';

/** Lifetime of a sign-in token and its session: 8 hours (spec §9), in milliseconds. */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

/** Lifetime of a password-reset token: 1 hour, in milliseconds. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Returns the lower-case hex SHA-256 of a token; only this hash is stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Returns a fresh random token (32 bytes, base64url) and its SHA-256 hash. */
export function newRandomToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}
