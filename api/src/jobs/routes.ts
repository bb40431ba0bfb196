/**
 * The admin's jobs routes (issue 27): GET /api/admin/jobs lists the mail and catalog import jobs
 * by state (queued, active, failed, completed) with their counts; POST
 * /api/admin/jobs/{queue}/{id}/retry puts a failed job back in its queue. Registered inside the
 * admin scope; the `jobs` staff permission (OWNER) gates both.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminError } from '../admin/errors.js';
import { adminFailures, answerAdmin } from '../admin/routes/shared.js';
import { ADMIN_QUEUES, JOB_VIEW_STATES, listJobs, retryJob } from './admin-jobs.js';

const tags = ['admin'];

/** A job on the wire (admin-jobs.ts JobView). */
export const jobDto = z.object({
  id: z.string(),
  queue: z.enum(ADMIN_QUEUES),
  state: z.enum([...JOB_VIEW_STATES, 'cancelled']),
  summary: z.string().describe('"To a@b.ie: subject" or "Import file.zip (dry run)"'),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  retryCount: z.number().int(),
  retryLimit: z.number().int(),
  output: z
    .unknown()
    .describe('running import: { progress }; completed import: its report; failed: { message }'),
});

/** The path of one job. */
export const jobParams = z.object({ queue: z.enum(ADMIN_QUEUES), id: z.uuid() });

/** Registers the jobs routes (call inside the admin scope). */
export function adminJobRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/jobs',
    {
      schema: {
        tags,
        operationId: 'adminListJobs',
        summary: 'Background jobs (mail, catalog imports), newest first, with counts by state',
        querystring: z.object({
          state: z.enum(JOB_VIEW_STATES).optional(),
          queue: z.enum(ADMIN_QUEUES).optional(),
          limit: z.coerce.number().int().min(1).max(200).optional(),
        }),
        response: {
          200: z.object({
            success: z.literal(true),
            counts: z.object({
              queued: z.number().int(),
              active: z.number().int(),
              failed: z.number().int(),
              completed: z.number().int(),
            }),
            jobs: z.array(jobDto),
          }),
          ...adminFailures,
        },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listJobs(app.jobs.sql, request.query)),
    }),
  );

  r.post(
    '/api/admin/jobs/:queue/:id/retry',
    {
      schema: {
        tags,
        operationId: 'adminRetryJob',
        summary: 'Put a failed job back in its queue (409 when it has not failed)',
        params: jobParams,
        response: {
          200: z.object({ success: z.literal(true), message: z.string() }),
          ...adminFailures,
        },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => {
        const { queue, id } = request.params;
        if (!(await retryJob(app.jobs.boss, app.jobs.sql, queue, id))) {
          throw new AdminError(409, 'INVALID_STATE', 'Only a failed job can be retried');
        }
        request.log.info({ queue, jobId: id }, 'job retried by an admin');
        return { success: true as const, message: 'The job is queued again' };
      }),
  );
}
