/**
 * The shop's product rules (spec §1, §2 Product detail, §5 Add to cart, §9), over the product as
 * the REST api describes it (spec §3 Product: `Categories`, `stock`, `status`, `types`). Pure: the
 * bff's resolvers, its quick order and its price list ask these instead of keeping their own copy.
 */
import type { StorageOption } from './pricing.js';
import { storageOptionOf } from './storage.js';

/** Lead-time text every bed carries (spec §1). */
export const BED_LEAD_TIME = 'Lead time: 2 to 4 weeks';

/** The parts of an api product the rules read (spec §3 Product). */
export interface ProductFacts {
  /** The product's categories, each with its id and name. */
  Categories: readonly { id: number; category_name: string }[];
  /** Units in stock; -1 means unlimited (spec §2). */
  stock: number;
  /** 'available', 'unavailable', … (spec §3). */
  status: string;
  /** The api's storage names offered with the product (spec §3 types[]). */
  types?: readonly string[] | null;
}

/** True for the Beds category, detected by name case-insensitively (spec §2 Category page). */
export function isBedsCategoryName(name: string): boolean {
  return name.trim().toLowerCase() === 'beds';
}

/** True when the product is in the Beds category, case-insensitive (spec §2, §5). */
export function isBed(product: Pick<ProductFacts, 'Categories'>): boolean {
  return product.Categories.some((c) => isBedsCategoryName(c.category_name));
}

/** True when stock is above 0 or unlimited (-1) (spec §2 Product detail). */
export function isInStock(product: Pick<ProductFacts, 'stock'>): boolean {
  return product.stock > 0 || product.stock === -1;
}

/**
 * True when the product may be added to a cart: status is not 'unavailable' and, unless it is a
 * bed, stock is not 0 (spec §5 Add to cart).
 */
export function isPurchasable(
  product: Pick<ProductFacts, 'status' | 'stock' | 'Categories'>,
): boolean {
  return product.status !== 'unavailable' && (isBed(product) || product.stock !== 0);
}

/** The product's storage options from the api's names, once each, unknown names dropped (spec §3). */
export function storageOptionsOf(product: Pick<ProductFacts, 'types'>): StorageOption[] {
  const result: StorageOption[] = [];
  for (const name of product.types ?? []) {
    const option = storageOptionOf(name);
    if (option && !result.includes(option)) result.push(option);
  }
  return result;
}

/** The category whose storage prices apply: Beds when present, else the first one (spec §9). */
export function storageCategoryId(product: Pick<ProductFacts, 'Categories'>): number | null {
  const beds = product.Categories.find((c) => isBedsCategoryName(c.category_name));
  return (beds ?? product.Categories[0])?.id ?? null;
}
