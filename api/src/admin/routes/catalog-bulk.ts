/**
 * Admin catalog bulk routes (issue 10): GET /api/admin/catalog/export answers the whole catalog
 * as a ZIP of CSV files and pictures; POST /api/admin/catalog/import (body: the ZIP,
 * `application/zip`) imports it all or nothing, `?dryRun=1` only reports what would be created,
 * changed and removed. Admin only; every import that changes something is audited and announced
 * through the catalog-change hook.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ImageStore } from '../../catalog/images/store.js';
import { exportCatalogZip } from '../../catalog/io/export.js';
import { importCatalogZip, importSummary } from '../../catalog/io/import.js';
import { CatalogImportError } from '../../catalog/io/model.js';
import { CHANGE_ENTITIES } from '../../catalog/io/changes.js';
import { recordAudit } from '../audit.js';
import { actorOf } from './guard.js';
import { adminFailure } from './shared.js';
import type { AccountsRouteOptions } from '../../accounts/auth-routes.js';

/** Largest catalog ZIP accepted by the import route, in bytes. */
export const MAX_CATALOG_ZIP_BYTES = 256 * 1024 * 1024;

const counts = z.object({
  categories: z.number().int(),
  sizes: z.number().int(),
  fabrics: z.number().int(),
  fabricColors: z.number().int(),
  products: z.number().int(),
  storagePrices: z.number().int(),
});

/** The import report on the wire. */
export const importReportDto = z.object({
  success: z.literal(true),
  dryRun: z.boolean(),
  products: z.number().int().describe('products in the file'),
  created: counts,
  changed: counts,
  removed: counts,
  skus: z.object({
    created: z.array(z.string()),
    changed: z.array(z.string()),
    removed: z.array(z.string()),
  }),
  changes: z
    .array(
      z.object({
        entity: z.enum(CHANGE_ENTITIES),
        key: z.string().describe('SKU, "Fabric / Colour", size label or "Category / Size"'),
        field: z.string().describe('the field as staff read it, e.g. "Price"'),
        before: z.string().nullable().describe('the stored value as text (euros, not cents)'),
        after: z.string().nullable().describe("the file's value as text"),
      }),
    )
    .describe('changed fields of things present on both sides, products first (first 500)'),
  changesTotal: z.number().int().describe('changed fields in all'),
  picturesAdded: z.number().int(),
  message: z.string(),
});

const problemDto = z.object({
  file: z.string(),
  line: z.number().int().optional(),
  column: z.string().optional(),
  message: z.string(),
});

/**
 * Registers the admin catalog import/export routes; called inside the admin scope (admin/routes),
 * whose guard admits only admins and names the actor for the audit log.
 */
export function adminCatalogBulkRoutes(app: FastifyInstance, opts: AccountsRouteOptions): void {
  const { db } = opts;
  const images = new ImageStore(path.join(opts.config.dataDir, 'images'));
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser(
    ['application/zip', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: MAX_CATALOG_ZIP_BYTES },
    (_request, body, next) => next(null, body),
  );

  r.get(
    '/api/admin/catalog/export',
    {
      schema: {
        summary: 'The whole catalog as a ZIP of CSV files and pictures',
        tags: ['admin'],
        response: {
          200: z.unknown().describe('application/zip'),
          401: adminFailure,
          403: adminFailure,
        },
      },
    },
    async (_request, reply) => {
      const { zip } = await exportCatalogZip(db, images);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="serena-catalog-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(zip));
    },
  );

  r.post(
    '/api/admin/catalog/import',
    {
      bodyLimit: MAX_CATALOG_ZIP_BYTES,
      schema: {
        summary:
          'Import a whole catalog ZIP (application/zip), all or nothing; dryRun=1 only reports the changes',
        tags: ['admin'],
        querystring: z.object({
          dryRun: z
            .enum(['0', '1', 'true', 'false'], { error: 'dryRun must be 1 or 0' })
            .optional(),
        }),
        response: {
          200: importReportDto,
          // The import's problems, or (a bad query string) the error handler's field errors.
          400: z.object({
            success: z.literal(false),
            message: z.string(),
            problems: z.array(problemDto).optional(),
            errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
          }),
          401: adminFailure,
          403: adminFailure,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.byteLength === 0) {
        return reply.code(400).send({
          success: false as const,
          message: 'Send the catalog ZIP as the request body (Content-Type: application/zip).',
          problems: [{ file: 'ZIP', message: 'the request body is empty' }],
        });
      }
      const dryRun = request.query.dryRun === '1' || request.query.dryRun === 'true';
      const actor = actorOf(request);
      try {
        const report = await importCatalogZip(db, body, {
          dryRun,
          store: images,
          onApplied: (tx, done) =>
            recordAudit(
              tx,
              actor,
              { entity: 'catalog', entityId: 'import', action: 'import' },
              {
                before: null,
                after: { created: done.created, changed: done.changed, removed: done.removed },
              },
            ),
        });
        return { success: true as const, ...report, message: importSummary(report) };
      } catch (err) {
        if (!(err instanceof CatalogImportError)) throw err;
        return reply.code(400).send({
          success: false as const,
          message: `The catalog was not imported (nothing was written):\n${err.message}`,
          problems: err.problems,
        });
      }
    },
  );
}
