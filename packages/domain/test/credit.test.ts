import { describe, expect, it } from 'vitest';
import { CREDIT_TOLERANCE_CENTS, checkCredit, orderTotal } from '../src/credit.js';

describe('checkCredit (spec §5 checkout, §9 tolerance €0.01)', () => {
  it('has a tolerance of one cent', () => {
    expect(CREDIT_TOLERANCE_CENTS).toBe(1);
  });

  it('passes below, at, and one cent above the available credit', () => {
    expect(checkCredit(99_999, 100_000)).toBe(true);
    expect(checkCredit(100_000, 100_000)).toBe(true);
    expect(checkCredit(100_001, 100_000)).toBe(true);
  });

  it('fails two cents above the available credit', () => {
    expect(checkCredit(100_002, 100_000)).toBe(false);
  });

  it('handles no and negative available credit', () => {
    expect(checkCredit(0, 0)).toBe(true);
    expect(checkCredit(1, 0)).toBe(true);
    expect(checkCredit(2, 0)).toBe(false);
    expect(checkCredit(0, -5)).toBe(false);
  });

  it('refuses non-integer or negative totals', () => {
    expect(() => checkCredit(1.5, 100)).toThrow(RangeError);
    expect(() => checkCredit(-1, 100)).toThrow(RangeError);
    expect(() => checkCredit(1, 0.5)).toThrow(RangeError);
  });
});

describe('orderTotal', () => {
  it('sums line totals in cents', () => {
    expect(orderTotal([{ lineTotal: 61_377 }, { lineTotal: 2_460 }, { lineTotal: 1 }])).toBe(
      63_838,
    );
  });

  it('is 0 for no lines', () => {
    expect(orderTotal([])).toBe(0);
  });

  it('refuses fractional or negative line totals', () => {
    expect(() => orderTotal([{ lineTotal: 0.5 }])).toThrow(RangeError);
    expect(() => orderTotal([{ lineTotal: -100 }])).toThrow(RangeError);
  });
});
