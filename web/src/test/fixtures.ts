import { CollectionsMenuQuery } from '@/app/layout/use-collections-menu';
import type { MockLink } from '@apollo/client/testing';
import type { PriceMoney } from '@/components/price';
import { ViewerQuery } from '@/features/auth/api/viewer';

/** A euro Money value as the API sends it. */
export const eur = (amount: string) => ({
  __typename: 'Money' as const,
  amount,
  currencyCode: 'EUR',
});

/** Card fields of a product (ProductCard_product), with overrides. */
export function cardProduct(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Product' as const,
    id: '1',
    name: 'Aurora Bed',
    sku: 'AUR-001',
    imageUrl: '/images/aurora.jpg',
    inStock: true,
    status: 'available',
    leadTime: null as string | null,
    // The card's price is a masked `Price_money` reference; its data is the plain Money.
    price: eur('499.00') as (ReturnType<typeof eur> & PriceMoney) | null,
    ...overrides,
  };
}

/** A page of products (ProductResults_page), with page info. */
export function productPage(
  items: ReturnType<typeof cardProduct>[],
  currentPage = 1,
  totalPages = 1,
) {
  return {
    __typename: 'ProductPage' as const,
    items,
    pageInfo: {
      __typename: 'PageInfo' as const,
      currentPage,
      totalPages,
      totalProducts: items.length,
    },
  };
}

/** The Collections menu mock answered for the header. */
export const collectionsMenuMock: MockLink.MockedResponse = {
  request: { query: CollectionsMenuQuery },
  maxUsageCount: 20,
  result: {
    data: {
      categories: ['Beds', 'Mattresses', 'Headboards', 'Sofas', 'Kids Beds'].map((name, i) => ({
        __typename: 'Category',
        id: String(i + 1),
        name,
      })),
      menu: {
        __typename: 'CollectionsMenu',
        headboards: [
          { __typename: 'MenuProduct', id: '31', name: 'Milano Headboard' },
          { __typename: 'MenuProduct', id: '32', name: 'Verona Headboard' },
        ],
        mattresses: [{ __typename: 'MenuProduct', id: '41', name: 'Cloud Comfort Mattress' }],
      },
    },
  },
};

/** A signed-in customer as the Viewer query answers it (test data). */
export const aoife = {
  __typename: 'User' as const,
  id: 'u1',
  fullName: 'Aoife Byrne',
  firstName: 'Aoife',
  officeCity: 'Ashbourne',
  isAdmin: false,
};

/** A Viewer query mock answering `viewer` (null for a visitor), usable many times. */
export function viewerMock(viewer: typeof aoife | null): MockLink.MockedResponse {
  return {
    request: { query: ViewerQuery },
    result: { data: { viewer } },
    maxUsageCount: 20,
  };
}
