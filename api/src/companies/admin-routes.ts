/**
 * The shop admin's view of a company's users (issue 24 "Admin console"), inside the admin scope
 * (admin/routes/guard.ts: 401 without a credential, 403 for a signed-in non-admin):
 * - GET /api/admin/accounts/{id}/company-users — the users of the company whose account is {id};
 * - GET /api/admin/accounts/{id}/company — its delivery addresses, approval rule and pending
 *   approval requests (read only: the company manages them itself);
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
import { companyAddressDto, toCompanyAddressDto } from './address-dto.js';
import { listCompanyAddresses } from './addresses.js';
import { approvalDto, toApprovalDto } from './approval-dto.js';
import { listApprovals } from './approvals.js';
import { companyUserDto, companyUserParams, toCompanyUserDto } from './dto.js';
import { changeCompanyUserAccess, COMPANY_USER_MESSAGES, listCompanyUsers } from './users.js';
import { COMPANY_MESSAGES } from './routes.js';

const userAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  user: companyUserDto,
});

/** The admin's read of a company: addresses, approval rule, approval requests still pending. */
const companyAnswer = z.object({
  success: z.literal(true),
  addresses: z.array(companyAddressDto).describe('the default first, then oldest first'),
  approval_above_cents: z
    .number()
    .int()
    .nullable()
    .describe('gross cents above which every order needs approval; null = no company rule'),
  pending_approvals: z.array(approvalDto).describe('newest first; can_decide is always false'),
});

/** The trade account {id} (a company's holder). @throws NotFoundError for any other id. */
async function tradeAccount(db: AccountsRouteOptions['db'], id: number) {
  const account = await findUserById(db, id);
  if (!account || account.companyId !== account.id) {
    throw new NotFoundError(`Trade account ${id} not found`);
  }
  return account;
}

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
      const account = await tradeAccount(db, request.params.id);
      const list = await listCompanyUsers(db, account.id);
      return { success: true as const, users: list.map(toCompanyUserDto) };
    },
  );

  r.get(
    '/api/admin/accounts/:id/company',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getAccountCompany',
        summary:
          'The delivery addresses, approval rule and pending approvals of the company whose account is {id}',
        params: idParams,
        response: { 200: companyAnswer, ...adminFailures },
      },
    },
    async (request) => {
      const account = await tradeAccount(db, request.params.id);
      const addresses = await listCompanyAddresses(db, account.id);
      const approvals = await listApprovals(db, account.id, new Date(deps.clock()));
      return {
        success: true as const,
        addresses: addresses.map(toCompanyAddressDto),
        approval_above_cents: account.approvalAboveCents,
        pending_approvals: approvals
          .filter((v) => v.row.status === 'pending')
          .map((v) => toApprovalDto(v, null)),
      };
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
