import { describe, expect, it } from 'vitest';
import {
  isBed,
  isInStock,
  isPurchasable,
  STORAGE_TYPE_NAMES,
  storageCategoryId,
  storageOptionOf,
  storageOptionsOf,
} from '../src/index.js';

const beds = { id: 1, category_name: 'Beds' };
const sofas = { id: 4, category_name: 'Sofas' };

describe('storage vocabulary', () => {
  it('names each option as the api does, and reads the names back', () => {
    expect(STORAGE_TYPE_NAMES).toEqual({
      NONE: 'Non Ottoman',
      OTTOMAN: 'Ottoman',
      CLOUD_STORAGE: 'Cloud Storage',
    });
    for (const [option, name] of Object.entries(STORAGE_TYPE_NAMES)) {
      expect(storageOptionOf(name)).toBe(option);
    }
    expect(storageOptionOf('ottoman')).toBeNull();
    expect(storageOptionOf('toString')).toBeNull();
  });
});

describe('product rules', () => {
  it('knows a bed by its Beds category, whatever the case', () => {
    expect(isBed({ Categories: [sofas, { id: 9, category_name: ' BEDS ' }] })).toBe(true);
    expect(isBed({ Categories: [sofas] })).toBe(false);
  });

  it('is in stock above 0 or unlimited (-1); a bed may be ordered at 0 stock, others not', () => {
    expect([5, -1, 0].map((stock) => isInStock({ stock }))).toEqual([true, true, false]);
    const product = (stock: number, status: string, Categories = [sofas]) => ({
      stock,
      status,
      Categories,
    });
    expect(isPurchasable(product(0, 'available', [beds]))).toBe(true);
    expect(isPurchasable(product(0, 'available'))).toBe(false);
    expect(isPurchasable(product(3, 'unavailable', [beds]))).toBe(false);
  });

  it('reads the storage options once each, dropping unknown names, and the Beds storage category', () => {
    expect(
      storageOptionsOf({
        types: ['Ottoman', 'Non Ottoman', 'Ottoman', 'Drawers', 'Cloud Storage'],
      }),
    ).toEqual(['OTTOMAN', 'NONE', 'CLOUD_STORAGE']);
    expect(storageOptionsOf({ types: null })).toEqual([]);
    expect(storageCategoryId({ Categories: [sofas, beds] })).toBe(1);
    expect(storageCategoryId({ Categories: [sofas] })).toBe(4);
    expect(storageCategoryId({ Categories: [] })).toBeNull();
  });
});
