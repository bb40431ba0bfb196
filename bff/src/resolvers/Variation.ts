import type { VariationResolvers } from '../__generated__/resolvers-types.js';
import { viewerPrice, visiblePrice } from './price.js';

const optionalId = (id: number | null) => (id === null ? null : String(id));

/** Variation fields (spec §3 Variation); price null for visitors. */
export const Variation: VariationResolvers = {
  id: (variation) => String(variation.id),
  sizeId: (variation) => optionalId(variation.sizeId),
  fabricId: (variation) => optionalId(variation.fabricId),
  fabricColorId: (variation) => optionalId(variation.fabricColorId),
  async price(variation, _args, context) {
    const trade = visiblePrice(context, variation.price_euro);
    if (trade === null) return null;
    const response = await context.loaders.productById.load(variation.productId);
    return response ? viewerPrice(context, trade, response.product, variation.id) : null;
  },
};
