import type { AdminVariationResolvers } from '../../../__generated__/resolvers-types.js';
import { STANDARD_VAT_RATE_BP, vatOnUnit } from '@serena/domain';

const idOrNull = (id: number | null) => (id === null ? null : String(id));

/**
 * A cell of the variation matrix (issue 10): its net price and what the storefront shows for it
 * before storage — net plus 23 % VAT, rounded as the price panel does (spec §9).
 */
export const AdminVariation: AdminVariationResolvers = {
  sizeId: (v) => idOrNull(v.sizeId),
  fabricId: (v) => idOrNull(v.fabricId),
  fabricColorId: (v) => idOrNull(v.fabricColorId),
  price: (v) => v.priceCents,
  storefrontPrice: (v) => v.priceCents + vatOnUnit(v.priceCents, STANDARD_VAT_RATE_BP),
};
