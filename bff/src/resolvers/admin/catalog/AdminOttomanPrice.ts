import type { AdminOttomanPriceResolvers } from '../../../__generated__/resolvers-types.js';

/** The ottoman price of a category for one size (issue 10); cents. */
export const AdminOttomanPrice: AdminOttomanPriceResolvers = {
  price: (o) => o.priceCents,
};
