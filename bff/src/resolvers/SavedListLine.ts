/**
 * The SavedListLine type (issue 24 "Saved lists"): a saved line priced now at the viewer's prices
 * with the same `quoteLine` as the cart (the bff owns pricing and price hiding), or the reason it
 * can no longer be ordered — its product deleted or unavailable, or its variation gone — so the
 * buyer sees it named instead of it vanishing. The product is loaded once per request (loaders).
 */
import type { PricedLine } from '@serena/domain';
import { isBed, isPurchasable } from '@serena/domain';
import type { SavedListLineResolvers } from '../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../context.js';
import { errorCode } from '../upstream/errors.js';
import type { SavedListLineDto } from '../upstream/saved-lists.js';
import type { ProductResponse } from '../upstream/types.js';
import { quoteLine } from './PriceQuote.js';

/** A line's state now: its product (null when gone), its price, or why it cannot be ordered. */
interface LineState {
  product: ProductResponse | null;
  price: PricedLine | null;
  unavailable: string | null;
}

/** The words naming a line: product, size, fabric and colour as saved. */
export function savedLineLabel(line: SavedListLineDto): string {
  return [line.productName, line.sizeLabel, line.fabricName, line.fabricColorName]
    .filter((part): part is string => Boolean(part))
    .join(', ');
}

/** The message of a line that can no longer be ordered (issue 24: named, not dropped). */
export function noLongerSold(line: SavedListLineDto, variationGone: boolean): string {
  return variationGone
    ? `${savedLineLabel(line)} is no longer sold in that configuration.`
    : `${line.productName} is no longer sold.`;
}

/** Prices `line` or finds why it cannot be ordered. @throws upstream failures other than 4xx input */
async function stateOf(line: SavedListLineDto, context: GraphQLContext): Promise<LineState> {
  const product = await context.loaders.productById.load(line.productId);
  if (!product || !isPurchasable(product.product)) {
    return { product, price: null, unavailable: noLongerSold(line, false) };
  }
  const input = {
    productId: String(line.productId),
    sizeId: line.sizeId === null ? null : String(line.sizeId),
    fabricId: line.fabricId === null ? null : String(line.fabricId),
    fabricColorId: line.fabricColorId === null ? null : String(line.fabricColorId),
    storage: line.storage,
    quantity: line.quantity,
  };
  try {
    return { product, price: await quoteLine(product, input, context), unavailable: null };
  } catch (error) {
    if (errorCode(error) !== 'BAD_USER_INPUT') throw error;
    return { product, price: null, unavailable: noLongerSold(line, true) };
  }
}

const states = new WeakMap<SavedListLineDto, Promise<LineState>>();

/** The line's state, worked out once per line object (one request's answer). */
function lineState(line: SavedListLineDto, context: GraphQLContext): Promise<LineState> {
  let state = states.get(line);
  if (!state) {
    state = stateOf(line, context);
    states.set(line, state);
  }
  return state;
}

/** SavedListLine fields: the saved values, and the product's facts and price now. */
export const SavedListLine: SavedListLineResolvers = {
  id: (line) => String(line.id),
  productImage: async (line, _a, context) =>
    (await lineState(line, context)).product?.product.product_image ?? null,
  categories: async (line, _a, context) =>
    (await lineState(line, context)).product?.product.Categories.map((c) => c.category_name) ?? [],
  isBed: async (line, _a, context) => {
    const { product } = await lineState(line, context);
    return product ? isBed(product.product) : line.fabricId !== null;
  },
  price: async (line, _a, context) => (await lineState(line, context)).price,
  unavailable: async (line, _a, context) => (await lineState(line, context)).unavailable,
};
