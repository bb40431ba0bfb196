import DataLoader from 'dataloader';
import type { BearerToken, UpstreamClient } from './client.js';
import { errorCode } from './errors.js';
import type { CategoryDto, EuroAmount, ProductDto, ProductResponse } from './types.js';

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
  /** GET /api/category/categories once per request: every category with its product count. */
  categories: () => Promise<CategoryDto[]>;
}

/** Returns the value, or the fallback when the promise rejects with a NOT_FOUND upstream error. */
async function orWhenNotFound<T>(promise: Promise<T>, fallback: T): Promise<T> {
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
  return {
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
    categories: () => {
      categories ??= upstream.getCategories(token).then((r) => r.categories);
      return categories;
    },
  };
}
