/**
 * The viewer's prices (issue 25; a per-request read of the viewer, beside session/viewer.ts):
 * every price a signed-in customer sees goes through @serena/domain `customerUnitPrice` with their
 * price list and the volume breaks, read from GET /api/order/prices — one call for the products
 * asked in one tick (loaders.viewerPricing). The same function prices the checkout in the api, so
 * what the customer is shown is what the api charges. Integer cents.
 */
import {
  customerUnitPrice,
  volumeUnitPrices,
  type CustomerPriceInput,
  type CustomerUnitPrice,
  pricingFromWire,
  type CustomerPricing,
  type VolumeUnitPrice,
} from '@serena/domain';
import type { GraphQLContext } from '../context.js';
import type { OwnPricingDto } from '../upstream/types.js';

/** What the caller knows of the line: everything but the viewer's list, tiers and the day. */
export type ViewerPriceInput = Omit<CustomerPriceInput, 'priceList' | 'volumeBreaks' | 'at'>;

/** The domain's pricing context of a viewer's pricing read (no list and no tiers for null). */
function pricingOf(pricing: OwnPricingDto | null): CustomerPricing {
  return pricing
    ? pricingFromWire(pricing)
    : { priceList: null, volumeBreaks: [], at: '1970-01-01' };
}

/**
 * The viewer's unit price of a line whose trade unit net price is `input.tradeUnitPrice` (cents):
 * their price list and the volume breaks applied by `customerUnitPrice` (the documented order).
 * Without a list and tiers it is the trade price exactly.
 * @throws {RangeError} as `customerUnitPrice`; upstream errors of the pricing read.
 */
export async function viewerUnitPrice(
  context: GraphQLContext,
  input: ViewerPriceInput,
): Promise<CustomerUnitPrice> {
  const { pricing } = await context.loaders.viewerPricing.load(input.productId);
  return customerUnitPrice({ ...input, ...pricingOf(pricing) });
}

/**
 * The viewer's price per unit at each volume tier of a product (issue 25 "10 or more: €X each"),
 * at quantity 1's configuration `input`; empty without tiers.
 */
export async function viewerVolumePrices(
  context: GraphQLContext,
  input: Omit<ViewerPriceInput, 'quantity'>,
): Promise<VolumeUnitPrice[]> {
  const { pricing } = await context.loaders.viewerPricing.load(input.productId);
  return volumeUnitPrices({ ...input, ...pricingOf(pricing) });
}
