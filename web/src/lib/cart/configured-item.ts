import type { CartStorage, NewCartItem } from './types';

/** Storage names as the cart shows them (spec §3 Cart item `storageType`). */
export const STORAGE_NAMES: Record<CartStorage, string> = {
  NONE: 'Non Ottoman',
  OTTOMAN: 'Ottoman',
  CLOUD_STORAGE: 'Cloud Storage',
};

/** A product line priced by the server, as quick order and saved lists have it. */
export interface ConfiguredLine {
  productId: string;
  productName: string;
  /** Net and VAT unit prices in euros as text (display hints only). */
  unitPrice: string;
  unitVat: string;
  sizeLabel: string | null;
  sizeId: string | null;
  quantity: number;
  image: string | null;
  storage: CartStorage;
  isBed: boolean;
  categories: string[];
  fabricName: string | null;
  fabricId: string | null;
  fabricColorName: string | null;
  fabricColorId: string | null;
  referenceNumber: string;
}

/**
 * The cart item of a configured, server-priced line (issue 14 quick order, issue 24 saved lists),
 * without special instructions. Prices are display hints: the cart re-prices every line.
 */
export function configuredCartItem(line: ConfiguredLine): NewCartItem {
  return {
    id: line.productId,
    productId: line.productId,
    product_name: line.productName,
    price: line.unitPrice,
    vat: line.unitVat,
    size: line.sizeLabel ?? '',
    sizeId: line.sizeId,
    quantity: line.quantity,
    image: line.image ?? '',
    isStorage: line.storage !== 'NONE',
    isCloudStorage: line.storage === 'CLOUD_STORAGE',
    storageType: line.isBed ? STORAGE_NAMES[line.storage] : '',
    storage: line.storage,
    referenceNumber: line.referenceNumber,
    specialQuote: { text: '', fileId: null, fileName: null, fileSha256: null },
    specialInstructions: '',
    categories: line.categories,
    isBed: line.isBed,
    fabric: line.fabricName,
    fabricId: line.fabricId,
    fabricColor: line.fabricColorName,
    fabricColorId: line.fabricColorId,
  };
}
