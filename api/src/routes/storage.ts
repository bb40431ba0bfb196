/**
 * Storage price calls (spec §7, §9): ottoman prices per size id and the cloud storage base of a
 * category, as decimal euros, null for visitors.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotFoundError } from '../plugins/errors.js';
import { categoryIdQuery } from '../schemas/common.js';
import { cloudStorageResponse, errorResponses, ottomanPricesResponse } from '../schemas/dto.js';
import { categoryExists, cloudBaseOf, ottomanPricesOf } from '../services/catalog.js';
import type { DbRouteOptions } from './catalog.js';

/** Registers GET /api/admin/storage-prices and GET /api/admin/storage-prices/cloud. */
export function storageRoutes(
  app: FastifyInstance,
  opts: DbRouteOptions,
  done: (err?: Error) => void,
): void {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
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
      if (!(await categoryExists(db, categoryId))) throw new NotFoundError('Category not found');
      return {
        success: true as const,
        ottomanPrices: await ottomanPricesOf(db, categoryId, request.viewer),
      };
    },
  );

  r.get(
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
      if (!(await categoryExists(db, categoryId))) throw new NotFoundError('Category not found');
      return {
        success: true as const,
        cloudStorageBase: await cloudBaseOf(db, categoryId, request.viewer),
      };
    },
  );
  done();
}
