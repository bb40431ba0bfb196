import type { AdminOrderCustomerResolvers } from '../../__generated__/resolvers-types.js';

/** The customer of an order, in short (issue 9 Orders). */
export const AdminOrderCustomer: AdminOrderCustomerResolvers = {
  id: (c) => String(c.id),
};
