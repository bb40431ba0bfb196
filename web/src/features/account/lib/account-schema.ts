import { z } from 'zod';

/** Labels of the editable account fields; '{label} is required' when blank (spec §5, §6). */
export const ACCOUNT_LABELS = {
  fullName: 'Full Name',
  companyName: 'Company Name',
  phoneNumber: 'Phone Number',
  country: 'Country',
  officeAddress: 'Office Address',
  officeCity: 'Office City',
  officeEircode: 'Office Eircode',
  deliveryAddress: 'Delivery Address',
  deliveryCity: 'Delivery City',
  deliveryEircode: 'Delivery Eircode',
} as const;

/** An editable field of the account information form. */
export type AccountField = keyof typeof ACCOUNT_LABELS;

const required = (field: AccountField) =>
  z.string().trim().min(1, `${ACCOUNT_LABELS[field]} is required`);

/**
 * Rules of the account information form, the sign-up rules of spec §5 for the fields a customer may
 * change: all required, phone at least 10 digits, company name at most 17 characters, office city
 * letters and spaces only.
 */
export const accountSchema = z.object({
  fullName: required('fullName'),
  companyName: required('companyName').max(17, 'Company Name must be at most 17 characters'),
  phoneNumber: required('phoneNumber').refine(
    (v) => v.replace(/\D/g, '').length >= 10,
    'Please enter a valid phone number',
  ),
  country: required('country'),
  officeAddress: required('officeAddress'),
  officeCity: required('officeCity').regex(
    /^[\p{L} ]+$/u,
    'City name must contain only letters and spaces',
  ),
  officeEircode: required('officeEircode'),
  deliveryAddress: required('deliveryAddress'),
  deliveryCity: required('deliveryCity'),
  deliveryEircode: required('deliveryEircode'),
});

/** The account form while editing. */
export type AccountValues = z.input<typeof accountSchema>;
/** The validated, trimmed account form (the `UpdateAccountInput`). */
export type AccountData = z.output<typeof accountSchema>;

/** The form field a server (snake_case) field name refers to, or null (spec §8 account update). */
export function accountFieldOf(serverField: string | null | undefined): AccountField | null {
  if (!serverField) return null;
  const normalised = serverField.replace(/eir_code$/, 'eircode');
  const camel = normalised.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
  return camel in ACCOUNT_LABELS ? (camel as AccountField) : null;
}
