/**
 * The signed-in customer's pricing (issue 25): GET /api/order/prices answers their active price
 * list (with the rules valid today, Irish calendar) and the shop's volume breaks, which the bff
 * gives @serena/domain `customerUnitPrice` to quote every price the customer sees. 401 without a
 * valid session; 400 for a `productIds` that is not ids. The answer is private (`cache-control:
 * private, no-store`). `?productIds=1,2` limits the product tiers to those products (the category
 * defaults always come), so a page of products costs one small read, and adds those products'
 * trade prices (issue 29: the bff lays them and the list over the shared, price-free listing).
 */
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { products } from '../db/schema/catalog.js';
import { formatCents } from '../lib/money.js';
import type { Db } from '../db/client.js';
import type { Clock } from '../accounts/throttle.js';
import { irishDate } from '../books/dates.js';
import { requireAccount } from '../plugins/guards.js';
import { errorResponse, errorResponses } from '../schemas/dto.js';
import { customerPricing } from './customer.js';
import { customerPricingDto } from './schemas.js';

/** The trade net price (decimal euros) of each of `ids` that exists, keyed by product id. */
async function tradePricesOf(db: Db, ids: number[]): Promise<Record<string, string>> {
  const rows = await db
    .select({ id: products.id, cents: products.priceCents })
    .from(products)
    .where(inArray(products.id, ids));
  return Object.fromEntries(rows.map((r) => [String(r.id), formatCents(r.cents)]));
}

/** Options of {@link customerPricingRoutes}: the database and the clock (ms) "today" is read from. */
export interface CustomerPricingRouteOptions {
  db: Db;
  clock: Clock;
}

/** Route: GET /api/order/prices. */
export const customerPricingRoutes: FastifyPluginCallbackZod<CustomerPricingRouteOptions> = (
  r,
  { db, clock },
  done,
) => {
  r.get(
    '/api/order/prices',
    {
      schema: {
        tags: ['orders'],
        operationId: 'getOwnPricing',
        summary:
          "The signed-in customer's price list (rules valid today) and the shop's volume breaks",
        security: [{ bearer: [] }],
        querystring: z.object({
          productIds: z
            .string()
            .max(4000)
            .regex(/^\d{1,10}(,\d{1,10})*$/u, 'productIds must be product ids separated by commas')
            .optional()
            .describe(
              'only the volume breaks of these products (and every category default); absent: all',
            ),
        }),
        response: {
          200: z.object({
            success: z.literal(true),
            pricing: customerPricingDto,
            tradePrices: z
              .record(z.string(), z.string())
              .optional()
              .describe(
                'with productIds: the trade (base) net price of each asked product that exists, decimal euros by product id',
              ),
          }),
          400: errorResponse.describe('productIds is not a list of ids'),
          401: errorResponse.describe('No valid bearer token'),
          500: errorResponses[500],
        },
      },
    },
    async (request, reply) => {
      // The company's price list: a buyer sees what their company pays (issue 24).
      const account = await requireAccount(db, request);
      const ids = request.query.productIds?.split(',').map(Number);
      const pricing = await customerPricing(db, account.id, irishDate(new Date(clock())), ids);
      void reply.header('cache-control', 'private, no-store');
      if (!ids) return { success: true as const, pricing };
      return { success: true as const, pricing, tradePrices: await tradePricesOf(db, ids) };
    },
  );
  done();
};
