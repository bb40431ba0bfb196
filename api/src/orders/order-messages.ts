/**
 * Messages, delivery-status bounds and the error type of the order operations (spec §3, §4, §5,
 * §8). Split out of orders/service.ts (issue 15); re-exported there.
 */

/** Spec §5/§8 and api messages of the order calls, word for word. */
export const ORDER_MESSAGES = {
  placed: 'Order Placed Successfully',
  cancelled: 'Order cancelled successfully',
  reordered: 'Reorder placed successfully',
  emptyCart: 'Cart is Empty.',
  referenceRequired: 'Please enter a reference number.',
  insufficientCredit: 'Insufficient credit to place this order.',
  pricesChanged: 'Prices have changed. Please review your cart.',
  reorderQuantity: 'Quantity is required and must be greater than 0.',
  quantityRange: 'Quantity must be a whole number from 1 to 99.',
  notFound: 'Order Not Found',
  productNotFound: 'Product not found.',
  productUnavailable: 'This product is no longer available.',
  fileNotFound: 'The special instructions file was not found.',
  alreadyCancelled: 'This order has already been cancelled.',
  notCancellable: 'This order can no longer be cancelled.',
  alreadyDelivered: 'This order has already been delivered.',
  cancelledNoAdvance: 'A cancelled order cannot be advanced.',
  forbidden: 'Forbidden',
  buyerPoTooLong: 'Your PO number must be at most 35 characters.',
} as const;

/** The longest buyer's purchase order number accepted (issue 22: "up to 35 characters"). */
export const BUYER_PO_MAX = 35;

/** The delivery status every new order starts in, and the only one it can be cancelled in (§4). */
export const FIRST_DELIVERY_STATUS = 'awaiting dispatch';
/** The final delivery status (§3). */
export const LAST_DELIVERY_STATUS = 'order delivered';

/** A failure of an order operation: HTTP status, message and (for 400) the field it concerns. */
export class OrderError extends Error {
  /** Creates the error; `field` names the input (e.g. 'items.0.referenceNumber') for 400s. */
  constructor(
    readonly statusCode: 400 | 402 | 403 | 404 | 409,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'OrderError';
  }
}
