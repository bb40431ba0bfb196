import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addToCart,
  cartCount,
  CART_STORAGE_KEY,
  CART_UPDATED_EVENT,
  clearCart,
  getCart,
  removeLine,
  setQuantity,
  updateLine,
} from './store';
import { useCart } from './use-cart';
import { bedItem, cartItem } from './testing';

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('addToCart merge rules (spec §4)', () => {
  it('adds the quantity to an identical line', () => {
    addToCart(cartItem({ quantity: 2 }));
    const cart = addToCart(cartItem({ quantity: 3 }));
    expect(cart).toHaveLength(1);
    expect(cart[0]!.quantity).toBe(5);
  });

  it('appends a line for another product, size, quote text, file or file name', () => {
    addToCart(cartItem());
    addToCart(cartItem({ id: '8', productId: '8' }));
    addToCart(cartItem({ sizeId: '14', size: '5ft King' }));
    addToCart(cartItem({ specialQuote: { text: 'Low legs', fileId: null, fileName: null } }));
    addToCart(cartItem({ specialQuote: { text: '', fileId: '9', fileName: 'plan.pdf' } }));
    const cart = addToCart(
      cartItem({ specialQuote: { text: '', fileId: '9', fileName: 'b.pdf' } }),
    );
    expect(cart).toHaveLength(6);
    expect(cart.every((line) => line.quantity === 1)).toBe(true);
  });

  it('merges the same file uploaded twice (same content and name, new upload id)', () => {
    const sha = 'ab'.repeat(32);
    const quote = (fileId: string, fileSha256: string, fileName = 'plan.pdf') => ({
      text: 'Low legs',
      fileId,
      fileName,
      fileSha256,
    });
    addToCart(cartItem({ specialQuote: quote('1', sha) }));
    addToCart(cartItem({ quantity: 2, specialQuote: quote('2', sha) }));
    expect(getCart()).toHaveLength(1);
    expect(getCart()[0]).toMatchObject({ quantity: 3, specialQuote: { fileId: '1' } });
    addToCart(cartItem({ specialQuote: quote('3', 'cd'.repeat(32)) }));
    addToCart(cartItem({ specialQuote: quote('4', sha, 'other.pdf') }));
    expect(getCart()).toHaveLength(3);
  });

  it('tells beds apart by fabric, colour and storage type', () => {
    addToCart(bedItem());
    addToCart(bedItem({ fabricId: '3', fabric: 'Linen' }));
    addToCart(bedItem({ fabricColorId: '6', fabricColor: 'Cream' }));
    addToCart(bedItem({ storageType: 'Ottoman', storage: 'OTTOMAN', isStorage: true }));
    const cart = addToCart(bedItem({ quantity: 4 }));
    expect(cart).toHaveLength(4);
    expect(cart[0]!.quantity).toBe(5);
  });

  it('caps a merged quantity at 99 and clamps a new line to 1..99', () => {
    addToCart(cartItem({ quantity: 60 }));
    expect(addToCart(cartItem({ quantity: 60 }))[0]!.quantity).toBe(99);
    expect(addToCart(cartItem({ id: '2', productId: '2', quantity: 150 }))[1]!.quantity).toBe(99);
    expect(addToCart(cartItem({ id: '3', productId: '3', quantity: 0 }))[2]!.quantity).toBe(1);
  });

  it('keeps the list under the "cart" key with display-hint prices and no file bytes', () => {
    addToCart(cartItem({ specialQuote: { text: 'x', fileId: '9', fileName: 'plan.pdf' } }));
    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!) as Record<string, unknown>[];
    expect(stored[0]).toMatchObject({
      id: '7',
      product_name: 'Cloud Comfort Mattress',
      price: '300.00',
      vat: '69.00',
      specialQuote: { text: 'x', fileId: '9', fileName: 'plan.pdf' },
    });
    expect(JSON.stringify(stored)).not.toContain('fileBase64');
  });
});

describe('line changes', () => {
  it('never sets a quantity below 1 nor above 99', () => {
    const [line] = addToCart(cartItem({ quantity: 3 }));
    expect(setQuantity(line!.lineId, 0)[0]!.quantity).toBe(1);
    expect(setQuantity(line!.lineId, -5)[0]!.quantity).toBe(1);
    expect(setQuantity(line!.lineId, 120)[0]!.quantity).toBe(99);
    expect(setQuantity(line!.lineId, 7)[0]!.quantity).toBe(7);
  });

  it('updates a reference number, removes a line and clears the cart', () => {
    const [first] = addToCart(cartItem());
    addToCart(cartItem({ id: '8', productId: '8' }));
    expect(updateLine(first!.lineId, { referenceNumber: 'PO-1' })[0]!.referenceNumber).toBe('PO-1');
    const rest = removeLine(first!.lineId);
    expect(rest.map((line) => line.id)).toEqual(['8']);
    clearCart();
    expect(getCart()).toEqual([]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('counts units for the badge', () => {
    addToCart(cartItem({ quantity: 2 }));
    addToCart(bedItem({ quantity: 3 }));
    expect(cartCount(getCart())).toBe(5);
  });
});

describe('stored data', () => {
  it('reads corrupt or non-list JSON as an empty cart', () => {
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    expect(getCart()).toEqual([]);
    localStorage.setItem(CART_STORAGE_KEY, '{"id":1}');
    expect(getCart()).toEqual([]);
    localStorage.setItem(CART_STORAGE_KEY, '[null, 3, {"product_name":"no id"}]');
    expect(getCart()).toEqual([]);
  });

  it('reads a legacy line (numeric ids, category objects, storage flags)', () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        {
          id: 1,
          product_name: 'Aurora Bed',
          price: '499.00',
          vat: '114.77',
          sizeId: 13,
          quantity: 2,
          isStorage: true,
          isCloudStorage: true,
          storageType: 'Cloud Storage',
          categories: [{ category_name: 'Beds' }],
          fabricId: 2,
          fabricColorId: 5,
        },
      ]),
    );
    expect(getCart()[0]).toMatchObject({
      id: '1',
      productId: '1',
      sizeId: '13',
      quantity: 2,
      storage: 'CLOUD_STORAGE',
      categories: ['Beds'],
      isBed: true,
      fabricId: '2',
      fabricColorId: '5',
      specialQuote: { text: '', fileId: null, fileName: null },
    });
  });

  it('returns the same snapshot while storage is unchanged', () => {
    addToCart(cartItem());
    expect(getCart()).toBe(getCart());
  });
});

describe('useCart', () => {
  it('fires cartUpdated on every change and re-renders', () => {
    const listener = vi.fn();
    window.addEventListener(CART_UPDATED_EVENT, listener);
    const { result } = renderHook(() => useCart());
    expect(result.current).toHaveLength(0);
    act(() => {
      addToCart(cartItem());
    });
    expect(result.current).toHaveLength(1);
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener(CART_UPDATED_EVENT, listener);
  });

  it('follows changes made by another tab (storage event)', () => {
    const { result } = renderHook(() => useCart());
    act(() => {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([cartItem({ lineId: 'x' })]));
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    });
    expect(result.current.map((line) => line.lineId)).toEqual(['x']);
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current).toHaveLength(0);
  });
});
