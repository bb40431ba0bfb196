/**
 * GET /api/admin/backup (issue 27 "Backups"): the embedded database as PGlite's gzipped tarball,
 * taken by the running api between queries, for `npm run admin -- backup FILE` (PGlite allows one
 * process, so the CLI cannot open the data directory while the api runs). Only the admin
 * credential of the CLI (`X-Admin-Token`) may take it — a signed-in admin's session gets 403 — and
 * on PostgreSQL it is 409: the CLI runs pg_dump there.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ForbiddenError } from '../../plugins/errors.js';
import { actorOf } from './guard.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** PGlite's consistent tarball of the open database (db/client.ts); null on PostgreSQL. */
    dumpDatabase: (() => Promise<Blob>) | null;
  }
}

/** Registers the backup route (call inside the admin scope). */
export function adminBackupRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/backup',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getDatabaseBackup',
        summary: 'A consistent backup of the embedded database (gzipped tarball)',
        description:
          'Only with the X-Admin-Token credential (403 for a signed-in admin); 409 on PostgreSQL.',
      },
    },
    async (request, reply) => {
      if (actorOf(request).userId !== null) {
        throw new ForbiddenError(
          'Backups are taken with the admin token (npm run admin -- backup FILE).',
        );
      }
      const dump = app.dumpDatabase;
      if (!dump) {
        return reply.code(409).send({
          success: false as const,
          message: 'The database is PostgreSQL: npm run admin -- backup FILE runs pg_dump.',
        });
      }
      const tarball = Buffer.from(await (await dump()).arrayBuffer());
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', 'attachment; filename="serena-pglite-backup.tar.gz"')
        .header('cache-control', 'no-store')
        .send(tarball);
    },
  );
}
