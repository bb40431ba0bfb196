// Test data for the cart store and cart screens; imported only by tests.
import { cartQuoteQuery } from './quote';
import type { NewCartItem } from './types';

/**
 * A cart item for tests (a non-bed mattress line by default), with overrides. Not used by the app.
 */
export function cartItem(overrides: Partial<NewCartItem> = {}): NewCartItem {
  return {
    id: '7',
    productId: '7',
    product_name: 'Cloud Comfort Mattress',
    price: '300.00',
    vat: '69.00',
    size: '4ft6 Double',
    sizeId: '13',
    quantity: 1,
    image: '/images/mattress.jpg',
    isStorage: false,
    isCloudStorage: false,
    storageType: '',
    storage: 'NONE',
    referenceNumber: '',
    specialQuote: { text: '', fileId: null, fileName: null },
    specialInstructions: '',
    categories: ['Mattresses'],
    isBed: false,
    fabric: null,
    fabricId: null,
    fabricColor: null,
    fabricColorId: null,
    ...overrides,
  };
}

/** A bed line for tests: fabric, colour and 'Non Ottoman' storage, with overrides. */
export function bedItem(overrides: Partial<NewCartItem> = {}): NewCartItem {
  return cartItem({
    id: '1',
    productId: '1',
    product_name: 'Aurora Bed',
    price: '499.00',
    vat: '114.77',
    categories: ['Beds'],
    isBed: true,
    storageType: 'Non Ottoman',
    fabric: 'Plush Velvet',
    fabricId: '2',
    fabricColor: 'Steel Grey',
    fabricColorId: '5',
    ...overrides,
  });
}

/** A euro Money value as the API sends it (tests). */
export const money = (amount: string) => ({
  __typename: 'Money' as const,
  amount,
  currencyCode: 'EUR',
});

/** A CartQuote result for tests: one line per total, plus the given sums. */
export function cartQuoteResult(
  lineTotals: string[],
  sums: { subtotal: string; vat: string; total: string },
) {
  return {
    __typename: 'CartQuote' as const,
    lines: lineTotals.map((total) => ({
      __typename: 'PriceQuote' as const,
      quantity: 1,
      unitPrice: money(total),
      unitVat: money('0.00'),
      lineTotal: money(total),
    })),
    subtotal: money(sums.subtotal),
    vat: money(sums.vat),
    total: money(sums.total),
  };
}

/** A CartQuote mock answering any lines with `result`, usable many times (tests). */
export function cartQuoteMock(result: ReturnType<typeof cartQuoteResult> | null) {
  return {
    request: { query: cartQuoteQuery, variables: () => true },
    result: { data: { cartQuote: result } },
    maxUsageCount: 20,
  };
}
