/**
 * OrderUpdate (issue 14, live status): one change to one of the viewer's orders, from the order
 * feed (live/order-feed.ts). `order` is read fresh from the api on every event, so the client's
 * cached Order (My Orders, order detail) takes the new delivery status.
 */
import type { OrderUpdateResolvers } from '../__generated__/resolvers-types.js';
import { toOrder } from './Order.js';

export const OrderUpdate: OrderUpdateResolvers = {
  kind: (event) => (event.kind === 'cancelled' ? 'CANCELLED' : 'STATUS_CHANGED'),
  trackingId: (event) => event.trackingId,
  productName: (event) => event.productName,
  previousStatus: (event) => event.previousStatus,
  deliveryStatus: (event) => event.deliveryStatus,
  at: (event) => event.at,
  order: async (event, _args, { upstream, viewerToken }) => {
    if (!viewerToken) return null;
    const { orders } = await upstream.getUserOrders(event.userId, viewerToken);
    const found = orders.find((o) => o.id === event.orderId);
    return found ? toOrder(found) : null;
  },
};
