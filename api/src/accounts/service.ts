/**
 * Trade accounts (spec §3 User, §4 auth, §5 sign-up rules): validation with the spec's messages,
 * registration, profile and password changes, password reset and the admin operations
 * (approve, reject, credit limit, create admin). No HTTP in here: functions return results.
 */
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { DbOrTx } from '../books/ledger.js';
import {
  passwordResetTokens,
  users,
  type UserRole,
  type UserRow,
  type UserStatus,
} from '../db/schema/accounts.js';
import { euro } from '../mail/format.js';
import { hashPassword, updatePasswordProblem, verifyPassword } from './passwords.js';
import { revokeAllSessions } from './sessions.js';
import { RESET_TOKEN_TTL_MS, hashToken, newRandomToken } from './tokens.js';
import {
  COLUMN_OF,
  EDITABLE_FIELDS,
  LOCKED_FIELDS,
  MESSAGES,
  PROFILE_TEXT_FIELDS,
  asRecord,
  parseVatNumber,
  newPasswordProblem,
  normalizeEmail,
  parseEuroAmount,
  requiredMessage,
  textFieldProblem,
  toAdminUserDto,
  type FieldError,
  type ProfileTextField,
  type Result,
} from './user-validation.js';

export * from './user-validation.js';

/** Returns the user with that e-mail (case-insensitive) or undefined. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  return rows[0];
}

/** Returns the user with that id or undefined. */
export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** True for a PostgreSQL unique-violation error (code 23505), whichever driver raised it. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Options of {@link createUser}: who is created, with which role, status and credit. */
export interface NewAccount {
  profile: Record<ProfileTextField, string>;
  password: string;
  subscribe?: boolean;
  role?: UserRole;
  status?: UserStatus;
  /** Credit limit in euro cents (default 0). */
  creditLimitCents?: number;
  /** The normalised VAT number (issue 22), or null/absent for none. */
  vatNumber?: string | null;
}

/**
 * Creates an account (pending customer unless told otherwise) with an argon2id password hash; a
 * customer's account is a trade company of its own with them as COMPANY_ADMIN (issue 24).
 * Returns the row, or the field error 'Email is already registered' for a taken e-mail.
 */
export async function createUser(db: DbOrTx, account: NewAccount): Promise<Result<UserRow>> {
  const taken = [{ field: 'email', message: MESSAGES.emailTaken }];
  if (await findUserByEmail(db, account.profile.email)) return { ok: false, errors: taken };
  const p = account.profile;
  try {
    const [row] = await db
      .insert(users)
      .values({
        fullName: p.full_name,
        email: normalizeEmail(p.email),
        invoiceEmail: p.invoice_email,
        phoneNumber: p.phone_number,
        country: p.country,
        officeAddress: p.office_address,
        officeCity: p.office_city,
        officeEirCode: p.office_eir_code,
        deliveryAddress: p.delivery_address,
        deliveryCity: p.delivery_city,
        deliveryEirCode: p.delivery_eir_code,
        companyName: p.company_name,
        subscribe: account.subscribe ?? false,
        passwordHash: await hashPassword(account.password),
        role: account.role ?? 'customer',
        // Issue 26: an admin made here (seed, CLI, console) is an OWNER; invited staff get a role.
        staffRole: account.role === 'admin' ? 'OWNER' : null,
        status: account.status ?? 'pending',
        creditLimitCents: account.creditLimitCents ?? 0,
        vatNumber: account.vatNumber ?? null,
      })
      .returning();
    if (row!.role !== 'customer') return { ok: true, value: row! };
    const [company] = await db
      .update(users)
      .set({ companyId: row!.id, companyRole: 'COMPANY_ADMIN' })
      .where(eq(users.id, row!.id))
      .returning();
    return { ok: true, value: company! };
  } catch (err) {
    if (isUniqueViolation(err)) return { ok: false, errors: taken };
    throw err;
  }
}

/**
 * Validates a profile update (spec §5 rules for each present field; locked fields refused with
 * 'Field cannot be changed' unless their value equals the stored one) and returns the column
 * changes to apply.
 */
