import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';
import { titleCase } from './text';

describe('formatMoney', () => {
  it('formats euro amounts for Ireland without float rounding', () => {
    expect(formatMoney({ amount: '1234.50', currencyCode: 'EUR' })).toBe('€1,234.50');
    expect(formatMoney({ amount: '0.10', currencyCode: 'EUR' })).toBe('€0.10');
    expect(formatMoney({ amount: '9999999999999.99', currencyCode: 'EUR' })).toBe(
      '€9,999,999,999,999.99',
    );
  });
});

describe('titleCase', () => {
  it('capitalises each word of a category slug', () => {
    expect(titleCase('kids beds')).toBe('Kids Beds');
    expect(titleCase('BEDS')).toBe('Beds');
    expect(titleCase('  sofas   and-footstools ')).toBe('Sofas And Footstools');
  });
});
