/**
 * The saved-list routes (issue 24 "Saved lists", requisition lists), for any signed-in company
 * user (the shop's admins 403, visitors and suspended users 401), each on the caller's company
 * only — another company's list, or a colleague's private one, answers 404:
 * - GET /api/saved-lists, GET /api/saved-lists/{id};
 * - POST /api/saved-lists { name, shared?, items? } (201);
 * - PATCH /api/saved-lists/{id} { name?, shared? }, DELETE /api/saved-lists/{id} (maker, or the
 *   company admin for a shared list);
 * - POST /api/saved-lists/{id}/items { items }, PATCH|DELETE /api/saved-lists/{id}/lines/{lineId}.
 * ACCOUNTS may read lists but not change them (403). Rules in access.ts and service.ts; every
 * write is audited on the company's history (audit.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failure } from '../accounts/auth-replies.js';
import { COMPANY_ROLES } from '../db/schema/accounts.js';
import type { Db } from '../db/client.js';
import type { ZodApp } from '../plugins/route-shared.js';
import { companyViewer } from '../companies/guard.js';
import type { ListViewer } from './access.js';
import type { ListActor } from './audit.js';
import { requireUser } from '../plugins/guards.js';
import {
  addItemsBody,
  createListBody,
  lineParams,
  lineQuantityBody,
  listParams,
  savedListDto,
  toSavedListDto,
  updateListBody,
} from './dto.js';
import {
  addSavedListItems,
  changeSavedListLine,
  createSavedList,
  deleteSavedList,
  findSavedList,
  listSavedLists,
  updateSavedList,
  type SavedListFull,
} from './service.js';

const failures = { 400: failure, 401: failure, 403: failure, 404: failure } as const;
const doc = { tags: ['saved-lists'], security: [{ bearer: [] }] };
const listAnswer = z.object({ success: z.literal(true), message: z.string(), list: savedListDto });
const one = '/api/saved-lists/:id';
const line = '/api/saved-lists/:id/lines/:lineId';

/** The caller as a list viewer. @throws UnauthorizedError (401), ForbiddenError (403, shop admin) */
function viewerOf(request: FastifyRequest): ListViewer {
  const v = companyViewer(request, COMPANY_ROLES);
  return { accountId: v.accountId, userId: v.userId, companyRole: v.companyRole };
}

/** The caller of a write, with their e-mail for the audit row. @throws as {@link viewerOf} */
async function actorOf(db: Db, request: FastifyRequest): Promise<ListActor> {
  const viewer = viewerOf(request);
  return { ...viewer, label: (await requireUser(db, request)).email };
}

/** A `{ success, message, list }` answer. */
const answer = (viewer: ListViewer, message: string, full: SavedListFull) => ({
  success: true as const,
  message,
  list: toSavedListDto(viewer, full),
});

/** GET and POST /api/saved-lists, GET /api/saved-lists/{id}. */
function readAndCreateRoutes(app: ZodApp, db: Db): void {
  app.get(
    '/api/saved-lists',
    {
      schema: {
        ...doc,
        operationId: 'listSavedLists',
        summary: 'The saved lists the caller sees: their own and those shared in the company',
        response: {
          200: z.object({ success: z.literal(true), lists: z.array(savedListDto) }),
          ...failures,
        },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const lists = await listSavedLists(db, viewer);
      return { success: true as const, lists: lists.map((l) => toSavedListDto(viewer, l)) };
    },
  );

  app.post(
    '/api/saved-lists',
    {
      schema: {
        ...doc,
        operationId: 'createSavedList',
        summary: 'Create a saved list, private unless shared, optionally with items (not ACCOUNTS)',
        body: createListBody,
        response: { 201: listAnswer, ...failures },
      },
    },
    async (request, reply) => {
      const viewer = await actorOf(db, request);
      const { name, shared = false, items = [] } = request.body;
      const full = await createSavedList(db, viewer, { name, shared, items });
      return reply.code(201).send(answer(viewer, 'List saved', full));
    },
  );

  app.get(
    one,
    {
      schema: {
        ...doc,
        operationId: 'getSavedList',
        summary: 'One saved list the caller sees, with its lines; 404 for any other',
        params: listParams,
        response: { 200: listAnswer, ...failures },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      return answer(viewer, 'List', await findSavedList(db, viewer, request.params.id));
    },
  );
}

/** PATCH and DELETE /api/saved-lists/{id}. */
function manageRoutes(app: ZodApp, db: Db): void {
  app.patch(
    one,
    {
      schema: {
        ...doc,
        operationId: 'updateSavedList',
        summary: 'Rename and/or share a list (its maker, or the company admin when shared)',
        params: listParams,
        body: updateListBody,
        response: { 200: listAnswer, ...failures },
      },
    },
    async (request) => {
      const viewer = await actorOf(db, request);
      const full = await updateSavedList(db, viewer, request.params.id, request.body);
      return answer(viewer, 'List updated', full);
    },
  );

  app.delete(
    one,
    {
      schema: {
        ...doc,
        operationId: 'deleteSavedList',
        summary: 'Delete a list (its maker, or the company admin when shared)',
        params: listParams,
        response: { 200: z.object({ success: z.literal(true), message: z.string() }), ...failures },
      },
    },
    async (request) => {
      await deleteSavedList(db, await actorOf(db, request), request.params.id);
      return { success: true as const, message: 'List deleted' };
    },
  );
}

/** POST /api/saved-lists/{id}/items, PATCH and DELETE /api/saved-lists/{id}/lines/{lineId}. */
function lineRoutes(app: ZodApp, db: Db): void {
  app.post(
    `${one}/items`,
    {
      schema: {
        ...doc,
        operationId: 'addSavedListItems',
        summary: 'Add items; a line of the same configuration adds up, at most 99 (not ACCOUNTS)',
        params: listParams,
        body: addItemsBody,
        response: { 200: listAnswer, ...failures },
      },
    },
    async (request) => {
      const viewer = await actorOf(db, request);
      const full = await addSavedListItems(db, viewer, request.params.id, request.body.items);
      return answer(viewer, 'Added to the list', full);
    },
  );

  app.patch(
    line,
    {
      schema: {
        ...doc,
        operationId: 'setSavedListLineQuantity',
        summary: 'Change the quantity of a line of a list (not ACCOUNTS)',
        params: lineParams,
        body: lineQuantityBody,
        response: { 200: listAnswer, ...failures },
      },
    },
    async (request) => {
      const viewer = await actorOf(db, request);
      const { id, lineId } = request.params;
      const full = await changeSavedListLine(db, viewer, id, lineId, request.body.quantity);
      return answer(viewer, 'Quantity updated', full);
    },
  );

  app.delete(
    line,
    {
      schema: {
        ...doc,
        operationId: 'removeSavedListLine',
        summary: 'Remove a line from a list (not ACCOUNTS)',
        params: lineParams,
        response: { 200: listAnswer, ...failures },
      },
    },
    async (request) => {
      const viewer = await actorOf(db, request);
      const { id, lineId } = request.params;
      const full = await changeSavedListLine(db, viewer, id, lineId, null);
      return answer(viewer, 'Line removed', full);
    },
  );
}

/** Registers the saved-list routes. */
export const savedListRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  readAndCreateRoutes(app, db);
  manageRoutes(app, db);
  lineRoutes(app, db);
  done();
};
