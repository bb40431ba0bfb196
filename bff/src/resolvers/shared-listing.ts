/**
 * The signed-in product listing at the speed of the visitor's (issue 29): the page's products come
 * from the shared store of public upstream answers (public-cache.ts), read as a visitor, so without
 * prices; then one read of the viewer's own pricing (GET /api/order/prices with the page's product
 * ids) adds the trade prices of those products and primes the viewer's price list for the price
 * resolvers — one upstream call per page whatever its size. The shared store only ever holds what
 * the api answers without a token; the prices stay in this request. A token the api refuses gets
 * the visitor's page (no prices), as the api's own listing answers it.
 */
import type { GraphQLContext } from '../context.js';
import { readPublicData } from '../public-data.js';
import { errorCode } from '../upstream/errors.js';
import type { ProductPageResponse } from '../upstream/types.js';

/**
 * The listing page `name` (the store key: the upstream path and body) for the viewer: through the
 * shared store and the pricing overlay when signed in and the store is there, else `load(token)`
 * as before. `load(null)` must answer what the api answers a visitor.
 * @throws upstream errors of the listing or of the pricing read (other than 401).
 */
export async function sharedListing(
  context: GraphQLContext,
  name: string,
  load: (token: string | null) => Promise<ProductPageResponse>,
): Promise<ProductPageResponse> {
  const { publicData, viewerToken } = context;
  if (!publicData || !viewerToken) return load(viewerToken);
  const page = await readPublicData(publicData, name, () => load(null));
  if (page.products.length === 0) return page;
  const ids = page.products.map((product) => product.id);
  let answer;
  try {
    answer = await context.upstream.getOwnPricing(viewerToken, ids);
  } catch (error) {
    if (errorCode(error) === 'UNAUTHENTICATED') return page;
    throw error;
  }
  for (const id of ids) context.loaders.viewerPricing.prime(id, answer.pricing);
  const trade = answer.tradePrices ?? {};
  return {
    ...page,
    products: page.products.map((product) => ({
      ...product,
      price_euro: trade[String(product.id)] ?? null,
    })),
  };
}
