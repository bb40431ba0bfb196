/** Delivery status call (spec §7 GET /api/order/delivery/status): statuses in order. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deliveryStatusesResponse, errorResponses } from '../schemas/dto.js';
import { listDeliveryStatuses } from '../services/catalog.js';
import type { DbRouteOptions } from './catalog.js';

/** Registers GET /api/order/delivery/status. */
export function deliveryRoutes(
  app: FastifyInstance,
  opts: DbRouteOptions,
  done: (err?: Error) => void,
): void {
  const { db } = opts;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/order/delivery/status',
    {
      schema: {
        tags: ['orders'],
        summary: 'Delivery statuses ordered by position',
        response: { 200: deliveryStatusesResponse, 500: errorResponses[500] },
      },
    },
    async () => ({ success: true as const, deliveryStatuses: await listDeliveryStatuses(db) }),
  );
  done();
}
