/**
 * Query.priceQuote and the PriceQuote type: the server-side price of one configured cart line
 * (spec §4 variation matching, §5 quantity, §9 bed price and VAT). The rules live in
 * @serena/domain; this file loads the product and storage prices and converts euros to cents.
 */
import { GraphQLError } from 'graphql';
import type {
  CartLineInput,
  PriceQuoteResolvers,
  QueryResolvers,
} from '../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../context.js';
import type { Cents } from '@serena/domain';
import { parseEuroAmount } from '../domain/money.js';
import {
  PricingError,
  formatVatRate,
  matchVariation,
  priceLine,
  storageExtra,
  type PricedLine,
  type PricedVariation,
  type ProductOptions,
  type StorageOption,
} from '@serena/domain';
import { badUserInput } from '../upstream/errors.js';
import type { ProductResponse } from '../upstream/types.js';
import { parseId } from './input.js';
import { viewerUnitPrice } from '../session/viewer-prices.js';
import { isBed, storageCategoryId, storageOptionsOf } from '@serena/domain';

/** PriceQuote fields: every amount is integer cents, turned into Money by the Money resolver. */
export const PriceQuote: PriceQuoteResolvers = {
  unitPrice: (quote) => quote.unitPrice,
  unitVat: (quote) => quote.unitVat,
  unitGross: (quote) => quote.unitGross,
  lineTotal: (quote) => quote.lineTotal,
  quantity: (quote) => quote.quantity,
  vatRatePercent: (quote) => Math.round(quote.vatRateBp / 100),
  vatRate: (quote) => formatVatRate(quote.vatRateBp),
};

/**
 * Resolves Query.priceQuote: null for a visitor (no token, or a token the api no longer accepts,
 * so it hid the prices); otherwise the priced line in cents (spec §9).
 * @throws NOT_FOUND when the product does not exist; BAD_USER_INPUT for a malformed id or a
 *   PricingError (quantity, storage on a non-bed, choices the product does not offer).
 */
export const priceQuote: NonNullable<QueryResolvers['priceQuote']> = async (
  _parent,
  { input },
  context,
) => {
  if (!context.viewerToken) return null;
  const productId = parseId(input.productId);
  const response = productId === null ? null : await context.loaders.productById.load(productId);
  if (!response) {
    throw new GraphQLError('Product not found.', { extensions: { code: 'NOT_FOUND' } });
  }
  return quoteLine(response, input, context);
};

/**
 * Prices one cart line of a loaded product for the viewer, at their price (issue 25: the trade
 * price by `priceLine`, then their price list and volume breaks by `customerUnitPrice`, as the
 * api's checkout does); null when the api hid the base price (the token is no longer valid).
 * Exported for re-pricing order lines server-side (cart quote, quick order, place order).
 * @throws BAD_USER_INPUT for malformed ids or a PricingError; errors of the storage-price calls.
 */
export async function quoteLine(
  { product, variations, vat_rate_bp: vatRateBp }: ProductResponse,
  input: CartLineInput,
  context: GraphQLContext,
): Promise<PricedLine | null> {
  const basePrice = parseEuroAmount(product.price_euro);
  if (basePrice === null) return null;
  const storage: StorageOption = input.storage ?? 'NONE';
  const bed = isBed(product);
  const selection = {
    sizeId: optionalId(input.sizeId, 'sizeId'),
    fabricId: optionalId(input.fabricId, 'fabricId'),
    fabricColorId: optionalId(input.fabricColorId, 'fabricColorId'),
  };
  const priced: (PricedVariation & { id: number })[] = [];
  for (const v of variations) {
    const price = parseEuroAmount(v.price_euro);
    if (price !== null) priced.push({ ...v, price });
  }
  const { ottomanPrices, cloudBase } =
    bed && storage !== 'NONE' ? await loadStoragePrices(product, context) : noStorage();
  try {
    const trade = priceLine({
      basePrice,
      variations: priced,
      ottomanPrices,
      cloudBase,
      isBed: bed,
      vatRateBp,
      input: { ...selection, storage, quantity: input.quantity },
      options: productOptions(product),
    });
    const extra =
      bed && storage !== 'NONE'
        ? storageExtra({ storage, sizeId: selection.sizeId, ottomanPrices, cloudBase })
        : 0;
    const customer = await viewerUnitPrice(context, {
      tradeUnitPrice: trade.unitPrice,
      storageExtra: extra,
      productId: product.id,
      categoryIds: product.Categories.map((c) => c.id),
      variationId: matchVariation(priced, selection)?.id ?? null,
      quantity: input.quantity,
      vatRateBp,
    });
    const { unitPrice, unitVat, unitGross } = customer;
    return { ...trade, unitPrice, unitVat, unitGross, lineTotal: unitGross * input.quantity };
  } catch (error) {
    if (error instanceof PricingError) {
      throw new GraphQLError(error.message, {
        extensions: { code: 'BAD_USER_INPUT', reason: error.code },
      });
    }
    throw error;
  }
}

/** The sizes, fabrics with colours and storage options a product offers (spec §3 Product). */
function productOptions(product: ProductResponse['product']): ProductOptions {
  return {
    sizeIds: (product.Sizes ?? []).map((s) => s.id),
    fabrics: new Map((product.Fabrics ?? []).map((f) => [f.id, f.fabricColors.map((c) => c.id)])),
    storage: storageOptionsOf(product).filter((t) => t !== 'NONE'),
  };
}

/** Ottoman prices per size and the cloud base, in cents, for the product's storage category. */
async function loadStoragePrices(
  product: ProductResponse['product'],
  { loaders }: GraphQLContext,
): Promise<{ ottomanPrices: Map<number, Cents>; cloudBase: Cents | null }> {
  const categoryId = storageCategoryId(product);
  if (categoryId === null) return noStorage();
  const [ottoman, cloud] = await Promise.all([
    loaders.ottomanPrices.load(categoryId),
    loaders.cloudStorageBase.load(categoryId),
  ]);
  const ottomanPrices = new Map<number, Cents>();
  for (const [sizeId, amount] of Object.entries(ottoman)) {
    const cents = parseEuroAmount(amount);
    if (cents !== null) ottomanPrices.set(Number(sizeId), cents);
  }
  return { ottomanPrices, cloudBase: parseEuroAmount(cloud) };
}

function noStorage(): { ottomanPrices: Map<number, Cents>; cloudBase: Cents | null } {
  return { ottomanPrices: new Map(), cloudBase: null };
}

/** Parses an optional ID argument; BAD_USER_INPUT naming the field when it is not a positive id. */
function optionalId(id: string | null | undefined, field: string): number | null {
  if (id === null || id === undefined) return null;
  const value = parseId(id);
  if (value === null) throw badUserInput(`${field} must be a positive integer id.`, field);
  return value;
}
