import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  customerUnitPrice,
  discountedUnitPrice,
  isRuleValidOn,
  volumeUnitPrices,
  type CustomerPriceInput,
  type PriceRule,
  type VolumeBreak,
} from '../src/customer-pricing.js';
import { vatOnUnit } from '../src/vat.js';

const BEDS = 1;
const MATTRESSES = 2;
const AT = '2026-11-27';

const BED: CustomerPriceInput = {
  tradeUnitPrice: 60_000,
  storageExtra: 10_000,
  productId: 7,
  categoryIds: [BEDS],
  variationId: 70,
  quantity: 1,
  at: AT,
};

const list = (...rules: PriceRule[]) => ({ rules });
const tier = (
  minQuantity: number,
  percentBp: number,
  productId: number | null = 7,
): VolumeBreak => ({
  productId,
  categoryId: productId === null ? BEDS : null,
  minQuantity,
  percentBp,
});

describe('customerUnitPrice: exact cents', () => {
  it('is the trade price exactly without a list and tiers', () => {
    const price = customerUnitPrice(BED);
    expect(price).toMatchObject({ unitPrice: 60_000, unitVat: 13_800, unitGross: 73_800 });
    expect(price.listRule).toBeNull();
    expect(price.volumePercentBp).toBe(0);
  });

  it('takes 10 % off Beds, storage included, rounded half-up once', () => {
    const price = customerUnitPrice({
      ...BED,
      tradeUnitPrice: 12_345,
      storageExtra: 0,
      priceList: list({ kind: 'PERCENT', categoryId: BEDS, percentBp: 1000 }),
    });
    // 12345 × 0.9 = 11110.5 → 11111; VAT 23 % of 11111 = 2555.53 → 2556
    expect(price).toMatchObject({ unitPrice: 11_111, unitVat: 2556, listRule: 'CATEGORY_PERCENT' });
  });

  it('prefers a category rule over a larger global rule, the largest within the scope', () => {
    const price = customerUnitPrice({
      ...BED,
      priceList: list(
        { kind: 'PERCENT', categoryId: null, percentBp: 2000 },
        { kind: 'PERCENT', categoryId: BEDS, percentBp: 500 },
        { kind: 'PERCENT', categoryId: BEDS, percentBp: 800 },
        { kind: 'PERCENT', categoryId: MATTRESSES, percentBp: 3000 },
      ),
    });
    expect(price).toMatchObject({
      unitPrice: 55_200,
      listRule: 'CATEGORY_PERCENT',
      listPercentBp: 800,
    });
  });

  it('uses the global rule when no category rule applies', () => {
    const price = customerUnitPrice({
      ...BED,
      priceList: list({ kind: 'PERCENT', categoryId: null, percentBp: 2000 }),
    });
    expect(price).toMatchObject({ unitPrice: 48_000, listRule: 'GLOBAL_PERCENT' });
  });

  it('a variation fixed price beats the SKU price and beats percentages; storage added unchanged', () => {
    const price = customerUnitPrice({
      ...BED,
      priceList: list(
        { kind: 'PERCENT', categoryId: null, percentBp: 5000 },
        { kind: 'FIXED', productId: 7, variationId: null, priceCents: 45_000 },
        { kind: 'FIXED', productId: 7, variationId: 70, priceCents: 40_000 },
      ),
    });
    expect(price).toMatchObject({
      unitPrice: 50_000,
      listRule: 'FIXED_VARIATION',
      fixedPriceCents: 40_000,
    });
    const skuList = list(
      { kind: 'FIXED', productId: 7, variationId: null, priceCents: 45_000 },
      { kind: 'FIXED', productId: 7, variationId: 70, priceCents: 40_000 },
    );
    const sku = customerUnitPrice({ ...BED, variationId: 71, priceList: skuList });
    expect(sku).toMatchObject({ unitPrice: 55_000, listRule: 'FIXED_PRODUCT' });
  });

  it('caps a fixed price above the trade price at the trade price', () => {
    const price = customerUnitPrice({
      ...BED,
      priceList: list({ kind: 'FIXED', productId: 7, variationId: null, priceCents: 99_000 }),
    });
    expect(price.unitPrice).toBe(60_000);
  });

  it('ignores rules outside their dates (both ends inclusive)', () => {
    const rule: PriceRule = {
      kind: 'PERCENT',
      categoryId: null,
      percentBp: 1000,
      validFrom: '2026-11-27',
      validTo: '2026-11-30',
    };
    expect(customerUnitPrice({ ...BED, priceList: list(rule) }).unitPrice).toBe(54_000);
    expect(customerUnitPrice({ ...BED, at: '2026-11-30', priceList: list(rule) }).unitPrice).toBe(
      54_000,
    );
    expect(customerUnitPrice({ ...BED, at: '2026-12-01', priceList: list(rule) }).unitPrice).toBe(
      60_000,
    );
    expect(customerUnitPrice({ ...BED, at: '2026-11-26', priceList: list(rule) }).unitPrice).toBe(
      60_000,
    );
    expect(isRuleValidOn({}, AT)).toBe(true);
  });

  it('applies the volume break after the list, rounded once per unit', () => {
    const input = {
      ...BED,
      tradeUnitPrice: 9_999,
      storageExtra: 0,
      priceList: list({ kind: 'PERCENT' as const, categoryId: BEDS, percentBp: 1000 }),
      volumeBreaks: [tier(5, 500), tier(10, 1000)],
    };
    // 9999 × 0.9 × 0.9 = 8099.19 → 8099 (rounding after each step would give 8999 → 8099.1 → 8099
    // here too; 12345 below shows the once-only rounding)
    expect(customerUnitPrice({ ...input, quantity: 10 }).unitPrice).toBe(8099);
    expect(customerUnitPrice({ ...input, quantity: 9 }).unitPrice).toBe(8549); // 8549.145
    expect(customerUnitPrice({ ...input, quantity: 4 }).unitPrice).toBe(8999); // 8999.1
    // 12345 × 0.95 × 0.95 = 11141.3625 → 11141; stepwise 11727.75 → 11728 × 0.95 = 11141.6 → 11142
    const once = customerUnitPrice({
      ...input,
      tradeUnitPrice: 12_345,
      priceList: list({ kind: 'PERCENT', categoryId: BEDS, percentBp: 500 }),
      quantity: 5,
    });
    expect(once.unitPrice).toBe(11_141);
  });

  it("uses the product's tiers when it has any, else the category default", () => {
    const breaks = [tier(10, 1000, null), tier(5, 200)];
    expect(customerUnitPrice({ ...BED, quantity: 10, volumeBreaks: breaks }).volumePercentBp).toBe(
      200,
    );
    const other = { ...BED, productId: 8, variationId: null, quantity: 10, volumeBreaks: breaks };
    expect(customerUnitPrice(other)).toMatchObject({ unitPrice: 54_000, volumeMinQuantity: 10 });
  });

  it('lists the tiers the product page shows', () => {
    const tiers = volumeUnitPrices({
      ...BED,
      volumeBreaks: [tier(10, 1000), tier(5, 500), tier(200, 9000)],
    });
    expect(tiers.map((t) => [t.minQuantity, t.unit.unitPrice, t.unit.unitGross])).toEqual([
      [5, 57_000, 70_110],
      [10, 54_000, 66_420],
    ]);
  });

  it('refuses bad input with a RangeError', () => {
    expect(() => customerUnitPrice({ ...BED, quantity: 0 })).toThrow(RangeError);
    expect(() => customerUnitPrice({ ...BED, tradeUnitPrice: 1.5 })).toThrow(RangeError);
    expect(() => customerUnitPrice({ ...BED, storageExtra: 70_000 })).toThrow(RangeError);
    expect(() =>
      customerUnitPrice({
        ...BED,
        priceList: list({ kind: 'PERCENT', categoryId: null, percentBp: 10_001 }),
      }),
    ).toThrow(RangeError);
    expect(() => customerUnitPrice({ ...BED, volumeBreaks: [tier(2, -1)] })).toThrow(RangeError);
  });
});

