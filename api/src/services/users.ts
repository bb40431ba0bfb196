/**
 * Trade accounts (spec §3 User, §4 auth, §5 sign-up rules): validation with the spec's messages,
 * registration, profile and password changes, password reset and the admin operations
 * (approve, reject, credit limit, create admin). No HTTP in here: functions return results.
 */
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { formatCents } from '../lib/money.js';
import { CITY_NAME } from '../lib/names.js';
import {
  passwordResetTokens,
  users,
  type UserRole,
  type UserRow,
  type UserStatus,
} from '../db/schema/accounts.js';
import {
  PASSWORD_RULE_MESSAGE,
  hashPassword,
  isStrongPassword,
  updatePasswordProblem,
  verifyPassword,
} from './passwords.js';
import { revokeAllSessions } from './sessions.js';
import { RESET_TOKEN_TTL_MS, hashToken, newRandomToken } from './tokens.js';

/** One field problem, as sent in the api's 400 answers. */
export interface FieldError {
  field: string;
  message: string;
}

/** Either a value or the field errors explaining why there is none. */
export type Result<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/**
 * Spec §3 User as the REST api sends it: snake_case, `credit_limit` a decimal euro string
 * ("5000.00"), never the password hash.
 */
export interface UserDto {
  id: number;
  full_name: string;
  email: string;
  invoice_email: string;
  phone_number: string;
  country: string;
  office_address: string;
  office_city: string;
  office_eir_code: string;
  delivery_address: string;
  delivery_city: string;
  delivery_eir_code: string;
  company_name: string;
  credit_limit: string;
  subscribe: boolean;
}

/** {@link UserDto} plus what only admins see: role, approval status, creation time (ISO 8601). */
export interface AdminUserDto extends UserDto {
  role: UserRole;
  status: UserStatus;
  created_at: string;
}

/** Spec §5: the profile text fields of the sign-up form, in form order. */
export const PROFILE_TEXT_FIELDS = [
  'full_name',
  'email',
  'invoice_email',
  'phone_number',
  'country',
  'office_address',
  'office_city',
  'office_eir_code',
  'delivery_address',
  'delivery_city',
  'delivery_eir_code',
  'company_name',
] as const;

/** A profile text field name. */
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];

/** Profile fields fixed at sign-up: the update call refuses a different value (LOCKED_FIELDS). */
const FIXED_PROFILE_FIELDS = ['email', 'invoice_email'] as const;

/** A profile field a signed-in user may change. */
export type EditableField = Exclude<ProfileTextField, (typeof FIXED_PROFILE_FIELDS)[number]>;

/** Fields a signed-in user may change through PUT /api/auth/user/update/{userId}: every profile field but the e-mails. */
export const EDITABLE_FIELDS: readonly EditableField[] = PROFILE_TEXT_FIELDS.filter(
  (f): f is EditableField => !(FIXED_PROFILE_FIELDS as readonly string[]).includes(f),
);

/** Fields the update call refuses with 'Field cannot be changed' when their value differs. */
export const LOCKED_FIELDS = [
  'id',
  'email',
  'invoice_email',
  'credit_limit',
  'credit_limit_cents',
  'role',
  'status',
  'password',
  'password_hash',
  'created_at',
] as const;

/** Spec §5 messages used by the account calls. */
export const MESSAGES = {
  invalidEmail: 'Invalid email format',
  invalidPhone: 'Please enter a valid phone number',
  invalidCity: 'City name must contain only letters and spaces',
  companyTooLong: 'Company name must be at most 17 characters',
  passwordsDiffer: 'Passwords do not match',
  emailTaken: 'Email is already registered',
  fieldLocked: 'Field cannot be changed',
  wrongCurrentPassword: 'Current password is incorrect',
  invalidResetLink: 'Invalid or expired reset link!',
  subscribeBoolean: 'subscribe must be true or false',
  invalidCredit: 'Credit limit must be an amount in euros of 0 or more, e.g. 5000.00',
} as const;

/** Spec §9: longest company name (characters). */
export const COMPANY_NAME_MAX = 17;
/** Longest value of any other text field (characters). */
const TEXT_MAX = 255;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;
const PHONE_PATTERN = /^\+?[\d\s\-().]+$/u;

/** Returns the spec §5 "required" message: the field name with spaces, e.g. 'full name is required'. */
export function requiredMessage(field: string): string {
  return `${field.replace(/_/g, ' ')} is required`;
}

/**
 * Parses a euro amount (number or decimal string, at most 2 decimals, 0 to 9 999 999.99) into
 * integer cents; returns null when it is not such an amount.
 */
