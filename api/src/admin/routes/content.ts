/**
 * Admin content routes (issue 9), inside the admin scope: news (GET, POST, PUT, DELETE
 * /api/admin/news-items..., PUT /api/admin/news-items/order) and delivery statuses (GET, POST
 * /api/admin/delivery-statuses, PUT .../{id}, PUT .../order, DELETE .../{id}). The public news list stays at
 * GET /api/admin/news (spec §7), outside this scope.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addStatus,
  listAdminStatuses,
  removeStatus,
  renameStatus,
  reorderStatuses,
} from '../delivery-statuses.js';
import { createNews, deleteNews, listAdminNews, reorderNews, updateNews } from '../news.js';
import type { AccountsRouteOptions } from '../../accounts/auth-routes.js';
import { actorOf } from './guard.js';
import { adminFailures, answerAdmin, idParams } from './shared.js';

const newsStatus = z.enum(['draft', 'published']);
const newsDto = z.object({
  id: z.number().int(),
  title: z.string(),
  contentHtml: z.string(),
  status: newsStatus,
  publishAt: z.string().describe('ISO 8601; published items show on the home page from then'),
  position: z.number().int(),
  createdAt: z.string(),
});
const newsList = z.object({ success: z.literal(true), news: z.array(newsDto) });
const newsItem = z.object({ success: z.literal(true), news: newsDto });
const statusList = z.object({
  success: z.literal(true),
  deliveryStatuses: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      position: z.number().int(),
      fixed: z.boolean(),
      orderCount: z.number().int(),
    }),
  ),
});
const newsBody = z.object({
  title: z.string().max(1000).optional().describe("'' when omitted; at most 200 characters"),
  contentHtml: z.string(),
  status: newsStatus.optional().describe('published when omitted'),
  publishAt: z
    .string()
    .max(40)
    .optional()
    .describe('now (create) or unchanged (edit) when omitted'),
});
const idList = z.object({ ids: z.array(z.number().int().min(1)).max(1000) });

/** Registers the admin news and delivery status routes (inside the admin scope). */
export function adminContentRoutes(app: FastifyInstance, opts: AccountsRouteOptions): void {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.get(
    '/api/admin/news-items',
    {
      schema: {
        tags,
        summary: 'Every news item in the home page order',
        response: { 200: newsList, ...adminFailures },
      },
    },
    async () => ({ success: true as const, news: await listAdminNews(db) }),
  );

  r.post(
    '/api/admin/news-items',
    {
      schema: {
        tags,
        summary: 'Create a news item at the top (HTML sanitised)',
        body: newsBody,
        response: { 200: newsItem, ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => ({
        success: true as const,
        news: await createNews(db, actorOf(request), request.body),
      })),
  );

  r.put(
    '/api/admin/news-items/order',
    {
      schema: {
        tags,
        summary: 'Put the news in this order (every id once)',
        body: idList,
        response: { 200: newsList, ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => ({
        success: true as const,
        news: await reorderNews(db, actorOf(request), request.body.ids),
      })),
  );

  r.put(
    '/api/admin/news-items/:id',
    {
      schema: {
        tags,
        summary: "Replace a news item's title, HTML (sanitised), state and publish date",
        params: idParams,
        body: newsBody,
        response: { 200: newsItem, ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => ({
        success: true as const,
        news: await updateNews(db, actorOf(request), request.params.id, request.body),
      })),
  );

  r.delete(
    '/api/admin/news-items/:id',
    {
      schema: {
        tags,
        summary: 'Delete a news item',
        params: idParams,
        response: {
          200: z.object({ success: z.literal(true), deleted: z.literal(true) }),
          ...adminFailures,
        },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => {
        await deleteNews(db, actorOf(request), request.params.id);
        return { success: true as const, deleted: true as const };
      }),
  );

  r.get(
    '/api/admin/delivery-statuses',
    {
      schema: {
        tags,
        summary: 'Delivery statuses in order, with live order counts',
        response: { 200: statusList, ...adminFailures },
      },
    },
    async () => ({ success: true as const, deliveryStatuses: await listAdminStatuses(db) }),
  );

  r.post(
    '/api/admin/delivery-statuses',
    {
      schema: {
        tags,
        summary: "Add a delivery status (by default just before 'order delivered')",
        body: z.object({ name: z.string(), position: z.number().int().nullish() }),
        response: { 200: statusList, ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => ({
        success: true as const,
        deliveryStatuses: await addStatus(
          db,
          actorOf(request),
          request.body.name,
          request.body.position ?? null,
        ),
      })),
  );

  r.put(
    '/api/admin/delivery-statuses/order',
    {
      schema: {
        tags,
        summary:
          "Reorder the delivery statuses ('awaiting dispatch' first, 'order delivered' last)",
        body: idList,
        response: { 200: statusList, ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => ({
        success: true as const,
        deliveryStatuses: await reorderStatuses(db, actorOf(request), request.body.ids),
      })),
  );

  r.put(
    '/api/admin/delivery-statuses/:id',
    {
      schema: {
        tags,
        summary: 'Rename a delivery status (orders in it move with it)',
        params: idParams,
        body: z.object({ name: z.string() }),
        response: { 200: statusList, ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => ({
        success: true as const,
        deliveryStatuses: await renameStatus(
          db,
          actorOf(request),
          request.params.id,
          request.body.name,
        ),
      })),
  );

  r.delete(
    '/api/admin/delivery-statuses/:id',
    {
      schema: {
        tags,
        summary: 'Remove a delivery status no order uses (409 IN_USE while any order is in it)',
        params: idParams,
        response: { 200: statusList, ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => ({
        success: true as const,
        deliveryStatuses: await removeStatus(db, actorOf(request), request.params.id),
      })),
  );
}
