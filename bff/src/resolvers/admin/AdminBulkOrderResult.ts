import type { AdminBulkOrderResultResolvers } from '../../__generated__/resolvers-types.js';

/** One order's outcome of a bulk move (issue 26). */
export const AdminBulkOrderResult: AdminBulkOrderResultResolvers = {
  orderId: (r) => String(r.id),
};
