/**
 * Storage price calls (spec §7, §9): ottoman prices per size id and the cloud storage base of a
 * category, as decimal euros, null for visitors.
 */
import { categoryIdQuery } from '../schemas/common.js';
import { cloudStorageResponse, errorResponses, ottomanPricesResponse } from '../schemas/dto.js';
import { cloudBaseOf, ottomanPricesOf } from './categories.js';
import { dbRoutes, requireCategory } from '../plugins/route-shared.js';

/** Registers GET /api/admin/storage-prices and GET /api/admin/storage-prices/cloud. */
export const storageRoutes = dbRoutes((app, db) => {
  app.get(
    '/api/admin/storage-prices',
    {
      schema: {
        tags: ['storage'],
        summary: 'Ottoman storage price per size id for a category (euros; null for visitors)',
        querystring: categoryIdQuery,
        response: { 200: ottomanPricesResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { categoryId } = request.query;
      await requireCategory(db, categoryId);
      return {
        success: true as const,
        ottomanPrices: await ottomanPricesOf(db, categoryId, request.viewer),
      };
    },
  );

  app.get(
    '/api/admin/storage-prices/cloud',
    {
      schema: {
        tags: ['storage'],
        summary: 'Cloud storage base for a category (euros; null for visitors or when none)',
        querystring: categoryIdQuery,
        response: { 200: cloudStorageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { categoryId } = request.query;
      await requireCategory(db, categoryId);
      return {
        success: true as const,
        cloudStorageBase: await cloudBaseOf(db, categoryId, request.viewer),
      };
    },
  );
});
