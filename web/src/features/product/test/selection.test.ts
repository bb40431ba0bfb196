import { describe, expect, it } from 'vitest';
import { selectedVariation } from '../components/selection';

const SIZE_ONLY = { sizeId: '12', fabricId: null, fabricColorId: null, price: 'size' };
const FABRIC_ONLY = { sizeId: null, fabricId: '3', fabricColorId: '31', price: 'fabric' };
const ALL_THREE = { sizeId: '14', fabricId: '3', fabricColorId: '31', price: 'all' };
const VARIATIONS = [SIZE_ONLY, FABRIC_ONLY, ALL_THREE];

describe("selectedVariation (the server's matching rule, @serena/domain)", () => {
  it('prefers all three choices, then fabric and colour alone, then the size alone', () => {
    expect(selectedVariation(VARIATIONS, { sizeId: '14', fabricId: '3', colorId: '31' })).toBe(
      ALL_THREE,
    );
    expect(selectedVariation(VARIATIONS, { sizeId: '12', fabricId: '3', colorId: '31' })).toBe(
      FABRIC_ONLY,
    );
    expect(selectedVariation(VARIATIONS, { sizeId: '12', fabricId: null, colorId: null })).toBe(
      SIZE_ONLY,
    );
  });

  it('finds nothing for an incomplete fabric choice, an unknown size or no choice', () => {
    expect(selectedVariation(VARIATIONS, { sizeId: null, fabricId: '3', colorId: null })).toBe(
      undefined,
    );
    expect(selectedVariation(VARIATIONS, { sizeId: '99', fabricId: null, colorId: null })).toBe(
      undefined,
    );
    expect(selectedVariation(VARIATIONS, { sizeId: null, fabricId: null, colorId: null })).toBe(
      undefined,
    );
  });
});
