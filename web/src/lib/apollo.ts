import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import type { TypePolicies } from '@apollo/client';

/**
 * Cache policies of the storefront. Each page of a paginated list is its own cache entry, keyed by
 * page, limit and filter (or search text), so returning to a visited page is answered from the cache
 * at once (design: Apollo Client with type policies for pagination; spec §2 product list, §9).
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      products: { keyArgs: ['page', 'limit', 'filter', 'sort'] },
      searchProducts: { keyArgs: ['query', 'page', 'limit', 'sort'] },
      category: { keyArgs: (args) => String((args?.name as string | undefined)?.toLowerCase()) },
      menu: { merge: true },
    },
  },
  Category: {
    fields: {
      products: { keyArgs: ['page', 'limit'] },
    },
  },
  Product: {
    fields: {
      storagePrices: { merge: true },
    },
  },
};

/** Builds a fresh normalized cache with the storefront's type policies. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies });
}

/**
 * Creates the browser's Apollo Client: GraphQL at same-origin `/graphql` (the bff), sending the
 * session cookies, with the paginated-cache type policies.
 */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    cache: createCache(),
  });
}
