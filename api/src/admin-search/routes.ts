/**
 * GET /api/admin/search?q= (issue 26): the console's global search box, inside the admin scope
 * (permission `search`); the groups a role may not read come back empty (admin-search/service.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsRouteOptions } from '../accounts/auth-routes.js';
import { adminFailures } from '../admin/routes/shared.js';
import { globalSearch } from './service.js';

const hits = z.object({
  orders: z.array(
    z.object({
      id: z.number().int(),
      trackingId: z.string(),
      referenceNumber: z.string(),
      purchaseOrderNumber: z.string().nullable(),
      buyerPoNumber: z.string().nullable(),
      customerName: z.string(),
      companyName: z.string(),
      deliveryStatus: z.string(),
    }),
  ),
  customers: z.array(
    z.object({
      id: z.number().int(),
      accountId: z.number().int(),
      fullName: z.string(),
      email: z.string(),
      companyName: z.string(),
    }),
  ),
  companies: z.array(
    z.object({
      accountId: z.number().int(),
      companyName: z.string(),
      fullName: z.string(),
      status: z.string(),
    }),
  ),
});

/** Registers GET /api/admin/search (call inside the admin scope). */
export function adminSearchRoutes(app: FastifyInstance, { db }: AccountsRouteOptions): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/search',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminGlobalSearch',
        summary:
          'Global search: orders (tracking ID, reference, both PO numbers), customers, companies',
        querystring: z.object({
          q: z.string().trim().min(1, 'Type something to search').max(200),
        }),
        response: {
          200: z.object({ success: z.literal(true) }).extend(hits.shape),
          ...adminFailures,
        },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await globalSearch(db, request.staffRole ?? 'OWNER', request.query.q)),
    }),
  );
}
