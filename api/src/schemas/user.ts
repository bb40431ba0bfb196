/**
 * Spec §3 User on the wire, one zod schema: the account calls' responses document it and the
 * services' `UserDto` type is inferred from it (issue 28: no hand-kept copy of the shape).
 */
import { z } from 'zod';

/** Spec §3 User as sent by the api (snake_case; credit_limit a decimal euro string). */
export const userDto = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  invoice_email: z.string(),
  phone_number: z.string(),
  country: z.string(),
  office_address: z.string(),
  office_city: z.string(),
  office_eir_code: z.string(),
  delivery_address: z.string(),
  delivery_city: z.string(),
  delivery_eir_code: z.string(),
  company_name: z.string(),
  credit_limit: z.string().describe('decimal euros, e.g. "5000.00"'),
  subscribe: z.boolean(),
  vat_number: z
    .string()
    .nullable()
    .describe("the customer's VAT number, normalised ('IE6388047V'); null when not given"),
});
