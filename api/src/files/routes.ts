/**
 * Downloads of uploaded files (issue 11: any instance serves any file). A signed-in customer gets
 * back the special-instructions files they uploaded; the bytes come from the FileStorage
 * (FILE_STORAGE), so the instance that received the upload need not be the one that serves it.
 */
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../plugins/guards.js';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import type { FileStorage } from './file-storage.js';
import { findOwnedFile, SPECIAL_QUOTE_AREA } from '../orders/special-quote-files.js';

/** Options of {@link fileRoutes}. */
export interface FileRoutesOptions {
  db: Db;
  storage: FileStorage;
}

/** MIME type of each accepted special-instructions kind. */
const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** Registers GET /api/order/special-quote-files/:id (the owner only; 404 for anyone else). */
export const fileRoutes: FastifyPluginCallbackZod<FileRoutesOptions> = (app, opts, done) => {
  const { db, storage } = opts;
  app.get(
    '/api/order/special-quote-files/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'Download one of your special-instructions files',
        security: [{ bearer: [] }],
        description:
          'Answers the file bytes (200, Content-Disposition: attachment), or 401 / 404 with the error body.',
        params: z.object({ id: z.uuid() }),
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const notFound = { success: false as const, message: 'File not found' };
      const row = await findOwnedFile(db, viewer.accountId, request.params.id);
      if (!row) return reply.code(404).send(notFound);
      const content = await storage.read(SPECIAL_QUOTE_AREA, row.id);
      if (!content) return reply.code(404).send(notFound);
      const asciiName = row.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return reply
        .header('content-type', CONTENT_TYPES[row.fileType] ?? 'application/octet-stream')
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(row.fileName)}`,
        )
        .send(content);
    },
  );
  done();
};
