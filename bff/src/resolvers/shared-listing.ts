/**
 * Signed-in product lists at the speed of the visitor's (issue 29): the listing's page and a
 * product's related products come from the shared store of public upstream answers
 * (public-cache.ts), read as a visitor, so without prices; then the viewer's pricing read
 * (GET /api/order/prices through Loaders.viewerPricing, one call for the ids asked in one tick)
 * adds the trade prices of those products and leaves the viewer's price list in the loader for
 * the price resolvers — one upstream call per list whatever its size. The shared store only ever
 * holds what the api answers without a token (the api's listing and related products differ by
 * viewer only in `price_euro`); the prices stay in this request. A token the api refuses gets the
 * visitor's list (no prices), as the api's own answers it.
 */
import { perRequest, type GraphQLContext } from '../context.js';
import { readPublicData } from '../public-data.js';
import { orWhenNotFound } from '../upstream/loaders.js';
import type { ProductDto } from '../upstream/types.js';

/**
 * The answer `name` (the store key: the upstream path and body) for the viewer: through the
 * shared store and the pricing overlay when signed in and the store is there, else `load(token)`
 * as before. `load(null)` must answer what the api answers a visitor.
 * @throws upstream errors of the list or of the pricing read (other than 401).
 */
export async function sharedListing<T extends { products: ProductDto[] }>(
  context: GraphQLContext,
  name: string,
  load: (token: string | null) => Promise<T>,
): Promise<T> {
  const { publicData, viewerToken } = context;
  if (!publicData || !viewerToken) return load(viewerToken);
  const page = await readPublicData(publicData, name, () => load(null));
  if (page.products.length === 0) return page;
  const priced = await context.loaders.viewerPricing.loadMany(page.products.map((p) => p.id));
  return {
    ...page,
    products: page.products.map((product, index) => {
      const answer = priced[index];
      if (answer instanceof Error) throw answer;
      return { ...product, price_euro: answer?.tradePrice ?? null };
    }),
  };
}

/**
 * The products in any of `categoryIds` (GET /api/category/{ids}, spec §7; a product page's related
 * products) for the viewer: from the shared store with the viewer's prices laid over them when
 * signed in, else through the request's loader. Empty when the api answers 404.
 * @throws upstream errors other than 404 (and 401 of the pricing read).
 */
export async function relatedProducts(
  context: GraphQLContext,
  categoryIds: readonly number[],
): Promise<ProductDto[]> {
  if (!context.publicData || !context.viewerToken) {
    return context.loaders.relatedProducts.load(categoryIds);
  }
  const ids = [...new Set(categoryIds)].sort((a, b) => a - b);
  const name = `related:${ids.join(',')}`;
  const asked = relatedAsked(context);
  let answer = asked.get(name);
  if (!answer) {
    answer = sharedListing(context, name, (token) =>
      orWhenNotFound(context.upstream.getRelatedProducts(ids, token), {
        success: true as const,
        products: [],
      }),
    ).then((page) => page.products);
    asked.set(name, answer);
  }
  return answer;
}

/** The related products asked in this request, by store name (a listing's products share them). */
const relatedAsked = perRequest(() => new Map<string, Promise<ProductDto[]>>());
