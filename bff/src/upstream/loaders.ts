import DataLoader from 'dataloader';
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
  /** GET /api/category/{ids}: products sharing any of the categories (key: the id list). */
  relatedProducts: DataLoader<readonly number[], ProductDto[], string>;
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
 * Errors of the upstream client (GraphQL errors from errors.ts) reach the resolvers unchanged.
 */
export function createLoaders(upstream: UpstreamClient, token: BearerToken): Loaders {
  let categories: Promise<CategoryDto[]> | undefined;
  let vatRateBp: Promise<number> | undefined;
  return {
    viewerPricing: new DataLoader(
      async (ids: readonly number[]) => {
        const answer = await loadViewerPricing(upstream, token, ids);
        const pricing = answer?.pricing ?? null;
        const trade = answer?.tradePrices ?? {};
        return ids.map((id) => ({ pricing, tradePrice: trade[String(id)] ?? null }));
      },
      { maxBatchSize: MAX_PRICING_IDS },
    ),
    productById: new DataLoader(
      perKey((id: number) => orWhenNotFound(upstream.getProduct(id, token), null)),
    ),
    relatedProducts: new DataLoader(
      perKey(async (ids: readonly number[]) => {
        const response = await orWhenNotFound(upstream.getRelatedProducts([...ids], token), null);
        return response?.products ?? [];
      }),
      { cacheKeyFn: (ids) => [...ids].sort((a, b) => a - b).join(',') },
    ),
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
