/**
 * Invitations of company users (issue 24): the company admin invites someone by e-mail with a
 * full name and a role; they get a users row of the company in status 'invited' (no usable
 * password, so they cannot sign in) and a single-use link valid 7 days. Accepting sets their
 * password (the sign-up rule, spec §5) and makes them an active ('approved') user; the route then
 * signs them in. Only the SHA-256 hash of a token is stored.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  companyInvitations,
  users,
  type CompanyRole,
  type UserRow,
} from '../db/schema/accounts.js';
import { audited } from '../admin/audit.js';
import { hashPassword } from '../accounts/passwords.js';
import { hashToken, newRandomToken } from '../accounts/tokens.js';
import {
  asRecord,
  findUserByEmail,
  MESSAGES,
  newPasswordProblem,
  normalizeEmail,
  type FieldError,
  type Result,
} from '../accounts/service.js';
import { BadRequestError } from '../plugins/errors.js';
import type { Tx } from '../books/ledger.js';
import { companyUserOf, findCompanyUser, type CompanyActor, type CompanyUser } from './users.js';

/** How long an invitation link works: 7 days (issue 24). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The 400 message of a missing, unknown, used or expired invitation link. */
export const INVALID_INVITATION_MESSAGE = 'Invalid or expired invitation link!';

/** Whom to invite: their e-mail (any case), full name and company role. */
export interface Invitee {
  email: string;
  fullName: string;
  role: CompanyRole;
}

/** Runs in the invitation's transaction with the user and the plain token (queues the e-mail). */
export type OnInvited = (tx: Tx, user: CompanyUser, token: string) => Promise<void>;

/** A sent invitation: the invited user, the plain token for the link, and when it expires. */
export interface IssuedInvitation {
  user: CompanyUser;
  token: string;
  expiresAt: Date;
}

/**
 * Invites `invitee` into the company of `actor` (whose account row is `company`) at `now`: a users
 * row in status 'invited' with the company's addresses and no usable password, and a token valid
 * {@link INVITATION_TTL_MS}; audited as 'company_user_invite'. `onInvited` runs in the same
 * transaction (the mail outbox queues the e-mail there, so the invitation and its mail commit
 * together or not at all).
 * @throws BadRequestError (field email, 'Email is already registered') for a taken address.
 */
export async function inviteCompanyUser(
  db: Db,
  actor: CompanyActor,
  company: UserRow,
  invitee: Invitee,
  now: Date,
  onInvited?: OnInvited,
): Promise<IssuedInvitation> {
  const email = normalizeEmail(invitee.email);
  if (await findUserByEmail(db, email)) throw new BadRequestError('email', MESSAGES.emailTaken);
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const { token, tokenHash } = newRandomToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const subject = (user: CompanyUser) => ({
    entity: 'account' as const,
    entityId: user.id,
    action: 'company_user_invite',
  });
  const user = await audited(db, actor.audit, subject, async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        ...companyProfile(company),
        fullName: invitee.fullName.trim(),
        email,
        passwordHash,
        role: 'customer',
        status: 'invited',
        companyId: company.id,
        companyRole: invitee.role,
        createdAt: now,
      })
      .returning();
    await tx.insert(companyInvitations).values({
      tokenHash,
      userId: row!.id,
      invitedBy: actor.audit.userId,
      createdAt: now,
      expiresAt,
    });
    const invited = companyUserOf(row!);
    await onInvited?.(tx, invited, token);
    return { before: null, after: { email, role: invitee.role }, result: invited };
  });
  return { user, token, expiresAt };
}

/** The 400 message of re-inviting a user who is no longer invited. */
export const NOT_INVITED_MESSAGE = 'Only a user who has not accepted yet can be invited again.';

