import { describe, expect, it } from 'vitest';
import { savedLineOptions, savedLinesToCart, type SavedLine } from '../lib/to-cart';

const bed: SavedLine = {
  id: '1',
  productId: '7',
  productName: 'Cashel Grand Bed',
  sku: 'CAS-1',
  productImage: '/img/cashel.webp',
  categories: ['Beds'],
  isBed: true,
  sizeId: '14',
  sizeLabel: '5ft King',
  fabricId: '2',
  fabricName: 'Plush Velvet',
  fabricColorId: '5',
  fabricColorName: 'Silver',
  storage: 'CLOUD_STORAGE',
  quantity: 2,
  unavailable: null,
  price: {
    unitPrice: { amount: '1054.00' },
    unitVat: { amount: '242.42' },
    lineTotal: { amount: '2592.84' },
  },
};
const gone: SavedLine = {
  ...bed,
  id: '2',
  productName: 'Retired Sofa',
  isBed: false,
  price: null,
  unavailable: 'Retired Sofa is no longer sold.',
};

describe('saved lines to the cart', () => {
  it('makes a cart item of a priced line with its configuration and names the lines left out', () => {
    const { items, notAdded } = savedLinesToCart([bed, gone]);
    expect(items).toEqual([
      expect.objectContaining({
        productId: '7',
        product_name: 'Cashel Grand Bed',
        price: '1054.00',
        vat: '242.42',
        size: '5ft King',
        sizeId: '14',
        fabricId: '2',
        fabricColor: 'Silver',
        storage: 'CLOUD_STORAGE',
        storageType: 'Cloud Storage',
        isCloudStorage: true,
        quantity: 2,
      }),
    ]);
    expect(notAdded).toEqual(['Retired Sofa is no longer sold.']);
  });

  it('describes a line by size, fabric, colour and storage', () => {
    expect(savedLineOptions(bed)).toBe('5ft King, Plush Velvet, Silver, Cloud Storage');
    expect(
      savedLineOptions({ ...bed, isBed: false, fabricName: null, fabricColorName: null }),
    ).toBe('5ft King');
  });
});
