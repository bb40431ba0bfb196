import type { AdminCatalogQueryResolvers } from '../../../__generated__/resolvers-types.js';
import { orNull, paging } from '../AdminQuery.js';
import { numericId } from '../payload.js';
import { catalogOptions } from './shared.js';
import { importJobQueries } from '../jobs.js';

/** Same-origin bff path of the catalog export (web.ts PRIVATE_DOWNLOADS, admin session). */
export const CATALOG_EXPORT_PATH = '/documents/admin/catalog.zip';

/**
 * The catalog screens' reads (issue 10). The parent is the admin scope; each field is one api
 * call (sizes and fabrics are read once per request).
 */
export const AdminCatalogQuery: AdminCatalogQueryResolvers = {
  ...importJobQueries,
  vatRatePercent: async (_scope, _args, { loaders }) =>
    Math.round((await loaders.vatRateBp()) / 100),
  vatRateBp: (_scope, _args, { loaders }) => loaders.vatRateBp(),

  categories: async (scope, _args, { upstream }) =>
    (await upstream.admin.catalog.categories(scope.token)).categories,

  sizes: async (scope, _args, context) => (await catalogOptions(context, scope.token)).sizes,

  fabrics: async (scope, _args, context) => (await catalogOptions(context, scope.token)).fabrics,

  products: (scope, args, { upstream }) =>
    upstream.admin.catalog.products(
      {
        search: args.search?.trim().slice(0, 100) || null,
        categoryId: args.categoryId ? numericId(args.categoryId) : null,
        ...paging(args.page, args.pageSize),
      },
      scope.token,
    ),

  product: async (scope, { id }, { upstream }) => {
    const productId = numericId(id);
    if (productId === null) return null;
    return orNull(() => upstream.admin.catalog.product(productId, scope.token));
  },

  exportUrl: () => CATALOG_EXPORT_PATH,
};
