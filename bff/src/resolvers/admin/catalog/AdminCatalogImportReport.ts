import type { AdminCatalogImportReportResolvers } from '../../../__generated__/resolvers-types.js';

/** What a catalog import did or would do (issue 10). */
export const AdminCatalogImportReport: AdminCatalogImportReportResolvers = {
  createdSkus: (r) => r.skus.created,
  changedSkus: (r) => r.skus.changed,
  removedSkus: (r) => r.skus.removed,
};
