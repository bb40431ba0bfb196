import { z } from 'zod';

/** Labels of the sign-up fields; the required message is '{label} is required' (spec §5). */
export const SIGN_UP_LABELS = {
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
} as const;

/** A text field of the sign-up form. */
export type SignUpField = keyof typeof SIGN_UP_LABELS;

/** Spec §5 messages of the sign-up form, word for word. */
export const SIGN_UP_MESSAGES = {
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
/** Fewest digits a sign-up phone number may have, country code included (spec §5, §9). */
export const PHONE_MIN_DIGITS = 10;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** At least 8 non-space characters with a lowercase, an uppercase, a digit and a special character. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9\s])\S{8,}$/;
const CITY_PATTERN = /^[\p{L} ]+$/u;

const required = (field: SignUpField) =>
  z.string().trim().min(1, `${SIGN_UP_LABELS[field]} is required`);

/**
 * The sign-up form's rules (spec §5 Sign-up): every text field required, e-mails well formed,
 * phone at least 10 digits, company name at most 17 characters, office city letters and spaces,
 * password strength, matching confirmation. `sameAsOffice` mirrors the office address.
 */
export const signUpSchema = z
  .object({
    fullName: required('fullName'),
    companyName: required('companyName').max(COMPANY_NAME_MAX, SIGN_UP_MESSAGES.companyName),
    email: required('email').regex(EMAIL_PATTERN, SIGN_UP_MESSAGES.email),
    invoiceEmail: required('invoiceEmail').regex(EMAIL_PATTERN, SIGN_UP_MESSAGES.email),
    phoneNumber: required('phoneNumber').refine(
      (v) => v.replace(/\D/g, '').length >= PHONE_MIN_DIGITS,
      SIGN_UP_MESSAGES.phone,
    ),
    country: required('country'),
    officeAddress: required('officeAddress'),
    officeCity: required('officeCity').regex(CITY_PATTERN, SIGN_UP_MESSAGES.city),
    officeEircode: required('officeEircode'),
    deliveryAddress: required('deliveryAddress'),
    deliveryCity: required('deliveryCity'),
    deliveryEircode: required('deliveryEircode'),
    password: z
      .string()
      .min(1, `${SIGN_UP_LABELS.password} is required`)
      .regex(PASSWORD_PATTERN, SIGN_UP_MESSAGES.password),
    confirmPassword: z.string().min(1, `${SIGN_UP_LABELS.confirmPassword} is required`),
    sameAsOffice: z.boolean(),
  })
  .refine((v) => v.confirmPassword === '' || v.password === v.confirmPassword, {
    message: SIGN_UP_MESSAGES.mismatch,
    path: ['confirmPassword'],
    // Check the match even while other fields still have errors.
    when: (payload) =>
      typeof (payload.value as { password?: unknown }).password === 'string' &&
      typeof (payload.value as { confirmPassword?: unknown }).confirmPassword === 'string',
  });

/** What the sign-up form holds while editing. */
export type SignUpValues = z.input<typeof signUpSchema>;
/** The validated, trimmed sign-up form. */
export type SignUpData = z.output<typeof signUpSchema>;

/** Empty sign-up form; the country defaults to Ireland (spec §9). */
export const SIGN_UP_DEFAULTS: SignUpValues = {
  fullName: '',
  companyName: '',
  email: '',
  invoiceEmail: '',
  phoneNumber: '',
  country: 'Ireland',
  officeAddress: '',
  officeCity: '',
  officeEircode: '',
  deliveryAddress: '',
  deliveryCity: '',
  deliveryEircode: '',
  password: '',
  confirmPassword: '',
  sameAsOffice: false,
};

const SERVER_FIELD_ALIASES: Record<string, SignUpField> = {
  office_eir_code: 'officeEircode',
  delivery_eir_code: 'deliveryEircode',
  office_eircode: 'officeEircode',
  delivery_eircode: 'deliveryEircode',
  phone: 'phoneNumber',
  name: 'fullName',
};

/**
 * The form field a server field name (snake_case as in the REST api, e.g. "office_city", or
 * camelCase) refers to, or null when it is none of the sign-up fields (spec §8 registration).
 */
export function signUpFieldOf(serverField: string | null | undefined): SignUpField | null {
  if (!serverField) return null;
  const alias = SERVER_FIELD_ALIASES[serverField.toLowerCase()];
  if (alias) return alias;
  const camel = serverField.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
  return camel in SIGN_UP_LABELS ? (camel as SignUpField) : null;
}