const percentBp = fc.integer({ min: 0, max: 10_000 });
const date = fc.constantFrom('2026-01-01', '2026-06-30', '2026-11-27', '2027-01-01', null);
const rule: fc.Arbitrary<PriceRule> = fc.oneof(
  fc.record({
    kind: fc.constant('PERCENT' as const),
    categoryId: fc.constantFrom(null, BEDS, MATTRESSES),
    percentBp,
    validFrom: date,
    validTo: date,
  }),
  fc.record({
    kind: fc.constant('FIXED' as const),
    productId: fc.constantFrom(7, 8),
    variationId: fc.constantFrom(null, 70, 71),
    priceCents: fc.integer({ min: 0, max: 2_000_000 }),
    validFrom: date,
    validTo: date,
  }),
);
const volume: fc.Arbitrary<VolumeBreak> = fc.record({
  productId: fc.constantFrom(null, 7, 8),
  categoryId: fc.constantFrom(null, BEDS, MATTRESSES),
  minQuantity: fc.integer({ min: 1, max: 120 }),
  percentBp,
});
const input: fc.Arbitrary<CustomerPriceInput> = fc
  .record({
    trade: fc.integer({ min: 0, max: 5_000_000 }),
    storageShare: fc.integer({ min: 0, max: 100 }),
    quantity: fc.integer({ min: 1, max: 99 }),
    variationId: fc.constantFrom(null, 70, 71),
    categoryIds: fc.subarray([BEDS, MATTRESSES]),
    rules: fc.array(rule, { maxLength: 6 }),
    breaks: fc.array(volume, { maxLength: 6 }),
    vatRateBp: fc.constantFrom(0, 900, 1350, 2300),
  })
  .map((r) => ({
    tradeUnitPrice: r.trade,
    storageExtra: Math.floor((r.trade * r.storageShare) / 100),
    productId: 7,
    categoryIds: r.categoryIds,
    variationId: r.variationId,
    quantity: r.quantity,
    priceList: list(...r.rules),
    volumeBreaks: r.breaks,
    at: AT,
    vatRateBp: r.vatRateBp,
  }));

