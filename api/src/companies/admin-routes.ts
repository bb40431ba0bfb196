/**
 * The shop admin's view of a company's users (issue 24 "Admin console"), inside the admin scope
 * (admin/routes/guard.ts: 401 without a credential, 403 for a signed-in non-admin):
 * - GET /api/admin/accounts/{id}/company-users — the users of the company whose account is {id};
 * - POST /api/admin/company-users/{userId}/suspend | /reinstate — suspend (sessions end at once)
 *   or reinstate a single company user; audited with the admin as actor. The account holder is
 *   blocked or unblocked with the account itself (PATCH of the account's status), not here.
 * An unknown account or user answers 404.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsRouteOptions } from '../accounts/auth-routes.js';
import { findUserById } from '../accounts/service.js';
import { actorOf } from '../admin/routes/guard.js';
import { adminFailures, idParams } from '../admin/routes/shared.js';
import { NotFoundError } from '../plugins/errors.js';
import { companyUserDto, companyUserParams, toCompanyUserDto } from './dto.js';
import { changeCompanyUserAccess, COMPANY_USER_MESSAGES, listCompanyUsers } from './users.js';
import { COMPANY_MESSAGES } from './routes.js';

const userAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  user: companyUserDto,
});

/** Registers the admin's company-user routes (call inside the admin scope). */
export function adminCompanyRoutes(app: FastifyInstance, opts: AccountsRouteOptions): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, deps } = opts;

  r.get(
    '/api/admin/accounts/:id/company-users',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listAccountCompanyUsers',
        summary: 'The users of the trade company whose account is {id}, the account holder first',
        params: idParams,
        response: {
          200: z.object({ success: z.literal(true), users: z.array(companyUserDto) }),
          ...adminFailures,
        },
      },
    },
    async (request) => {
      const account = await findUserById(db, request.params.id);
      if (!account || account.companyId !== account.id) {
        throw new NotFoundError(`Trade account ${request.params.id} not found`);
      }
      const list = await listCompanyUsers(db, account.id);
      return { success: true as const, users: list.map(toCompanyUserDto) };
    },
  );

  for (const change of ['suspend', 'reinstate'] as const) {
    r.post(
      `/api/admin/company-users/:userId/${change}`,
      {
        schema: {
          tags: ['admin'],
          operationId:
            change === 'suspend' ? 'adminSuspendCompanyUser' : 'adminReinstateCompanyUser',
          summary:
            change === 'suspend'
              ? 'Suspend a single company user; their sessions end at once'
              : 'Reinstate a suspended company user',
          params: companyUserParams,
          response: { 200: userAnswer, ...adminFailures },
        },
      },
      async (request) => {
        const target = await findUserById(db, request.params.userId);
        if (target?.companyId == null) throw new NotFoundError(COMPANY_USER_MESSAGES.notFound);
        const actor = { accountId: target.companyId, audit: actorOf(request) };
        const user = await changeCompanyUserAccess(
          db,
          actor,
          target.id,
          change,
          new Date(deps.clock()),
        );
        if (change === 'suspend') await deps.sessionEnded({ userId: user.id, sessionId: null });
        return {
          success: true as const,
          message: COMPANY_MESSAGES[change],
          user: toCompanyUserDto(user),
        };
      },
    );
  }
}
