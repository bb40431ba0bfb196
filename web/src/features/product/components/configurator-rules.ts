import type { CartStorage, NewCartItem } from '@/lib/cart/types';
import type { ProductSelection } from './selection';

/** Messages of the add-to-cart checks, word for word (spec §5). */
export const ADD_TO_CART_MESSAGES = {
  uploading: 'Please wait, file is still uploading...',
  size: 'Please select a size.',
  bed: 'Please select a size, fabric and fabric colour.',
} as const;

/** How long an add-to-cart error stays visible, in milliseconds (spec §5). */
export const ADD_TO_CART_ERROR_MS = 3000;

/** Duration of the '{product_name} added to cart' toast, in milliseconds (spec §9). */
export const ADDED_TOAST_MS = 2000;

/** Storage type as the cart shows it (spec §3 types[]), by the API's storage option. */
export const STORAGE_TYPE_NAMES: Record<CartStorage, string> = {
  NONE: 'Non Ottoman',
  OTTOMAN: 'Ottoman',
  CLOUD_STORAGE: 'Cloud Storage',
};

/** Label of each storage choice on the product page. */
export const STORAGE_LABELS: Record<CartStorage, string> = {
  NONE: 'None',
  OTTOMAN: 'Ottoman',
  CLOUD_STORAGE: 'Cloud Storage',
};

/** Special-instruction file types accepted (spec §5). */
export const SPECIAL_FILE_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;

/** Shown when a chosen file is not a .pdf, .doc or .docx (spec §5). */
export const FILE_TYPE_MESSAGE = 'Only PDF or Word files (.pdf, .doc, .docx) are allowed.';

/** True when the file name ends in .pdf, .doc or .docx (case-insensitive; spec §5). */
export function isAllowedSpecialFile(fileName: string): boolean {
  const name = fileName.toLowerCase();
  return SPECIAL_FILE_EXTENSIONS.some((ext) => name.endsWith(ext));
}

/** The storage choices offered: none plus the product's storage types, beds only (spec §4). */
export function storageChoices(product: {
  isBed: boolean;
  storageTypes: readonly CartStorage[];
}): CartStorage[] {
  if (!product.isBed) return [];
  const extras = (['OTTOMAN', 'CLOUD_STORAGE'] as const).filter((t) =>
    product.storageTypes.includes(t),
  );
  return extras.length ? ['NONE', ...extras] : [];
}

/** The product fields the add-to-cart rules read. */
export interface ConfigurableProduct {
  id: string;
  name: string;
  imageUrl: string;
  isBed: boolean;
  categories: readonly { name: string }[];
  sizes: readonly { id: string; label: string }[];
  fabrics: readonly { id: string; name: string; colors: readonly { id: string; name: string }[] }[];
}

/** Everything the shopper chose on the product page. */
export interface ConfiguratorForm {
  /** Size, fabric and colour. */
  selection: ProductSelection;
  /** Storage option (beds). */
  storage: CartStorage;
  /** Quantity, 1 to 99. */
  quantity: number;
  /** Customer reference, '' when none. */
  referenceNumber: string;
  /** Special instructions text, '' when none. */
  instructions: string;
}

/**
 * The selection check before adding to the cart (spec §5): a product with sizes needs a size; a bed
 * with fabrics needs size, fabric and colour. Returns the message to show, or null when complete.
 */
export function selectionError(product: ConfigurableProduct, selection: ProductSelection) {
  const needsFabric = product.isBed && product.fabrics.length > 0;
  const sizeMissing = product.sizes.length > 0 && !selection.sizeId;
  if (needsFabric && (sizeMissing || !selection.fabricId || !selection.colorId)) {
    return ADD_TO_CART_MESSAGES.bed;
  }
  if (sizeMissing) return ADD_TO_CART_MESSAGES.size;
  return null;
}

/**
 * The cart line for the current choice (spec §3 Cart item): the server's net unit price and unit
 * VAT as 2-decimal euro text (display hints; the cart re-prices), the size label, storage flags and
 * type name, the reference, the special instructions with the uploaded file's id and name (never
 * the bytes), category names, and for beds fabric and colour names and ids.
 */
export function buildCartItem(
  product: ConfigurableProduct,
  form: ConfiguratorForm,
  price: { unitPrice: string; unitVat: string },
  file: { id: string; fileName: string; sha256: string | null } | null,
): NewCartItem {
  const { selection, storage } = form;
  const size = product.sizes.find((s) => s.id === selection.sizeId);
  const fabric = product.isBed ? product.fabrics.find((f) => f.id === selection.fabricId) : null;
  const color = fabric?.colors.find((c) => c.id === selection.colorId);
  const bedStorage: CartStorage = product.isBed ? storage : 'NONE';
  const text = form.instructions.trim();
  return {
    id: product.id,
    productId: product.id,
    product_name: product.name,
    price: price.unitPrice,
    vat: price.unitVat,
    size: size?.label ?? '',
    sizeId: size?.id ?? null,
    quantity: form.quantity,
    image: product.imageUrl,
    isStorage: bedStorage !== 'NONE',
    isCloudStorage: bedStorage === 'CLOUD_STORAGE',
    storageType: product.isBed ? STORAGE_TYPE_NAMES[bedStorage] : '',
    storage: bedStorage,
    referenceNumber: form.referenceNumber.trim(),
    specialQuote: {
      text,
      fileId: file?.id ?? null,
      fileName: file?.fileName ?? null,
      fileSha256: file?.sha256 ?? null,
    },
    specialInstructions: text,
    categories: product.categories.map((c) => c.name),
    isBed: product.isBed,
    fabric: fabric?.name ?? null,
    fabricId: fabric?.id ?? null,
    fabricColor: color?.name ?? null,
    fabricColorId: color?.id ?? null,
  };
}

/** An exact decimal euro amount as 2-decimal text ("599" -> "599.00", "12.5" -> "12.50"). */
export function twoDecimals(amount: string): string {
  const match = /^(-?\d+)(?:\.(\d*))?$/.exec(amount.trim());
  if (!match) return amount;
  return `${match[1]}.${(match[2] ?? '').padEnd(2, '0').slice(0, 2)}`;
}
