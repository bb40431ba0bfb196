/**
 * Pure order rules with exact cent amounts (spec §4 variation matching, §9 bed price, VAT, credit
 * tolerance), tracking IDs and the PDF/Word content check.
 */
import { describe, expect, it } from 'vitest';
import { availableCredit, fitsCredit } from '../src/books/ledger.js';
import {
  matchVariation,
  OrderError,
  priceOrderLine,
  orderStorageExtra as storageExtra,
  vatOnUnit,
  type CatalogProduct,
  type OrderLineRequest,
} from '../src/orders/service.js';
import { contentMatches, kindOfName, zipHasEntry } from '../src/orders/special-quote-files.js';
import { newTrackingId, normalizeTrackingId } from '../src/orders/tracking-id.js';
import type { CustomerPricing } from '@serena/domain';
import { PDF_BYTES, PNG_BYTES, zipOf } from './orders-helpers.js';

const bed: CatalogProduct = {
  id: 1,
  name: 'Bed',
  image: '/x.jpg',
  status: 'available',
  stock: 0,
  basePriceCents: 10199,
  isBed: true,
  storageTypes: ['Non Ottoman', 'Ottoman', 'Cloud Storage'],
  categoryNames: ['Beds'],
  categoryIds: [1],
  sizes: new Map([
    [12, 'Small'],
    [13, 'Double'],
    [14, 'King'],
  ]),
  fabrics: new Map([[7, { name: 'Velvet', colors: new Map([[71, 'Grey']]) }]]),
  variations: [
    { id: 501, sizeId: 13, fabricId: null, fabricColorId: null, priceCents: 1050 },
    { id: 502, sizeId: 14, fabricId: 7, fabricColorId: 71, priceCents: 78900 },
  ],
  ottomanPrices: new Map([
    [12, 9000],
    [13, 10000],
    [14, 17000],
  ]),
  cloudBaseCents: 9500,
};
const line = (over: Partial<OrderLineRequest> = {}): OrderLineRequest => ({
  productId: 1,
  sizeId: 13,
  fabricId: 7,
  fabricColorId: 71,
  storageType: 'Non Ottoman',
  quantity: 1,
  referenceNumber: 'R',
  clientGrossCents: null,
  clientVatCents: null,
  specialQuoteText: null,
  specialQuoteFileId: null,
  ...over,
});

