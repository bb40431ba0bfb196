import DataLoader from 'dataloader';
import { readPublicData, type PublicDataStore } from '../public-data.js';
import type { BearerToken, PageParams, UpstreamClient } from './contract.js';
import { errorCode } from './errors.js';
import type {
  CategoryDto,
  EuroAmount,
  PaginationDto,
  ProductDto,
  OwnPricingDto,
  OwnPricingResponse,
  ProductResponse,
} from './types.js';

/**
 * One product's answer of the viewer's pricing read (Loaders.viewerPricing): the viewer's price
 * list and volume breaks (null for a visitor or a token the api refuses) and the product's trade
 * net price in decimal euros (null then, or for a product the api does not know).
 */
export interface ViewerProductPricing {
  pricing: OwnPricingDto | null;
  tradePrice: EuroAmount;
}

/** A page of one category's products (key of Loaders.categoryProducts). */
export interface CategoryPageKey extends PageParams {
  categoryId: number;
}

/** One category's page of products. */
export interface CategoryPage {
  products: ProductDto[];
  pagination: PaginationDto;
}

/** An empty page (a category the api no longer knows). */
const EMPTY_PAGE: CategoryPage = {
  products: [],
  pagination: {
    totalProducts: 0,
    totalPages: 0,
    currentPage: 1,
    hasNextPage: false,
    hasPreviousPage: false,
  },
};

/**
 * Per-request DataLoaders over the upstream client (architecture practice 2: never shared between
 * users, since prices depend on the viewer's token). Each key costs at most one upstream call per
 * request, however many resolvers ask for it.
 */
export interface Loaders {
  /** GET /api/product/{id}: product and variations; null when the api answers 404. */
  productById: DataLoader<number, ProductResponse | null>;
  /**
   * GET /api/category/{ids}: products sharing any of the categories (key: the id list; a product
   * page's related products); [] when the api answers 404. For a signed-in viewer with the shared
   * store (issue 29), read as a visitor through the store with the viewer's prices laid over it.
   * Once per request per id list; the read starts at the call (no batch tick), so its pricing
   * joins the pricing read of the product asking for it.
   */
  relatedProducts: (categoryIds: readonly number[]) => Promise<ProductDto[]>;
  /** GET /api/admin/storage-prices?categoryId: ottoman price (euros) per size id; {} on 404. */
  ottomanPrices: DataLoader<number, Record<string, EuroAmount>>;
  /** GET /api/admin/storage-prices/cloud?categoryId: cloud storage base (euros); null on 404. */
  cloudStorageBase: DataLoader<number, EuroAmount>;
  /**
   * POST /api/category/products-pages: the pages of every category asked for in one tick, one call
   * per distinct (page, limit) — so nested Category.products cost one call per level, not per parent.
   */
  categoryProducts: DataLoader<CategoryPageKey, CategoryPage, string>;
  /** GET /api/category/categories once per request: every category with its product count. */
  categories: () => Promise<CategoryDto[]>;
  /** GET /api/books/vat-rate once per request: the rate charged on new orders, basis points. */
  vatRateBp: () => Promise<number>;
  /**
   * GET /api/order/prices?productIds= (issue 25): the viewer's price list, the category volume
   * breaks and the product's tiers, per product id — the ids asked in one tick share one call (a
   * page of products, or a product and its related products, cost one read), with the product's
   * trade net price. Pricing null for a visitor, or when the api no longer accepts the token
   * (prices are hidden).
   */
  viewerPricing: DataLoader<number, ViewerProductPricing>;
}

/** Cache key of a category page: "categoryId:page:limit". */
function pageKey(key: CategoryPageKey): string {
  return `${key.categoryId}:${key.page}:${key.limit}`;
}

/** Returns the value, or the fallback when the promise rejects with a NOT_FOUND upstream error. */
export async function orWhenNotFound<T>(promise: Promise<T>, fallback: T): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (errorCode(error) === 'NOT_FOUND') return fallback;
    throw error;
  }
}

/** Runs one upstream call per key in parallel, keeping failures per key (DataLoader batch shape). */
function perKey<K, V>(fn: (key: K) => Promise<V>) {
  return async (keys: readonly K[]): Promise<(V | Error)[]> => {
    const settled = await Promise.allSettled(keys.map(fn));
    return settled.map((s) =>
      s.status === 'fulfilled'
        ? s.value
        : s.reason instanceof Error
          ? s.reason
          : new Error(String(s.reason)),
    );
  };
}

/**
 * Creates the loaders of one GraphQL request for the viewer's token (null for a visitor).
 * `publicData`: the shared store of public upstream answers (public-data.ts); with it, a signed-in
 * viewer's related products come from it, priced by {@link overlayViewerPrices}.
 * Errors of the upstream client (GraphQL errors from errors.ts) reach the resolvers unchanged.
 */
