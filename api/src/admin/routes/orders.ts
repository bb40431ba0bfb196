/**
 * Admin order routes (issue 9), inside the admin scope: GET /api/admin/dashboard,
 * GET /api/admin/orders (filters, sort, page), GET /api/admin/orders/export.csv,
 * GET /api/admin/orders/{id}, GET /api/admin/orders/{id}/special-quote-file,
 * POST /api/admin/orders/{id}/delivery-status, POST /api/admin/orders/{id}/cancel.
 * Amounts in answers are integer euro cents.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboard, dashboardDto } from '../dashboard.js';
import { AdminError } from '../errors.js';
import { adminOrderDetailDto, adminOrderDto } from '../order-dto.js';
import { getAdminOrderDetail } from '../order-books.js';
import { ORDERS_CSV_HEADER, ordersCsvLines } from '../orders-csv.js';
import {
  cancelForCustomer,
  exportOrders,
  listAdminOrders,
  moveOrder,
  ORDER_ADMIN_MESSAGES,
  ORDER_SORT_FIELDS,
} from '../orders.js';
import { SPECIAL_QUOTE_AREA } from '../../orders/special-quote-files.js';
import type { FileStorage } from '../../files/file-storage.js';
import type { AccountsRouteOptions } from '../../accounts/auth-routes.js';
import { actorOf } from './guard.js';
import { adminFailures, adminPage, answerAdmin, idParams, pageQuery } from './shared.js';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'a day as YYYY-MM-DD');

/** A comma-separated list of order ids (at most 500), as numbers. */
export const orderIds = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,499}$/, 'order ids, comma-separated (at most 500)')
  .transform((text) => text.split(',').map(Number));

/** Query filters of the order list and the CSV export. */
export const orderFilter = {
  deliveryStatus: z.string().max(100).optional(),
  cancelled: z.enum(['true', 'false']).optional(),
  customerId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  dateFrom: day.optional(),
  dateTo: day.optional(),
  search: z.string().max(200).optional(),
  ids: orderIds
    .optional()
    .describe('only these order ids, comma-separated (issue 26: a selection)'),
  sortBy: z.enum(ORDER_SORT_FIELDS).default('orderDate'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
};

const orderAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  order: adminOrderDetailDto,
});

/** Sends a stored file as an attachment, or 404. */
export async function sendAttachment(
  reply: FastifyReply,
  storage: FileStorage,
  area: string,
  file: { id: string; fileName: string; contentType: string },
) {
  const content = await storage.read(area, file.id);
  if (!content) return reply.code(404).send({ success: false as const, message: 'File not found' });
  const asciiName = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .header('content-type', file.contentType || 'application/octet-stream')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .send(content);
}

/** The list filter of a query: `cancelled` as a boolean. */
export const filterOf = <Q extends { cancelled?: 'true' | 'false' }>(q: Q) => ({
  ...q,
  cancelled: q.cancelled === undefined ? undefined : q.cancelled === 'true',
});

