import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_COOKIE } from '@serena/domain/ssr-contract';
import {
  cookieValue,
  decodeCartCookie,
  encodeCartCookie,
  MAX_CART_COOKIE_LENGTH,
  readCartCookie,
  writeCartCookie,
} from './cookie';
import { addToCart, getCart, removeLine, setQuantity } from './store';
import { bedItem, cartItem } from './testing';
import type { CartItem } from './types';

beforeEach(() => localStorage.clear());
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

/** The cart's lines as /cart shows them (what the cookie carries; never the price hints). */
const shown = (items: ReturnType<typeof getCart>) =>
  items.map(({ price: _p, vat: _v, categories: _c, specialInstructions: _s, ...rest }) => ({
    ...rest,
    specialQuote: { ...rest.specialQuote, fileSha256: null },
  }));

describe('cart cookie (issue 29)', () => {
  it('carries what /cart shows of each line, and never a price', () => {
    addToCart(
      bedItem({
        quantity: 3,
        specialQuote: { text: 'Low legs — ünïcode', fileId: 'f1', fileName: 'plan.pdf' },
        referenceNumber: 'PO-7',
      }),
    );
    addToCart(cartItem({ quantity: 2 }));
    const value = encodeCartCookie(getCart())!;
    expect(value).toMatch(/^[\w-]+$/);
    const lines = decodeCartCookie(value)!;
    expect(shown(lines)).toEqual(shown(getCart()));
    expect(lines.map((line) => line.price)).toEqual(['0.00', '0.00']);
    // No cell but the line's random id (a UUID, which may hold the digits 499) carries the price.
    const cells = (
      JSON.parse(atob(value.replaceAll('-', '+').replaceAll('_', '/'))) as unknown[][]
    ).flatMap((line) => line.slice(1).map(String));
    expect(cells.filter((cell) => cell.includes('499'))).toEqual([]);
  });

  it('mirrors an empty cart as an empty list (a known, empty cart)', () => {
    expect(decodeCartCookie(encodeCartCookie([]))).toEqual([]);
  });

  it('is left out when it would exceed the limit', () => {
    for (let i = 0; i < 40; i += 1) {
      addToCart(cartItem({ id: String(i), productId: String(i), product_name: `Product ${i}` }));
    }
    expect(encodeCartCookie(getCart())).toBeNull();
    expect(encodeCartCookie(getCart().slice(0, 3))!.length).toBeLessThan(MAX_CART_COOKIE_LENGTH);
  });

  it.each([
    ['nothing', undefined],
    ['empty', ''],
    ['not base64', 'a b;c'],
    ['not JSON', btoa('{nope')],
    ['not a list', btoa('{"a":1}')],
    ['a line without a product id', btoa('[["l1","",  "x", 1]]').replaceAll('=', '')],
    ['a line that is no list', btoa('[1]')],
    ['too long', 'a'.repeat(MAX_CART_COOKIE_LENGTH + 1)],
  ])('reads %s as unknown, never throwing', (_, value) => {
    expect(decodeCartCookie(value)).toBeNull();
  });

  it('clamps what it reads like a stored line (quantity 1 to 99, storage names)', () => {
    const value = btoa(JSON.stringify([['l1', '7', 'Mattress', 500, null, '', '', 'BOGUS']]));
    const [line] = decodeCartCookie(value.replace(/=+$/, ''))!;
    expect(line).toMatchObject({ lineId: 'l1', id: '7', quantity: 99, storage: 'NONE' });
  });

  it("hydrates with the stored cart itself when the page's cookie mirrors it, else the cookie's lines", () => {
    addToCart(cartItem());
    const stored = getCart();
    expect(readCartCookie(stored)).toBeNull();
    document.cookie = `${CART_COOKIE}=${encodeCartCookie(stored)}`;
    expect(readCartCookie(stored)).toBe(stored);
    addToCart(bedItem());
    const behind = readCartCookie(getCart());
    expect(behind).not.toBe(getCart());
    expect(behind?.map((line) => line.product_name)).toEqual(['Cloud Comfort Mattress']);
    document.cookie = `${CART_COOKIE}=; Max-Age=0`;
  });

  it('finds its value in a Cookie header', () => {
    expect(cookieValue(`a=1; ${CART_COOKIE}=abc-_; b=2`, CART_COOKIE)).toBe('abc-_');
    expect(cookieValue('a=1', CART_COOKIE)).toBeUndefined();
  });

  it('is written after every cart change, for /cart only, and deleted when too large', async () => {
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
    // The cookie's code loads on demand: each change's write lands a moment later.
    const [line] = addToCart(cartItem());
    await vi.waitFor(() => expect(written).toHaveLength(1));
    setQuantity(line!.lineId, 4);
    await vi.waitFor(() => expect(written).toHaveLength(2));
    expect(written[1]).toContain(`${CART_COOKIE}=${encodeCartCookie(getCart())};`);
    expect(written[1]).toMatch(/; Path=\/cart; SameSite=Lax; Max-Age=\d+$/);
    removeLine(line!.lineId);
    await vi.waitFor(() => expect(written).toHaveLength(3));
    expect(written[2]).toContain(`${CART_COOKIE}=${encodeCartCookie([])};`);
    writeCartCookie(Array.from({ length: 60 }, (_, i) => cartItemLine(i)));
    expect(written.at(-1)).toMatch(new RegExp(`^${CART_COOKIE}=; .*Max-Age=0$`));
  });
});

/** A long line (for the size limit). */
function cartItemLine(i: number): CartItem {
  return { ...cartItem(), lineId: `line-${i}`, product_name: `A long product name ${i}` };
}
