/**
 * Sign-in sessions (spec §4 auth): every bearer token names a session row; sign-out, password
 * change and password reset revoke rows so the token stops working at once.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { sessions, users, type CompanyRole } from '../db/schema/accounts.js';
import type { DbOrTx } from '../books/ledger.js';
import { SESSION_TTL_MS } from './tokens.js';

/** A newly opened session: its random id and when it ends. */
export interface OpenedSession {
  id: string;
  createdAt: Date;
  expiresAt: Date;
}

/** Opens an 8-hour session for the user and returns its id (24 random bytes, base64url). */
export async function openSession(db: Db, userId: number, now: Date): Promise<OpenedSession> {
  const id = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({ id, userId, createdAt: now, expiresAt });
  return { id, createdAt: now, expiresAt };
}

/** The company of a live session's user (issue 24): the account they act for and their role. */
export interface SessionCompany {
  /** The company account's user id (the user's own id for the company's first user and admins). */
  accountId: number;
  /** The user's role in the company; null for the shop's admins. */
  companyRole: CompanyRole | null;
}

/**
 * The company of the session's user when the session exists for that user, is not revoked, has not
 * expired at `now`, and the user's account and their company's account are still approved (a
 * rejected, blocked, suspended or removed user, and every user of a blocked company, loses their
 * sessions at once); otherwise null.
 */
export async function liveSession(
  db: Db,
  sessionId: string,
  userId: number,
  now: Date,
): Promise<SessionCompany | null> {
  const company = alias(users, 'company');
  const [row] = await db
    .select({ companyId: users.companyId, companyRole: users.companyRole })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(company, eq(company.id, users.companyId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.status, 'approved'),
        // A company user's access also ends when the shop blocks (or rejects) their company.
        or(isNull(users.companyId), eq(company.status, 'approved')),
      ),
    )
    .limit(1);
  if (!row) return null;
  return { accountId: row.companyId ?? userId, companyRole: row.companyRole };
}

/** Revokes one session (sign-out). Returns true when a live row was revoked. */
export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes every live session of the user (password change or reset); returns how many. */
export async function revokeAllSessions(db: DbOrTx, userId: number, now: Date): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}
