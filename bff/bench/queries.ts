/** GraphQL documents the benchmarks send. */

/** The web app's listing selection (ProductResults_page + ProductCard_product). */
export const PRODUCTS_QUERY = /* GraphQL */ `
  query BenchProducts($limit: Int!) {
    products(page: 1, limit: $limit) {
      items {
        id
        name
        sku
        imageUrl
        inStock
        leadTime
        price {
          amount
          currencyCode
        }
      }
      pageInfo {
        currentPage
        totalPages
        totalProducts
      }
    }
  }
`;
