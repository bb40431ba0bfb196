import { describe, expect, it } from 'vitest';
import {
  CLOUD_BASE_SIZE_IDS,
  PricingError,
  matchVariation,
  priceLine,
  storageExtra,
  type PriceLineInput,
  type PricedVariation,
  type ProductOptions,
} from '../src/pricing.js';

const SIZE_ONLY_12: PricedVariation = {
  sizeId: 12,
  fabricId: null,
  fabricColorId: null,
  price: 40_000,
};
const SIZE_ONLY_14: PricedVariation = {
  sizeId: 14,
  fabricId: null,
  fabricColorId: null,
  price: 55_000,
};
const FABRIC_3_31: PricedVariation = {
  sizeId: null,
  fabricId: 3,
  fabricColorId: 31,
  price: 45_000,
};
const ALL_14_3_31: PricedVariation = { sizeId: 14, fabricId: 3, fabricColorId: 31, price: 60_000 };
const VARIATIONS = [SIZE_ONLY_12, SIZE_ONLY_14, FABRIC_3_31, ALL_14_3_31];

const OTTOMAN = new Map([
  [12, 10_000],
  [13, 12_000],
  [14, 15_000],
  [15, 18_000],
]);
const CLOUD_BASE = 5_000;

function bed(input: PriceLineInput['input'], extra: Partial<PriceLineInput> = {}) {
  return priceLine({
    basePrice: 39_900,
    variations: VARIATIONS,
    ottomanPrices: OTTOMAN,
    cloudBase: CLOUD_BASE,
    isBed: true,
    input,
    ...extra,
  });
}

function pricingError(run: () => unknown): PricingError {
  try {
    run();
  } catch (error) {
    if (error instanceof PricingError) return error;
    throw error;
  }
  throw new Error('expected a PricingError');
}

describe('matchVariation (spec §4)', () => {
  it('matches by size alone', () => {
    expect(matchVariation(VARIATIONS, { sizeId: 12 })).toBe(SIZE_ONLY_12);
    expect(matchVariation(VARIATIONS, { sizeId: 12, fabricId: 3, fabricColorId: 31 })).not.toBe(
      SIZE_ONLY_12,
    );
  });

  it('matches by fabric and colour alone', () => {
    expect(matchVariation(VARIATIONS, { fabricId: 3, fabricColorId: 31 })).toBe(FABRIC_3_31);
    expect(matchVariation(VARIATIONS, { sizeId: 13, fabricId: 3, fabricColorId: 31 })).toBe(
      FABRIC_3_31,
    );
  });

  it('prefers the exact three-way match over fabric+colour and size', () => {
    expect(matchVariation(VARIATIONS, { sizeId: 14, fabricId: 3, fabricColorId: 31 })).toBe(
      ALL_14_3_31,
    );
  });

  it('prefers fabric+colour over size alone', () => {
    expect(matchVariation(VARIATIONS, { sizeId: 12, fabricId: 3, fabricColorId: 31 })).toBe(
      FABRIC_3_31,
    );
  });

  it('falls back to size alone when fabric and colour match nothing', () => {
    expect(matchVariation(VARIATIONS, { sizeId: 14, fabricId: 4, fabricColorId: 41 })).toBe(
      SIZE_ONLY_14,
    );
  });

  it('needs both fabric and colour for a fabric match', () => {
    expect(matchVariation(VARIATIONS, { fabricId: 3 })).toBeUndefined();
    expect(matchVariation(VARIATIONS, { fabricColorId: 31 })).toBeUndefined();
  });

  it('returns undefined when nothing matches or nothing is chosen', () => {
    expect(matchVariation(VARIATIONS, { sizeId: 99 })).toBeUndefined();
    expect(matchVariation(VARIATIONS, {})).toBeUndefined();
    expect(matchVariation([], { sizeId: 12 })).toBeUndefined();
  });

  it('ignores a variation bound to another size', () => {
    expect(matchVariation([ALL_14_3_31], { sizeId: 13, fabricId: 3, fabricColorId: 31 })).toBe(
      undefined,
    );
  });
});

