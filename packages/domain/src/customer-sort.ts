/**
 * The product list's price order for a signed-in customer (issue 25 "Price lists": the listing's
 * "Price Low - High" / "Price Hight - Low" sorts, spec §3, must follow the price the customer sees,
 * not the trade price). Each product is ranked by its unit net price at quantity 1 from
 * `customerUnitPrice` with the customer's price list — the same price the listing shows — so a
 * product with a fixed or category price ranks where its shown price puts it. Pure, integer cents.
 */
import { customerUnitPrice } from './customer-pricing.js';
import type { Cents } from './money.js';
import type { CustomerPricing } from './pricing-wire.js';

/** A product as the price sort needs it: its id, trade base price (cents) and category ids. */
export interface SortableProduct {
  id: number;
  /** The product's trade base net price in integer euro cents (no variation, no storage). */
  tradeUnitPrice: Cents;
  categoryIds: readonly number[];
}

/** Price order direction: 'asc' cheapest first, 'desc' dearest first. */
export type PriceSortDirection = 'asc' | 'desc';

/**
 * The customer's listed unit net price (cents) of a product: its base price with the customer's
 * price list applied by `customerUnitPrice` at quantity 1 (so no volume break), as the listing
 * shows it. @throws {RangeError} as `customerUnitPrice`.
 */
export function customerListedPrice(product: SortableProduct, pricing: CustomerPricing): Cents {
  return customerUnitPrice({
    tradeUnitPrice: product.tradeUnitPrice,
    productId: product.id,
    categoryIds: product.categoryIds,
    variationId: null,
    quantity: 1,
    priceList: pricing.priceList,
    volumeBreaks: pricing.volumeBreaks,
    at: pricing.at,
  }).unitPrice;
}

/**
 * The ids of `products` ordered by the customer's listed price (`customerListedPrice`), cheapest
 * first for 'asc' and dearest first for 'desc'; equal prices by id ascending, as the trade price
 * sort breaks ties. Without a price list this is the trade price order exactly.
 * @throws {RangeError} as `customerUnitPrice`.
 */
export function sortByCustomerPrice(
  products: readonly SortableProduct[],
  pricing: CustomerPricing,
  direction: PriceSortDirection,
): number[] {
  const sign = direction === 'asc' ? 1 : -1;
  return products
    .map((p) => ({ id: p.id, price: customerListedPrice(p, pricing) }))
    .sort((a, b) => sign * (a.price - b.price) || a.id - b.id)
    .map((p) => p.id);
}
