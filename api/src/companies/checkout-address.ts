/**
 * The shipping of a checkout to a saved address (issue 24 "Address book"): the company's address
 * `address_id` becomes the checkout's shipping, with a snapshot of the whole address copied onto
 * the orders and the purchase order (the invoice prints it; later changes to the book do not reach
 * it). The one-line `shipping_address` holds the whole address too, so every screen and export
 * that shows it shows all of it; a non-owner still sees only town and country.
 */
import type { DbOrTx } from '../books/ledger.js';
import { OrderError } from '../orders/order-messages.js';
import { optionalId, parseShipping, type CheckoutBody } from '../orders/orders-body.js';
import type { ShippingAddress } from '../orders/service.js';
import { ADDRESS_COUNTRY, addressLines, addressSnapshot } from './address-dto.js';
import type { DeliveryAddressSnapshot } from '../db/schema/addresses.js';
import { ADDRESS_MESSAGES, findCompanyAddress } from './addresses.js';
import { NotFoundError } from '../plugins/errors.js';

/**
 * The shipping of a checkout to saved address `addressId` of company `accountId`.
 * @throws OrderError 400 (field address_id) for an address not of the company or none.
 */
export async function savedAddressShipping(
  db: DbOrTx,
  accountId: number,
  addressId: number,
): Promise<ShippingAddress> {
  try {
    return snapshotShipping(addressSnapshot(await findCompanyAddress(db, accountId, addressId)));
  } catch (error) {
    if (error instanceof NotFoundError) {
      throw new OrderError(400, ADDRESS_MESSAGES.notFound, 'address_id');
    }
    throw error;
  }
}

/** The shipping of a checkout to a whole address (saved, or typed to be saved with the order). */
export function snapshotShipping(address: DeliveryAddressSnapshot): ShippingAddress {
  const extras = [
    address.phone ? `Tel. ${address.phone}` : '',
    address.deliveryNotes ? `Delivery notes: ${address.deliveryNotes}` : '',
  ];
  return {
    line: [address.recipientName, ...addressLines(address), ADDRESS_COUNTRY, ...extras]
      .filter(Boolean)
      .join(', '),
    name: address.recipientName,
    street: [address.line1, address.line2].filter(Boolean).join(', '),
    city: address.town,
    country: ADDRESS_COUNTRY,
    address,
  };
}

/**
 * The shipping of a checkout body: saved address `address_id` of company `accountId` when sent,
 * else the one-off `shipping_address` / `shipping` (orders-body.ts `parseShipping`).
 * @throws OrderError 400 for a bad or unknown `address_id` or bad one-off fields.
 */
export async function checkoutShipping(
  db: DbOrTx,
  accountId: number,
  body: Pick<CheckoutBody, 'address_id' | 'shipping_address' | 'shipping'>,
): Promise<ShippingAddress> {
  const addressId = optionalId(body.address_id, 'address_id');
  return addressId === null
    ? parseShipping(body.shipping_address, body.shipping)
    : savedAddressShipping(db, accountId, addressId);
}
