import { checkEircode } from '@serena/domain/eircode';
import { z } from 'zod';

/** Labels of the address book form's fields (issue 24 "Address book"). */
export const ADDRESS_LABELS = {
  recipientName: 'Recipient name',
  companyName: 'Company',
  line1: 'Address line 1',
  line2: 'Address line 2',
  town: 'Town',
  county: 'County',
  eircode: 'Eircode',
  phone: 'Phone',
  deliveryNotes: 'Delivery notes',
} as const;

/** A field of the address form. */
export type AddressField = keyof typeof ADDRESS_LABELS;

const required = (field: AddressField, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${ADDRESS_LABELS[field]} is required`)
    .max(max, `${ADDRESS_LABELS[field]} must be at most ${max} characters`);
const optional = (field: AddressField, max: number) =>
  z.string().trim().max(max, `${ADDRESS_LABELS[field]} must be at most ${max} characters`);

/**
 * Rules of the address form, the api's own (companies/address-dto.ts) for a friendly first check:
 * the Eircode is checked and normalised by @serena/domain `checkEircode` ('d02x285' → 'D02 X285').
 */
export const addressSchema = z.object({
  recipientName: required('recipientName', 100),
  companyName: optional('companyName', 100),
  line1: required('line1', 200),
  line2: optional('line2', 200),
  town: required('town', 100),
  county: required('county', 100),
  eircode: z
    .string()
    .trim()
    .min(1, 'Eircode is required')
    .transform((value, ctx) => {
      const checked = checkEircode(value);
      if (checked.ok) return checked.value;
      ctx.addIssue({ code: 'custom', message: checked.message });
      return z.NEVER;
    }),
  phone: optional('phone', 40).regex(
    /^[+\d ()-]*$/,
    'Phone may hold only digits, spaces, +, ( ) and -',
  ),
  deliveryNotes: optional('deliveryNotes', 500),
  isDefault: z.boolean(),
});

/** The address form while editing. */
export type AddressValues = z.input<typeof addressSchema>;
/** The validated address (the `CompanyAddressInput`). */
export type AddressData = z.output<typeof addressSchema>;

/** An empty address form. */
export const EMPTY_ADDRESS: AddressValues = {
  recipientName: '',
  companyName: '',
  line1: '',
  line2: '',
  town: '',
  county: '',
  eircode: '',
  phone: '',
  deliveryNotes: '',
  isDefault: false,
};

/** Shown when a change of the address book fails for an unknown reason. */
export const ADDRESS_FAILED = 'The address book could not be changed. Please try again.';

/** Shown when a user who is not the company admin tries a change (the api answers FORBIDDEN). */
export const ADDRESS_ADMINS_ONLY = 'Only your company administrator can change the address book.';
