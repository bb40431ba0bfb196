import { z } from 'zod';

/** Labels of the shipping address fields; '{label} is required' when blank (spec §2, §5 Checkout). */
export const SHIPPING_LABELS = {
  firstName: 'First Name',
  address: 'Address',
  city: 'City',
  country: 'Country',
} as const;

const required = (field: keyof typeof SHIPPING_LABELS) =>
  z.string().trim().min(1, `${SHIPPING_LABELS[field]} is required`);

/** The shipping address step: every field required (spec §5 Checkout: shipping fields required). */
export const shippingSchema = z.object({
  firstName: required('firstName'),
  address: required('address'),
  city: required('city'),
  country: required('country'),
});

/** The shipping step while editing. */
export type ShippingValues = z.input<typeof shippingSchema>;
/** The validated, trimmed shipping address (`ShippingAddressInput`). */
export type ShippingData = z.output<typeof shippingSchema>;

/** The contact info step: all optional; an e-mail, when given, must look like one (spec §2 Checkout). */
export const contactSchema = z.object({
  name: z.string().trim(),
  phone: z.string().trim(),
  email: z
    .string()
    .trim()
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Invalid email format'),
  newsOptIn: z.boolean(),
});

/** The contact step while editing. */
export type ContactValues = z.input<typeof contactSchema>;
/** The validated contact details (`CheckoutContactInput`). */
export type ContactData = z.output<typeof contactSchema>;

/** The message under a line without a reference number (spec §5 Checkout). */
export const MISSING_REFERENCE = 'Please enter a reference number.';

/** Line ids (in cart order) whose reference number is blank after trimming (spec §5 Checkout). */
export function linesMissingReference(
  lines: readonly { lineId: string; referenceNumber: string }[],
): string[] {
  return lines.filter((line) => line.referenceNumber.trim() === '').map((line) => line.lineId);
}
