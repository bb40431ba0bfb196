import type { QuickOrderQuery } from '@/__generated__/graphql';
import { configuredCartItem } from '@/lib/cart/configured-item';
import type { NewCartItem } from '@/lib/cart/types';

/** One line of the server's answer. */
export type QuickLine = NonNullable<QuickOrderQuery['quickOrder']>[number];

/**
 * The cart line of a priced quick-order line (issue 14); null for a line with an error. Prices are
 * display hints only: the cart re-prices every line on the server.
 */
export function quickLineToCartItem(line: QuickLine): NewCartItem | null {
  if (line.error || !line.price || !line.productId) return null;
  return configuredCartItem({
    productId: line.productId,
    productName: line.productName ?? line.sku,
    unitPrice: line.price.unitPrice.amount,
    unitVat: line.price.unitVat.amount,
    sizeLabel: line.sizeLabel ?? null,
    sizeId: line.sizeId ?? null,
    quantity: line.quantity,
    image: line.productImage ?? null,
    storage: line.storage,
    isBed: line.isBed,
    categories: line.categories,
    fabricName: line.fabricName ?? null,
    fabricId: line.fabricId ?? null,
    fabricColorName: line.fabricColorName ?? null,
    fabricColorId: line.fabricColorId ?? null,
    referenceNumber: line.referenceNumber,
  });
}
