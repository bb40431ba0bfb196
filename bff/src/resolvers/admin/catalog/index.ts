/**
 * The admin catalog resolvers (issue 10), one file per type, under `admin.catalog` (the admin
 * namespace's guard applies).
 */
import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { AdminCatalogImportReport } from './AdminCatalogImportReport.js';
import { AdminCatalogMutation } from './AdminCatalogMutation.js';
import { AdminCatalogQuery } from './AdminCatalogQuery.js';
import { AdminCategory } from './AdminCategory.js';
import { AdminFabric } from './AdminFabric.js';
import { AdminFabricColor } from './AdminFabricColor.js';
import { AdminOttomanPrice } from './AdminOttomanPrice.js';
import { AdminProduct } from './AdminProduct.js';
import { AdminProductRow } from './AdminProductRow.js';
import { AdminSize } from './AdminSize.js';
import { AdminVariation } from './AdminVariation.js';

/** The resolvers of the admin catalog types. */
export const catalogResolvers: Resolvers = {
  AdminCatalogQuery,
  AdminCatalogMutation,
  AdminCategory,
  AdminOttomanPrice,
  AdminSize,
  AdminFabric,
  AdminFabricColor,
  AdminProductRow,
  AdminProduct,
  AdminVariation,
  AdminCatalogImportReport,
};
