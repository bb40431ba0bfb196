import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  customerListedPrice,
  sortByCustomerPrice,
  type SortableProduct,
} from '../src/customer-sort.js';
import type { PriceRule } from '../src/customer-pricing.js';
import type { CustomerPricing } from '../src/pricing-wire.js';

const BEDS = 1;
const MATTRESSES = 2;
const AT = '2026-11-27';

const pricing = (
  rules: PriceRule[] | null,
  volumeBreaks: CustomerPricing['volumeBreaks'] = [],
) => ({
  priceList: rules ? { rules } : null,
  volumeBreaks,
  at: AT,
});

/** A €500 bed, a €400 mattress and a €450 mattress. */
const PRODUCTS: SortableProduct[] = [
  { id: 1, tradeUnitPrice: 50_000, categoryIds: [BEDS] },
  { id: 2, tradeUnitPrice: 40_000, categoryIds: [MATTRESSES] },
  { id: 3, tradeUnitPrice: 45_000, categoryIds: [MATTRESSES] },
];

describe('sortByCustomerPrice', () => {
  it('without a price list is the trade price order, ties by id', () => {
    const tied = [...PRODUCTS, { id: 4, tradeUnitPrice: 40_000, categoryIds: [] }];
    expect(sortByCustomerPrice(tied, pricing(null), 'asc')).toEqual([2, 4, 3, 1]);
    expect(sortByCustomerPrice(tied, pricing(null), 'desc')).toEqual([1, 3, 2, 4]);
  });

  it("orders by the customer's list price: 30 % off Beds puts the bed first", () => {
    const list = pricing([{ kind: 'PERCENT', categoryId: BEDS, percentBp: 3000 }]);
    expect(customerListedPrice(PRODUCTS[0]!, list)).toBe(35_000);
    expect(sortByCustomerPrice(PRODUCTS, list, 'asc')).toEqual([1, 2, 3]);
    expect(sortByCustomerPrice(PRODUCTS, list, 'desc')).toEqual([3, 2, 1]);
  });

  it('orders by a fixed SKU price, and a rule out of its dates does not count', () => {
    const fixed: PriceRule = { kind: 'FIXED', productId: 3, variationId: null, priceCents: 30_000 };
    expect(sortByCustomerPrice(PRODUCTS, pricing([fixed]), 'asc')).toEqual([3, 2, 1]);
    const expired = { ...fixed, validTo: '2026-11-26' };
    expect(sortByCustomerPrice(PRODUCTS, pricing([expired]), 'asc')).toEqual([2, 3, 1]);
  });

  it('ignores volume breaks (the listing shows one unit)', () => {
    const tiers = [{ productId: 3, categoryId: null, minQuantity: 2, percentBp: 5000 }];
    expect(sortByCustomerPrice(PRODUCTS, pricing(null, tiers), 'asc')).toEqual([2, 3, 1]);
  });

  it('is a permutation sorted by customerListedPrice (fast-check)', () => {
    const product = fc.record({
      id: fc.integer({ min: 1, max: 50 }),
      tradeUnitPrice: fc.integer({ min: 0, max: 2_000_000 }),
      categoryIds: fc.subarray([BEDS, MATTRESSES]),
    });
    const rule: fc.Arbitrary<PriceRule> = fc.oneof(
      fc.record({
        kind: fc.constant('PERCENT' as const),
        categoryId: fc.constantFrom(null, BEDS, MATTRESSES),
        percentBp: fc.integer({ min: 0, max: 10_000 }),
      }),
      fc.record({
        kind: fc.constant('FIXED' as const),
        productId: fc.integer({ min: 1, max: 50 }),
        variationId: fc.constant(null),
        priceCents: fc.integer({ min: 0, max: 2_000_000 }),
      }),
    );
    const products = fc.uniqueArray(product, { selector: (p) => p.id, maxLength: 12 });
    fc.assert(
      fc.property(products, fc.array(rule, { maxLength: 5 }), fc.boolean(), (list, rules, up) => {
        const context = pricing(rules);
        const ids = sortByCustomerPrice(list, context, up ? 'asc' : 'desc');
        expect([...ids].sort((a, b) => a - b)).toEqual(list.map((p) => p.id).sort((a, b) => a - b));
        const price = (id: number) =>
          customerListedPrice(
            list.find((p) => p.id === id)!,
            context,
          );
        for (let i = 1; i < ids.length; i++) {
          const [before, after] = [price(ids[i - 1]!), price(ids[i]!)];
          if (up) expect(before).toBeLessThanOrEqual(after);
          else expect(before).toBeGreaterThanOrEqual(after);
          if (before === after) expect(ids[i - 1]!).toBeLessThan(ids[i]!);
        }
      }),
    );
  });
});
