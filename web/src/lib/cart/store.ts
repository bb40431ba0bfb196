/**
 * The shared cart store (spec §3 cart item, §4 add to cart): localStorage 'cart', read through
 * useCart (use-cart.ts), changed only through these functions, each of which fires 'cartUpdated'.
 */
import type { CartItem, CartStorage, NewCartItem } from './types';

/** The localStorage key holding the cart (spec §3 Cart item). */
export const CART_STORAGE_KEY = 'cart';

/** The window event fired after every cart change (spec §4 cart badge refresh). */
export const CART_UPDATED_EVENT = 'cartUpdated';

/** Highest quantity of one line (spec §5, §9: quantity 1 to 99). */
export const MAX_QUANTITY = 99;

/** Lowest quantity of one line (spec §5: cart quantity never below 1). */
export const MIN_QUANTITY = 1;

const EMPTY: readonly CartItem[] = Object.freeze([]);
const STORAGE_VALUES: readonly CartStorage[] = ['NONE', 'OTTOMAN', 'CLOUD_STORAGE'];

/** Clamps a quantity to 1..99 (spec §9); non-numbers become 1. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(quantity)));
}

/**
 * True when two special-quote files are the same file (spec §4: "file and file name"): same name and,
 * when both were hashed, same content (SHA-256) — each upload gets a new id, so the id alone would
 * never match; without both hashes the upload ids are compared.
 */
function sameFile(a: NewCartItem['specialQuote'], b: NewCartItem['specialQuote']): boolean {
  if ((a.fileName ?? null) !== (b.fileName ?? null)) return false;
  if (a.fileSha256 && b.fileSha256) return a.fileSha256 === b.fileSha256;
  return (a.fileId ?? null) === (b.fileId ?? null);
}

/**
 * True when two lines are the same configuration and so merge on add (spec §4 add to cart): same
 * product id, size, special-quote text, file (by content) and file name; for beds also fabric,
 * colour and storage.
 */
export function isSameLine(a: NewCartItem, b: NewCartItem): boolean {
  const same =
    a.id === b.id &&
    (a.sizeId ?? null) === (b.sizeId ?? null) &&
    a.specialQuote.text === b.specialQuote.text &&
    sameFile(a.specialQuote, b.specialQuote);
  if (!same) return false;
  if (!a.isBed && !b.isBed) return true;
  return (
    (a.fabricId ?? null) === (b.fabricId ?? null) &&
    (a.fabricColorId ?? null) === (b.fabricColorId ?? null) &&
    a.storageType === b.storageType &&
    a.storage === b.storage
  );
}

function newLineId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `line-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
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

/** Turns one stored value into a cart item, or null when it is not one (no product id). */
function normalizeItem(value: unknown, index: number): CartItem | null {
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

/**
 * Parses the stored cart text. Missing, corrupt or non-list JSON gives an empty cart (spec §3); entries
 * without a product id are dropped. Never throws.
 */
export function parseCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.map(normalizeItem).filter((item): item is CartItem => item !== null);
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

let cachedRaw: string | null | undefined;
let cachedItems: readonly CartItem[] = EMPTY;

/**
 * The current cart lines, read from localStorage. Returns the same array while the stored text is
 * unchanged (a stable snapshot for `useSyncExternalStore`). Never throws.
 */
export function getCart(): readonly CartItem[] {
  if (typeof window === 'undefined') return EMPTY;
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const items = parseCart(raw);
    cachedItems = items.length ? Object.freeze(items) : EMPTY;
  }
  return cachedItems;
}

/** Stores the lines and fires 'cartUpdated' (spec §4). A full or blocked storage is ignored. */
function writeCart(items: readonly CartItem[]): void {
  try {
    if (items.length === 0) window.localStorage.removeItem(CART_STORAGE_KEY);
    else window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage full or blocked: the cart stays as it was.
  }
  window.dispatchEvent(new Event(CART_UPDATED_EVENT));
}

/**
 * Adds a line (spec §4 add to cart): an identical line (see {@link isSameLine}) gets the quantity
 * added, capped at 99; otherwise the line is appended with its quantity clamped to 1..99. Fires
 * 'cartUpdated'. Returns the resulting cart.
 */
export function addToCart(item: NewCartItem): readonly CartItem[] {
  const items = [...getCart()];
  const incoming: CartItem = {
    ...item,
    id: item.id || item.productId,
    productId: item.productId || item.id,
    lineId: item.lineId ?? newLineId(),
    quantity: clampQuantity(item.quantity),
  };
  const index = items.findIndex((existing) => isSameLine(existing, incoming));
  if (index >= 0) {
    const existing = items[index]!;
    items[index] = {
      ...existing,
      quantity: clampQuantity(existing.quantity + incoming.quantity),
      referenceNumber: existing.referenceNumber || incoming.referenceNumber,
    };
  } else {
    items.push(incoming);
  }
  writeCart(items);
  return getCart();
}

/** Changes one line's fields (e.g. its reference number); fires 'cartUpdated'. Unknown ids are ignored. */
export function updateLine(
  lineId: string,
  patch: Partial<Omit<CartItem, 'lineId'>>,
): readonly CartItem[] {
  const items = getCart();
  if (!items.some((item) => item.lineId === lineId)) return items;
  writeCart(
    items.map((item) =>
      item.lineId === lineId
        ? {
            ...item,
            ...patch,
            quantity: clampQuantity(patch.quantity ?? item.quantity),
          }
        : item,
    ),
  );
  return getCart();
}

/** Sets a line's quantity, clamped to 1..99 so it never goes below 1 (spec §5); fires 'cartUpdated'. */
export function setQuantity(lineId: string, quantity: number): readonly CartItem[] {
  return updateLine(lineId, { quantity: clampQuantity(quantity) });
}

/** Removes one line; fires 'cartUpdated'. */
export function removeLine(lineId: string): readonly CartItem[] {
  writeCart(getCart().filter((item) => item.lineId !== lineId));
  return getCart();
}

/** Empties the cart (after a placed order, spec §4); fires 'cartUpdated'. */
export function clearCart(): void {
  writeCart([]);
}

/**
 * Subscribes to cart changes: the 'cartUpdated' event of this tab and the 'storage' event fired when
 * another tab changes the cart. Returns the unsubscribe function.
 */
export function subscribeToCart(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener(CART_UPDATED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CART_UPDATED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Total number of units in the cart (the header badge count). */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