describe('order pricing rule', () => {
  it('VAT is 23 % half-up per unit', () => {
    expect(vatOnUnit(50, 2300)).toBe(12);
    expect(vatOnUnit(19999, 2300)).toBe(4600);
    expect(vatOnUnit(105400, 2300)).toBe(24242);
    expect(vatOnUnit(1, 2300)).toBe(0);
  });

  it('matches exact, then fabric-only, then size-only variations', () => {
    expect(
      matchVariation(bed.variations, { sizeId: 14, fabricId: 7, fabricColorId: 71 })?.priceCents,
    ).toBe(78900);
    expect(
      matchVariation(bed.variations, { sizeId: 13, fabricId: 7, fabricColorId: 71 })?.priceCents,
    ).toBe(1050);
    expect(
      matchVariation(bed.variations, { sizeId: 12, fabricId: 7, fabricColorId: 71 }),
    ).toBeUndefined();
  });

  it('adds ottoman, and the cloud base only on sizes 13 to 15', () => {
    expect(storageExtra('Non Ottoman', 14, bed.ottomanPrices, 9500, 'f')).toBe(0);
    expect(storageExtra('Ottoman', 14, bed.ottomanPrices, 9500, 'f')).toBe(17000);
    expect(storageExtra('Cloud Storage', 14, bed.ottomanPrices, 9500, 'f')).toBe(26500);
    expect(storageExtra('Cloud Storage', 12, bed.ottomanPrices, 9500, 'f')).toBe(9000);
  });

  it('prices the King velvet bed with Cloud Storage: €1054.00 + €242.42, × 2 = €2592.84', () => {
    expect(
      priceOrderLine(
        bed,
        line({ sizeId: 14, storageType: 'Cloud Storage', quantity: 2 }),
        'items.0',
      ),
    ).toEqual({
      unitPriceCents: 105400,
      unitVatCents: 24242,
      totalCents: 259284,
      vatRateBp: 2300,
    });
    // At another rate (issue 22: the rate is data), e.g. 13.5 %: VAT 142.29 -> 142.29 per unit.
    expect(
      priceOrderLine(bed, line({ sizeId: 14, storageType: 'Cloud Storage' }), 'items.0', 1350),
    ).toEqual({ unitPriceCents: 105400, unitVatCents: 14229, totalCents: 119629, vatRateBp: 1350 });
  });

  it('refuses a different client price, a bad quantity and an unavailable product', () => {
    const tampered = () => priceOrderLine(bed, line({ clientGrossCents: 100 }), 'items.0');
    expect(tampered).toThrow(OrderError);
    expect(tampered).toThrow('Prices have changed. Please review your cart.');
    expect(
      priceOrderLine(bed, line({ clientGrossCents: 1292, clientVatCents: 242 }), 'i').totalCents,
    ).toBe(1292);
    expect(() => priceOrderLine(bed, line({ quantity: 0 }), 'i')).toThrow(
      'Quantity must be a whole number from 1 to 99.',
    );
    expect(() => priceOrderLine({ ...bed, status: 'unavailable' }, line(), 'i')).toThrow(
      'This product is no longer available.',
    );
    const sofa = { ...bed, isBed: false, stock: 0, sizes: new Map(), fabrics: new Map() };
    expect(() =>
      priceOrderLine(sofa, line({ sizeId: null, fabricId: null, fabricColorId: null }), 'i'),
    ).toThrow('This product is no longer available.');
  });

  it("prices at the customer's list and tiers (issue 25) and refuses the trade price then", () => {
    const pricing: CustomerPricing = {
      priceList: {
        rules: [
          { kind: 'PERCENT', categoryId: 1, percentBp: 1000 },
          { kind: 'FIXED', productId: 1, variationId: 502, priceCents: 70_000 },
        ],
      },
      volumeBreaks: [{ productId: 1, categoryId: null, minQuantity: 10, percentBp: 500 }],
      at: '2026-11-27',
    };
    // King velvet: fixed €700 + cloud storage €265 = €965 net, VAT €221.95 → €1186.95 a unit.
    const king = line({ sizeId: 14, storageType: 'Cloud Storage', quantity: 2 });
    expect(priceOrderLine(bed, king, 'i', 2300, pricing)).toEqual({
      unitPriceCents: 96_500,
      unitVatCents: 22_195,
      totalCents: 237_390,
      vatRateBp: 2300,
    });
    // Double (variation 501, €10.50) at 10 % off Beds, and 5 % more at 10 units: 1050 × .9 × .95
    // = 897.75 → 898 net, VAT 206.54 → 207.
    const double = priceOrderLine(bed, line({ quantity: 10 }), 'i', 2300, pricing);
    expect(double).toMatchObject({ unitPriceCents: 898, unitVatCents: 207, totalCents: 11_050 });
    // The trade price (€12.92 gross) sent by a client is refused for this customer.
    const trade = line({ clientGrossCents: 1292, clientVatCents: 242 });
    expect(() => priceOrderLine(bed, trade, 'i', 2300, pricing)).toThrow(
      'Prices have changed. Please review your cart.',
    );
    const listed = line({ clientGrossCents: 945 + 217, clientVatCents: 217 });
    expect(priceOrderLine(bed, listed, 'i', 2300, pricing).unitPriceCents).toBe(945);
  });

  it('credit: available = limit − max(0, outstanding); tolerance one cent', () => {
    expect(availableCredit(500000, 259284)).toBe(240716);
    expect(availableCredit(200000, -20358)).toBe(200000);
    expect(fitsCredit(1001, 1000)).toBe(true);
    expect(fitsCredit(1002, 1000)).toBe(false);
  });
});

describe('tracking IDs and special-quote files', () => {
  it('tracking IDs are ST- plus 10 base32 characters, distinct, normalised case-insensitively', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newTrackingId()));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(normalizeTrackingId(id.toLowerCase())).toBe(id);
    expect(normalizeTrackingId('PO-12345')).toBeNull();
  });

  it('checks name and content: PDF magic, OLE2 magic, DOCX zip with word/document.xml', () => {
    expect(kindOfName('A.PDF')).toBe('pdf');
    expect(kindOfName('a.docx')).toBe('docx');
    expect(kindOfName('a.png')).toBeNull();
    expect(contentMatches('pdf', PDF_BYTES)).toBe(true);
    expect(contentMatches('pdf', PNG_BYTES)).toBe(false);
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(contentMatches('doc', ole)).toBe(true);
    expect(contentMatches('doc', PDF_BYTES)).toBe(false);
    expect(zipHasEntry(zipOf({ 'word/document.xml': '<w/>' }), 'word/document.xml')).toBe(true);
    expect(zipHasEntry(zipOf({ 'xl/workbook.xml': '<x/>' }), 'word/document.xml')).toBe(false);
    expect(zipHasEntry(Buffer.from('PK\u0003\u0004 broken'), 'word/document.xml')).toBe(false);
  });
});
