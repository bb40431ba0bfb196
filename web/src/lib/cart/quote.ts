import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { graphql } from '@/__generated__';
import type { CartQuoteQuery } from '@/__generated__/graphql';
import { toCartLineInput } from './line-input';
import type { CartItem } from './types';

/** Prices the whole cart on the server (spec §2 Cart summary; the design: never stored prices). */
export const cartQuoteQuery = graphql(`
  query CartQuote($lines: [CartLineInput!]!) {
    cartQuote(lines: $lines) {
      lines {
        quantity
        unitPrice {
          amount
          currencyCode
        }
        unitVat {
          ...Price_money
        }
        lineTotal {
          ...Price_money
        }
      }
      subtotal {
        ...Price_money
      }
      vat {
        ...Price_money
      }
      total {
        ...Price_money
      }
    }
  }
`);

/** Prices one cart line; used to find which line cannot be priced when the cart quote fails. */
export const cartLinePriceQuery = graphql(`
  query CartLinePrice($input: CartLineInput!) {
    priceQuote(input: $input) {
      quantity
      lineTotal {
        ...Price_money
      }
    }
  }
`);

/** The server's quote of a cart, or null for a visitor. */
export type CartQuoteResult = NonNullable<CartQuoteQuery['cartQuote']>;

/** What {@link useCartQuote} returns. */
export interface CartQuoteState {
  /** The quote of the current cart lines; null while loading, for visitors, or on failure. */
  quote: CartQuoteResult | null;
  /** True while the current lines are being priced. */
  loading: boolean;
  /** The failure message of the whole quote, or null. */
  error: string | null;
  /** Messages of lines the server named as unpriceable, by index; empty when it named none. */
  lineErrors: ReadonlyMap<number, string>;
  /** True when the quote failed without naming a line: each line should be priced on its own. */
  checkLines: boolean;
}

/**
 * Reads the line index a GraphQL error names: `extensions.lineIndex`, `extensions.field`
 * ('lines.N…') or its path (`cartQuote.lines.N`); null when it names none.
 */
function lineIndexOf(error: { path?: ReadonlyArray<string | number>; extensions?: unknown }) {
  const ext = (error.extensions ?? {}) as Record<string, unknown>;
  if (typeof ext.lineIndex === 'number') return ext.lineIndex;
  const field = typeof ext.field === 'string' ? /^lines\.(\d+)/.exec(ext.field) : null;
  if (field) return Number(field[1]);
  const path = error.path ?? [];
  const at = path.indexOf('lines');
  const index = at >= 0 ? path[at + 1] : undefined;
  return typeof index === 'number' ? index : null;
}

/**
 * Prices the given cart lines with `cartQuote`, re-quoting whenever the lines change (spec §2 Cart:
 * Subtotal, Vat, Order Total are the server's, never the stored display hints). Skipped for an empty
 * cart or when `skip` is set (e.g. for visitors). Never throws: failures land in `error`.
 */
export function useCartQuote(items: readonly CartItem[], skip = false): CartQuoteState {
  const lines = useMemo(() => items.map(toCartLineInput), [items]);
  const { data, loading, error } = useQuery(cartQuoteQuery, {
    variables: { lines },
    skip: skip || lines.length === 0,
    fetchPolicy: 'cache-and-network',
  });
  // On the server (issue 29, /cart rendered for the signed-in customer) a failed quote is shown as
  // still loading: the error is not in the cache the browser hydrates from, which renders the
  // loading state, asks again and shows the error itself.
  if (error && typeof window === 'undefined') {
    return { quote: null, loading: true, error: null, lineErrors: new Map(), checkLines: false };
  }
  const lineErrors = new Map<number, string>();
  if (CombinedGraphQLErrors.is(error)) {
    for (const e of error.errors) {
      const index = lineIndexOf(e);
      if (index !== null && !lineErrors.has(index)) lineErrors.set(index, e.message);
    }
  }
  return {
    quote: error ? null : (data?.cartQuote ?? null),
    loading: loading && !data?.cartQuote,
    error: error
      ? ((CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : null) ?? error.message)
      : null,
    lineErrors,
    checkLines: !!error && lineErrors.size === 0 && CombinedGraphQLErrors.is(error),
  };
}

/**
 * Prices one line on its own when `enabled` (after a failed cart quote that named no line) and
 * returns the server's message when that line can no longer be priced, else null (spec §2 Cart).
 */
export function useLinePriceError(item: CartItem, enabled: boolean): string | null {
  const { error } = useQuery(cartLinePriceQuery, {
    variables: { input: toCartLineInput(item) },
    skip: !enabled,
  });
  if (!enabled || !error) return null;
  return CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? error.message) : null;
}
