/**
 * The cart's mirror in a small first-party cookie (issue 29, fast /cart): what /cart shows of each
 * line (product id and name, picture, size, bed options, special quote, quantity, line id), never a
 * price, so the bff can render the signed-in customer's /cart with their prices before any code
 * runs. localStorage stays the cart's truth (store.ts writes this mirror on every change, the app
 * re-syncs it as it starts); the hydrating browser reads the same cookie the server rendered from.
 * The cookie has `Path=/cart` (only /cart navigations carry it) and is left out when it would
 * exceed {@link MAX_CART_COOKIE_LENGTH}: /cart is then rendered by the browser as before.
 */
import { CART_COOKIE } from '@serena/domain/ssr-contract';
import { normalizeCartItem } from './normalize';
import type { CartItem } from './types';

/** Longest `name=value` the mirror may take (browsers allow ~4 KB per cookie; headers stay small). */
export const MAX_CART_COOKIE_LENGTH = 3500;

/** Most lines a mirror is read with (a longer list is not one this app wrote). */
const MAX_LINES = 60;

/** The cookie's path: sent with /cart navigations only. */
const COOKIE_PATH = '/cart';

/** 30 days, in seconds: the cookie outlives a session like the localStorage cart does. */
const MAX_AGE_S = 30 * 24 * 60 * 60;

/** One line as stored: positional, trailing empty fields dropped. */
type LineTuple = (string | number | null)[];

function toTuple(item: CartItem): LineTuple {
  const tuple: LineTuple = [
    item.lineId,
    item.id,
    item.product_name,
    item.quantity,
    item.sizeId,
    item.size,
    item.image,
    item.storage,
    item.storageType,
    item.isBed ? 1 : 0,
    item.fabricId,
    item.fabric,
    item.fabricColorId,
    item.fabricColor,
    item.specialQuote.text,
    item.specialQuote.fileId,
    item.specialQuote.fileName,
    item.referenceNumber,
  ];
  while (tuple.length > 4 && (tuple.at(-1) === null || tuple.at(-1) === '')) tuple.pop();
  return tuple;
}

function fromTuple(tuple: unknown, index: number): CartItem | null {
  if (!Array.isArray(tuple)) return null;
  const at = (i: number): unknown => tuple[i] ?? null;
  return normalizeCartItem(
    {
      lineId: at(0),
      id: at(1),
      product_name: at(2),
      quantity: at(3),
      sizeId: at(4),
      size: at(5),
      image: at(6),
      storage: at(7),
      storageType: at(8),
      isBed: at(9) === 1,
      fabricId: at(10),
      fabric: at(11),
      fabricColorId: at(12),
      fabricColor: at(13),
      specialQuote: { text: at(14), fileId: at(15), fileName: at(16) },
      referenceNumber: at(17),
    },
    index,
  );
}

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): string {
  const binary = atob(value.replaceAll('-', '+').replaceAll('_', '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(
    Uint8Array.from(binary, (c) => c.charCodeAt(0)),
  );
}

/**
 * The cookie value mirroring `items` (base64url of the lines' JSON; an empty cart gives the value of
 * an empty list), or null when `name=value` would exceed {@link MAX_CART_COOKIE_LENGTH}.
 */
export function encodeCartCookie(items: readonly CartItem[]): string | null {
  const value = toBase64Url(JSON.stringify(items.map(toTuple)));
  return CART_COOKIE.length + 1 + value.length > MAX_CART_COOKIE_LENGTH ? null : value;
}

/**
 * The cart lines a cookie value mirrors (each checked like a stored line, see `parseCart`), or null
 * when there is no value or it is not one this app wrote. Never throws: the value is untrusted.
 */
export function decodeCartCookie(value: string | null | undefined): CartItem[] | null {
  if (!value || value.length > MAX_CART_COOKIE_LENGTH || !/^[\w-]+$/.test(value)) return null;
  let tuples: unknown;
  try {
    tuples = JSON.parse(fromBase64Url(value));
  } catch {
    return null;
  }
  if (!Array.isArray(tuples) || tuples.length > MAX_LINES) return null;
  const items = tuples.map(fromTuple);
  return items.every((item): item is CartItem => item !== null) ? items : null;
}

/** The value of cookie `name` in a `Cookie` header or `document.cookie`, or undefined. */
export function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The cart lines the page was server-rendered from (this page's cart cookie), or null: `stored`
 * itself (the localStorage cart) when the cookie mirrors it exactly, so the hydrated page needs no
 * second render for it, else the cookie's lines.
 */
export function readCartCookie(stored: readonly CartItem[]): readonly CartItem[] | null {
  if (typeof document === 'undefined') return null;
  const value = cookieValue(document.cookie, CART_COOKIE);
  if (value && value === encodeCartCookie(stored)) return stored;
  return decodeCartCookie(value);
}

/**
 * Writes the mirror of `items`, or deletes it when it would be too large. Never throws (cookies
 * blocked: /cart is then rendered by the browser).
 */
export function writeCartCookie(items: readonly CartItem[]): void {
  if (typeof document === 'undefined') return;
  try {
    const value = encodeCartCookie(items);
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    const attributes = `; Path=${COOKIE_PATH}; SameSite=Lax${secure}`;
    document.cookie =
      value === null
        ? `${CART_COOKIE}=${attributes}; Max-Age=0`
        : `${CART_COOKIE}=${value}${attributes}; Max-Age=${MAX_AGE_S}`;
  } catch {
    // Cookies blocked: nothing to mirror.
  }
}
