/**
 * Signed-in product lists at the speed of the visitor's (issue 29): the listing's page comes from
 * the shared store of public upstream answers (public-cache.ts), read as a visitor, so without
 * prices; then the viewer's pricing read (GET /api/order/prices through Loaders.viewerPricing, one
 * call for the ids asked in one tick) adds the trade prices of those products and leaves the
 * viewer's price list in the loader for the price resolvers — one upstream call per list whatever
 * its size. A product's related products go the same way inside Loaders.relatedProducts. The
 * shared store only ever holds what the api answers without a token (the api's listing differs by
 * viewer only in `price_euro`); the prices stay in this request. A token the api refuses gets the
 * visitor's list (no prices), as the api's own answers it.
 */
import type { GraphQLContext } from '../context.js';
import { readPublicData } from '../public-data.js';
import { overlayViewerPrices } from '../upstream/loaders.js';
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
  return {
    ...page,
    products: await overlayViewerPrices(page.products, context.loaders.viewerPricing),
  };
}
