/**
 * "Save this address to the book" at checkout (issue 24 "Address book: checkout picks one or adds
 * one"): a checkout may send the whole address typed at checkout as `save_address` (instead of
 * `address_id`); it is validated like the address book's own form (Eircode included), only a role
 * that manages the book may send it (COMPANY_ADMIN; 403 otherwise), the order is delivered to it
 * (its snapshot prints in full on the invoice) and, once the order is placed or held for
 * approval, it is saved to the company's book (audited like any address book change).
 */
import type { CompanyRole } from '../db/schema/accounts.js';
import type { CompanyAddressRow } from '../db/schema/addresses.js';
import type { Db } from '../db/client.js';
import { OrderError } from '../orders/order-messages.js';
import type { ShippingAddress } from '../orders/service.js';
import { addressBody, type AddressInput } from './address-dto.js';
import { createCompanyAddress } from './addresses.js';
import { snapshotShipping } from './checkout-address.js';
import type { CompanyActor } from './users.js';

/** The 403 message of a role that may not add to the address book. */
export const SAVE_ADDRESS_FORBIDDEN =
  'Only a company admin may save addresses to the address book.';
/** The 400 message of a checkout sending both a saved address and one to save. */
export const SAVE_ADDRESS_CONFLICT = 'Send either address_id or save_address, not both.';
/** Company roles that manage the address book (address-routes.ts). */
const MANAGES_ADDRESSES: readonly CompanyRole[] = ['COMPANY_ADMIN'];

/**
 * The address a checkout asks to save to the book, validated; null when it asks none.
 * @throws OrderError 403 (role may not manage addresses), 400 (field `save_address.<name>`, the
 *   address form's message; or both `address_id` and `save_address`)
 */
export function addressToSave(
  body: { save_address?: unknown; address_id?: unknown },
  companyRole: CompanyRole | null,
): AddressInput | null {
  if (body.save_address === undefined || body.save_address === null) return null;
  if (!companyRole || !MANAGES_ADDRESSES.includes(companyRole)) {
    throw new OrderError(403, SAVE_ADDRESS_FORBIDDEN, 'save_address');
  }
  if (body.address_id !== undefined && body.address_id !== null) {
    throw new OrderError(400, SAVE_ADDRESS_CONFLICT, 'save_address');
  }
  const parsed = addressBody.safeParse(body.save_address);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const name = issue.path.map(String).join('.');
  const field = name ? `save_address.${name}` : 'save_address';
  // "is required" reads as "town is required"; a whole sentence (the Eircode's) stays as it is.
  const sentence = /^[A-Z]/.test(issue.message) || !name;
  throw new OrderError(400, sentence ? issue.message : `${name} ${issue.message}`, field);
}

/** The checkout's shipping to an address about to be saved (the same snapshot a saved one gives). */
export function shippingToSave(input: AddressInput): ShippingAddress {
  return snapshotShipping({
    recipientName: input.recipient_name,
    companyName: input.company_name,
    line1: input.line1,
    line2: input.line2,
    town: input.town,
    county: input.county,
    eircode: input.eircode,
    phone: input.phone,
    deliveryNotes: input.delivery_notes,
  });
}

/** Saves the checkout's address to `actor`'s company book (audited); returns the new row. */
export function saveCheckoutAddress(
  db: Db,
  actor: CompanyActor,
  input: AddressInput,
): Promise<CompanyAddressRow> {
  return createCompanyAddress(db, actor, input);
}
