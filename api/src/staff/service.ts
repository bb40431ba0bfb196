/**
 * Staff management (issue 26): the shop's OWNERs invite staff by e-mail with a role (a users row
 * with role 'admin', status 'invited' and a single-use link valid 7 days, accepted with the
 * companies' accept-invitation route), change a member's role and remove a member (their
 * sessions end at once). Every change is audited (entity 'account'). At least one OWNER always
 * remains, and no one removes themselves.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { StaffRole } from '@serena/domain';
import type { Db } from '../db/client.js';
import { companyInvitations, users, type UserRow } from '../db/schema/accounts.js';
import { audited, type AdminActor, type InTransaction } from '../admin/audit.js';
import { AdminError } from '../admin/errors.js';
import { hashPassword } from '../accounts/passwords.js';
import { revokeAllSessions } from '../accounts/sessions.js';
import { findUserByEmail, MESSAGES, normalizeEmail } from '../accounts/service.js';
import { newRandomToken } from '../accounts/tokens.js';
import { INVITATION_TTL_MS } from '../companies/invitations.js';
import type { Tx } from '../books/ledger.js';

/** The refusals of staff management, in words. */
export const STAFF_MESSAGES = {
  notFound: (id: number) => `No staff member with id ${id}`,
  lastOwner: 'At least one owner must remain',
  notYourself: 'You cannot remove yourself',
  invited: (email: string) => `Invitation sent to ${email}`,
  roleChanged: (email: string, role: StaffRole) => `${email} is now ${role}`,
  removed: (email: string) => `Removed ${email}`,
} as const;

/** A staff member as the console lists them. */
export interface StaffMember {
  id: number;
  email: string;
  fullName: string;
  role: StaffRole;
  /** 'active' once the invitation is accepted. */
  status: 'active' | 'invited';
  createdAt: Date;
}

function memberOf(row: UserRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: row.staffRole ?? 'OWNER',
    status: row.status === 'invited' ? 'invited' : 'active',
    createdAt: row.createdAt,
  };
}

/** Every active or invited staff member, oldest first. */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.role, 'admin'), inArray(users.status, ['approved', 'invited'])))
    .orderBy(asc(users.id));
  return rows.map(memberOf);
}

/** Whom to invite: e-mail (any case), full name, staff role. */
export interface StaffInvitee {
  email: string;
  fullName: string;
  role: StaffRole;
}

/** An issued staff invitation: the member, the plain token for the link, its expiry. */
export interface StaffInvitation {
  member: StaffMember;
  token: string;
  expiresAt: Date;
}

/**
 * Invites a staff member at `now`: an 'invited' admin row without a usable password and a token
 * valid {@link INVITATION_TTL_MS} (only its hash stored); audited 'staff_invite'. `inTx` (the
 * invitation mail) runs in the invitation's transaction.
 * @returns the member and the plain token for the link.
 * @throws AdminError 400 (field email, 'Email is already registered') for a taken address.
 */
export async function inviteStaff(
  db: Db,
  actor: AdminActor,
  invitee: StaffInvitee,
  now: Date,
  inTx?: InTransaction<StaffInvitation>,
): Promise<StaffInvitation> {
  const email = normalizeEmail(invitee.email);
  if (await findUserByEmail(db, email)) {
    throw new AdminError(400, 'DUPLICATE', MESSAGES.emailTaken, 'email');
  }
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const { token, tokenHash } = newRandomToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const blank = { phoneNumber: '', country: '', companyName: '' };
  const address = { officeAddress: '', officeCity: '', officeEirCode: '' };
  const delivery = { deliveryAddress: '', deliveryCity: '', deliveryEirCode: '' };
  const member = await audited(
    db,
    actor,
    (m: StaffMember) => ({ entity: 'account', entityId: m.id, action: 'staff_invite' }),
    async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          ...blank,
          ...address,
          ...delivery,
          fullName: invitee.fullName.trim(),
          email,
          invoiceEmail: email,
          passwordHash,
          role: 'admin',
          staffRole: invitee.role,
          status: 'invited',
          createdAt: now,
        })
        .returning();
      await tx.insert(companyInvitations).values({
        tokenHash,
        userId: row!.id,
        invitedBy: actor.userId,
        createdAt: now,
        expiresAt,
      });
      return { before: null, after: { email, staffRole: invitee.role }, result: memberOf(row!) };
    },
    inTx && ((tx, invited) => inTx(tx, { member: invited, token, expiresAt })),
  );
  return { member, token, expiresAt };
}

/** Locks the staff row `id` (active or invited). @throws AdminError 404 */
async function lockStaff(tx: Tx, id: number): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (row?.role !== 'admin' || !['approved', 'invited'].includes(row.status)) {
    throw new AdminError(404, 'NOT_FOUND', STAFF_MESSAGES.notFound(id));
  }
  return row;
}

/**
 * Throws when `row` is an OWNER and no other active OWNER remains (rows locked): the last owner is
 * never demoted, removed, blocked or rejected. @throws AdminError 400 INVALID_STATE.
 */
export async function keepAnOwner(tx: Tx, row: UserRow): Promise<void> {
  if (row.staffRole !== 'OWNER') return;
  const owners = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.staffRole, 'OWNER'), eq(users.status, 'approved')))
    .for('update');
  if (!owners.some((o) => o.id !== row.id)) {
    throw new AdminError(400, 'INVALID_STATE', STAFF_MESSAGES.lastOwner, 'role');
  }
}

/**
 * Changes the role of staff member `id`; audited 'staff_role' (before/after role).
 * @throws AdminError 404 unknown id; 400 when the last OWNER would be demoted.
 */
export function changeStaffRole(
  db: Db,
  actor: AdminActor,
  id: number,
  role: StaffRole,
): Promise<StaffMember> {
  return audited(
    db,
    actor,
    { entity: 'account', entityId: id, action: 'staff_role' },
    async (tx) => {
      const row = await lockStaff(tx, id);
      if (role !== 'OWNER') await keepAnOwner(tx, row);
      const [updated] = await tx
        .update(users)
        .set({ staffRole: role })
        .where(eq(users.id, id))
        .returning();
      return {
        before: { staffRole: row.staffRole },
        after: { staffRole: role },
        result: memberOf(updated!),
      };
    },
  );
}

/**
 * Removes staff member `id` at `now`: status 'removed', every session ended, an open invitation
 * void (its user is no longer 'invited'); audited 'staff_remove'.
 * @throws AdminError 404 unknown id; 400 for oneself or the last OWNER.
 */
export function removeStaff(
  db: Db,
  actor: AdminActor,
  id: number,
  now: Date,
): Promise<StaffMember> {
  return audited(
    db,
    actor,
    { entity: 'account', entityId: id, action: 'staff_remove' },
    async (tx) => {
      if (actor.userId === id)
        throw new AdminError(400, 'INVALID_STATE', STAFF_MESSAGES.notYourself);
      const row = await lockStaff(tx, id);
      await keepAnOwner(tx, row);
      const [updated] = await tx
        .update(users)
        .set({ status: 'removed' })
        .where(eq(users.id, id))
        .returning();
      await revokeAllSessions(tx, id, now);
      return {
        before: { status: row.status, staffRole: row.staffRole },
        after: { status: 'removed' },
        result: memberOf(updated!),
      };
    },
  );
}
