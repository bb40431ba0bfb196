import type { AdminOrderSiblingResolvers } from '../../__generated__/resolvers-types.js';

/** Another line of the same purchase order (issue 22); its gross is the api's cents. */
export const AdminOrderSibling: AdminOrderSiblingResolvers = {
  id: (o) => String(o.id),
};
