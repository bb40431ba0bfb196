import { describe, expect, it } from 'vitest';
import { formatCents } from '@serena/domain';
import { parseEuroAmount, toMoney } from '../src/domain/money.js';

describe('parseEuroAmount', () => {
  it.each([
    ['499.00', 49900],
    ['0.1', 10],
    ['0.01', 1],
    ['19.99', 1999],
    ['19.9', 1990],
    ['19', 1900],
    ['0', 0],
    ['-0.00', 0],
    ['-12.34', -1234],
    ['+5.5', 550],
    [' 7.25 ', 725],
    ['1.005', 101],
    ['1.004', 100],
    ['-1.005', -101],
    ['12345678901.23', 1234567890123],
    ['90071992547409.91', 9007199254740991],
  ])('parses %j exactly to %d cents', (input, cents) => {
    expect(parseEuroAmount(input)).toBe(cents);
  });

  it.each([
    [19.99, 1999],
    [0.1, 10],
    [0.3, 30],
    [1999, 199900],
    [-4.5, -450],
  ])('parses the number %d to %d cents', (input, cents) => {
    expect(parseEuroAmount(input)).toBe(cents);
  });

  it('returns null for null, undefined and blank', () => {
    expect(parseEuroAmount(null)).toBeNull();
    expect(parseEuroAmount(undefined)).toBeNull();
    expect(parseEuroAmount('  ')).toBeNull();
  });

  it.each(['abc', '1,50', '1.2.3', '€5', '.5', 'NaN'])('rejects %j', (input) => {
    expect(() => parseEuroAmount(input)).toThrow(RangeError);
  });

  it('rejects amounts beyond safe integers and non-finite numbers', () => {
    expect(() => parseEuroAmount('90071992547409.92')).toThrow(RangeError);
    expect(() => parseEuroAmount(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatCents', () => {
  it.each([
    [1999, '19.99'],
    [123450, '1234.50'],
    [0, '0.00'],
    [5, '0.05'],
    [10, '0.10'],
    [-1234, '-12.34'],
    [-5, '-0.05'],
    [9007199254740991, '90071992547409.91'],
  ])('formats %d cents as %j', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('rejects fractional cents', () => {
    expect(() => formatCents(1.5)).toThrow(RangeError);
  });

  it('round-trips through parseEuroAmount', () => {
    for (const cents of [0, 1, 99, 100, 49900, -250, 123456789]) {
      expect(parseEuroAmount(formatCents(cents))).toBe(cents);
    }
  });
});

describe('toMoney', () => {
  it('builds the GraphQL Money shape in EUR', () => {
    expect(toMoney(49900)).toEqual({ amount: '499.00', currencyCode: 'EUR' });
    expect(toMoney(-1)).toEqual({ amount: '-0.01', currencyCode: 'EUR' });
  });
});
