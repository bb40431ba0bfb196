import type { PlaceOrderPayloadResolvers } from '../__generated__/resolvers-types.js';
import { viewerPurchaseOrders } from '../session/viewer.js';

/**
 * The result of placeOrder: its purchase order (issue 14) is the one holding the first placed
 * order, read fresh from the api after the checkout; null when nothing was placed.
 */
export const PlaceOrderPayload: PlaceOrderPayloadResolvers = {
  purchaseOrder: async (payload, _args, context) => {
    const first = payload.orders[0];
    if (!first) return null;
    const all = await viewerPurchaseOrders(context, true);
    return all.find((po) => po.order_ids.map(String).includes(first.id)) ?? null;
  },
};
