import type { SavedListFieldsFragment } from '@/__generated__/graphql';
import { configuredCartItem, STORAGE_NAMES } from '@/lib/cart/configured-item';
import type { NewCartItem } from '@/lib/cart/types';

/** One line of a saved list as the pages read it. */
export type SavedLine = SavedListFieldsFragment['lines'][number];

/**
 * The cart line of a saved line priced now (issue 24); null for a line that can no longer be
 * ordered. Prices are display hints only: the cart re-prices every line on the server.
 */
export function savedLineToCartItem(line: SavedLine): NewCartItem | null {
  if (line.unavailable || !line.price) return null;
  return configuredCartItem({
    productId: line.productId,
    productName: line.productName,
    unitPrice: line.price.unitPrice.amount,
    unitVat: line.price.unitVat.amount,
    sizeLabel: line.sizeLabel,
    sizeId: line.sizeId,
    quantity: line.quantity,
    image: line.productImage,
    storage: line.storage,
    isBed: line.isBed,
    categories: line.categories,
    fabricName: line.fabricName,
    fabricId: line.fabricId,
    fabricColorName: line.fabricColorName,
    fabricColorId: line.fabricColorId,
    referenceNumber: '',
  });
}

/** The outcome of adding saved lines to the cart: the cart items, and the lines left out. */
export interface ListToCart {
  items: NewCartItem[];
  /** Why each left-out line cannot be ordered, e.g. 'Cashel Grand Bed is no longer sold.' */
  notAdded: string[];
}

/** Splits `lines` into cart items and the messages naming those no longer sold (issue 24). */
export function savedLinesToCart(lines: readonly SavedLine[]): ListToCart {
  const result: ListToCart = { items: [], notAdded: [] };
  for (const line of lines) {
    const item = savedLineToCartItem(line);
    if (item) result.items.push(item);
    else result.notAdded.push(line.unavailable ?? `${line.productName} cannot be priced now.`);
  }
  return result;
}

/** The words for a line's configuration: size, fabric, colour and storage. */
export function savedLineOptions(line: SavedLine): string {
  return [
    line.sizeLabel,
    line.fabricName,
    line.fabricColorName,
    line.isBed && line.storage !== 'NONE' ? STORAGE_NAMES[line.storage] : null,
  ]
    .filter(Boolean)
    .join(', ');
}
