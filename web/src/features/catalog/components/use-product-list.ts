import { useQuery } from '@apollo/client/react';
import { getFragmentData } from '@/__generated__';
import type { FragmentType } from '@/__generated__';
import type { ProductFilter, ProductSort } from '@/__generated__/graphql';
import type { ProductCardFragment } from '@/components/product-card';
import {
  CategoryProductListQuery,
  ProductListQuery,
  ProductListingFragment,
  ProductSortFragment,
  SearchProductListQuery,
} from '../api/documents';
import { PAGE_SIZE } from '../constants';
import { narrowProducts } from '../lib/arrange';
import { ALL_ITEMS_TAB, hasFilter } from '../lib/list-params';
import type { ListState, SortKey } from '../lib/list-params';

/** Which server call feeds the list. */
export type ListMode = 'all' | 'category' | 'filter' | 'search';

/** What {@link useProductList} returns. */
export interface ProductListResult {
  /** Which server call feeds the list. */
  mode: ListMode;
  /** The cards to show, narrowed and sorted; empty on failure. */
  items: (FragmentType<typeof ProductCardFragment> & { id: string })[];
  /** 1-based current page; 1 after a failure (spec §8). */
  currentPage: number;
  /** Total pages; 0 after a failed filter, 1 after a failed search (spec §8). */
  totalPages: number;
  /** Products over all pages as the server counts them; 0 after a failure (spec §8). */
  totalProducts: number;
  /** True when the current page was narrowed on the client (SKU box, or filters on a search). */
  narrowed: boolean;
  /** True until the first answer of the current request arrives. */
  loading: boolean;
  /** True when the request failed (the list is then empty, spec §8). */
  failed: boolean;
}

/** The `ProductFilter` of the filter panel, or null when nothing is ticked (spec §3 Filter request). */
export function toProductFilter(state: ListState, pricesVisible: boolean): ProductFilter | null {
  if (!hasFilter(state, pricesVisible)) return null;
  const filter: ProductFilter = {};
  if (state.categoryIds.length) filter.categoryIds = state.categoryIds;
  if (state.sizeIds.length) filter.sizeIds = state.sizeIds;
  if (pricesVisible && state.minPrice !== null) filter.minPrice = state.minPrice;
  if (pricesVisible && state.maxPrice !== null) filter.maxPrice = state.maxPrice;
  return filter;
}

/** The server order of a sort choice (issue 14: sorted over the whole catalogue, not one page). */
export const SERVER_SORT: Record<SortKey, ProductSort> = {
  name: 'NAME',
  newest: 'NEWEST',
  'price-asc': 'PRICE_ASC',
  'price-desc': 'PRICE_DESC',
};

/**
 * Loads one page of the product list the way the URL asks (spec §2, §4, §7, §8): a search when the
 * search or SKU box holds text (`searchProducts`; the SKU box searches for the SKU text and the page
 * is then narrowed to SKUs containing it), else the filtered listing when the panel narrows it
 * (`products(filter:)`), else the chosen tab's category, else the full listing. A chosen sort is
 * applied by the server over every page (a sorted category tab is read as the listing filtered to
 * `tabCategoryId`); price sorts count only for signed-in customers. A failure never throws: it gives an empty list with pagination reset
 * (filter: 0 totals, page 1, no pages; search: one page, 0 products).
 */
export function useProductList(
  state: ListState,
  page: number,
  pricesVisible: boolean,
  ready: boolean,
  tabCategoryId?: string,
): ProductListResult {
  const searchText = state.q.trim() || state.sku.trim();
  const filter = toProductFilter(state, pricesVisible);
  const mode: ListMode = searchText
    ? 'search'
    : filter
      ? 'filter'
      : state.tab !== ALL_ITEMS_TAB
        ? 'category'
        : 'all';
  const paging = { page, limit: PAGE_SIZE };
  const sort = state.sort ? SERVER_SORT[state.sort] : null;
  // A sorted tab reads the listing filtered to its category, which the server can order.
  const sortedTab = mode === 'category' && sort !== null && tabCategoryId !== undefined;
  const listFilter = sortedTab ? { categoryIds: [tabCategoryId] } : filter;

  const list = useQuery(ProductListQuery, {
    variables: { ...paging, filter: listFilter, ...(sort ? { sort } : {}) },
    skip: !ready || (mode !== 'all' && mode !== 'filter' && !sortedTab),
  });
  const category = useQuery(CategoryProductListQuery, {
    variables: { ...paging, name: state.tab },
    skip: !ready || mode !== 'category' || sortedTab,
  });
  const search = useQuery(SearchProductListQuery, {
    variables: { ...paging, query: searchText, ...(sort ? { sort } : {}) },
    skip: !ready || mode !== 'search',
  });

  // While the next page loads, the previous page of the same list stays on screen (dimmed).
  const shown = <T>(q: { data?: T; previousData?: T; loading: boolean }) =>
    q.data ?? (q.loading ? q.previousData : undefined);
  const source = sortedTab ? 'all' : mode;
  const active = source === 'search' ? search : source === 'category' ? category : list;
  const data = source === 'search' ? shown(search) : source === 'category' ? shown(category) : null;
  const pageRef =
    source === 'search'
      ? shown(search)?.searchProducts
      : source === 'category'
        ? shown(category)?.category?.products
        : shown(list)?.products;
  const failed = Boolean(active.error) || (source === 'category' && data !== undefined && !pageRef);
  const listing = failed ? null : getFragmentData(ProductListingFragment, pageRef);

  if (!listing) {
    return {
      mode,
      items: [],
      currentPage: 1,
      totalPages: failed && mode === 'search' ? 1 : 0,
      totalProducts: 0,
      narrowed: false,
      loading: !failed && (active.loading || !ready),
      failed,
    };
  }

  const withFields = listing.items.map((item) => ({
    item,
    fields: getFragmentData(ProductSortFragment, item),
  }));
  const narrowing =
    mode === 'search'
      ? state
      : { sku: '', categoryIds: [], sizeIds: [], minPrice: null, maxPrice: null };
  const narrowed = narrowProducts(
    withFields.map((entry) => ({ ...entry.fields, entry })),
    narrowing,
    pricesVisible,
  );
  return {
    mode,
    items: narrowed.map((product) => product.entry.item),
    currentPage: listing.pageInfo.currentPage || page,
    totalPages: listing.pageInfo.totalPages,
    totalProducts: listing.pageInfo.totalProducts,
    narrowed: narrowed.length !== listing.items.length,
    loading: active.loading,
    failed: false,
  };
}
