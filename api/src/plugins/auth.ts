/**
 * Optional bearer authentication (spec §6, design "Session"): verifies `Authorization: Bearer <jwt>`
 * (HS256, JWT_SECRET) and sets `request.viewer`; a missing or invalid token means a visitor (null).
 * Claims: `sub` = user id (digits), `role` = 'customer' | 'admin', `sid` = session id.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import type { TokenClaims, Viewer } from '../lib/viewer.js';
import type { Db } from '../db/client.js';
import { liveSession } from '../accounts/sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller, or null for a visitor. */
    viewer: Viewer | null;
  }
}

/** Options of the auth plugin: the HS256 secret bytes and the database holding the sessions. */
export interface AuthOptions {
  jwtSecret: Uint8Array;
  /**
   * When given, a verified token also needs a live session row (not revoked by sign-out, password
   * change or reset; not expired; account still approved), else the caller is a visitor.
   */
  db?: Db;
}

/**
 * Verifies a bearer token and returns its viewer, or null when it is invalid, expired or its
 * claims are malformed. Never throws.
 */
export async function verifyBearer(token: string, secret: Uint8Array): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    const userId =
      typeof payload.sub === 'string' && /^\d{1,10}$/.test(payload.sub) ? Number(payload.sub) : NaN;
    const role = payload.role;
    const sid = payload.sid;
    if (!Number.isSafeInteger(userId) || userId < 1) return null;
    if (role !== 'customer' && role !== 'admin') return null;
    if (typeof sid !== 'string' || sid.length === 0) return null;
    return { userId, role, sessionId: sid };
  } catch {
    return null;
  }
}

/**
 * Signs a bearer token for `viewer` (HS256), valid for `expiresIn` (default 8 h, spec §9 session).
 * Returns the compact JWT.
 */
export async function signBearer(
  viewer: TokenClaims,
  secret: Uint8Array,
  expiresIn: string | number = '8h',
): Promise<string> {
  return new SignJWT({ role: viewer.role, sid: viewer.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(viewer.userId))
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(secret);
}

/** The bearer token of a request, or null when there is none. */
function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The viewer of verified `claims`: with `db`, only while the session is live, with the company
 * its user acts for (issue 24); without `db`, the user's own account (a company of one).
 */
async function viewerOf(claims: TokenClaims, db: Db | undefined): Promise<Viewer | null> {
  if (!db) {
    const companyRole = claims.role === 'customer' ? 'COMPANY_ADMIN' : null;
    return { ...claims, accountId: claims.userId, companyRole };
  }
  const company = await liveSession(db, claims.sessionId, claims.userId, new Date());
  return company ? { ...claims, ...company } : null;
}

/** Decorates every request with `viewer` (null unless a valid bearer token is sent). */
export const authPlugin = fp(
  (app: FastifyInstance, opts: AuthOptions) => {
    app.decorateRequest('viewer', null);
    app.addHook('onRequest', async (request) => {
      const token = bearerOf(request);
      const claims = token ? await verifyBearer(token, opts.jwtSecret) : null;
      request.viewer = claims ? await viewerOf(claims, opts.db) : null;
    });
  },
  { name: 'auth' },
);
