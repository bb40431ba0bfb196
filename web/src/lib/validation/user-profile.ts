import { z } from 'zod';
import { CITY_NAME } from './names';

/**
 * Labels of the user-profile fields shared by sign-up and account information; a blank field's
 * message is '{label} is required' (spec §5 Sign-up, §6).
 */
export const USER_PROFILE_LABELS = {
  fullName: 'Full Name',
  companyName: 'Company Name',
  email: 'Email',
  invoiceEmail: 'Invoice Email',
  phoneNumber: 'Phone Number',
  country: 'Country',
  officeAddress: 'Office Address',
  officeCity: 'Office City',
  officeEircode: 'Office Eircode',
  deliveryAddress: 'Delivery Address',
  deliveryCity: 'Delivery City',
  deliveryEircode: 'Delivery Eircode',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  vatNumber: 'VAT number',
} as const;

/** A field of the user profile (sign-up form; account information edits a subset). */
export type UserProfileField = keyof typeof USER_PROFILE_LABELS;

/** Spec §5 sign-up / profile messages, word for word. */
export const USER_PROFILE_MESSAGES = {
  phone: 'Please enter a valid phone number',
  mismatch: 'Passwords do not match',
  password:
    'Password must contain at least 8 characters, one uppercase, one lowercase, one number, and one special character.',
  email: 'Invalid email format',
  city: 'City name must contain only letters and spaces',
  companyName: 'Company Name must be at most 17 characters',
} as const;

/** Most characters a company name may have (spec §5, §9). */
export const COMPANY_NAME_MAX = 17;
/** The help under the company name field: its limit, shown instead of cutting the text silently. */
export const COMPANY_NAME_HELP = `At most ${COMPANY_NAME_MAX} characters`;
/**
 * The help under the optional VAT number field (issue 22). The server checks the number (EU, XI or
 * GB formats and check digits), so the validator stays out of the storefront's JavaScript.
 */
export const VAT_NUMBER_HELP =
  'Optional. With its country prefix, e.g. IE6388047V; printed on your invoices.';
/** Most characters the VAT number input takes (spaces and dots included). */
export const VAT_NUMBER_INPUT_MAX = 24;

/** Fewest digits a phone number may have, country code included (spec §5, §9). */
export const PHONE_MIN_DIGITS = 10;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** At least 8 non-space characters with a lowercase, an uppercase, a digit and a special character. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9\s])\S{8,}$/;

/**
 * A trimmed, non-blank string rule whose message is '{label} is required' (spec §5 Sign-up).
 * Returns a zod string schema.
 */
export function requiredField(field: UserProfileField) {
  return z.string().trim().min(1, `${USER_PROFILE_LABELS[field]} is required`);
}

/**
 * The spec §5 rules of every text field of the profile (sign-up and account information): all
 * required, e-mails well formed, phone at least 10 digits, company name at most 17 characters,
 * office city a place name (letters, spaces, apostrophes, hyphens, or a Dublin postal district).
 */
export const userProfileRules = {
  fullName: requiredField('fullName'),
  companyName: requiredField('companyName').max(
    COMPANY_NAME_MAX,
    USER_PROFILE_MESSAGES.companyName,
  ),
  email: requiredField('email').regex(EMAIL_PATTERN, USER_PROFILE_MESSAGES.email),
  invoiceEmail: requiredField('invoiceEmail').regex(EMAIL_PATTERN, USER_PROFILE_MESSAGES.email),
  phoneNumber: requiredField('phoneNumber').refine(
    (v) => v.replace(/\D/g, '').length >= PHONE_MIN_DIGITS,
    USER_PROFILE_MESSAGES.phone,
  ),
  country: requiredField('country'),
  officeAddress: requiredField('officeAddress'),
  officeCity: requiredField('officeCity').regex(CITY_NAME, USER_PROFILE_MESSAGES.city),
  officeEircode: requiredField('officeEircode'),
  deliveryAddress: requiredField('deliveryAddress'),
  deliveryCity: requiredField('deliveryCity'),
  deliveryEircode: requiredField('deliveryEircode'),
  /** Optional (issue 22): trimmed here, checked and normalised by the server. */
  vatNumber: z.string().trim(),
} as const;

const SERVER_FIELD_ALIASES: Record<string, UserProfileField> = {
  office_eir_code: 'officeEircode',
  delivery_eir_code: 'deliveryEircode',
  office_eircode: 'officeEircode',
  delivery_eircode: 'deliveryEircode',
  phone: 'phoneNumber',
  name: 'fullName',
};

/**
 * The form field a server field name (snake_case as in the REST api, e.g. "office_city", or
 * camelCase) refers to, or null when it is none of `fields` (spec §8 registration, account update).
 */
export function userProfileFieldOf<F extends string>(
  serverField: string | null | undefined,
  fields: readonly F[],
): F | null {
  if (!serverField) return null;
  const name: string =
    SERVER_FIELD_ALIASES[serverField.toLowerCase()] ??
    serverField.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
  return (fields as readonly string[]).includes(name) ? (name as F) : null;
}
