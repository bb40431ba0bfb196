import { useSubscription } from '@apollo/client/react';
import { graphql } from '@/__generated__';
import type { OrderUpdatedSubscription } from '@/__generated__/graphql';
import { statusLabel } from './order-display';
import { notify } from './toaster';

/**
 * The viewer's order changes, pushed over graphql-ws (issue 14, live status). `order` carries the
 * fields My Orders, the order page and the purchase orders show, so Apollo's normalized cache
 * updates them in place.
 */
export const orderUpdatedSubscription = graphql(`
  subscription OrderUpdated {
    orderUpdated {
      kind
      trackingId
      productName
      previousStatus
      deliveryStatus
      at
      order {
        id
        trackingId
        deliveryStatus
        cancelled
        cancellable
      }
    }
  }
`);

/** One pushed change. */
export type OrderUpdate = OrderUpdatedSubscription['orderUpdated'];

/** The toast text of a change, e.g. "Order SH-ABC123: Cashel Grand Bed is now Dispatched". */
export function orderUpdateMessage(
  update: Pick<OrderUpdate, 'kind' | 'trackingId' | 'productName' | 'deliveryStatus'>,
): string {
  return update.kind === 'CANCELLED'
    ? `Order ${update.trackingId}: ${update.productName} was cancelled`
    : `Order ${update.trackingId}: ${update.productName} is now ${statusLabel(update.deliveryStatus)}`;
}

/**
 * Keeps a page's orders live while `enabled` (a signed-in customer): every change updates the
 * cached order, shows a toast saying what changed, and is passed to `onUpdate` (e.g. to refetch
 * a view the cache cannot update, like the tracking page).
 */
export function useLiveOrders(options: {
  enabled: boolean;
  onUpdate?: (update: OrderUpdate) => void;
}): void {
  useSubscription(orderUpdatedSubscription, {
    skip: !options.enabled,
    onData: ({ data }) => {
      const update = data.data?.orderUpdated;
      if (!update) return;
      notify('blank', orderUpdateMessage(update));
      options.onUpdate?.(update);
    },
  });
}
