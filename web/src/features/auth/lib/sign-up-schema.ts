import { z } from 'zod';
import {
  PASSWORD_PATTERN,
  USER_PROFILE_LABELS,
  USER_PROFILE_MESSAGES,
  userProfileFieldOf,
  userProfileRules,
} from '@/lib/validation/user-profile';
import type { UserProfileField } from '@/lib/validation/user-profile';

/** A text field of the sign-up form (every user-profile field). */
export type SignUpField = UserProfileField;

/**
 * The sign-up form's rules (spec §5 Sign-up): the shared profile rules plus password strength and a
 * matching confirmation. `sameAsOffice` mirrors the office address.
 */
export const signUpSchema = z
  .object({
    ...userProfileRules,
    password: z
      .string()
      .min(1, `${USER_PROFILE_LABELS.password} is required`)
      .regex(PASSWORD_PATTERN, USER_PROFILE_MESSAGES.password),
    confirmPassword: z.string().min(1, `${USER_PROFILE_LABELS.confirmPassword} is required`),
    sameAsOffice: z.boolean(),
  })
  .refine((v) => v.confirmPassword === '' || v.password === v.confirmPassword, {
    message: USER_PROFILE_MESSAGES.mismatch,
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
  vatNumber: '',
  password: '',
  confirmPassword: '',
  sameAsOffice: false,
};

const SIGN_UP_FIELDS = Object.keys(USER_PROFILE_LABELS) as SignUpField[];

/**
 * The sign-up field a server field name refers to, or null when it is none of them (spec §8
 * registration).
 */
export function signUpFieldOf(serverField: string | null | undefined): SignUpField | null {
  return userProfileFieldOf(serverField, SIGN_UP_FIELDS);
}
