/** The tab showing every product (spec §2 Product list). */
export const ALL_ITEMS_TAB = 'all';

/** Default price range of the filter in whole euros, and its slider step (spec §9). */
export const PRICE_RANGE = { min: 1, max: 1000, step: 1 } as const;

/** Sort keys kept in `?sort=` (spec §3 Sort options). */
export type SortKey = 'name' | 'newest' | 'price-asc' | 'price-desc';

/** Every sort option with its label, word for word (spec §3: 'Price Hight - Low' as written). */
export const SORT_OPTIONS: readonly { value: SortKey; label: string; needsPrice: boolean }[] = [
  { value: 'name', label: 'Name', needsPrice: false },
  { value: 'newest', label: 'Newest', needsPrice: false },
  { value: 'price-asc', label: 'Price Low - High', needsPrice: true },
  { value: 'price-desc', label: 'Price Hight - Low', needsPrice: true },
];

/**
 * Everything the product list keeps in its URL, so back and forward restore it (spec §2 Product
 * list): search text `q`, SKU text `sku`, `sort`, the category tab `category` (a slug), the filter's
 * category ids `cats` and size ids `sizes` (comma separated), the price range `min`/`max` in whole
 * euros, and `page` (read by `usePageParam`).
 */
export interface ListState {
  /** Search text as typed ('' when none; trimmed before searching). */
  q: string;
  /** SKU search text as typed ('' when none; trimmed before searching). */
  sku: string;
  /** Sort key, or null for the server's order. */
  sort: SortKey | null;
  /** The category tab slug, or 'all'. */
  tab: string;
  /** Category ids ticked in the filter panel. */
  categoryIds: string[];
  /** Size ids ticked in the filter panel. */
  sizeIds: string[];
  /** Lowest price in whole euros, or null when not set. */
  minPrice: number | null;
  /** Highest price in whole euros, or null when not set. */
  maxPrice: number | null;
}

const ids = (value: string | null): string[] =>
  value
    ? [...new Set(value.split(',').filter((id) => /^[1-9]\d{0,9}$/.test(id)))].sort(
        (a, b) => Number(a) - Number(b),
      )
    : [];

const euros = (value: string | null): number | null => {
  if (value === null || !/^\d{1,7}$/.test(value)) return null;
  return Math.min(PRICE_RANGE.max, Math.max(PRICE_RANGE.min, Number(value)));
};

/** Reads the list state from the URL's query; malformed values are ignored, never thrown. */
export function readListState(params: URLSearchParams): ListState {
  const sort = params.get('sort');
  let minPrice = euros(params.get('min'));
  let maxPrice = euros(params.get('max'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  return {
    q: params.get('q') ?? '',
    sku: params.get('sku') ?? '',
    sort: SORT_OPTIONS.some((o) => o.value === sort) ? (sort as SortKey) : null,
    tab: params.get('category')?.toLowerCase() || ALL_ITEMS_TAB,
    categoryIds: ids(params.get('cats')),
    sizeIds: ids(params.get('sizes')),
    minPrice,
    maxPrice,
  };
}

/** Changes to apply to the list's URL; `undefined` keeps a value, '' or null or [] removes it. */
export interface ListChange {
  q?: string;
  sku?: string;
  sort?: SortKey | null;
  tab?: string;
  categoryIds?: readonly string[];
  sizeIds?: readonly string[];
  minPrice?: number | null;
  maxPrice?: number | null;
}

const KEYS: Record<keyof ListChange, string> = {
  q: 'q',
  sku: 'sku',
  sort: 'sort',
  tab: 'category',
  categoryIds: 'cats',
  sizeIds: 'sizes',
  minPrice: 'min',
  maxPrice: 'max',
};

/**
 * Returns the next URL query after a change. Any change but sorting goes back to page 1 (the result
 * set changed); sorting keeps the page since it only reorders the current page (spec §4).
 */
export function applyListChange(params: URLSearchParams, change: ListChange): URLSearchParams {
  const next = new URLSearchParams(params);
  const entries = Object.entries(change) as [
    keyof ListChange,
    string | number | null | undefined | readonly string[],
  ][];
  for (const [field, value] of entries) {
    if (value === undefined) continue;
    const key = KEYS[field];
    const text = Array.isArray(value) ? value.join(',') : value === null ? '' : String(value);
    if (text === '' || (field === 'tab' && text === ALL_ITEMS_TAB)) next.delete(key);
    else next.set(key, text);
  }
  const onlySort = Object.keys(change).every((key) => key === 'sort');
  if (!onlySort) next.delete('page');
  return next;
}

/** The `search` of a URL holding `params`: '?' and the query, or '' when there is none. */
export function toSearch(params: URLSearchParams): string {
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** True when the filter panel narrows the list (categories, sizes, or a price bound when shown). */
export function hasFilter(state: ListState, pricesVisible: boolean): boolean {
  return (
    state.categoryIds.length > 0 ||
    state.sizeIds.length > 0 ||
    (pricesVisible && (state.minPrice !== null || state.maxPrice !== null))
  );
}

/** The change that clears the filter panel (spec §2 'Clear filters'). */
export const CLEAR_FILTERS: ListChange = {
  categoryIds: [],
  sizeIds: [],
  minPrice: null,
  maxPrice: null,
};

/**
 * The change that opens a category tab (spec §2 tabs): the search boxes and the filter panel are
 * cleared, the sort is kept, and the list goes back to page 1.
 */
export function tabChange(tab: string): ListChange {
  return { ...CLEAR_FILTERS, q: '', sku: '', tab };
}
