/**
 * Account field rules with the spec's messages (spec §3 User, §5 sign-up rules), the account DTOs
 * and the euro-amount parser. No I/O. Split out of accounts/service.ts (issue 15); re-exported there.
 */
import { checkVatNumber } from '@serena/domain';
import type { UserRole, UserRow, UserStatus } from '../db/schema/accounts.js';
import type { z } from 'zod';
import { formatCents } from '../lib/money.js';
import type { userDto } from '../schemas/user.js';
import { CITY_NAME } from '../lib/names.js';
import { PASSWORD_RULE_MESSAGE, isStrongPassword } from './passwords.js';

/** One field problem, as sent in the api's 400 answers. */
export interface FieldError {
  field: string;
  message: string;
}

/** Either a value or the field errors explaining why there is none. */
export type Result<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/**
 * Spec §3 User as the REST api sends it: snake_case, `credit_limit` a decimal euro string
 * ("5000.00"), `vat_number` normalised or null, never the password hash.
 */
export type UserDto = z.infer<typeof userDto>;

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
export const FIXED_PROFILE_FIELDS = ['email', 'invoice_email'] as const;

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
export const TEXT_MAX = 255;
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
    vat_number: row.vatNumber ?? null,
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

export const COLUMN_OF: Record<ProfileTextField, keyof UserRow> = {
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
export function textFieldProblem(field: ProfileTextField, value: unknown): string | null {
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

export function asRecord(body: unknown): Record<string, unknown> {
  return body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** A validated sign-up form: trimmed text (e-mail lower-cased), password, newsletter flag. */
export interface Registration {
  profile: Record<ProfileTextField, string>;
  password: string;
  subscribe: boolean;
  /** The normalised VAT number, or null when none was given. */
  vatNumber: string | null;
}

/**
 * Reads an optional VAT number (issue 22): absent, null or blank -> null (none); otherwise checked
 * with `checkVatNumber` (EU, XI, GB) and normalised. Returns the value or VAT_NUMBER_MESSAGE.
 */
export function parseVatNumber(
  input: unknown,
): { ok: true; value: string | null } | { ok: false; message: string } {
  if (input === undefined || input === null) return { ok: true, value: null };
  if (typeof input !== 'string') return checkVatNumber('');
  if (input.trim() === '') return { ok: true, value: null };
  return checkVatNumber(input);
}

/**
 * Returns the spec §5 message for a new password (sign-up, admin creation, reset): 'password is
 * required' when missing or empty, the password rule when weak, or null when it is acceptable.
 */
export function newPasswordProblem(password: unknown): string | null {
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
  const vat = parseVatNumber(input.vat_number);
  if (!vat.ok) errors.push({ field: 'vat_number', message: vat.message });
  if (errors.length > 0 || !vat.ok) return { ok: false, errors };
  profile.email = normalizeEmail(profile.email);
  profile.invoice_email = normalizeEmail(profile.invoice_email);
  return {
    ok: true,
    value: {
      profile,
      password: password as string,
      subscribe: subscribe as boolean,
      vatNumber: vat.value,
    },
  };
}
