import type { Cents } from '@serena/domain';
import { parseEuroAmount } from '../domain/money.js';
import type { GraphQLContext } from '../context.js';
import type { EuroAmount, ProductDto } from '../upstream/types.js';
import { viewerUnitPrice } from '../session/viewer-prices.js';

/**
 * Price hiding (spec §1, §6): returns the api's euro amount as integer cents for a signed-in viewer,
 * and null for a visitor whatever the api sent.
 * @throws {RangeError} when the api sent an amount that is not a decimal number.
 */
export function visiblePrice(
  context: GraphQLContext,
  amount: EuroAmount | undefined,
): Cents | null {
  if (!context.canSeePrices) return null;
  return parseEuroAmount(amount ?? null);
}

/**
 * The signed-in viewer's net price of one unit whose trade price is `trade` (cents) — a product's
 * base price (`variationId` null) or one of its variations — with their price list applied by
 * @serena/domain `customerUnitPrice` (issue 25; quantity 1, so no volume break). Null stays null.
 */
export async function viewerPrice(
  context: GraphQLContext,
  trade: Cents | null,
  product: Pick<ProductDto, 'id' | 'Categories'>,
  variationId: number | null,
): Promise<Cents | null> {
  if (trade === null) return null;
  const price = await viewerUnitPrice(context, {
    tradeUnitPrice: trade,
    productId: product.id,
    categoryIds: product.Categories.map((c) => c.id),
    variationId,
    quantity: 1,
  });
  return price.unitPrice;
}
