import type { VariationResolvers } from '../__generated__/resolvers-types.js';
import { visiblePrice } from './price.js';

const optionalId = (id: number | null) => (id === null ? null : String(id));

/** Variation fields (spec §3 Variation); price null for visitors. */
export const Variation: VariationResolvers = {
  id: (variation) => String(variation.id),
  sizeId: (variation) => optionalId(variation.sizeId),
  fabricId: (variation) => optionalId(variation.fabricId),
  fabricColorId: (variation) => optionalId(variation.fabricColorId),
  price: (variation, _args, context) => visiblePrice(context, variation.price_euro),
};
