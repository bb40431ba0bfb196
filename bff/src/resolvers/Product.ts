import type { ProductResolvers, StorageType } from '../__generated__/resolvers-types.js';
import type { ProductDto, StorageTypeName } from '../upstream/types.js';
import { isBedsCategoryName } from './Category.js';
import { visiblePrice } from './price.js';

/** Lead-time text every bed carries (spec §1). */
export const BED_LEAD_TIME = 'Lead time: 2 to 4 weeks';

const STORAGE_TYPES: Record<StorageTypeName, StorageType> = {
  'Non Ottoman': 'NONE',
  Ottoman: 'OTTOMAN',
  'Cloud Storage': 'CLOUD_STORAGE',
};

/** True when the product is in the Beds category, case-insensitive (spec §2, §5). */
export function isBed(product: Pick<ProductDto, 'Categories'>): boolean {
  return product.Categories.some((c) => isBedsCategoryName(c.category_name));
}

/** True when stock is above 0 or unlimited (-1) (spec §2 Product detail). */
export function isInStock(product: Pick<ProductDto, 'stock'>): boolean {
  return product.stock > 0 || product.stock === -1;
}

/**
 * True when the product may be added to a cart: status is not 'unavailable' and, unless it is a bed,
 * stock is not 0 (spec §5 Add to cart).
 */
export function isPurchasable(
  product: Pick<ProductDto, 'status' | 'stock' | 'Categories'>,
): boolean {
  return product.status !== 'unavailable' && (isBed(product) || product.stock !== 0);
}

/** Maps the api's storage names to the StorageType enum, dropping unknown names (spec §3 types[]). */
export function storageTypes(product: Pick<ProductDto, 'types'>): StorageType[] {
  const result: StorageType[] = [];
  for (const name of product.types ?? []) {
    const type = STORAGE_TYPES[name];
    if (type && !result.includes(type)) result.push(type);
  }
  return result;
}

/** The category whose storage prices apply: Beds when present, else the first one (spec §9). */
export function storageCategoryId(product: Pick<ProductDto, 'Categories'>): number | null {
  const beds = product.Categories.find((c) => isBedsCategoryName(c.category_name));
  return (beds ?? product.Categories[0])?.id ?? null;
}

/** Product fields (spec §3 Product). Variations, storage prices and related products use loaders. */
export const Product: ProductResolvers = {
  id: (product) => String(product.id),
  name: (product) => product.product_name,
  descriptionHtml: (product) => product.description ?? '',
  price: (product, _args, context) => visiblePrice(context, product.price_euro),
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
  storageTypes: (product) => storageTypes(product),
  async variations(product, _args, { loaders }) {
    return (await loaders.productById.load(product.id))?.variations ?? [];
  },
  storagePrices: (product) => ({ categoryId: storageCategoryId(product) }),
  async relatedProducts(product, _args, { loaders }) {
    const ids = product.Categories.map((c) => c.id);
    if (ids.length === 0) return [];
    const related = await loaders.relatedProducts.load(ids);
    return related.filter((p) => p.id !== product.id);
  },
};
