import { graphql } from '@/__generated__';

/** The fields the client-side sort and SKU/filter narrowing read (spec §4). */
export const ProductSortFragment = graphql(`
  fragment ProductSort_product on Product {
    name
    sku
    createdAt
    price {
      amount
    }
    categories {
      id
    }
    sizes {
      id
    }
  }
`);

/** One page of the product list: cards, sort fields and pagination (spec §3 Pagination). */
export const ProductListingFragment = graphql(`
  fragment ProductListing_page on ProductPage {
    items {
      id
      ...ProductCard_product
      ...ProductSort_product
    }
    pageInfo {
      currentPage
      totalPages
      totalProducts
      hasNextPage
      hasPreviousPage
    }
  }
`);

/**
 * What the list's controls need: the viewer (prices and the price filter are for signed-in
 * customers only), the categories with product counts (tabs and filter) and the sizes (filter).
 */
export const ProductsFacetsQuery = graphql(`
  query ProductsFacets {
    viewer {
      id
    }
    categories {
      id
      name
      slug
      productCount
    }
    sizes {
      id
      label
    }
  }
`);

/**
 * The full listing ('All items'), or the filtered listing when `filter` is given (spec §7 filter),
 * in the server's `sort` order over the whole catalogue.
 */
export const ProductListQuery = graphql(`
  query ProductList($page: Int!, $limit: Int!, $filter: ProductFilter, $sort: ProductSort) {
    products(page: $page, limit: $limit, filter: $filter, sort: $sort) {
      ...ProductListing_page
    }
  }
`);

/** One category tab's products (spec §4: another tab fetches that category's products). */
export const CategoryProductListQuery = graphql(`
  query CategoryProductList($name: String!, $page: Int!, $limit: Int!) {
    category(name: $name) {
      id
      products(page: $page, limit: $limit) {
        ...ProductListing_page
      }
    }
  }
`);

/** Server search over name, type, SKU and price (spec §2 search box, §7 search). */
export const SearchProductListQuery = graphql(`
  query SearchProductList($query: String!, $page: Int!, $limit: Int!, $sort: ProductSort) {
    searchProducts(query: $query, page: $page, limit: $limit, sort: $sort) {
      ...ProductListing_page
    }
  }
`);