describe('customerUnitPrice: properties', () => {
  it('is integer cents, never negative and never above the trade price', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = customerUnitPrice(i);
        expect(Number.isSafeInteger(p.unitPrice)).toBe(true);
        expect(p.unitPrice).toBeGreaterThanOrEqual(0);
        expect(p.unitPrice).toBeLessThanOrEqual(i.tradeUnitPrice);
        expect(p.unitGross).toBe(p.unitPrice + p.unitVat);
      }),
    );
  });

  it('charges VAT per unit at the line rate', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = customerUnitPrice(i);
        expect(p.unitVat).toBe(vatOnUnit(p.unitPrice, i.vatRateBp ?? 2300));
      }),
    );
  });

  it('is monotone non-increasing in quantity', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 1, max: 99 }), (i, other) => {
        const [low, high] = [Math.min(i.quantity, other), Math.max(i.quantity, other)];
        const atLow = customerUnitPrice({ ...i, quantity: low }).unitPrice;
        expect(customerUnitPrice({ ...i, quantity: high }).unitPrice).toBeLessThanOrEqual(atLow);
      }),
    );
  });

  it('without a list and tiers is the trade price exactly', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = customerUnitPrice({ ...i, priceList: null, volumeBreaks: [] });
        expect(p.unitPrice).toBe(i.tradeUnitPrice);
        expect(p.unitVat).toBe(vatOnUnit(i.tradeUnitPrice, i.vatRateBp ?? 2300));
      }),
    );
  });

  it('the listed tiers are the checkout price at their quantity, strictly falling', () => {
    fc.assert(
      fc.property(input, (i) => {
        const tiers = volumeUnitPrices(i);
        let previous = customerUnitPrice({ ...i, quantity: 1 }).unitPrice;
        for (const t of tiers) {
          expect(t.unit.unitPrice).toBe(
            customerUnitPrice({ ...i, quantity: t.minQuantity }).unitPrice,
          );
          expect(t.unit.unitPrice).toBeLessThan(previous);
          previous = t.unit.unitPrice;
        }
      }),
    );
  });
});