describe('storageExtra (spec §9)', () => {
  const base = { ottomanPrices: OTTOMAN, cloudBase: CLOUD_BASE };

  it('knows the cloud base sizes 13, 14, 15', () => {
    expect([...CLOUD_BASE_SIZE_IDS]).toEqual([13, 14, 15]);
  });

  it('adds nothing without storage', () => {
    expect(storageExtra({ ...base, storage: 'NONE', sizeId: 14 })).toBe(0);
    expect(storageExtra({ ...base, storage: 'NONE', sizeId: null })).toBe(0);
  });

  it('adds the ottoman price of the size for Ottoman', () => {
    expect(storageExtra({ ...base, storage: 'OTTOMAN', sizeId: 12 })).toBe(10_000);
    expect(storageExtra({ ...base, storage: 'OTTOMAN', sizeId: 14 })).toBe(15_000);
  });

  it('adds ottoman + cloud base for Cloud Storage on sizes 13, 14, 15', () => {
    expect(storageExtra({ ...base, storage: 'CLOUD_STORAGE', sizeId: 13 })).toBe(17_000);
    expect(storageExtra({ ...base, storage: 'CLOUD_STORAGE', sizeId: 14 })).toBe(20_000);
    expect(storageExtra({ ...base, storage: 'CLOUD_STORAGE', sizeId: 15 })).toBe(23_000);
  });

  it('adds only the ottoman price for Cloud Storage on size 12', () => {
    expect(storageExtra({ ...base, storage: 'CLOUD_STORAGE', sizeId: 12 })).toBe(10_000);
    expect(
      storageExtra({
        ottomanPrices: OTTOMAN,
        cloudBase: null,
        storage: 'CLOUD_STORAGE',
        sizeId: 12,
      }),
    ).toBe(10_000);
  });

  it('refuses a size without an ottoman price', () => {
    const error = pricingError(() => storageExtra({ ...base, storage: 'OTTOMAN', sizeId: 16 }));
    expect(error.code).toBe('STORAGE_NOT_AVAILABLE');
    expect(error.message).toBe('This storage option is not available for the chosen size.');
  });

  it('refuses Cloud Storage on sizes 13 to 15 when the cloud base is unknown', () => {
    const error = pricingError(() =>
      storageExtra({
        ottomanPrices: OTTOMAN,
        cloudBase: null,
        storage: 'CLOUD_STORAGE',
        sizeId: 14,
      }),
    );
    expect(error.code).toBe('STORAGE_NOT_AVAILABLE');
  });

  it('needs a size when storage is chosen', () => {
    const error = pricingError(() => storageExtra({ ...base, storage: 'OTTOMAN', sizeId: null }));
    expect(error.code).toBe('SELECTION_REQUIRED');
    expect(error.message).toBe('Please select a size.');
  });

  it('refuses negative or fractional storage prices', () => {
    const bad = new Map([[12, -1]]);
    expect(() =>
      storageExtra({ ottomanPrices: bad, cloudBase: 0, storage: 'OTTOMAN', sizeId: 12 }),
    ).toThrow(RangeError);
    expect(() =>
      storageExtra({
        ottomanPrices: OTTOMAN,
        cloudBase: 0.5,
        storage: 'CLOUD_STORAGE',
        sizeId: 13,
      }),
    ).toThrow(RangeError);
  });
});

