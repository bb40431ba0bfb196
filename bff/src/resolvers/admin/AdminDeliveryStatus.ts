import type { AdminDeliveryStatusResolvers } from '../../__generated__/resolvers-types.js';

/** A delivery status as the admin edits it (issue 9 Delivery statuses). */
export const AdminDeliveryStatus: AdminDeliveryStatusResolvers = {
  id: (s) => String(s.id),
};
