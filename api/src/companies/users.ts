/**
 * The users of a trade company (issue 24 "Companies and users"): listing them, and the company
 * admin's changes — role, spending limits, suspend, reinstate, remove. Every change is written with
 * its audit row in one transaction (admin/audit.ts `audited`); suspending or removing a user
 * revokes their sessions in the same transaction. The company's account holder (the applicant
 * whose users row is the company account) keeps the COMPANY_ADMIN role and access, and no one
 * changes their own role or access, so a company always keeps an admin.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users, type CompanyRole, type UserRow, type UserStatus } from '../db/schema/accounts.js';
import type { Tx } from '../books/ledger.js';
import { audited, type AdminActor } from '../admin/audit.js';
import { revokeAllSessions } from '../accounts/sessions.js';
import { BadRequestError, NotFoundError } from '../plugins/errors.js';

/** Messages of refused company-user changes (answered 400 or 404). */
export const COMPANY_USER_MESSAGES = {
  notFound: 'Company user not found',
  ownAccess: 'You cannot change your own role or access.',
  accountHolder: "The account holder's role and access cannot be changed.",
  notActive: 'Only an active user can be suspended.',
  notSuspended: 'Only a suspended user can be reinstated.',
} as const;

/** One user of a company as the company admin sees them. Limits are gross euro cents. */
export interface CompanyUser {
  id: number;
  fullName: string;
  email: string;
  role: CompanyRole;
  /**
   * 'approved' (active), 'invited' (not accepted yet) or 'suspended'; the account holder's is the
   * account's own ('pending' before the shop approves it, 'rejected', 'blocked').
   */
  status: UserStatus;
  /** Limit per order, gross cents; null = none. */
  orderLimitCents: number | null;
  /** Limit per calendar month, gross cents; null = none. */
  monthLimitCents: number | null;
  /** True for the applicant whose users row is the company account. */
  accountHolder: boolean;
  createdAt: Date;
}

/** Who makes a company change: the signed-in company admin (or the shop's admin) for the audit. */
export interface CompanyActor {
  /** The company the change is about (its account's user id). */
  accountId: number;
  /** The audit log's actor: the user making the change. */
  audit: AdminActor;
}

/** The {@link CompanyUser} of a company user's users row. */
export function companyUserOf(row: UserRow): CompanyUser {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    role: row.companyRole ?? 'COMPANY_ADMIN',
    status: row.status,
    orderLimitCents: row.orderLimitCents,
    monthLimitCents: row.monthLimitCents,
    accountHolder: row.id === row.companyId,
    createdAt: row.createdAt,
  };
}

/** The users of company `accountId` (removed ones left out), the account holder first, then by age. */
export async function listCompanyUsers(db: Db, accountId: number): Promise<CompanyUser[]> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, accountId), ne(users.status, 'removed')))
    .orderBy(asc(users.createdAt), asc(users.id));
  const list = rows.map(companyUserOf);
  return [...list.filter((u) => u.accountHolder), ...list.filter((u) => !u.accountHolder)];
}

/**
 * User `userId` of company `accountId` (not removed).
 * @throws NotFoundError (404 'Company user not found') for another company's user or none.
 */
export async function findCompanyUser(
  db: Db | Tx,
  accountId: number,
  userId: number,
): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, accountId), ne(users.status, 'removed')));
  if (!row) throw new NotFoundError(COMPANY_USER_MESSAGES.notFound);
  return row;
}

/** What a company admin may change of a user; an absent field stays, null clears a limit. */
export interface CompanyUserChanges {
  role?: CompanyRole;
  orderLimitCents?: number | null;
  monthLimitCents?: number | null;
}

/** Refuses a role or access change of oneself or of the account holder. @throws BadRequestError */
function assertAccessChangeable(row: UserRow, actorUserId: number | null, field: string): void {
  if (row.id === actorUserId) throw new BadRequestError(field, COMPANY_USER_MESSAGES.ownAccess);
  if (row.id === row.companyId) {
    throw new BadRequestError(field, COMPANY_USER_MESSAGES.accountHolder);
  }
}

/**
 * Changes the role and/or spending limits of user `userId` of the actor's company (audited as
 * 'company_user_update' on the account entity).
 * @throws NotFoundError for a user not in the company; BadRequestError for a role change of
 *   oneself or the account holder.
 */
export async function updateCompanyUser(
  db: Db,
  actor: CompanyActor,
  userId: number,
  changes: CompanyUserChanges,
): Promise<CompanyUser> {
  const subject = { entity: 'account' as const, entityId: userId, action: 'company_user_update' };
  return audited(db, actor.audit, subject, async (tx) => {
    const row = await findCompanyUser(tx, actor.accountId, userId);
    if (changes.role !== undefined && changes.role !== row.companyRole) {
      assertAccessChangeable(row, actor.audit.userId, 'role');
    }
    const [updated] = await tx
      .update(users)
      .set({
        companyRole: changes.role,
        orderLimitCents: changes.orderLimitCents,
        monthLimitCents: changes.monthLimitCents,
      })
      .where(eq(users.id, userId))
      .returning();
    return { before: limitsOf(row), after: limitsOf(updated!), result: companyUserOf(updated!) };
  });
}

/** The audited fields of a company user. */
function limitsOf(row: UserRow) {
  return {
    companyRole: row.companyRole,
    status: row.status,
    orderLimitCents: row.orderLimitCents,
    monthLimitCents: row.monthLimitCents,
  };
}

/** A change of a company user's access. */
export type AccessChange = 'suspend' | 'reinstate' | 'remove';

const NEXT_STATUS: Record<AccessChange, UserStatus> = {
  suspend: 'suspended',
  reinstate: 'approved',
  remove: 'removed',
};

/** Refuses an access change the user's current status does not allow. @throws BadRequestError */
function assertStatusAllows(row: UserRow, change: AccessChange): void {
  if (change === 'suspend' && row.status !== 'approved') {
    throw new BadRequestError('status', COMPANY_USER_MESSAGES.notActive);
  }
  if (change === 'reinstate' && row.status !== 'suspended') {
    throw new BadRequestError('status', COMPANY_USER_MESSAGES.notSuspended);
  }
}

/**
 * Suspends, reinstates or removes user `userId` of the actor's company at `now` (audited as
 * 'company_user_suspend' / '_reinstate' / '_remove'). Suspending and removing revoke every
 * session of the user in the same transaction; their tokens answer 401 from then on.
 * @returns the user after the change.
 * @throws NotFoundError for a user not in the company; BadRequestError for oneself, the account
 *   holder, or a status the change does not apply to.
 */
export async function changeCompanyUserAccess(
  db: Db,
  actor: CompanyActor,
  userId: number,
  change: AccessChange,
  now: Date,
): Promise<CompanyUser> {
  const subject = {
    entity: 'account' as const,
    entityId: userId,
    action: `company_user_${change}`,
  };
  return audited(db, actor.audit, subject, async (tx) => {
    const row = await findCompanyUser(tx, actor.accountId, userId);
    assertAccessChangeable(row, actor.audit.userId, 'userId');
    assertStatusAllows(row, change);
    const [updated] = await tx
      .update(users)
      .set({ status: NEXT_STATUS[change] })
      .where(eq(users.id, userId))
      .returning();
    if (change !== 'reinstate') await revokeAllSessions(tx, userId, now);
    return { before: limitsOf(row), after: limitsOf(updated!), result: companyUserOf(updated!) };
  });
}
