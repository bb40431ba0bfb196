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
import { staffMay, type StaffPermission } from '@serena/domain';
import { JOB_FILE_AREA, type JobFile } from '../catalog/io/export-job.js';
import {
  ADMIN_QUEUES,
  JOB_VIEW_STATES,
  getJob,
  listJobs,
  retryJob,
  type AdminQueue,
} from './admin-jobs.js';

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

/**
 * Who may download a job's file besides the `jobs` permission: the permission of the screen that
 * starts the job (a catalog export: `catalog`; an orders CSV: `orders.print` or `orders.manage`; statements:
 * `books`).
 */
const FILE_PERMISSION: Record<AdminQueue, readonly StaffPermission[]> = {
  mail: [],
  'catalog-import': ['catalog'],
  'catalog-export': ['catalog'],
  'orders-csv': ['orders.print', 'orders.manage'],
  statements: ['books'],
};

/** The file a completed job's output names, or undefined. */
function fileOf(output: unknown): JobFile | undefined {
  const file = (output as { file?: Partial<JobFile> } | null)?.file;
  return typeof file?.id === 'string' && typeof file.name === 'string'
    ? {
        id: file.id,
        name: file.name,
        contentType: file.contentType ?? 'application/octet-stream',
        size: file.size ?? 0,
      }
    : undefined;
}

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

  r.get(
    '/api/admin/jobs/:queue/:id/file',
    {
      schema: {
        tags,
        operationId: 'adminJobFile',
        summary: 'Download the file a completed job wrote (e.g. a catalog export)',
        description:
          "Answers the bytes (200, Content-Disposition: attachment), streamed from the file storage; 403 without the `jobs` permission or the permission of the job's screen; 404 when the job has no file.",
        params: jobParams,
        response: { 200: z.unknown().describe('the file'), ...adminFailures },
      },
    },
    async (request, reply) => {
      const { queue, id } = request.params;
      const role = request.staffRole ?? 'OWNER';
      if (!staffMay(role, ['jobs', ...FILE_PERMISSION[queue]])) {
        return reply.code(403).send({ success: false as const, message: 'Forbidden' });
      }
      const notFound = { success: false as const, message: 'No file for this job' };
      const job = await getJob(app.jobs.sql, queue, id);
      const file = job?.state === 'completed' ? fileOf(job.output) : undefined;
      const content = file && (await app.fileStorage.openRead(JOB_FILE_AREA, file.id));
      if (!file || !content) return reply.code(404).send(notFound);
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="${file.name.replace(/[^\w.-]/g, '_')}"`,
        )
        .send(content);
    },
  );
}
