/**
 * Reads of the shared store of public upstream answers (issue 29, {@link PublicDataStore}, kept by
 * public-cache.ts for 30 s under the catalog's cache generation): what the api answers
 * every viewer alike is fetched once for all signed-in viewers, not once per page of each. A
 * visitor's answers are cached whole by the response cache, so visitors never need these.
 *
 * The store only ever holds what the api answers without a token. Only calls whose api route does
 * not read the viewer go through it: the category list, the menu and the sizes (api
 * catalog/category-routes.ts, product-routes.ts). The product listing and a product's related
 * products go through it with the viewer's prices laid over them (resolvers/shared-listing.ts,
 * upstream/loaders.ts); a product's own page is priced by the api for the viewer (its
 * variations), so it is not shared.
 */
import type { UpstreamClient } from './upstream/contract.js';

/**
 * Public upstream answers shared by every viewer (public-cache.ts keeps them): what the api answers
 * without a token, as JSON text, by name. Never a price: a signed-in viewer's prices are laid over
 * them per request.
 */
export interface PublicDataStore {
  /** The stored answer (JSON text) of `name`, or undefined. */
  get(name: string): Promise<string | undefined>;
  /** Stores the answer of `name`. */
  set(name: string, value: string): Promise<void>;
}

/** Answers parsed from the store, by name, with the text they were parsed from (never mutated). */
const parsedAnswers = new Map<string, { text: string; value: unknown }>();
/** Most answers kept parsed (a listing page of 50 products is about 60 KB of JSON). */
const MAX_PARSED = 64;

/** Keeps `value`, parsed from `text`, as the parsed answer of `name` (the oldest name goes first). */
function remember(name: string, text: string, value: unknown): void {
  parsedAnswers.delete(name);
  parsedAnswers.set(name, { text, value });
  if (parsedAnswers.size > MAX_PARSED) parsedAnswers.delete(parsedAnswers.keys().next().value!);
}

/**
 * The public answer `name` from `store`, or `load()`ed (as a visitor: `load` must send no token)
 * and stored. Parsed once per stored text, not once per request: callers must not mutate it.
 * @throws what `load` throws (nothing is stored then).
 */
export async function readPublicData<T>(
  store: PublicDataStore,
  name: string,
  load: () => Promise<T>,
): Promise<T> {
  const text = await store.get(name);
  if (text !== undefined) {
    const known = parsedAnswers.get(name);
    if (known && known.text === text) return known.value as T;
    const value = JSON.parse(text) as T;
    remember(name, text, value);
    return value;
  }
  const value = await load();
  const stored = JSON.stringify(value);
  await store.set(name, stored);
  remember(name, stored, value);
  return value;
}

/**
 * `upstream` for a signed-in viewer's request: the category list, the menu and the sizes come
 * from `store` (fetched without the token on a miss); every other call is `upstream`'s own.
 */
export function withPublicData(upstream: UpstreamClient, store: PublicDataStore): UpstreamClient {
  const shared: Pick<UpstreamClient, 'getCategories' | 'getMenus' | 'getSizes'> = {
    getCategories: () => readPublicData(store, 'categories', () => upstream.getCategories(null)),
    getMenus: (categoryNames) =>
      readPublicData(store, `menus:${JSON.stringify(categoryNames)}`, () =>
        upstream.getMenus(categoryNames, null),
      ),
    getSizes: () => readPublicData(store, 'sizes', () => upstream.getSizes(null)),
  };
  return Object.setPrototypeOf(shared, upstream) as UpstreamClient;
}
