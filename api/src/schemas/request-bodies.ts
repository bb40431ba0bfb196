/**
 * The exact request bodies of the storefront calls whose handlers validate the body themselves
 * (spec §5 messages, every field at once; the checkout also as multipart). The routes validate
 * loosely and document these through openapi/documented-body.ts, so the OpenAPI document and the
 * bff's generated request types say what a well-formed call sends (issue 28).
 */
import { z } from 'zod';
import { addressBody } from '../companies/address-dto.js';
import { ORDER_STORAGE_TYPES } from '../db/schema/orders.js';

const text = (description: string) => z.string().describe(description);

/** POST /api/auth/user/register: the sign-up form in snake_case (spec §5 Sign-up). */
export const registerBody = z.object({
  full_name: z.string(),
  email: text('unique (case-insensitive)'),
  invoice_email: z.string(),
  phone_number: text('10 to 15 digits'),
  country: z.string(),
  office_address: z.string(),
  office_city: text('letters and spaces only'),
  office_eir_code: z.string(),
  delivery_address: z.string(),
  delivery_city: z.string(),
  delivery_eir_code: z.string(),
  company_name: text('at most 17 characters'),
  password: text('8+ chars with upper, lower, digit, special, no spaces'),
  confirm_password: text('must equal password').optional(),
  subscribe: z.boolean().optional().describe('the newsletter'),
  vat_number: text('an EU, XI or GB VAT number with its country prefix').optional(),
});

/** POST /api/auth/user/login. */
export const loginBody = z.object({
  email: z.string(),
  password: z.string(),
  deviceToken: text("this browser's device token from an earlier sign-in").optional(),
});

/** POST /api/auth/user/forgot-password. */
export const forgotPasswordBody = z.object({ email: z.string() });

/** POST /api/auth/user/reset-password. */
export const resetPasswordBody = z.object({
  token: z.string(),
  password: text('spec §5 password rule'),
});

/** PUT /api/auth/user/update/{userId}: any editable profile field and/or the newsletter flag. */
export const updateUserBody = registerBody
  .pick({
    full_name: true,
    phone_number: true,
    country: true,
    office_address: true,
    office_city: true,
    office_eir_code: true,
    delivery_address: true,
    delivery_city: true,
    delivery_eir_code: true,
    company_name: true,
    vat_number: true,
    subscribe: true,
  })
  .partial();

/** PUT /api/auth/user/update_password/{userId}. */
export const updatePasswordBody = z.object({
  curr_password: z.string(),
  new_password: text('spec §5 password rule'),
  confirm_password: text('must equal new_password').optional(),
});

/** POST /api/user/request-call (spec §3 Callback request). */
export const requestCallBody = z.object({
  name: text('Name of the person to call'),
  companyName: z.string(),
  phoneNumber: text("Digits, optional leading '+', at most 15 digits"),
  message: text('At most 200 characters'),
});

const id = z.number().int().min(1);

/** POST /api/order/product-reorder/{orderId}. */
export const reorderBody = z.object({
  userId: id.optional().describe("the viewer's id (optional)"),
  quantity: z.number().int().min(1).max(99).describe('1 to 99'),
  referenceNumber: text("default the original's").max(100).optional(),
  idempotency_key: text('one per reorder dialog: a repeat returns the order already placed')
    .max(100)
    .optional(),
});

/** One line of a checkout: one order (spec §3 cart item, §7). */
export const checkoutItemBody = z.object({
  productId: id,
  sizeId: id.nullable(),
  fabricId: id.nullable(),
  fabricColorId: id.nullable(),
  price: text('unit price incl. VAT, euros ("614.77"); 409 when the catalog says otherwise'),
  vat: text('VAT per unit, euros'),
  quantity: z.number().int().min(1).max(99),
  isStorageCharges: z.boolean().optional().describe('ignored: storageType decides'),
  referenceNumber: text("the customer's reference number").max(100),
  storageType: z.enum(ORDER_STORAGE_TYPES),
  special_quote: z.object({
    text: z.string().max(2000).nullable(),
    fileId: text('id of an uploaded special-instructions file').max(100).nullable(),
    fileName: text('multipart only: the name of a file in special_quote_files').optional(),
  }),
});

/**
 * POST /api/order/product: the checkout, as JSON (or the same fields as multipart, `items` and
 * `shipping` as JSON text, files in `special_quote_files`).
 */
export const checkoutBody = z.object({
  userId: id.optional().describe("the viewer's id (optional)"),
  idempotency_key: text('one key per checkout: a repeat returns the orders already placed').max(
    200,
  ),
  shipping_address: text('address, city and country joined (spec §7)').max(500),
  buyer_po_number: text('the buyer’s own PO number for the whole checkout').max(35).optional(),
  address_id: id
    .optional()
    .describe("a saved address of the caller's company (issue 24); replaces shipping_address"),
  shipping: z
    .object({ firstName: z.string(), address: z.string(), city: z.string(), country: z.string() })
    .optional(),
  save_address: addressBody
    .optional()
    .describe(
      'issue 24: the whole address typed at checkout, saved to the company address book with ' +
        'the order (COMPANY_ADMIN; 403 otherwise); replaces shipping_address',
    ),
  items: z.array(checkoutItemBody).min(1).max(100),
});
