/**
 * The company address book routes (issue 24 "Address book"), scoped to the caller's own company
 * (another company's address is 404) and guarded in guard.ts:
 * - GET /api/company/addresses — every company user (any role) reads the book, to pick at checkout;
 * - POST /api/company/addresses, PATCH|DELETE /api/company/addresses/{addressId},
 *   POST /api/company/addresses/{addressId}/default — COMPANY_ADMIN only.
 * Bad input (a wrong Eircode, a missing town) answers 400 with the field and message; every change
 * is in the audit log.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { failure } from '../accounts/auth-replies.js';
import { requireUser } from '../plugins/guards.js';
import { dbRoutes, type ZodApp } from '../plugins/route-shared.js';
import type { Db } from '../db/client.js';
import { COMPANY_ROLES } from '../db/schema/accounts.js';
import {
  addressBody,
  addressParams,
  companyAddressDto,
  toCompanyAddressDto,
} from './address-dto.js';
import {
  ADDRESS_MESSAGES,
  createCompanyAddress,
  deleteCompanyAddress,
  listCompanyAddresses,
  setDefaultCompanyAddress,
  updateCompanyAddress,
} from './addresses.js';
import { requireCompanyRole } from './guard.js';
import type { CompanyActor } from './users.js';

const failures = { 400: failure, 401: failure, 403: failure, 404: failure } as const;
const addressAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  address: companyAddressDto,
});
const adminOnly = requireCompanyRole('COMPANY_ADMIN');
const doc = { tags: ['company'], security: [{ bearer: [] }] };

/** The company admin making a change (the guard has checked the role). */
async function actorOf(db: Db, request: FastifyRequest): Promise<CompanyActor> {
  const user = await requireUser(db, request);
  return { accountId: request.viewer!.accountId, audit: { userId: user.id, label: user.email } };
}

/** GET /api/company/addresses: the book, the default first (every company role). */
function listRoute(r: ZodApp, db: Db): void {
  r.get(
    '/api/company/addresses',
    {
      schema: {
        ...doc,
        operationId: 'listCompanyAddresses',
        summary: "The delivery addresses of the caller's company, the default first (any role)",
        response: {
          200: z.object({ success: z.literal(true), addresses: z.array(companyAddressDto) }),
          ...failures,
        },
      },
      preHandler: requireCompanyRole(...COMPANY_ROLES),
    },
    async (request) => {
      const rows = await listCompanyAddresses(db, request.viewer!.accountId);
      return { success: true as const, addresses: rows.map(toCompanyAddressDto) };
    },
  );
}

/** POST (create) and PATCH (change) of an address. */
function writeRoutes(r: ZodApp, db: Db): void {
  r.post(
    '/api/company/addresses',
    {
      schema: {
        ...doc,
        operationId: 'createCompanyAddress',
        summary: 'Save a delivery address; the first one is the default (COMPANY_ADMIN)',
        body: addressBody,
        response: { 201: addressAnswer, ...failures },
      },
      preHandler: adminOnly,
    },
    async (request, reply) => {
      const row = await createCompanyAddress(db, await actorOf(db, request), request.body);
      return reply.code(201).send({
        success: true as const,
        message: ADDRESS_MESSAGES.created,
        address: toCompanyAddressDto(row),
      });
    },
  );

  r.patch(
    '/api/company/addresses/:addressId',
    {
      schema: {
        ...doc,
        operationId: 'updateCompanyAddress',
        summary: 'Replace a saved address; orders already placed keep theirs (COMPANY_ADMIN)',
        params: addressParams,
        body: addressBody,
        response: { 200: addressAnswer, ...failures },
      },
      preHandler: adminOnly,
    },
    async (request) => {
      const actor = await actorOf(db, request);
      const row = await updateCompanyAddress(db, actor, request.params.addressId, request.body);
      const address = toCompanyAddressDto(row);
      return { success: true as const, message: ADDRESS_MESSAGES.updated, address };
    },
  );
}

/** DELETE and POST …/default of an address. */
function changeRoutes(r: ZodApp, db: Db): void {
  r.delete(
    '/api/company/addresses/:addressId',
    {
      schema: {
        ...doc,
        operationId: 'deleteCompanyAddress',
        summary:
          'Delete a saved address; a deleted default passes to the oldest left (COMPANY_ADMIN)',
        params: addressParams,
        response: { 200: addressAnswer, ...failures },
      },
      preHandler: adminOnly,
    },
    async (request) => {
      const actor = await actorOf(db, request);
      const row = await deleteCompanyAddress(db, actor, request.params.addressId);
      const address = toCompanyAddressDto(row);
      return { success: true as const, message: ADDRESS_MESSAGES.deleted, address };
    },
  );

  r.post(
    '/api/company/addresses/:addressId/default',
    {
      schema: {
        ...doc,
        operationId: 'setDefaultCompanyAddress',
        summary: "Make a saved address the company's default (COMPANY_ADMIN)",
        params: addressParams,
        response: { 200: addressAnswer, ...failures },
      },
      preHandler: adminOnly,
    },
    async (request) => {
      const actor = await actorOf(db, request);
      const row = await setDefaultCompanyAddress(db, actor, request.params.addressId);
      const address = toCompanyAddressDto(row);
      return { success: true as const, message: ADDRESS_MESSAGES.defaulted, address };
    },
  );
}

/** Registers the address book routes (see the file comment). */
export const companyAddressRoutes = dbRoutes((r, db) => {
  listRoute(r, db);
  writeRoutes(r, db);
  changeRoutes(r, db);
});
