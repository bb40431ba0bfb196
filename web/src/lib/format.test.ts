import fc from 'fast-check';
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
    expect(formatMoney({ amount: '-1234.5', currencyCode: 'EUR' })).toBe('-€1,234.50');
  });

  it('prints euros exactly as Intl en-IE does, for any decimal string (issue 29: no Intl in the browser)', () => {
    const intl = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
    const amount = fc
      .tuple(
        fc.constantFrom('', '-'),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.option(fc.stringMatching(/^[0-9]{1,4}$/), { nil: undefined }),
      )
      .map(
        ([sign, whole, fraction]) =>
          `${sign}${whole}${fraction === undefined ? '' : `.${fraction}`}`,
      );
    fc.assert(
      fc.property(amount, (value) => {
        expect(formatMoney({ amount: value, currencyCode: 'EUR' })).toBe(
          intl.format(value as Intl.StringNumericLiteral),
        );
      }),
      { numRuns: 5_000 },
    );
    // Half a cent rounds away from zero; "-0" keeps its sign, as Intl's does.
    expect(formatMoney({ amount: '0.005', currencyCode: 'EUR' })).toBe('€0.01');
    expect(formatMoney({ amount: '-0.005', currencyCode: 'EUR' })).toBe('-€0.01');
    expect(formatMoney({ amount: '-0', currencyCode: 'EUR' })).toBe('-€0.00');
  });

  it('leaves other currencies and other shapes of number to Intl', () => {
    expect(formatMoney({ amount: '1234.5', currencyCode: 'GBP' })).toBe('£1,234.50');
    expect(formatMoney({ amount: '1e3', currencyCode: 'EUR' })).toBe('€1,000.00');
    expect(() => formatMoney({ amount: '1', currencyCode: 'EURO' })).toThrow(RangeError);
  });
});

describe('titleCase', () => {
  it('capitalises each word of a category slug', () => {
    expect(titleCase('kids beds')).toBe('Kids Beds');
    expect(titleCase('BEDS')).toBe('Beds');
    expect(titleCase('  sofas   and-footstools ')).toBe('Sofas And Footstools');
  });
});
