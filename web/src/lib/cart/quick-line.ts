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

const STORAGE_NAMES = { NONE: 'Non Ottoman', OTTOMAN: 'Ottoman', CLOUD_STORAGE: 'Cloud Storage' };

/**
 * The cart line of a priced quick-order line (issue 14); null for a line with an error. Prices are
 * display hints only: the cart re-prices every line on the server.
 */
export function quickLineToCartItem(line: QuickLineShape): NewCartItem | null {
  if (line.error || !line.price || !line.productId) return null;
  return {
    id: line.productId,
    productId: line.productId,
    product_name: line.productName ?? line.sku,
    price: line.price.unitPrice.amount,
    vat: line.price.unitVat.amount,
    size: line.sizeLabel ?? '',
    sizeId: line.sizeId ?? null,
    quantity: line.quantity,
    image: line.productImage ?? '',
    isStorage: line.storage !== 'NONE',
    isCloudStorage: line.storage === 'CLOUD_STORAGE',
    storageType: line.isBed ? STORAGE_NAMES[line.storage] : '',
    storage: line.storage,
    referenceNumber: line.referenceNumber,
    specialQuote: { text: '', fileId: null, fileName: null, fileSha256: null },
    specialInstructions: '',
    categories: line.categories,
    isBed: line.isBed,
    fabric: line.fabricName ?? null,
    fabricId: line.fabricId ?? null,
    fabricColor: line.fabricColorName ?? null,
    fabricColorId: line.fabricColorId ?? null,
  };
}
