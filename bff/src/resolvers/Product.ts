import {
  BED_LEAD_TIME,
  formatVatRate,
  isBed,
  isInStock,
  isPurchasable,
  storageCategoryId,
  storageOptionsOf,
} from '@serena/domain';
import type { ProductResolvers } from '../__generated__/resolvers-types.js';
import { viewerVolumePrices } from '../session/viewer-prices.js';
import { viewerPrice, visiblePrice } from './price.js';

/** Product fields (spec §3 Product). Variations, storage prices and related products use loaders. */
export const Product: ProductResolvers = {
  id: (product) => String(product.id),
  name: (product) => product.product_name,
  descriptionHtml: (product) => product.description ?? '',
  price: (product, _args, context) =>
    viewerPrice(context, visiblePrice(context, product.price_euro), product, null),
  async volumePrices(product, _args, context) {
    const trade = visiblePrice(context, product.price_euro);
    if (trade === null) return null;
    const tiers = await viewerVolumePrices(context, {
      tradeUnitPrice: trade,
      productId: product.id,
      categoryIds: product.Categories.map((c) => c.id),
      variationId: null,
    });
    return tiers.map(({ minQuantity, unit }) => ({
      minQuantity,
      unitPrice: unit.unitPrice,
      unitGross: unit.unitGross,
      percentOff: formatVatRate(unit.volumePercentBp),
    }));
  },
  inStock: (product) => isInStock(product),
  purchasable: (product) => isPurchasable(product),
  imageUrl: (product) => product.product_image ?? '',
  images(product) {
    const urls = [product.product_image, ...(product.images ?? []).map((i) => i.image_url)];
    return urls.filter((url, index) => url && urls.indexOf(url) === index);
  },
  imageAlts(product) {
    const alts = new Map((product.images ?? []).map((i) => [i.image_url, i.alt_text]));
    const urls = [product.product_image, ...(product.images ?? []).map((i) => i.image_url)];
    return urls
      .filter((url, index) => url && urls.indexOf(url) === index)
      .map((url) => alts.get(url) ?? product.product_name);
  },
  categories: (product) => product.Categories,
  isBed: (product) => isBed(product),
  leadTime: (product) => (isBed(product) ? BED_LEAD_TIME : null),
  sizes: (product) => product.Sizes ?? [],
  fabrics: (product) => product.Fabrics ?? [],
  storageTypes: (product) => storageOptionsOf(product),
  async variations(product, _args, { loaders }) {
    return (await loaders.productById.load(product.id))?.variations ?? [];
  },
  storagePrices: (product) => ({ categoryId: storageCategoryId(product), product }),
  async relatedProducts(product, _args, { loaders }) {
    const ids = product.Categories.map((c) => c.id);
    if (ids.length === 0) return [];
    const related = await loaders.relatedProducts(ids);
    return related.filter((p) => p.id !== product.id);
  },
};
