/**
 * GET /api/quotes/{id}/files/{fileId} (issue 25 "Negotiated quotes": a thread of messages with
 * files): the signed-in customer downloads any file of their company's quote — a line's special
 * instructions or a file in the thread, the shop's included — and nothing else (404).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import type { FileStorage } from '../files/file-storage.js';
import { sendAttachment } from '../admin/routes/orders.js';
import { SPECIAL_QUOTE_AREA } from '../orders/special-quote-files.js';
import { requireViewer } from '../plugins/guards.js';
import { intText } from '../schemas/common.js';
import { quoteFileType } from './dto.js';
import { QuoteError } from './messages.js';
import { ownQuote, quoteById } from './service.js';

/** Options of {@link quoteFileRoutes}. */
export interface QuoteFileRoutesOptions {
  db: Db;
  storage: FileStorage;
}

/** Registers the customer's download of a file of their quote. */
export const quoteFileRoutes: FastifyPluginAsyncZod<QuoteFileRoutesOptions> = (app, options) => {
  const { db, storage } = options;
  app.get(
    '/api/quotes/:id/files/:fileId',
    {
      schema: {
        tags: ['quotes'],
        summary: "A file of the company's quote: a line's or a message's (404 for any other)",
        params: z.object({ id: intText('id'), fileId: z.uuid() }),
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      try {
        await ownQuote(db, viewer.accountId, request.params.id);
      } catch (error) {
        if (error instanceof QuoteError) {
          return reply.code(error.statusCode).send({ success: false, message: error.message });
        }
        throw error;
      }
      const quote = await quoteById(db, request.params.id, app.books);
      const files = [...quote.lines, ...quote.messages].map((x) => x.file);
      const file = files.find((f) => f?.id === request.params.fileId);
      if (!file) return reply.code(404).send({ success: false, message: 'File not found' });
      void reply.header('cache-control', 'private, no-store');
      return sendAttachment(reply, storage, SPECIAL_QUOTE_AREA, {
        ...file,
        contentType: quoteFileType(file.fileName),
      });
    },
  );
  return Promise.resolve();
};