export function parseEuroAmount(input: unknown): number | null {
  const text = typeof input === 'number' && Number.isFinite(input) ? String(input) : input;
  if (typeof text !== 'string') return null;
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/u.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Returns the e-mail trimmed and lower-cased (how it is stored and looked up). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Returns the spec §3 User object for a row (no password hash, no role or status). */
export function toUserDto(row: UserRow): UserDto {
  return {
    id: row.id,
    full_name: row.fullName,
    email: row.email,
    invoice_email: row.invoiceEmail,
    phone_number: row.phoneNumber,
    country: row.country,
    office_address: row.officeAddress,
    office_city: row.officeCity,
    office_eir_code: row.officeEirCode,
    delivery_address: row.deliveryAddress,
    delivery_city: row.deliveryCity,
    delivery_eir_code: row.deliveryEirCode,
    company_name: row.companyName,
    credit_limit: formatCents(row.creditLimitCents),
    subscribe: row.subscribe,
  };
}

/** Returns the admin view of a row: {@link UserDto} plus role, status and created_at. */
export function toAdminUserDto(row: UserRow): AdminUserDto {
  return {
    ...toUserDto(row),
    role: row.role,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

const COLUMN_OF: Record<ProfileTextField, keyof UserRow> = {
  full_name: 'fullName',
  email: 'email',
  invoice_email: 'invoiceEmail',
  phone_number: 'phoneNumber',
  country: 'country',
  office_address: 'officeAddress',
  office_city: 'officeCity',
  office_eir_code: 'officeEirCode',
  delivery_address: 'deliveryAddress',
  delivery_city: 'deliveryCity',
  delivery_eir_code: 'deliveryEirCode',
  company_name: 'companyName',
};

/** Checks one present text field against spec §5; returns the message or null. */
function textFieldProblem(field: ProfileTextField, value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return requiredMessage(field);
  const text = value.trim();
  switch (field) {
    case 'email':
    case 'invoice_email':
      return text.length <= 254 && EMAIL_PATTERN.test(text) ? null : MESSAGES.invalidEmail;
    case 'phone_number': {
      const digits = text.replace(/\D/gu, '').length;
      return PHONE_PATTERN.test(text) && digits >= 10 && digits <= 15
        ? null
        : MESSAGES.invalidPhone;
    }
    case 'office_city':
      return CITY_NAME.test(text) && text.length <= TEXT_MAX ? null : MESSAGES.invalidCity;
    case 'company_name':
      return text.length <= COMPANY_NAME_MAX ? null : MESSAGES.companyTooLong;
    default:
      return text.length <= TEXT_MAX
        ? null
        : `${field.replace(/_/g, ' ')} must be at most ${TEXT_MAX} characters`;
  }
}

function asRecord(body: unknown): Record<string, unknown> {
  return body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** A validated sign-up form: trimmed text (e-mail lower-cased), password, newsletter flag. */
export interface Registration {
  profile: Record<ProfileTextField, string>;
  password: string;
  subscribe: boolean;
}

/**
 * Returns the spec §5 message for a new password (sign-up, admin creation, reset): 'password is
 * required' when missing or empty, the password rule when weak, or null when it is acceptable.
 */
function newPasswordProblem(password: unknown): string | null {
  if (typeof password !== 'string' || password === '') return requiredMessage('password');
  return isStrongPassword(password) ? null : PASSWORD_RULE_MESSAGE;
}

/**
 * Validates a sign-up body against every spec §5 rule and returns the clean form or every field
 * error (one per field, the spec's messages).
 */
export function validateRegistration(body: unknown): Result<Registration> {
  const input = asRecord(body);
  const errors: FieldError[] = [];
  const profile = {} as Record<ProfileTextField, string>;
  for (const field of PROFILE_TEXT_FIELDS) {
    const problem = textFieldProblem(field, input[field]);
    if (problem) errors.push({ field, message: problem });
    else profile[field] = (input[field] as string).trim();
  }
  const password = input.password;
  const passwordProblem = newPasswordProblem(password);
  if (passwordProblem) errors.push({ field: 'password', message: passwordProblem });
  const confirm = input.confirm_password;
  if (confirm !== undefined && confirm !== password) {
    errors.push({ field: 'confirm_password', message: MESSAGES.passwordsDiffer });
  }
  const subscribe = input.subscribe ?? false;
  if (typeof subscribe !== 'boolean') {
    errors.push({ field: 'subscribe', message: MESSAGES.subscribeBoolean });
  }
  if (errors.length > 0) return { ok: false, errors };
  profile.email = normalizeEmail(profile.email);
  profile.invoice_email = normalizeEmail(profile.invoice_email);
  return {
    ok: true,
    value: { profile, password: password as string, subscribe: subscribe as boolean },
  };
}

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
export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
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
}

/**
 * Creates an account (pending customer unless told otherwise) with an argon2id password hash.
 * Returns the row, or the field error 'Email is already registered' for a taken e-mail.
 */
export async function createUser(db: Db, account: NewAccount): Promise<Result<UserRow>> {
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
        status: account.status ?? 'pending',
        creditLimitCents: account.creditLimitCents ?? 0,
      })
      .returning();
    return { ok: true, value: row! };
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
): Result<Partial<Record<keyof UserRow, string | boolean>>> {
  const input = asRecord(body);
  const errors: FieldError[] = [];
  const changes: Partial<Record<keyof UserRow, string | boolean>> = {};
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
  db: Db,
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
  creditSet: (email: string, euros: string) => `Credit limit of ${email} set to €${euros}`,
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
