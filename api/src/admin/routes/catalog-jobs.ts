/**
 * The catalog import as a background job (issue 27): POST /api/admin/catalog/import-jobs streams
 * the ZIP (`application/zip`, at most {@link MAX_CATALOG_ZIP_BYTES}) into the file storage without
 * holding it in memory and queues a `catalog-import` job (`?dryRun=1`: only the report);
 * GET /api/admin/catalog/import-jobs/{id} answers its state, progress while it runs, and the
 * import report or the problems (file, line, column) once done. POST
 * /api/admin/catalog/export-jobs queues a `catalog-export` job and GET .../export-jobs/{id}
 * answers it (its output names the file, downloaded from GET /api/admin/jobs/catalog-export/{id}/
 * file). The `catalog` permission gates them all. The synchronous POST /api/admin/catalog/import stays for small files and the CLI.
 */
import { Transform, type Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CATALOG_IMPORT_QUEUE,
  IMPORT_UPLOAD_AREA,
  queueCatalogImport,
} from '../../catalog/io/import-job.js';
import { CATALOG_EXPORT_QUEUE, queueCatalogExport } from '../../catalog/io/export-job.js';
import { getJob } from '../../jobs/admin-jobs.js';
import { jobDto } from '../../jobs/routes.js';
import { MAX_CATALOG_ZIP_BYTES } from './catalog-bulk.js';
import { actorOf } from './guard.js';
import { adminFailures } from './shared.js';

const ZIP_TYPES = ['application/zip', 'application/octet-stream'];
const tooLarge = `The ZIP is larger than ${MAX_CATALOG_ZIP_BYTES / (1024 * 1024)} MB.`;

/** A stream that fails once more than `max` bytes went through it. */
function capped(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > max) done(new Error(tooLarge));
      else done(null, chunk);
    },
  });
}

const importJobAnswer = z.object({
  success: z.literal(true),
  job: jobDto.extend({
    dryRun: z.boolean(),
    fileName: z.string(),
  }),
});

/**
 * Registers the import job routes in their own scope (call inside the admin scope): there the
 * ZIP body is a stream, not the buffer the synchronous import route parses it into.
 */
export function adminCatalogJobRoutes(app: FastifyInstance): void {
  void app.register((scope, _opts, done) => {
    scope.removeContentTypeParser(ZIP_TYPES);
    scope.addContentTypeParser(ZIP_TYPES, (_request, payload, next) => next(null, payload));
    routes(scope);
    done();
  });
}

function routes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/admin/catalog/import-jobs',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminStartCatalogImport',
        summary:
          'Start importing a catalog ZIP (application/zip) in the background; dryRun=1 only reports',
        querystring: z.object({
          dryRun: z
            .enum(['0', '1', 'true', 'false'], { error: 'dryRun must be 1 or 0' })
            .optional(),
          fileName: z.string().max(200).optional().describe('the name the admin chose'),
        }),
        response: { 202: importJobAnswer, 413: adminFailures[400], ...adminFailures },
      },
    },
    async (request, reply) => {
      const body = request.body as Readable | undefined;
      if (!body || typeof body.pipe !== 'function') {
        return reply.code(400).send({
          success: false as const,
          message: 'Send the catalog ZIP as the request body (Content-Type: application/zip).',
        });
      }
      let stored;
      try {
        stored = await app.fileStorage.save(
          IMPORT_UPLOAD_AREA,
          body.pipe(capped(MAX_CATALOG_ZIP_BYTES)),
        );
      } catch (err) {
        if ((err as Error).message !== tooLarge) throw err;
        return reply.code(413).send({ success: false as const, message: tooLarge });
      }
      if (stored.size === 0) {
        await app.fileStorage.remove(stored);
        return reply.code(400).send({ success: false as const, message: 'The ZIP is empty.' });
      }
      const dryRun = request.query.dryRun === '1' || request.query.dryRun === 'true';
      const fileName = request.query.fileName?.trim() || 'catalog.zip';
      const data = {
        fileId: stored.id,
        fileName,
        size: stored.size,
        dryRun,
        actor: actorOf(request),
      };
      const id = await queueCatalogImport(app.jobs.boss, data);
      const job = await getJob(app.jobs.sql, CATALOG_IMPORT_QUEUE, id);
      return reply.code(202).send({ success: true as const, job: { ...job!, dryRun, fileName } });
    },
  );

  r.get(
    '/api/admin/catalog/import-jobs/:id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminCatalogImportJob',
        summary: 'An import job: state, progress while it runs, the report or the problems',
        params: z.object({ id: z.uuid() }),
        response: { 200: importJobAnswer, ...adminFailures },
      },
    },
    async (request, reply) => {
      const job = await getJob(app.jobs.sql, CATALOG_IMPORT_QUEUE, request.params.id);
      if (!job) {
        return reply.code(404).send({ success: false as const, message: 'No such import job' });
      }
      const { data, ...view } = job;
      return {
        success: true as const,
        job: {
          ...view,
          dryRun: data?.dryRun === true,
          fileName: typeof data?.fileName === 'string' ? data.fileName : 'catalog.zip',
        },
      };
    },
  );

  const exportAnswer = z.object({ success: z.literal(true), job: jobDto });
  r.post(
    '/api/admin/catalog/export-jobs',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminStartCatalogExport',
        summary: 'Start exporting the whole catalog as a ZIP in the background',
        response: { 202: exportAnswer, ...adminFailures },
      },
    },
    async (request, reply) => {
      const id = await queueCatalogExport(app.jobs.boss, { actor: actorOf(request) });
      const job = await getJob(app.jobs.sql, CATALOG_EXPORT_QUEUE, id);
      const { data: _data, ...view } = job!;
      return reply.code(202).send({ success: true as const, job: view });
    },
  );

  r.get(
    '/api/admin/catalog/export-jobs/:id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminCatalogExportJob',
        summary: 'An export job: its state, then the file it wrote or its error',
        params: z.object({ id: z.uuid() }),
        response: { 200: exportAnswer, ...adminFailures },
      },
    },
    async (request, reply) => {
      const job = await getJob(app.jobs.sql, CATALOG_EXPORT_QUEUE, request.params.id);
      if (!job) {
        return reply.code(404).send({ success: false as const, message: 'No such export job' });
      }
      const { data: _data, ...view } = job;
      return { success: true as const, job: view };
    },
  );
}
