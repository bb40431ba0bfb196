/**
 * Admin routes of customer prices (issue 25), inside the admin scope (401/403 otherwise):
 * - GET/POST /api/admin/price-lists, GET/PATCH/DELETE /api/admin/price-lists/{id};
 * - POST /api/admin/price-lists/{id}/rules, DELETE /api/admin/price-lists/{id}/rules/{ruleId};
 * - GET/POST /api/admin/volume-breaks, DELETE /api/admin/volume-breaks/{id};
 * - PUT /api/admin/accounts/{id}/price-list (null: back to the trade price).
 * Every write is audited (admin-service.ts). Answers in cents and basis points; a fixed price is
 * sent in euros. Bad input answers 400 with the field, unknown ids 404, a duplicate name 409.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { actorOf } from '../admin/routes/guard.js';
import { adminFailures, answerAdmin, idParams } from '../admin/routes/shared.js';
import {
  addPriceRule,
  addVolumeBreak,
  assignPriceList,
  createPriceList,
  deletePriceList,
  deletePriceRule,
  deleteVolumeBreak,
  getPriceList,
  listPriceLists,
  listVolumeBreaks,
  updatePriceList,
} from './admin-service.js';
import {
  assignPriceListBody,
  priceListBody,
  priceListDto,
  priceListPatch,
  priceRuleBody,
  volumeBreakBody,
  volumeBreakDto,
} from './schemas.js';

const tags = ['admin'];
const listAnswer = z.object({ success: z.literal(true), priceList: priceListDto });
const done = z.object({ success: z.literal(true) });
const ruleParams = idParams.extend({
  ruleId: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** Registers the price-list routes (call inside the admin scope). */
export function adminPriceListRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/price-lists',
    {
      schema: {
        tags,
        summary: 'Every price list with its rules and how many accounts are on it, by name',
        response: {
          200: z.object({ success: z.literal(true), priceLists: z.array(priceListDto) }),
          ...adminFailures,
        },
      },
    },
    async () => ({ success: true as const, priceLists: await listPriceLists(db) }),
  );
  r.post(
    '/api/admin/price-lists',
    {
      schema: {
        tags,
        summary: 'Create a price list (409 when the name is taken)',
        body: priceListBody,
        response: { 200: listAnswer, ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => ({
        success: true as const,
        priceList: await createPriceList(db, actorOf(request), request.body),
      })),
  );
  adminPriceListItemRoutes(app, db);
  adminPriceRuleRoutes(app, db);
  adminVolumeBreakRoutes(app, db);
}

/** The routes of one price list: read, change, delete. */
function adminPriceListItemRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/price-lists/:id',
    {
      schema: {
        tags,
        summary: 'One price list with its rules',
        params: idParams,
        response: { 200: listAnswer, ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => ({
        success: true as const,
        priceList: await getPriceList(db, request.params.id),
      })),
  );
  r.patch(
    '/api/admin/price-lists/:id',
    {
      schema: {
        tags,
        summary: 'Rename or (de)activate a price list',
        params: idParams,
        body: priceListPatch,
        response: { 200: listAnswer, ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => ({
        success: true as const,
        priceList: await updatePriceList(db, actorOf(request), request.params.id, request.body),
      })),
  );
  r.delete(
    '/api/admin/price-lists/:id',
    {
      schema: {
        tags,
        summary: 'Delete a price list; its accounts go back to the trade price',
        params: idParams,
        response: { 200: done, ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => {
        await deletePriceList(db, actorOf(request), request.params.id);
        return { success: true as const };
      }),
  );
}

/** The rule and account-assignment routes. */
function adminPriceRuleRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/admin/price-lists/:id/rules',
    {
      schema: {
        tags,
        summary:
          'Add a rule: a percentage off (a category or everything) or a fixed net price (a product or one variation)',
        params: idParams,
        body: priceRuleBody,
        response: { 200: listAnswer, ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => ({
        success: true as const,
        priceList: await addPriceRule(db, actorOf(request), request.params.id, request.body),
      })),
  );
  r.delete(
    '/api/admin/price-lists/:id/rules/:ruleId',
    {
      schema: {
        tags,
        summary: 'Remove a rule from a price list',
        params: ruleParams,
        response: { 200: listAnswer, ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => ({
        success: true as const,
        priceList: await deletePriceRule(
          db,
          actorOf(request),
          request.params.id,
          request.params.ruleId,
        ),
      })),
  );
  r.put(
    '/api/admin/accounts/:id/price-list',
    {
      schema: {
        tags,
        summary: 'Assign a price list to a trade account (null: the trade price)',
        params: idParams,
        body: assignPriceListBody,
        response: {
          200: z.object({
            success: z.literal(true),
            accountId: z.number().int(),
            priceListId: z.number().int().nullable(),
          }),
          ...adminFailures,
        },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => ({
        success: true as const,
        ...(await assignPriceList(
          db,
          actorOf(request),
          request.params.id,
          request.body.priceListId,
        )),
      })),
  );
}

/** The volume-break routes. */
function adminVolumeBreakRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/volume-breaks',
    {
      schema: {
        tags,
        summary: 'Every volume break: product tiers and category defaults',
        response: {
          200: z.object({ success: z.literal(true), volumeBreaks: z.array(volumeBreakDto) }),
          ...adminFailures,
        },
      },
    },
    async () => ({ success: true as const, volumeBreaks: await listVolumeBreaks(db) }),
  );
  r.post(
    '/api/admin/volume-breaks',
    {
      schema: {
        tags,
        summary: 'Add a volume break for a product or a category (exactly one)',
        body: volumeBreakBody,
        response: {
          200: z.object({ success: z.literal(true), volumeBreak: volumeBreakDto }),
          ...adminFailures,
        },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => ({
        success: true as const,
        volumeBreak: await addVolumeBreak(db, actorOf(request), request.body),
      })),
  );
  r.delete(
    '/api/admin/volume-breaks/:id',
    {
      schema: {
        tags,
        summary: 'Remove a volume break',
        params: idParams,
        response: { 200: done, ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => {
        await deleteVolumeBreak(db, actorOf(request), request.params.id);
        return { success: true as const };
      }),
  );
}