/** Registers the admin order, dashboard and audit routes (inside the admin scope). */
export function adminOrderConsoleRoutes(
  app: FastifyInstance,
  opts: AccountsRouteOptions & { storage: FileStorage },
): void {
  const { db, deps } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  const orderOr404 = async (id: number) => {
    const order = await getAdminOrderDetail(db, id);
    if (!order) throw new AdminError(404, 'NOT_FOUND', ORDER_ADMIN_MESSAGES.notFound(id));
    return order;
  };

  r.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags,
        summary: 'Dashboard counts: applications, orders to dispatch, unread inbox, week sales',
        response: {
          200: z.object({
            success: z.literal(true),
            dashboard: dashboardDto,
          }),
          ...adminFailures,
        },
      },
    },
    async () => ({
      success: true as const,
      dashboard: await dashboard(db, new Date(deps.clock())),
    }),
  );

  r.get(
    '/api/admin/orders',
    {
      schema: {
        tags,
        summary:
          'Every order: filter by delivery status, customer, days, text (incl. either PO number); sort; page',
        querystring: z.object({ ...orderFilter, ...pageQuery }),
        response: { 200: adminPage(adminOrderDto), ...adminFailures },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listAdminOrders(db, { ...request.query, ...filterOf(request.query) })),
    }),
  );

  r.get(
    '/api/admin/orders/export.csv',
    {
      schema: {
        tags,
        summary: 'The filtered order list as CSV (every matching row)',
        querystring: z.object(orderFilter),
      },
    },
    async (request, reply) => {
      // Streamed batch by batch (issue 29): memory stays flat whatever the number of orders.
      const found = await exportOrders(db, { ...request.query, ...filterOf(request.query) });
      const stamp = new Date(deps.clock()).toISOString().slice(0, 10);
      async function* csv() {
        yield ORDERS_CSV_HEADER;
        for await (const rows of found.batches()) yield ordersCsvLines(rows);
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${stamp}.csv"`)
        .header('x-row-count', String(found.count))
        .send(Readable.from(csv()));
    },
  );

  r.get(
    '/api/admin/orders/:id',
    {
      schema: {
        tags,
        summary:
          'One order with configuration, prices, address, special instructions, its invoice, credit notes and purchase order siblings',
        params: idParams,
        response: {
          200: z.object({ success: z.literal(true), order: adminOrderDetailDto }),
          ...adminFailures,
        },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => ({
        success: true as const,
        order: await orderOr404(request.params.id),
      })),
  );

  r.get(
    '/api/admin/orders/:id/special-quote-file',
    {
      schema: {
        tags,
        summary: "Download an order's special-instructions file (admins only)",
        params: idParams,
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => {
        const order = await orderOr404(request.params.id);
        if (!order.specialQuoteFile) {
          throw new AdminError(404, 'NOT_FOUND', 'This order has no special instructions file');
        }
        return sendAttachment(reply, opts.storage, SPECIAL_QUOTE_AREA, order.specialQuoteFile);
      }),
  );

  r.post(
    '/api/admin/orders/:id/delivery-status',
    {
      schema: {
        tags,
        summary: 'Move an order to any later delivery status, or back one step with a reason',
        params: idParams,
        body: z.object({
          deliveryStatus: z.string().min(1).max(100),
          reason: z.string().max(500).nullish(),
        }),
        response: { 200: orderAnswer, ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => {
        const from = (await orderOr404(request.params.id)).deliveryStatus;
        const row = await moveOrder(
          db,
          actorOf(request),
          request.params.id,
          request.body.deliveryStatus,
          request.body.reason ?? null,
          app.orderEvents.statusMail(from),
        );
        await app.orderEvents.statusChanged(row, from);
        return {
          success: true as const,
          message: ORDER_ADMIN_MESSAGES.moved(row.trackingId, row.deliveryStatus),
          order: await orderOr404(row.id),
        };
      }),
  );

  r.post(
    '/api/admin/orders/:id/cancel',
    {
      schema: {
        tags,
        summary: "Cancel an order on the customer's behalf (customer's rules; credit returned)",
        params: idParams,
        body: z.object({ reason: z.string().max(500).nullish() }).nullish(),
        response: { 200: orderAnswer, ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => {
        const cancelled = await cancelForCustomer(
          db,
          actorOf(request),
          request.params.id,
          request.body?.reason ?? null,
          app.books,
          (tx, c) => app.orderEvents.queueCancelledMail(tx, c),
        );
        // One cancellation mail whoever cancelled (issue 22), with the credit note; and the
        // customer's open pages hear of it.
        await app.orderEvents.cancelled(cancelled);
        return {
          success: true as const,
          message: ORDER_ADMIN_MESSAGES.cancelled(cancelled.order.trackingId),
          order: await orderOr404(cancelled.order.id),
        };
      }),
  );
}