export function createLoaders(
  upstream: UpstreamClient,
  token: BearerToken,
  publicData?: PublicDataStore,
): Loaders {
  let categories: Promise<CategoryDto[]> | undefined;
  let vatRateBp: Promise<number> | undefined;
  const relatedAsked = new Map<string, Promise<ProductDto[]>>();
  const viewerPricing: Loaders['viewerPricing'] = new DataLoader(
    async (ids: readonly number[]) => {
      const answer = await loadViewerPricing(upstream, token, ids);
      const pricing = answer?.pricing ?? null;
      const trade = answer?.tradePrices ?? {};
      return ids.map((id) => ({ pricing, tradePrice: trade[String(id)] ?? null }));
    },
    { maxBatchSize: MAX_PRICING_IDS },
  );
  const related = (ids: readonly number[], as: BearerToken) =>
    orWhenNotFound(upstream.getRelatedProducts([...ids], as), null).then((r) => r?.products ?? []);
  return {
    viewerPricing,
    productById: new DataLoader(
      perKey((id: number) => orWhenNotFound(upstream.getProduct(id, token), null)),
    ),
    relatedProducts: (categoryIds) => {
      const ids = [...new Set(categoryIds)].sort((a, b) => a - b);
      const key = ids.join(',');
      let answer = relatedAsked.get(key);
      if (!answer) {
        answer =
          publicData && token
            ? readPublicData(publicData, `related:${key}`, () => related(ids, null)).then(
                (shared) => overlayViewerPrices(shared, viewerPricing),
              )
            : related(ids, token);
        relatedAsked.set(key, answer);
      }
      return answer;
    },
    ottomanPrices: new DataLoader(
      perKey(async (categoryId: number) => {
        const response = await orWhenNotFound(upstream.getOttomanPrices(categoryId, token), null);
        return response?.ottomanPrices ?? {};
      }),
    ),
    cloudStorageBase: new DataLoader(
      perKey(async (categoryId: number) => {
        const response = await orWhenNotFound(upstream.getCloudStorage(categoryId, token), null);
        return response?.cloudStorageBase ?? null;
      }),
    ),
    categoryProducts: new DataLoader(
      async (keys: readonly CategoryPageKey[]) => {
        const groups = new Map<string, CategoryPageKey[]>();
        for (const key of keys) {
          const group = `${key.page}:${key.limit}`;
          groups.set(group, [...(groups.get(group) ?? []), key]);
        }
        const found = new Map<string, CategoryPage>();
        await Promise.all(
          [...groups.values()].map(async (group) => {
            const { page, limit } = group[0]!;
            const ids = [...new Set(group.map((key) => key.categoryId))];
            const response = await upstream.getCategoryProductPages(ids, { page, limit }, token);
            for (const p of response.pages) {
              found.set(pageKey({ categoryId: p.category_id, page, limit }), p);
            }
          }),
        );
        return keys.map((key) => found.get(pageKey(key)) ?? EMPTY_PAGE);
      },
      { cacheKeyFn: pageKey, maxBatchSize: 50 },
    ),
    categories: () => {
      categories ??= upstream.getCategories(token).then((r) => r.categories);
      return categories;
    },
    vatRateBp: () => {
      vatRateBp ??= upstream.getVatRate(token).then((r) => r.vat_rate_bp);
      return vatRateBp;
    },
  };
}

/**
 * `products` (as the api answers a visitor: `price_euro` null) with the viewer's trade net price
 * (decimal euros) of each from `viewerPricing`: the ids of one list share one pricing read. New
 * objects; `products` is not changed (it may be the shared store's parsed answer).
 * @throws the pricing read's upstream errors (a token the api refuses gives null prices).
 */
export async function overlayViewerPrices(
  products: readonly ProductDto[],
  viewerPricing: Loaders['viewerPricing'],
): Promise<ProductDto[]> {
  if (products.length === 0) return [];
  const priced = await viewerPricing.loadMany(products.map((p) => p.id));
  return products.map((product, index) => {
    const answer = priced[index]!;
    if (answer instanceof Error) throw answer;
    return { ...product, price_euro: answer.tradePrice };
  });
}

/** Most product ids in one pricing read (the api takes up to 4000 characters of ids). */
const MAX_PRICING_IDS = 300;

/**
 * The viewer's pricing read of `productIds`; null for a visitor or a token the api refuses
 * (UNAUTHENTICATED). @throws other upstream errors.
 */
async function loadViewerPricing(
  upstream: UpstreamClient,
  token: BearerToken,
  productIds: readonly number[],
): Promise<OwnPricingResponse | null> {
  if (!token) return null;
  try {
    return await upstream.getOwnPricing(token, productIds);
  } catch (error) {
    if (errorCode(error) === 'UNAUTHENTICATED') return null;
    throw error;
  }
}
