/**
 * The shared cart store (spec §3 cart item, §4 add to cart): localStorage 'cart', read through
 * useCart (use-cart.ts), changed only through these functions, each of which fires 'cartUpdated'.
 */
import { clampQuantity, normalizeCartItem } from './normalize';
import type { CartItem, NewCartItem } from './types';

export { clampQuantity, MAX_QUANTITY, MIN_QUANTITY } from './normalize';

/** The localStorage key holding the cart (spec §3 Cart item). */
export const CART_STORAGE_KEY = 'cart';

/** The window event fired after every cart change (spec §4 cart badge refresh). */
export const CART_UPDATED_EVENT = 'cartUpdated';

const EMPTY: readonly CartItem[] = Object.freeze([]);

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
  return value.map(normalizeCartItem).filter((item): item is CartItem => item !== null);
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
  mirrorCartToCookie();
  window.dispatchEvent(new Event(CART_UPDATED_EVENT));
}

/**
 * Writes the cart cookie (cookie.ts) from the stored cart: after every change, and as the app starts
 * (a cart from before the cookie, or one changed while cookies were blocked).
 */
export function mirrorCartToCookie(): void {
  // The cookie's code is a chunk of its own, not part of every page's first script (issue 29's
  // budget); writes stay in order and each writes the cart as it is then.
  void import('./cookie').then(({ writeCartCookie }) => writeCartCookie(getCart()));
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
