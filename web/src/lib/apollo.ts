import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import type { TypePolicies } from '@apollo/client';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { from, mergeMap } from 'rxjs';

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
  // The admin namespace (Query.admin) is one object with no id: the console's queries each write
  // their own fields of it, which merge rather than replace one another.
  AdminQuery: { merge: true },
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

/** The WebSocket URL of same-origin `/graphql` (ws: or wss: as the page). */
export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
}

/**
 * Creates the browser's Apollo Client: GraphQL at same-origin `/graphql` (the bff), sending the
 * session cookies, with the paginated-cache type policies. Subscriptions (issue 14, live status)
 * go over graphql-ws on the same path; the socket opens with the first subscription and closes
 * after the last, so visitors never open one.
 */
export function createApolloClient(): ApolloClient {
  const http = new HttpLink({ uri: '/graphql', credentials: 'same-origin' });
  return new ApolloClient({
    link: ApolloLink.split((op) => isSubscriptionOperation(op.query), lazyWsLink(), http),
    cache: createCache(),
  });
}

/**
 * The graphql-ws link, with its code (graphql-ws and Apollo's subscriptions link) fetched on the
 * first subscription, so pages without live status do not download it (issue 12 JavaScript budget).
 * The client alone (`graphql-ws/client`): the package's index also exports the server, which
 * brought all of graphql-js (its parser, schema, validation rules and executor, 135 KB minified)
 * into every signed-in page (issue 29).
 */
function lazyWsLink(): ApolloLink {
  let loading: Promise<ApolloLink> | undefined;
  const load = () =>
    (loading ??= Promise.all([
      import('graphql-ws/client'),
      import('@apollo/client/link/subscriptions'),
    ]).then(
      ([{ createClient }, { GraphQLWsLink }]) =>
        new GraphQLWsLink(
          createClient({ url: () => graphqlWsUrl(window.location), lazy: true, retryAttempts: 10 }),
        ),
    ));
  return new ApolloLink((operation, forward) =>
    from(load()).pipe(mergeMap((ws) => ws.request(operation, forward))),
  );
}
