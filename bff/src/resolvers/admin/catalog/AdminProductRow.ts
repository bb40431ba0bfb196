import type { AdminProductRowResolvers } from '../../../__generated__/resolvers-types.js';

/** A product row of the admin list (issue 10); price in cents. */
export const AdminProductRow: AdminProductRowResolvers = {
  id: (p) => String(p.id),
  price: (p) => p.priceCents,
  status: (p) => (p.status === 'unavailable' ? 'UNAVAILABLE' : 'AVAILABLE'),
};
