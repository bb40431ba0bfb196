import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { CartLineInput, ProductPriceQuoteQuery } from '@/__generated__/graphql';
import { PriceQuoteQuery } from '../api/documents';

/** Debounce of the live price, in milliseconds. */
export const PRICE_QUOTE_DEBOUNCE_MS = 150;

/** The server's quote of the configured line. */
export type LineQuote = NonNullable<ProductPriceQuoteQuery['priceQuote']>;

/** What {@link usePriceQuote} returns. */
export interface PriceQuoteState {
  /** The quote to show: the current one, or the previous one while the next loads; else null. */
  quote: LineQuote | null;
  /** True while the current choice is being priced (or waits for the debounce). */
  pending: boolean;
  /** True when there is no choice to price (`input` null) or the server refused it (BAD_USER_INPUT). */
  incomplete: boolean;
  /** A failure that is not about the choice (e.g. the server is down), or null. */
  error: string | null;
}

const keyOf = (input: CartLineInput | null) => (input ? JSON.stringify(input) : '');

/**
 * Prices the configured line live for a signed-in customer with `priceQuote` (spec §9 bed price
 * and VAT), ~150 ms after the choice settles. The previous price stays while the next loads, so
 * nothing jumps. A BAD_USER_INPUT answer (an incomplete choice) sets `incomplete` instead of an
 * error. Skipped when `input` is null (visitors, or a choice still incomplete). Never throws.
 */
export function usePriceQuote(input: CartLineInput | null): PriceQuoteState {
  const key = keyOf(input);
  const [settled, setSettled] = useState<{ key: string; input: CartLineInput | null }>({
    key,
    input,
  });
  useEffect(() => {
    if (settled.key === key) return undefined;
    const timer = setTimeout(() => setSettled({ key, input }), PRICE_QUOTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, input, settled.key]);

  const { data, previousData, loading, error } = useQuery(PriceQuoteQuery, {
    variables: { input: settled.input ?? { productId: '', quantity: 1 } },
    skip: !settled.input,
  });
  const refused =
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => e.extensions?.code === 'BAD_USER_INPUT');
  const current = error ? null : (data?.priceQuote ?? null);
  return {
    quote: current ?? (loading && !error ? (previousData?.priceQuote ?? null) : null),
    pending: Boolean(input) && (settled.key !== key || loading),
    incomplete: refused || !input,
    error: error && !refused ? error.message : null,
  };
}
