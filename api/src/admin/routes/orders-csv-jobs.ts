/**
 * The admin orders CSV as a background job (issue 27): POST /api/admin/orders-csv-jobs queues
 * an `orders-csv` job with the order list's filter and sort (the same query as GET
 * /api/admin/orders/export.csv, which stays for small lists); GET .../export-jobs/{id} answers
 * it, its output naming the file (downloaded from GET /api/admin/jobs/orders-csv/{id}/file).
 * `orders.print` or `orders.manage` gates both.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsRouteOptions } from '../../accounts/auth-routes.js';
import { getJob } from '../../jobs/admin-jobs.js';
import { jobDto } from '../../jobs/routes.js';
import { ORDERS_CSV_QUEUE, queueOrdersCsv } from '../orders-csv-job.js';
import { actorOf } from './guard.js';
import { filterOf, orderFilter } from './orders.js';
import { adminFailures } from './shared.js';

const answer = z.object({ success: z.literal(true), job: jobDto });

/** Registers the orders CSV job routes (call inside the admin scope). */
export function adminOrdersCsvJobRoutes(app: FastifyInstance, opts: AccountsRouteOptions): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/admin/orders-csv-jobs',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminStartOrdersCsv',
        summary: 'Start writing the filtered order list as CSV in the background',
        querystring: z.object(orderFilter),
        response: { 202: answer, ...adminFailures },
      },
    },
    async (request, reply) => {
      const id = await queueOrdersCsv(app.jobs.boss, {
        query: filterOf(request.query),
        day: new Date(opts.deps.clock()).toISOString().slice(0, 10),
        actor: actorOf(request),
      });
      const { data: _data, ...job } = (await getJob(app.jobs.sql, ORDERS_CSV_QUEUE, id))!;
      return reply.code(202).send({ success: true as const, job });
    },
  );

  r.get(
    '/api/admin/orders-csv-jobs/:id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminOrdersCsvJob',
        summary: 'An orders CSV job: its state, then the file it wrote or its error',
        params: z.object({ id: z.uuid() }),
        response: { 200: answer, ...adminFailures },
      },
    },
    async (request, reply) => {
      const found = await getJob(app.jobs.sql, ORDERS_CSV_QUEUE, request.params.id);
      if (!found) {
        return reply.code(404).send({ success: false as const, message: 'No such CSV job' });
      }
      const { data: _data, ...job } = found;
      return { success: true as const, job };
    },
  );
}
