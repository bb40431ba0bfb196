/**
 * Query.trackOrder and the TrackedOrder type (spec §2 Track page and order tracking, §3 Order
 * (tracked), §8 'Order Not Found'): by tracking ID for anyone, by reference number for the
 * signed-in customer's own orders; the total is hidden from visitors; the progress bar lists every
 * delivery status (earlier DONE, current CURRENT, later PENDING).
 */
import type {
  DeliveryStepState,
  QueryResolvers,
  ResolversTypes,
  TrackedOrderResolvers,
} from '../__generated__/resolvers-types.js';
import { errorCode } from '../upstream/errors.js';
import type { TrackedOrderDto } from '../upstream/types.js';
import { visiblePrice } from './price.js';

/** A TrackedOrder as resolvers receive it (Money as cents). */
export type TrackedOrderModel = ResolversTypes['TrackedOrder'];

/** Longest tracking ID or reference number accepted (characters). */
const MAX_TRACKING_INPUT = 100;

/**
 * Builds the progress bar: statuses before the current one DONE, the current CURRENT, later ones
 * PENDING (spec §2: green, blue, grey). An unknown current status leaves every step PENDING.
 */
export function deliverySteps(
  statuses: readonly string[],
  current: string,
): { name: string; state: DeliveryStepState }[] {
  const at = statuses.indexOf(current);
  return statuses.map((name, i) => ({
    name,
    state: at < 0 || i > at ? 'PENDING' : i === at ? 'CURRENT' : 'DONE',
  }));
}

/** TrackedOrder fields are plain values of {@link TrackedOrderModel}. */
export const TrackedOrder: TrackedOrderResolvers = {};

/**
 * Resolves Query.trackOrder: trims the input, null when blank or not found.
 * @throws RATE_LIMITED when the api throttles look-ups; UPSTREAM_UNAVAILABLE.
 */
export const trackOrder: NonNullable<QueryResolvers['trackOrder']> = async (
  _parent,
  { trackingId },
  context,
) => {
  const value = trackingId.trim();
  if (value === '' || value.length > MAX_TRACKING_INPUT) return null;
  let order: TrackedOrderDto;
  try {
    ({ order } = await context.upstream.trackOrder(
      value,
      context.viewerToken,
      context.clientAddress,
    ));
  } catch (error) {
    if (errorCode(error) === 'NOT_FOUND') return null;
    throw error;
  }
  const { deliveryStatuses } = await context.upstream.getDeliveryStatuses(context.viewerToken);
  const statuses = [...deliveryStatuses]
    .sort((a, b) => a.position - b.position)
    .map((s) => s.deliveryStatus);
  return {
    referenceNumber: order.referenceNumber,
    orderDate: order.orderDate,
    shippingAddress: order.shipping_address ?? '',
    productImage: order.product_image ?? '',
    productName: order.product_name,
    fabricName: order.fabric_name ?? null,
    fabricColorName: order.fabric_color_name ?? null,
    quantity: order.quantity,
    totalPrice: visiblePrice(context, order.total_price),
    trackingId: order.trackingId,
    deliveryStatus: order.deliveryStatus,
    deliverySteps: deliverySteps(statuses, order.deliveryStatus),
  };
};
