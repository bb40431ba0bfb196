/**
 * Checking of stored cart lines (spec §3 Cart item): the quantity range and the normalisation of
 * one stored value into a {@link CartItem}, shared by the store (localStorage) and the cart cookie.
 */
import type { CartItem, CartStorage } from './types';

/** Highest quantity of one line (spec §5, §9: quantity 1 to 99). */
export const MAX_QUANTITY = 99;

/** Lowest quantity of one line (spec §5: cart quantity never below 1). */
export const MIN_QUANTITY = 1;

const STORAGE_VALUES: readonly CartStorage[] = ['NONE', 'OTTOMAN', 'CLOUD_STORAGE'];

/** Clamps a quantity to 1..99 (spec §9); non-numbers become 1. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(quantity)));
}

const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
const idOrNull = (value: unknown): string | null => {
  const result = text(value);
  return result === '' ? null : result;
};
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

function storageOf(raw: Record<string, unknown>): CartStorage {
  if (STORAGE_VALUES.includes(raw.storage as CartStorage)) return raw.storage as CartStorage;
  if (raw.isCloudStorage === true || raw.storageType === 'Cloud Storage') return 'CLOUD_STORAGE';
  if (raw.isStorage === true || raw.storageType === 'Ottoman') return 'OTTOMAN';
  return 'NONE';
}

/**
 * Turns one stored value (a localStorage entry, or a line of the cart cookie) into a cart item, or
 * null when it is not one (no product id). Never throws: the value is untrusted.
 */
export function normalizeCartItem(value: unknown, index: number): CartItem | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  const id = text(raw.productId) || text(raw.id);
  if (!id) return null;
  const quote = (
    raw.specialQuote && typeof raw.specialQuote === 'object' ? raw.specialQuote : {}
  ) as Record<string, unknown>;
  const categories = Array.isArray(raw.categories)
    ? raw.categories
        .map((c: unknown) =>
          typeof c === 'string' ? c : text((c as { category_name?: unknown })?.category_name),
        )
        .filter((c) => c !== '')
    : [];
  const isBed =
    typeof raw.isBed === 'boolean'
      ? raw.isBed
      : categories.some((c) => c.toLowerCase() === 'beds') || idOrNull(raw.fabricId) !== null;
  return {
    lineId: text(raw.lineId) || `line-${index}-${id}`,
    id,
    productId: id,
    product_name: text(raw.product_name),
    price: text(raw.price, '0.00'),
    vat: text(raw.vat, '0.00'),
    size: text(raw.size),
    sizeId: idOrNull(raw.sizeId),
    quantity: clampQuantity(Number(raw.quantity)),
    image: text(raw.image),
    isStorage: raw.isStorage === true,
    isCloudStorage: raw.isCloudStorage === true,
    storageType: text(raw.storageType),
    storage: storageOf(raw),
    referenceNumber: text(raw.referenceNumber),
    specialQuote: {
      text: text(quote.text),
      fileId: idOrNull(quote.fileId),
      fileName: textOrNull(quote.fileName),
      fileSha256: textOrNull(quote.fileSha256),
    },
    specialInstructions: text(raw.specialInstructions),
    categories,
    isBed,
    fabric: textOrNull(raw.fabric),
    fabricId: idOrNull(raw.fabricId),
    fabricColor: textOrNull(raw.fabricColor),
    fabricColorId: idOrNull(raw.fabricColorId),
  };
}