export function validateProfileUpdate(
  body: unknown,
  current: UserRow,
): Result<Partial<Record<keyof UserRow, string | boolean | null>>> {
  const input = asRecord(body);
  const errors: FieldError[] = [];
  const changes: Partial<Record<keyof UserRow, string | boolean | null>> = {};
  const currentDto: Record<string, unknown> = { ...toAdminUserDto(current) };
  for (const field of LOCKED_FIELDS) {
    if (!(field in input)) continue;
    const value = input[field];
    const same =
      field === 'email' || field === 'invoice_email'
        ? typeof value === 'string' && normalizeEmail(value) === currentDto[field]
        : field === 'credit_limit' || field === 'credit_limit_cents'
          ? parseEuroAmount(value) === current.creditLimitCents ||
            (field === 'credit_limit_cents' && value === current.creditLimitCents)
          : field === 'id'
            ? String(value) === String(current.id)
            : value === currentDto[field];
    if (!same) errors.push({ field, message: MESSAGES.fieldLocked });
  }
  for (const field of EDITABLE_FIELDS) {
    if (!(field in input)) continue;
    const problem = textFieldProblem(field, input[field]);
    if (problem) errors.push({ field, message: problem });
    else changes[COLUMN_OF[field]] = (input[field] as string).trim();
  }
  if ('subscribe' in input) {
    if (typeof input.subscribe === 'boolean') changes.subscribe = input.subscribe;
    else errors.push({ field: 'subscribe', message: MESSAGES.subscribeBoolean });
  }
  if ('vat_number' in input) {
    const vat = parseVatNumber(input.vat_number);
    if (vat.ok) changes.vatNumber = vat.value;
    else errors.push({ field: 'vat_number', message: vat.message });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: changes };
}

/** Applies column changes to a user and returns the updated row (undefined when gone). */
export async function updateUser(
  db: Db,
  id: number,
  changes: Partial<Record<keyof UserRow, unknown>>,
): Promise<UserRow | undefined> {
  if (Object.keys(changes).length === 0) return findUserById(db, id);
  const [row] = await db
    .update(users)
    .set(changes as Partial<typeof users.$inferInsert>)
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * Changes a password after checking the current one (spec §5 update-password messages) and
 * revokes every session of the user, including the caller's: their token is dead afterwards.
 */
export async function changePassword(
  db: Db,
  user: UserRow,
  body: unknown,
  now: Date,
): Promise<Result<null>> {
  const input = asRecord(body);
  const current = input.curr_password;
  const next = input.new_password;
  const errors: FieldError[] = [];
  if (typeof current !== 'string' || current === '') {
    errors.push({ field: 'curr_password', message: requiredMessage('curr_password') });
  }
  if (typeof next !== 'string' || next === '') {
    errors.push({ field: 'new_password', message: requiredMessage('new_password') });
  } else {
    const problem = updatePasswordProblem(next);
    if (problem) errors.push({ field: 'new_password', message: problem });
  }
  const confirm = input.confirm_password;
  if (confirm !== undefined && confirm !== next) {
    errors.push({
      field: 'confirm_password',
      message: 'New password and confirm password do not match',
    });
  }
  if (errors.length > 0) return { ok: false, errors };
  if (!(await verifyPassword(user.passwordHash, current as string))) {
    return {
      ok: false,
      errors: [{ field: 'curr_password', message: MESSAGES.wrongCurrentPassword }],
    };
  }
  await setPassword(db, user.id, next as string, now);
  return { ok: true, value: null };
}

/** Stores a new argon2id hash for the user and revokes all their sessions. */
async function setPassword(db: Db, userId: number, password: string, now: Date): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await revokeAllSessions(db, userId, now);
}

/**
 * Issues a single-use password-reset token for the user, valid 1 hour from `now`. Returns the
 * plain token (only its SHA-256 hash is stored) and its expiry.
 */
