import type { ListState } from './list-params';

/** The product fields client-side narrowing reads (sorting is the server's, issue 14). */
export interface ArrangeableProduct {
  name: string;
  sku: string;
  createdAt: string;
  price?: { amount: string } | null;
  categories: readonly { id: string }[];
  sizes: readonly { id: string }[];
}

/** Euro cents of an exact decimal amount ("1234.5" -> 123450); null when it is not one. */
export function amountToCents(amount: string | null | undefined): number | null {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount?.trim() ?? '');
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/**
 * Narrows a page of products on the client (spec §4: filtering happens on the client): to those
 * whose SKU contains `sku` (case-insensitive), and — for search results, which the server cannot
 * filter — to the filter panel's categories, sizes and price range (whole euros). Used for search
 * results only: the plain list is filtered by the server through `products(filter:)`.
 */
export function narrowProducts<T extends ArrangeableProduct>(
  items: readonly T[],
  state: Pick<ListState, 'sku' | 'categoryIds' | 'sizeIds' | 'minPrice' | 'maxPrice'>,
  pricesVisible: boolean,
): T[] {
  const sku = state.sku.trim().toLowerCase();
  const min = pricesVisible && state.minPrice !== null ? state.minPrice * 100 : null;
  const max = pricesVisible && state.maxPrice !== null ? state.maxPrice * 100 : null;
  return items.filter((item) => {
    if (sku && !item.sku.toLowerCase().includes(sku)) return false;
    if (state.categoryIds.length && !item.categories.some((c) => state.categoryIds.includes(c.id)))
      return false;
    if (state.sizeIds.length && !item.sizes.some((s) => state.sizeIds.includes(s.id))) return false;
    if (min !== null || max !== null) {
      const cents = amountToCents(item.price?.amount);
      if (cents === null) return false;
      if (min !== null && cents < min) return false;
      if (max !== null && cents > max) return false;
    }
    return true;
  });
}
