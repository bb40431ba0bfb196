/** The delivery status of an order waiting to leave the warehouse (spec §3, §4). */
export const AWAITING_DISPATCH = 'awaiting dispatch';
/** The delivery status of a delivered order (spec §3, §4). */
export const ORDER_DELIVERED = 'order delivered';

/** The My Orders tabs (spec §2, §4). */
export const ORDER_TABS = [
  { value: 'active', label: 'Active' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'delivered', label: 'Delivered' },
] as const;

/** A My Orders tab. */
export type OrderTab = (typeof ORDER_TABS)[number]['value'];

/** The order fields the tab and cancel rules read. */
export interface OrderState {
  cancelled: boolean;
  deliveryStatus: string;
}

const statusIs = (order: OrderState, status: string) =>
  order.deliveryStatus.trim().toLowerCase() === status;

/** True for a delivered order: not cancelled and delivery status 'order delivered' (spec §4). */
export function isDelivered(order: OrderState): boolean {
  return !order.cancelled && statusIs(order, ORDER_DELIVERED);
}

/** The tab an order belongs to: Cancelled, Delivered, else Active (spec §4 order tabs). */
export function tabOf(order: OrderState): OrderTab {
  if (order.cancelled) return 'cancelled';
  return isDelivered(order) ? 'delivered' : 'active';
}

/** The orders of one tab, in the given order (spec §4). */
export function ordersInTab<T extends OrderState>(orders: readonly T[], tab: OrderTab): T[] {
  return orders.filter((order) => tabOf(order) === tab);
}

/**
 * True when the Cancel button shows: the order is not cancelled and its delivery status is
 * 'awaiting dispatch' (spec §4; the server's `cancellable` says the same).
 */
export function canCancel(order: OrderState): boolean {
  return !order.cancelled && statusIs(order, AWAITING_DISPATCH);
}

/** 'No {tab} orders found.' with the tab's name in lowercase (spec §8 Orders list). */
export function emptyTabText(tab: OrderTab): string {
  return `No ${tab} orders found.`;
}

/** Order messages of spec §5 and §8, word for word. */
export const ORDER_MESSAGES = {
  cancelFailed: 'An error occurred while canceling the order.',
  reorderFailed: 'Reorder failed.',
  quantityRequired: 'Quantity is required and must be greater than 0.',
} as const;
