/**
 * The delivery address of a checkout (placeOrder): a saved address of the company (issue 24
 * "Address book"), whose whole snapshot the api copies onto the orders and invoice, a whole
 * address typed at checkout to save to the book with the order (company admins; the api checks
 * the role and the Eircode), or the one-off address typed at checkout.
 */
import type { PlaceOrderInput } from '../../__generated__/resolvers-types.js';
import type { PlaceOrderBody } from '../../upstream/types.js';
import { parseId } from '../input.js';
import { addressBody } from './company-addresses.js';

/** The message of a checkout with neither a saved nor a typed delivery address. */
export const NO_ADDRESS = 'Choose a delivery address.';

/**
 * The api's shipping fields of a checkout: a saved address of the company (issue 24, `address_id`;
 * the api checks it is the company's) or the typed address joined into one line and its parts.
 */
export function shippingBody(input: PlaceOrderInput):
  | {
      ok: true;
      body: Pick<PlaceOrderBody, 'address_id' | 'save_address' | 'shipping_address' | 'shipping'>;
    }
  | { ok: false; error: { field: string; message: string; code: string } } {
  if (input.saveAddress != null) {
    if (input.addressId != null) {
      return {
        ok: false,
        error: {
          field: 'saveAddress',
          message: 'Choose a saved address or type a new one, not both.',
          code: 'INVALID',
        },
      };
    }
    return {
      ok: true,
      body: { save_address: addressBody(input.saveAddress), shipping_address: '' },
    };
  }
  if (input.addressId != null) {
    const addressId = parseId(input.addressId);
    if (addressId === null) {
      return {
        ok: false,
        error: { field: 'addressId', message: 'Address not found', code: 'NOT_FOUND' },
      };
    }
    return { ok: true, body: { address_id: addressId, shipping_address: '' } };
  }
  const s = input.shippingAddress;
  if (!s)
    return { ok: false, error: { field: 'shippingAddress', message: NO_ADDRESS, code: 'INVALID' } };
  return {
    ok: true,
    body: {
      shipping_address: [s.address, s.city, s.country]
        .map((p) => p.trim())
        .filter(Boolean)
        .join(', '),
      shipping: {
        firstName: s.firstName.trim(),
        address: s.address.trim(),
        city: s.city.trim(),
        country: s.country.trim(),
      },
    },
  };
}