describe('priceLine (spec §4, §5, §9)', () => {
  it('prices a size-only variation', () => {
    expect(bed({ sizeId: 12, quantity: 1 })).toEqual({
      unitPrice: 40_000,
      unitVat: 9_200,
      unitGross: 49_200,
      lineTotal: 49_200,
      quantity: 1,
      vatRateBp: 2300,
    });
  });

  it('prices a fabric+colour variation', () => {
    expect(bed({ sizeId: 13, fabricId: 3, fabricColorId: 31, quantity: 2 })).toEqual({
      unitPrice: 45_000,
      unitVat: 10_350,
      unitGross: 55_350,
      lineTotal: 110_700,
      quantity: 2,
      vatRateBp: 2300,
    });
  });

  it('prices an all-three variation', () => {
    expect(bed({ sizeId: 14, fabricId: 3, fabricColorId: 31, quantity: 1 })).toEqual({
      unitPrice: 60_000,
      unitVat: 13_800,
      unitGross: 73_800,
      lineTotal: 73_800,
      quantity: 1,
      vatRateBp: 2300,
    });
  });

  it('uses the base price when no variation matches', () => {
    expect(bed({ sizeId: 16, quantity: 1 })).toEqual({
      unitPrice: 39_900,
      unitVat: 9_177,
      unitGross: 49_077,
      lineTotal: 49_077,
      quantity: 1,
      vatRateBp: 2300,
    });
  });

  it('adds the ottoman price for a bed with Ottoman', () => {
    expect(
      bed({ sizeId: 14, fabricId: 3, fabricColorId: 31, storage: 'OTTOMAN', quantity: 2 }),
    ).toEqual({
      unitPrice: 75_000,
      unitVat: 17_250,
      unitGross: 92_250,
      lineTotal: 184_500,
      quantity: 2,
      vatRateBp: 2300,
    });
  });

  it('adds ottoman + cloud base for Cloud Storage on size 13', () => {
    expect(
      bed({ sizeId: 13, fabricId: 3, fabricColorId: 31, storage: 'CLOUD_STORAGE', quantity: 1 }),
    ).toEqual({
      unitPrice: 62_000,
      unitVat: 14_260,
      unitGross: 76_260,
      lineTotal: 76_260,
      quantity: 1,
      vatRateBp: 2300,
    });
  });

  it('adds ottoman + cloud base for Cloud Storage on size 14', () => {
    expect(
      bed({ sizeId: 14, fabricId: 3, fabricColorId: 31, storage: 'CLOUD_STORAGE', quantity: 3 }),
    ).toEqual({
      unitPrice: 80_000,
      unitVat: 18_400,
      unitGross: 98_400,
      lineTotal: 295_200,
      quantity: 3,
      vatRateBp: 2300,
    });
  });

  it('adds ottoman + cloud base for Cloud Storage on size 15 (base price)', () => {
    expect(bed({ sizeId: 15, storage: 'CLOUD_STORAGE', quantity: 1 })).toEqual({
      unitPrice: 62_900,
      unitVat: 14_467,
      unitGross: 77_367,
      lineTotal: 77_367,
      quantity: 1,
      vatRateBp: 2300,
    });
  });

  it('adds only the ottoman price for Cloud Storage on size 12', () => {
    expect(bed({ sizeId: 12, storage: 'CLOUD_STORAGE', quantity: 1 })).toEqual({
      unitPrice: 50_000,
      unitVat: 11_500,
      unitGross: 61_500,
      lineTotal: 61_500,
      quantity: 1,
      vatRateBp: 2300,
    });
  });

  it('prices a non-bed without storage', () => {
    expect(bed({ sizeId: 14, quantity: 4 }, { isBed: false })).toEqual({
      unitPrice: 55_000,
      unitVat: 12_650,
      unitGross: 67_650,
      lineTotal: 270_600,
      quantity: 4,
      vatRateBp: 2300,
    });
  });

  it('refuses storage on a non-bed', () => {
    for (const storage of ['OTTOMAN', 'CLOUD_STORAGE'] as const) {
      const error = pricingError(() => bed({ sizeId: 14, storage, quantity: 1 }, { isBed: false }));
      expect(error.code).toBe('INVALID_STORAGE');
      expect(error.message).toBe('Storage can only be chosen for beds.');
    }
  });

  it('rounds VAT once per unit, then multiplies', () => {
    // 19999 net -> VAT 4599.77 -> 4600 per unit; three units 73 797 (not round(3 × 4599.77)).
    expect(bed({ quantity: 3 }, { basePrice: 19_999, variations: [] })).toEqual({
      unitPrice: 19_999,
      unitVat: 4_600,
      unitGross: 24_599,
      lineTotal: 73_797,
      quantity: 3,
      vatRateBp: 2300,
    });
    expect(bed({ quantity: 2 }, { basePrice: 150, variations: [] })).toEqual({
      unitPrice: 150,
      unitVat: 35,
      unitGross: 185,
      lineTotal: 370,
      quantity: 2,
      vatRateBp: 2300,
    });
  });

  it('accepts the quantity bounds 1 and 99', () => {
    expect(bed({ sizeId: 12, quantity: 1 }).lineTotal).toBe(49_200);
    expect(bed({ sizeId: 12, quantity: 99 }).lineTotal).toBe(4_870_800);
  });

  it.each([0, 100, -1, 1.5, Number.NaN])('refuses quantity %d', (quantity) => {
    const error = pricingError(() => bed({ sizeId: 12, quantity }));
    expect(error.code).toBe('INVALID_QUANTITY');
    expect(error.message).toBe('Quantity must be a whole number from 1 to 99.');
  });

  it('refuses a storage option without a price for the size', () => {
    expect(pricingError(() => bed({ sizeId: 16, storage: 'OTTOMAN', quantity: 1 })).code).toBe(
      'STORAGE_NOT_AVAILABLE',
    );
  });

  it('refuses a negative base price', () => {
    expect(() => bed({ quantity: 1 }, { basePrice: -100, variations: [] })).toThrow(RangeError);
  });

  describe('with the product options', () => {
    const options: ProductOptions = {
      sizeIds: [12, 13, 14, 15],
      fabrics: new Map([[3, [31, 32]]]),
      storage: ['OTTOMAN'],
    };

    it('prices an offered choice', () => {
      expect(
        bed(
          { sizeId: 14, fabricId: 3, fabricColorId: 31, storage: 'OTTOMAN', quantity: 1 },
          { options },
        ).unitPrice,
      ).toBe(75_000);
    });

    it('asks a bed for size, fabric and colour', () => {
      const error = pricingError(() => bed({ sizeId: 14, quantity: 1 }, { options }));
      expect(error.code).toBe('SELECTION_REQUIRED');
      expect(error.message).toBe('Please select a size, fabric and fabric colour.');
    });

    it('asks a non-bed with sizes for a size', () => {
      const error = pricingError(() => bed({ quantity: 1 }, { options, isBed: false }));
      expect(error.code).toBe('SELECTION_REQUIRED');
      expect(error.message).toBe('Please select a size.');
    });

    it('refuses a size, fabric or colour the product does not offer', () => {
      expect(
        pricingError(() =>
          bed({ sizeId: 16, fabricId: 3, fabricColorId: 31, quantity: 1 }, { options }),
        ).code,
      ).toBe('INVALID_SELECTION');
      expect(
        pricingError(() =>
          bed({ sizeId: 14, fabricId: 4, fabricColorId: 31, quantity: 1 }, { options }),
        ).code,
      ).toBe('INVALID_SELECTION');
      expect(
        pricingError(() =>
          bed({ sizeId: 14, fabricId: 3, fabricColorId: 41, quantity: 1 }, { options }),
        ).code,
      ).toBe('INVALID_SELECTION');
    });

    it('refuses a storage option the product does not offer', () => {
      const error = pricingError(() =>
        bed(
          { sizeId: 14, fabricId: 3, fabricColorId: 31, storage: 'CLOUD_STORAGE', quantity: 1 },
          { options },
        ),
      );
      expect(error.code).toBe('STORAGE_NOT_AVAILABLE');
    });
  });
});
