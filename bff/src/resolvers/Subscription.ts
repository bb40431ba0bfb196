/**
 * Subscription root (issue 14, live status): the viewer's order changes, served over graphql-ws
 * (live/ws.ts). The socket was authenticated when it opened; without that context the field fails
 * with UNAUTHENTICATED.
 */
import type { SubscriptionResolvers } from '../__generated__/resolvers-types.js';
import type { OrderChangeEvent } from '@serena/server-kit';
import { unauthenticated } from '../session/viewer.js';

export const Subscription: SubscriptionResolvers = {
  orderUpdated: {
    subscribe: (_parent, _args, context) => {
      if (!context.live) throw unauthenticated();
      return context.live.feed.updates(context.live.viewer);
    },
    resolve: (event: OrderChangeEvent) => event,
  },
};
