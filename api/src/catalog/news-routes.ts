/** News call (spec §7 GET /api/admin/news): news items, newest first, content as HTML. */
import { newsResponse } from '../schemas/dto.js';
import { listNews } from './categories.js';
import { dbRoutes, simpleGet } from '../plugins/route-shared.js';

/** Registers GET /api/admin/news. */
export const newsRoutes = dbRoutes((app, db) =>
  simpleGet(
    app,
    '/api/admin/news',
    { tags: ['content'], summary: 'News items, newest first' },
    newsResponse,
    async () => ({ success: true as const, news: await listNews(db) }),
  ),
);
