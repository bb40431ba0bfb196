import type { StoragePricesResolvers } from '../__generated__/resolvers-types.js';
import type { StoragePricesModel } from '../models.js';
import type { GraphQLContext } from '../context.js';
import { viewerUnitPrice } from '../session/viewer-prices.js';
import type { EuroAmount } from '../upstream/types.js';
import { visiblePrice } from './price.js';

/**
 * A storage extra as the viewer pays it (issue 25): their price list's percentage applies to it as
 * to the rest of the unit (a fixed price never changes it); null for visitors.
 */
async function viewerExtra(
  context: GraphQLContext,
  { product }: StoragePricesModel,
  amount: EuroAmount | undefined,
) {
  const trade = visiblePrice(context, amount);
  if (trade === null || !product) return trade;
  const price = await viewerUnitPrice(context, {
    tradeUnitPrice: trade,
    storageExtra: trade,
    productId: product.id,
    categoryIds: product.Categories.map((c) => c.id),
    variationId: null,
    quantity: 1,
  });
  return price.unitPrice;
}

/** Storage extras of a bed (spec §9 bed price) at the viewer's prices; null for visitors. */
export const StoragePrices: StoragePricesResolvers = {
  async ottoman(model, _args, context) {
    if (model.categoryId === null) return [];
    const prices = await context.loaders.ottomanPrices.load(model.categoryId);
    const sorted = Object.entries(prices).sort(([a], [b]) => Number(a) - Number(b));
    return Promise.all(
      sorted.map(async ([sizeId, amount]) => ({
        sizeId,
        price: await viewerExtra(context, model, amount),
      })),
    );
  },
  async cloudBase(model, _args, context) {
    if (model.categoryId === null || !context.canSeePrices) return null;
    return viewerExtra(
      context,
      model,
      await context.loaders.cloudStorageBase.load(model.categoryId),
    );
  },
};
