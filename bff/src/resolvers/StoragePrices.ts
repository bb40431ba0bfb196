import type { StoragePricesResolvers } from '../__generated__/resolvers-types.js';
import { visiblePrice } from './price.js';

/** Storage extras of a bed (spec §9 bed price); prices null for visitors. */
export const StoragePrices: StoragePricesResolvers = {
  async ottoman({ categoryId }, _args, context) {
    if (categoryId === null) return [];
    const prices = await context.loaders.ottomanPrices.load(categoryId);
    return Object.entries(prices)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([sizeId, amount]) => ({ sizeId, price: visiblePrice(context, amount) }));
  },
  async cloudBase({ categoryId }, _args, context) {
    if (categoryId === null || !context.canSeePrices) return null;
    return visiblePrice(context, await context.loaders.cloudStorageBase.load(categoryId));
  },
};
