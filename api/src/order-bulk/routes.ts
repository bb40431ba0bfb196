/**
 * Bulk routes of the admin order list (issue 26), inside the admin scope; the selection is
 * `{ ids: [..] }` (the rows picked) or `{ filter: {..} }` (every order matching the list's filter):
 * - POST /api/admin/orders/bulk/delivery-status — `{ ..selection, deliveryStatus, reason? }`: each
 *   order moved and audited on its own; 200 with one result per order (`ok`, `message`);
 * - GET /api/admin/orders/packing-slips.pdf?ids=1,2 (or the list's filter) — one PDF, a page per
 *   order (the console downloads it through the bff's private download proxy);
 * the selection's CSV is the list's export with `ids` (GET /api/admin/orders/export.csv?ids=).
 * 400 for an empty selection or one over 500 orders.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsRouteOptions } from '../accounts/auth-routes.js';
import { AdminError } from '../admin/errors.js';
import { filterOf, orderFilter } from '../admin/routes/orders.js';
import { actorOf } from '../admin/routes/guard.js';
import { adminFailures, answerAdmin } from '../admin/routes/shared.js';
import type { OrderFilter } from '../admin/orders.js';
import { MAX_BULK_ORDERS, moveOrders, selectedOrders, type BulkSelection } from './service.js';
import { packingSlipsPdf } from './packing-slips.js';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD');

/** The selection of a bulk request: picked ids, or the list's filter (all matching). */
const selectionFields = {
  ids: z
    .array(z.number().int().min(1).max(2_147_483_647))
    .max(MAX_BULK_ORDERS)
    .optional()
    .describe('the orders picked'),
  filter: z
    .object({
      deliveryStatus: z.string().max(100).optional(),
      cancelled: z.boolean().optional(),
      customerId: z.number().int().min(1).max(2_147_483_647).optional(),
      dateFrom: day.optional(),
      dateTo: day.optional(),
      search: z.string().max(200).optional(),
    })
    .optional()
    .describe('every order matching the list filter'),
};

const NO_SELECTION = 'Select at least one order';

/** The selection of a body. @throws AdminError 400 without ids or filter (or with no ids). */
function selectionOf(body: { ids?: number[]; filter?: OrderFilter }): BulkSelection {
  if (body.ids !== undefined) {
    if (body.ids.length === 0) throw new AdminError(400, 'INVALID', NO_SELECTION, 'ids');
    return { ids: body.ids };
  }
  if (body.filter !== undefined) return { filter: body.filter };
  throw new AdminError(400, 'INVALID', NO_SELECTION, 'ids');
}

const resultDto = z.object({
  id: z.number().int(),
  trackingId: z.string().nullable(),
  ok: z.boolean(),
  deliveryStatus: z.string().nullable(),
  message: z.string(),
});

/** Registers the bulk order routes (call inside the admin scope). */
export function adminOrderBulkRoutes(app: FastifyInstance, opts: AccountsRouteOptions): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, deps } = opts;
  const tags = ['admin'];
  const stamp = () => new Date(deps.clock()).toISOString().slice(0, 10);

  r.post(
    '/api/admin/orders/bulk/delivery-status',
    {
      schema: {
        tags,
        operationId: 'adminBulkDeliveryStatus',
        summary:
          'Move the selected orders to a delivery status; one audited move and result per order',
        body: z.object({
          ...selectionFields,
          deliveryStatus: z.string().min(1).max(100),
          reason: z.string().max(500).nullish(),
        }),
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            moved: z.number().int(),
            results: z.array(resultDto),
          }),
          ...adminFailures,
        },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => {
        const results = await moveOrders(
          db,
          actorOf(request),
          selectionOf(request.body),
          request.body.deliveryStatus,
          request.body.reason ?? null,
          app.orderEvents,
        );
        const moved = results.filter((x) => x.ok).length;
        const message = `${moved} of ${results.length} orders moved to '${request.body.deliveryStatus}'`;
        return { success: true as const, message, moved, results };
      }),
  );

  r.get(
    '/api/admin/orders/packing-slips.pdf',
    {
      schema: {
        tags,
        operationId: 'adminPackingSlips',
        summary:
          'Packing slips of the selected orders (ids, or the list filter): one PDF, a page per order',
        querystring: z.object(orderFilter),
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => {
        const filter = filterOf(request.query);
        const found = await selectedOrders(db, { filter });
        if (found.length === 0) throw new AdminError(404, 'NOT_FOUND', 'No orders match');
        const pdf = await packingSlipsPdf(found);
        return reply
          .header('content-type', 'application/pdf')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="packing-slips-${stamp()}.pdf"`)
          .header('x-row-count', String(found.length))
          .send(pdf);
      }),
  );
}
