import type { AdminVariationResolvers } from '../../../__generated__/resolvers-types.js';
import { vatOnUnit } from '@serena/domain';

const idOrNull = (id: number | null) => (id === null ? null : String(id));

/**
 * A cell of the variation matrix (issue 10): its net price and what the storefront shows for it
 * before storage — net plus VAT at the api's current rate (GET /api/books/vat-rate), rounded per
 * unit as the price panel does (spec §9).
 */
export const AdminVariation: AdminVariationResolvers = {
  sizeId: (v) => idOrNull(v.sizeId),
  fabricId: (v) => idOrNull(v.fabricId),
  fabricColorId: (v) => idOrNull(v.fabricColorId),
  price: (v) => v.priceCents,
  storefrontPrice: async (v, _args, { loaders }) =>
    v.priceCents + vatOnUnit(v.priceCents, await loaders.vatRateBp()),
};