const quoted = fc.integer({ min: 0, max: 5_000_000 });

describe('customerUnitPrice: an accepted quote (step 0)', () => {
  it('replaces list and tier: the quoted price, VAT per unit at the line rate', () => {
    fc.assert(
      fc.property(input, quoted, (i, q) => {
        const p = customerUnitPrice({ ...i, quotedUnitPrice: q });
        expect(p).toMatchObject({ unitPrice: q, quoted: true, listRule: null });
        expect(p.volumePercentBp).toBe(0);
        expect(p.unitVat).toBe(vatOnUnit(q, i.vatRateBp ?? 2300));
        expect(p.unitGross).toBe(q + p.unitVat);
      }),
    );
  });

  it('does not depend on the list, the tiers or the quantity', () => {
    fc.assert(
      fc.property(input, quoted, fc.integer({ min: 1, max: 99 }), (i, q, n) => {
        const bare = { ...i, priceList: null, volumeBreaks: [], quantity: 1, quotedUnitPrice: q };
        const full = { ...i, quantity: n, quotedUnitPrice: q };
        expect(customerUnitPrice(full).unitGross).toBe(customerUnitPrice(bare).unitGross);
      }),
    );
  });

  it('without a quote (null) is the list and tier price unchanged', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = customerUnitPrice({ ...i, quotedUnitPrice: null });
        expect(p).toEqual({ ...customerUnitPrice(i), quoted: false });
      }),
    );
  });

  it('a discount on the whole quote rounds half-up once per unit and never raises', () => {
    expect(discountedUnitPrice(12_345, 1000)).toBe(11_111); // 11110.5 → 11111
    expect(discountedUnitPrice(999, 0)).toBe(999);
    expect(discountedUnitPrice(999, 10_000)).toBe(0);
    fc.assert(
      fc.property(quoted, percentBp, (price, bp) => {
        const d = discountedUnitPrice(price, bp);
        expect(Number.isSafeInteger(d)).toBe(true);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(price);
        expect(Math.abs(d * 10_000 - price * (10_000 - bp))).toBeLessThanOrEqual(5_000);
      }),
    );
    expect(() => discountedUnitPrice(100, 10_001)).toThrow(RangeError);
    expect(() => discountedUnitPrice(-1, 0)).toThrow(RangeError);
    expect(() => customerUnitPrice({ ...BED, quotedUnitPrice: 1.5 })).toThrow(RangeError);
  });
});

describe("volumeUnitPrices: from the customer's list price", () => {
  it('applies the price list before each tier (10 % off, then 5 % at 10+)', () => {
    const tiers = volumeUnitPrices({
      ...BED,
      priceList: list({ kind: 'PERCENT', categoryId: BEDS, percentBp: 1000 }),
      volumeBreaks: [tier(10, 500)],
    });
    // 600.00 × 0.9 × 0.95 = 513.00, not the trade 600.00 × 0.95 = 570.00.
    expect(tiers.map((t) => [t.minQuantity, t.unit.unitPrice, t.unit.listPercentBp])).toEqual([
      [10, 51_300, 1000],
    ]);
  });

  it('applies a fixed variation price before each tier (the storage extra kept)', () => {
    const tiers = volumeUnitPrices({
      ...BED,
      priceList: list({ kind: 'FIXED', productId: 7, variationId: 70, priceCents: 40_000 }),
      volumeBreaks: [tier(5, 1000)],
    });
    // (400.00 + 100.00 storage) × 0.9 = 450.00.
    expect(tiers.map((t) => [t.minQuantity, t.unit.unitPrice, t.unit.listRule])).toEqual([
      [5, 45_000, 'FIXED_VARIATION'],
    ]);
  });

  it('every tier is at or below the list price at one unit (fast-check)', () => {
    fc.assert(
      fc.property(input, (i) => {
        const one = customerUnitPrice({ ...i, quantity: 1 }).unitPrice;
        for (const t of volumeUnitPrices(i)) expect(t.unit.unitPrice).toBeLessThan(one);
      }),
    );
  });
});