/**
 * Invites user `userId` of the actor's company again at `now` (issue 24 re-invite): their earlier
 * links stop working, a new single-use link valid {@link INVITATION_TTL_MS} is issued, and
 * `onInvited` queues its e-mail in the same transaction; audited as 'company_user_reinvite'.
 * @throws NotFoundError for a user not in the company; BadRequestError (status) when the user is
 *   not 'invited'.
 */
export async function reinviteCompanyUser(
  db: Db,
  actor: CompanyActor,
  userId: number,
  now: Date,
  onInvited: OnInvited,
): Promise<IssuedInvitation> {
  const { token, tokenHash } = newRandomToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const subject = { entity: 'account' as const, entityId: userId, action: 'company_user_reinvite' };
  const user = await audited(db, actor.audit, subject, async (tx) => {
    const row = await findCompanyUser(tx, actor.accountId, userId);
    if (row.status !== 'invited') throw new BadRequestError('status', NOT_INVITED_MESSAGE);
    await tx
      .update(companyInvitations)
      .set({ usedAt: now })
      .where(and(eq(companyInvitations.userId, userId), isNull(companyInvitations.usedAt)));
    await tx.insert(companyInvitations).values({
      tokenHash,
      userId,
      invitedBy: actor.audit.userId,
      createdAt: now,
      expiresAt,
    });
    const invited = companyUserOf(row);
    await onInvited(tx, invited, token);
    return { before: null, after: { email: row.email, expiresAt }, result: invited };
  });
  return { user, token, expiresAt };
}

/** The company's own details a company user's row repeats (addresses, invoice e-mail, name). */
function companyProfile(company: UserRow) {
  return {
    invoiceEmail: company.invoiceEmail,
    phoneNumber: company.phoneNumber,
    country: company.country,
    officeAddress: company.officeAddress,
    officeCity: company.officeCity,
    officeEirCode: company.officeEirCode,
    deliveryAddress: company.deliveryAddress,
    deliveryCity: company.deliveryCity,
    deliveryEirCode: company.deliveryEirCode,
    companyName: company.companyName,
    vatNumber: company.vatNumber,
    paymentTermsDays: company.paymentTermsDays,
  };
}

/**
 * Accepts an invitation: body `{ token, password, confirm_password? }` at `now`. Checks the
 * password against the sign-up rule, claims the token once (unused, not expired, user still
 * 'invited'), sets the password and activates the user.
 * @returns the activated users row, or the field errors (token: {@link INVALID_INVITATION_MESSAGE};
 *   password: the spec §5 message; confirm_password: 'Passwords do not match').
 */
export async function acceptInvitation(db: Db, body: unknown, now: Date): Promise<Result<UserRow>> {
  const input = asRecord(body);
  const invalid: FieldError[] = [{ field: 'token', message: INVALID_INVITATION_MESSAGE }];
  const token = typeof input.token === 'string' ? input.token.trim() : '';
  if (token === '' || token.length > 200) return { ok: false, errors: invalid };
  const passwordProblem = newPasswordProblem(input.password);
  if (passwordProblem)
    return { ok: false, errors: [{ field: 'password', message: passwordProblem }] };
  if (input.confirm_password !== undefined && input.confirm_password !== input.password) {
    return {
      ok: false,
      errors: [{ field: 'confirm_password', message: MESSAGES.passwordsDiffer }],
    };
  }
  const passwordHash = await hashPassword(input.password as string);
  const activated = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(companyInvitations)
      .set({ usedAt: now })
      .where(
        and(
          eq(companyInvitations.tokenHash, hashToken(token)),
          isNull(companyInvitations.usedAt),
          gt(companyInvitations.expiresAt, now),
        ),
      )
      .returning({ userId: companyInvitations.userId });
    if (!claimed) return undefined;
    const [row] = await tx
      .update(users)
      .set({ passwordHash, status: 'approved' })
      .where(and(eq(users.id, claimed.userId), eq(users.status, 'invited')))
      .returning();
    return row;
  });
  return activated ? { ok: true, value: activated } : { ok: false, errors: invalid };
}
