/**
 * The wire shapes of the company address book (issue 24 "Address book"): the address DTO and the
 * body of a new or changed address, validated by Fastify with clear 400 messages (the Eircode
 * checked and normalised by @serena/domain `checkEircode`).
 */
import { checkEircode } from '@serena/domain';
import { z } from 'zod';
import type { CompanyAddressRow, DeliveryAddressSnapshot } from '../db/schema/addresses.js';

const text = (max: number) =>
  z
    .string({ message: 'must be text' })
    .trim()
    .max(max, { message: `must be at most ${max} characters` });
const required = (max: number) => text(max).min(1, { message: 'is required' });

/** An Eircode in any case and spacing, normalised to "D02 X285"; a 400 with the message otherwise. */
const eircode = z
  .string({ message: 'must be text' })
  .max(20, { message: 'must be at most 20 characters' })
  .transform((value, ctx) => {
    const checked = checkEircode(value);
    if (checked.ok) return checked.value;
    ctx.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  });

/** The body of POST /api/company/addresses and PATCH …/{addressId} (a whole address). */
export const addressBody = z.object({
  recipient_name: required(100),
  company_name: text(100).default(''),
  line1: required(200),
  line2: text(200).default(''),
  town: required(100),
  county: required(100),
  eircode: eircode.describe('Irish Eircode, e.g. "D02 X285" (any case and spacing)'),
  phone: text(40)
    .regex(/^[+\d ()-]*$/, { message: 'may hold only digits, spaces, +, ( ) and -' })
    .default(''),
  delivery_notes: text(500).default(''),
  is_default: z.boolean({ message: 'must be true or false' }).optional(),
});

/** A parsed {@link addressBody}. */
export type AddressInput = z.infer<typeof addressBody>;

/** The path of one address. */
export const addressParams = z.object({
  addressId: z.coerce.number({ message: 'must be a number' }).int().positive().max(2_147_483_647),
});

/** One saved address of the company. */
export const companyAddressDto = z.object({
  id: z.number().int(),
  recipient_name: z.string(),
  company_name: z.string(),
  line1: z.string(),
  line2: z.string(),
  town: z.string(),
  county: z.string(),
  eircode: z.string().describe('normalised, e.g. "D02 X285"'),
  phone: z.string(),
  delivery_notes: z.string(),
  is_default: z.boolean(),
});

/** Maps a company_addresses row to {@link companyAddressDto}. */
export function toCompanyAddressDto(row: CompanyAddressRow): z.infer<typeof companyAddressDto> {
  return {
    id: row.id,
    recipient_name: row.recipientName,
    company_name: row.companyName,
    line1: row.line1,
    line2: row.line2,
    town: row.town,
    county: row.county,
    eircode: row.eircode,
    phone: row.phone,
    delivery_notes: row.deliveryNotes,
    is_default: row.isDefault,
  };
}

/** The snapshot a checkout copies from a saved address (issue 24: issued documents never change). */
export function addressSnapshot(row: CompanyAddressRow): DeliveryAddressSnapshot {
  return {
    recipientName: row.recipientName,
    companyName: row.companyName,
    line1: row.line1,
    line2: row.line2,
    town: row.town,
    county: row.county,
    eircode: row.eircode,
    phone: row.phone,
    deliveryNotes: row.deliveryNotes,
  };
}

/** The country of every saved address (the book holds Irish addresses, with Eircodes). */
export const ADDRESS_COUNTRY = 'Ireland';

/** The address lines of a snapshot, one per line: company, lines, town, county and Eircode. */
export function addressLines(a: DeliveryAddressSnapshot): string[] {
  return [a.companyName, a.line1, a.line2, a.town, a.county, a.eircode].filter((p) => p.trim());
}

/**
 * A saved address as documents print it, one part per line: the buyer's company (unless the
 * address names the same one), "Attn: recipient", the address lines, Ireland, phone and notes.
 */
export function savedAddressText(a: DeliveryAddressSnapshot, buyerCompany: string): string {
  const own = buyerCompany.trim();
  const head = own && own.toLowerCase() !== a.companyName.trim().toLowerCase() ? [own] : [];
  return [
    ...head,
    `Attn: ${a.recipientName}`,
    ...addressLines(a),
    ADDRESS_COUNTRY,
    a.phone ? `Tel. ${a.phone}` : '',
    a.deliveryNotes ? `Delivery notes: ${a.deliveryNotes}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}
