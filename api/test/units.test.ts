/** Pure helpers: money formatting and price hiding, pagination math, bearer verification. */
import { describe, expect, it } from 'vitest';
import { eurosToCents, formatCents, priceFor } from '../src/lib/money.js';
import { pageRequest, paginationOf } from '../src/lib/pagination.js';
import { signBearer, verifyBearer } from '../src/plugins/auth.js';

const viewer = { userId: 7, role: 'customer' as const, sessionId: 'abc' };

describe('money', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [49900, '499.00'],
    [123456, '1234.56'],
    [-250, '-2.50'],
  ])('formats %i cents as %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('rejects non-integer cents', () => {
    expect(() => formatCents(1.5)).toThrow(RangeError);
  });

  it('hides prices from visitors', () => {
    expect(priceFor(null, 49900)).toBeNull();
    expect(priceFor(viewer, 49900)).toBe('499.00');
    expect(priceFor(viewer, null)).toBeNull();
    expect(priceFor(viewer, undefined)).toBeNull();
  });

  it('converts euros to cents without float drift', () => {
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(1000)).toBe(100000);
    expect(eurosToCents(19.995)).toBe(2000);
  });
});

describe('pagination', () => {
  it('defaults to page 1 of 8 and caps the limit at 50', () => {
    expect(pageRequest(undefined, undefined)).toEqual({ page: 1, limit: 8, offset: 0 });
    expect(pageRequest(3, 10)).toEqual({ page: 3, limit: 10, offset: 20 });
    expect(pageRequest(2, 1000)).toEqual({ page: 2, limit: 50, offset: 50 });
  });

  it('computes pages, next and previous', () => {
    expect(paginationOf(0, pageRequest(1, 8))).toEqual({
      totalProducts: 0,
      totalPages: 0,
      currentPage: 1,
      hasNextPage: false,
      hasPreviousPage: false,
    });
    expect(paginationOf(17, pageRequest(2, 8))).toEqual({
      totalProducts: 17,
      totalPages: 3,
      currentPage: 2,
      hasNextPage: true,
      hasPreviousPage: true,
    });
    expect(paginationOf(16, pageRequest(2, 8)).hasNextPage).toBe(false);
  });
});

describe('bearer tokens', () => {
  const secret = new TextEncoder().encode('unit-secret-unit-secret-unit-secret!');

  it('round-trips a viewer', async () => {
    const token = await signBearer(viewer, secret);
    expect(await verifyBearer(token, secret)).toEqual(viewer);
  });

  it('refuses other secrets, expired tokens and junk', async () => {
    const token = await signBearer(viewer, secret);
    expect(await verifyBearer(token, new TextEncoder().encode('x'.repeat(40)))).toBeNull();
    expect(await verifyBearer(await signBearer(viewer, secret, -10), secret)).toBeNull();
    expect(await verifyBearer('not.a.jwt', secret)).toBeNull();
    expect(await verifyBearer(`${token}x`, secret)).toBeNull();
  });
});
