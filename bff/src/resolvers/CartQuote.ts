/**
 * Query.cartQuote (spec §2 Cart summary: Subtotal, Vat, Order Total): every line priced on the
 * server with the same `quoteLine` as priceQuote (product loads batched by the loaders). Amounts in
 * integer cents; null for visitors.
 */
import { GraphQLError } from 'graphql';
import type { CartQuoteResolvers, QueryResolvers } from '../__generated__/resolvers-types.js';
import type { PricedLine } from '@serena/domain';
import { parseId } from './input.js';
import { quoteLine } from './PriceQuote.js';

/** Sums of a priced cart in cents: net subtotal, VAT and total (spec §2, §9). */
export function cartTotals(lines: readonly PricedLine[]): {
  subtotal: number;
  vat: number;
  total: number;
} {
  let subtotal = 0;
  let vat = 0;
  let total = 0;
  for (const l of lines) {
    subtotal += l.unitPrice * l.quantity;
    vat += l.unitVat * l.quantity;
    total += l.lineTotal;
  }
  return { subtotal, vat, total };
}

/** CartQuote fields are plain values (Money as cents). */
export const CartQuote: CartQuoteResolvers = {};

/**
 * Resolves Query.cartQuote: null for a visitor or when the api hides prices (token no longer valid).
 * @throws NOT_FOUND for an unknown product; BAD_USER_INPUT for a line that cannot be priced.
 */
export const cartQuote: NonNullable<QueryResolvers['cartQuote']> = async (
  _parent,
  { lines },
  context,
) => {
  if (!context.viewerToken) return null;
  const priced = await Promise.all(
    lines.map(async (line, i) => {
      const id = parseId(line.productId);
      const response = id === null ? null : await context.loaders.productById.load(id);
      if (!response) {
        throw new GraphQLError('Product not found.', {
          extensions: { code: 'NOT_FOUND', field: `lines.${i}.productId` },
        });
      }
      return quoteLine(response, line, context);
    }),
  );
  if (priced.some((p) => p === null)) return null;
  const quoted = priced as PricedLine[];
  return { lines: quoted, ...cartTotals(quoted) };
};
