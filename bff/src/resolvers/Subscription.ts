/**
 * Subscription root (issue 14, live status; issue 24, approval notices): the viewer's order
 * changes and approval notices, served over graphql-ws (live/ws.ts). The socket was authenticated
 * when it opened; without that context a field fails with UNAUTHENTICATED.
 */
import type { SubscriptionResolvers } from '../__generated__/resolvers-types.js';
import type { ApprovalNoticeEvent, OrderChangeEvent } from '@serena/server-kit';
import { unauthenticated } from '../session/viewer.js';

export const Subscription: SubscriptionResolvers = {
  orderUpdated: {
    subscribe: (_parent, _args, context) => {
      if (!context.live) throw unauthenticated();
      return context.live.feed.orders.updates(context.live.viewer);
    },
    resolve: (event: OrderChangeEvent) => event,
  },
  approvalUpdated: {
    // The api says who is a company user: reading the approvals once refuses anyone else
    // (FORBIDDEN for the shop's staff) before listening starts.
    subscribe: async (_parent, _args, context) => {
      if (!context.live) throw unauthenticated();
      await context.upstream.company.listApprovals(context.live.viewer.token);
      return context.live.feed.approvals.updates(context.live.viewer);
    },
    resolve: (notice: ApprovalNoticeEvent) => notice,
  },
};
