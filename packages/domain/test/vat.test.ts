import { describe, expect, it } from 'vitest';
import { STANDARD_VAT_RATE_BP, VAT_RATE_PERCENT, vatOnUnit } from '../src/vat.js';

describe('vatOnUnit (spec §9: 23 %, half-up per unit)', () => {
  it('uses the 23 % rate', () => {
    expect(VAT_RATE_PERCENT).toBe(23);
  });

  it.each([
    [0, 0],
    [1, 0], // 0.23 -> 0
    [2, 0], // 0.46 -> 0
    [3, 1], // 0.69 -> 1
    [50, 12], // 11.5 -> 12 (exact half rounds up)
    [150, 35], // 34.5 -> 35 (exact half rounds up)
    [250, 58], // 57.5 -> 58 (exact half rounds up)
    [100, 23], // exact
    [19999, 4600], // 4599.77 -> 4600
    [43478, 10000], // 9999.94 -> 10000
    [49900, 11477], // €499.00 -> €114.77 exact
    [12345, 2839], // 2839.35 -> 2839
  ])('net %d cents -> VAT %d cents', (net, vat) => {
    expect(vatOnUnit(net, STANDARD_VAT_RATE_BP)).toBe(vat);
  });

  it('refuses negative and fractional cents', () => {
    expect(() => vatOnUnit(-1, STANDARD_VAT_RATE_BP)).toThrow(RangeError);
    expect(() => vatOnUnit(10.5, STANDARD_VAT_RATE_BP)).toThrow(RangeError);
    expect(() => vatOnUnit(Number.NaN, STANDARD_VAT_RATE_BP)).toThrow(RangeError);
  });

  it('refuses amounts whose VAT would leave safe integers', () => {
    expect(() => vatOnUnit(Number.MAX_SAFE_INTEGER, STANDARD_VAT_RATE_BP)).toThrow(RangeError);
  });
});
