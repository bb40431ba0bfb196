// Test data for the catalog feature; imported only by tests.
import { cardProduct, eur } from '@/test/fixtures';
import {
  CategoryProductListQuery,
  ProductListQuery,
  ProductsFacetsQuery,
  SearchProductListQuery,
} from '../api/documents';

/** A listed product: card fields plus the client sort fields, with overrides. */
export function listed(overrides: Record<string, unknown> = {}) {
  return {
    ...cardProduct(),
    createdAt: '2025-01-01T00:00:00.000Z',
    categories: [{ __typename: 'Category' as const, id: '1' }],
    sizes: [{ __typename: 'Size' as const, id: '13' }],
    ...overrides,
  };
}

/** A ProductListing_page result. */
export function listing(items: ReturnType<typeof listed>[], currentPage = 1, totalPages = 1) {
  return {
    __typename: 'ProductPage' as const,
    items,
    pageInfo: {
      __typename: 'PageInfo' as const,
      currentPage,
      totalPages,
      totalProducts: items.length,
      hasNextPage: currentPage < totalPages,
      hasPreviousPage: currentPage > 1,
    },
  };
}

/** The categories of the facets query. */
export const facetCategories = [
  { id: '1', name: 'Beds', productCount: 12 },
  { id: '2', name: 'Sofas', productCount: 5 },
].map((c) => ({ __typename: 'Category' as const, slug: c.name.toLowerCase(), ...c }));

/** The facets mock, as a visitor (default) or a signed-in customer. */
export function facetsMock(signedIn = false) {
  return {
    request: { query: ProductsFacetsQuery },
    maxUsageCount: 10,
    result: {
      data: {
        viewer: signedIn ? { __typename: 'User' as const, id: 'u1' } : null,
        categories: facetCategories,
        sizes: [
          { __typename: 'Size' as const, id: '13', label: '4ft6 Double' },
          { __typename: 'Size' as const, id: '14', label: '5ft King' },
        ],
      },
    },
  };
}

/** A `products` mock for the given page and filter (null: the full listing). */
export function listMock(
  items: ReturnType<typeof listed>[],
  options: {
    page?: number;
    totalPages?: number;
    filter?: Record<string, unknown> | null;
    sort?: string | null;
  } = {},
) {
  const { page = 1, totalPages = 1, filter = null, sort = null } = options;
  return {
    request: {
      query: ProductListQuery,
      variables: { page, limit: 8, filter, ...(sort ? { sort } : {}) },
    },
    maxUsageCount: 5,
    result: { data: { products: listing(items, page, totalPages) } },
  };
}

/** A category tab mock. */
export function categoryMock(name: string, items: ReturnType<typeof listed>[]) {
  return {
    request: { query: CategoryProductListQuery, variables: { name, page: 1, limit: 8 } },
    result: {
      data: {
        category: { __typename: 'Category' as const, id: '2', products: listing(items) },
      },
    },
  };
}

/** A search mock answering `query`. */
export function searchMock(
  query: string,
  items: ReturnType<typeof listed>[],
  sort: string | null = null,
) {
  return {
    request: {
      query: SearchProductListQuery,
      variables: { query, page: 1, limit: 8, ...(sort ? { sort } : {}) },
    },
    result: { data: { searchProducts: listing(items) } },
  };
}

/** Three products with distinct names, dates and prices for sorting. */
export const sortable = [
  listed({ id: '1', name: 'Bella Bed', createdAt: '2025-03-01T00:00:00Z', price: eur('450.00') }),
  listed({ id: '2', name: 'aurora Bed', createdAt: '2025-01-01T00:00:00Z', price: eur('1200.00') }),
  listed({ id: '3', name: 'Cashel Bed', createdAt: '2025-05-01T00:00:00Z', price: eur('99.50') }),
];
