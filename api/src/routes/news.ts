/** News call (spec §7 GET /api/admin/news): news items, newest first, content as HTML. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, newsResponse } from '../schemas/dto.js';
import { listNews } from '../services/catalog.js';
import type { DbRouteOptions } from './catalog.js';

/** Registers GET /api/admin/news. */
export function newsRoutes(
  app: FastifyInstance,
  opts: DbRouteOptions,
  done: (err?: Error) => void,
): void {
  const { db } = opts;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/news',
    {
      schema: {
        tags: ['content'],
        summary: 'News items, newest first',
        response: { 200: newsResponse, 500: errorResponses[500] },
      },
    },
    async () => ({ success: true as const, news: await listNews(db) }),
  );
  done();
}
