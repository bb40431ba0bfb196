import { configuredCartItem } from './configured-item';
import type { CartStorage, NewCartItem } from './types';

/**
 * A line priced by the server as the GraphQL `QuickOrderLine` answers it (quick order, issue 14;
 * reordering a whole purchase order, issue 24): the configuration, its names, and today's price or
 * the reason it cannot be ordered.
 */
export interface QuickLineShape {
  sku: string;
  error?: string | null;
  productId?: string | null;
  productName?: string | null;
  productImage?: string | null;
  categories: string[];
  isBed: boolean;
  sizeId?: string | null;
  sizeLabel?: string | null;
  fabricId?: string | null;
  fabricName?: string | null;
  fabricColorId?: string | null;
  fabricColorName?: string | null;
  storage: CartStorage;
  quantity: number;
  referenceNumber: string;
  price?: { unitPrice: { amount: string }; unitVat: { amount: string } } | null;
}

/**
 * The cart line of a priced quick-order line (issue 14); null for a line with an error. Prices are
 * display hints only: the cart re-prices every line on the server.
 */
export function quickLineToCartItem(line: QuickLineShape): NewCartItem | null {
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
