import type { ListState, SortKey } from './list-params';

/** The product fields sorting and client-side narrowing read. */
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

const byName = (a: ArrangeableProduct, b: ArrangeableProduct) =>
  a.name.localeCompare(b.name, 'en-IE', { sensitivity: 'base', numeric: true });

function compare(sort: SortKey, a: ArrangeableProduct, b: ArrangeableProduct): number {
  switch (sort) {
    case 'name':
      return byName(a, b);
    case 'newest':
      return (Date.parse(b.createdAt) || 0) - (Date.parse(a.createdAt) || 0) || byName(a, b);
    case 'price-asc':
    case 'price-desc': {
      const pa = amountToCents(a.price?.amount);
      const pb = amountToCents(b.price?.amount);
      // Hidden prices sort last either way.
      if (pa === null || pb === null) return (pa === null ? 1 : 0) - (pb === null ? 1 : 0);
      return (sort === 'price-asc' ? pa - pb : pb - pa) || byName(a, b);
    }
  }
}

/**
 * Sorts the current page's products on the client (spec §4: sorting happens on the client): Name
 * A–Z, Newest first, or by price (lowest or highest first; products without a visible price last).
 * A null sort keeps the server's order. Returns a new array; the input is not changed.
 */
export function sortProducts<T extends ArrangeableProduct>(
  items: readonly T[],
  sort: SortKey | null,
): T[] {
  if (!sort) return [...items];
  return [...items].sort((a, b) => compare(sort, a, b));
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