export async function issueResetToken(
  db: DbOrTx,
  userId: number,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const { token, tokenHash } = newRandomToken();
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MS);
  await db.insert(passwordResetTokens).values({ tokenHash, userId, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/**
 * Resets a password with a reset token (spec §5: 'Invalid or expired reset link!' for a missing,
 * unknown, used or expired token; the sign-up password rule). Marks the token used and revokes
 * every session of the user. Returns the user id on success.
 */
export async function resetPasswordWithToken(
  db: Db,
  body: unknown,
  now: Date,
): Promise<Result<number>> {
  const input = asRecord(body);
  const token = input.token;
  const password = input.password;
  if (typeof token !== 'string' || token.trim() === '') {
    return { ok: false, errors: [{ field: 'token', message: MESSAGES.invalidResetLink }] };
  }
  const passwordProblem = newPasswordProblem(password);
  if (passwordProblem !== null) {
    return { ok: false, errors: [{ field: 'password', message: passwordProblem }] };
  }
  // Claim the token atomically: only one request can flip used_at from null.
  const [claimed] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token.trim())),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (!claimed) {
    return { ok: false, errors: [{ field: 'token', message: MESSAGES.invalidResetLink }] };
  }
  await setPassword(db, claimed.userId, password as string, now);
  return { ok: true, value: claimed.userId };
}

/** Returns all accounts, optionally of one status, oldest first. */
export async function listUsers(db: Db, status?: UserStatus): Promise<UserRow[]> {
  const query = db.select().from(users);
  return status
    ? query.where(eq(users.status, status)).orderBy(asc(users.createdAt), asc(users.id))
    : query.orderBy(asc(users.createdAt), asc(users.id));
}

/** Sets the approval status of an account; returns the updated row or undefined when unknown. */
export async function setUserStatus(
  db: Db,
  id: number,
  status: UserStatus,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ status }).where(eq(users.id, id)).returning();
  return row;
}

/** Sets the credit limit (euro cents, >= 0); returns the updated row or undefined when unknown. */
export async function setCreditLimit(
  db: Db,
  id: number,
  creditLimitCents: number,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ creditLimitCents })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * Creates an approved admin account from e-mail, password and full name (other profile fields
 * empty, invoice e-mail = e-mail). Field errors use the spec §5 messages.
 */
export async function createAdmin(db: Db, body: unknown): Promise<Result<UserRow>> {
  const input = asRecord(body);
  const errors: FieldError[] = [];
  for (const field of ['email', 'full_name'] as const) {
    const problem = textFieldProblem(field, input[field]);
    if (problem) errors.push({ field, message: problem });
  }
  const password = input.password;
  const passwordProblem = newPasswordProblem(password);
  if (passwordProblem) errors.push({ field: 'password', message: passwordProblem });
  if (errors.length > 0) return { ok: false, errors };
  const email = normalizeEmail(input.email as string);
  const blank = Object.fromEntries(PROFILE_TEXT_FIELDS.map((f) => [f, ''])) as Record<
    ProfileTextField,
    string
  >;
  return createUser(db, {
    profile: {
      ...blank,
      email,
      invoice_email: email,
      full_name: (input.full_name as string).trim(),
    },
    password: password as string,
    role: 'admin',
    status: 'approved',
  });
}

/** Messages of the admin operations, shared by the admin routes and the CLI. */
export const ADMIN_MESSAGES = {
  approved: (email: string) => `Approved ${email}`,
  rejected: (email: string) => `Rejected ${email}`,
  /** `cents`: the new credit limit in integer euro cents, written like "€8,232.86". */
  creditSet: (email: string, cents: number) => `Credit limit of ${email} set to ${euro(cents)}`,
  adminCreated: (email: string) => `Created admin ${email}`,
  noEmail: (email: string) => `No account with e-mail ${email}`,
  noId: (id: number) => `No account with id ${id}`,
} as const;

/**
 * Approves or rejects an application (admin, design "Admin CLI"); rejecting also revokes every
 * session of the user. Returns the updated row, or undefined for an unknown id.
 */
export async function decideApplication(
  db: Db,
  id: number,
  decision: 'approved' | 'rejected',
  now: Date,
): Promise<UserRow | undefined> {
  const row = await setUserStatus(db, id, decision);
  if (row && decision === 'rejected') await revokeAllSessions(db, id, now);
  return row;
}
