/**
 * The company admin's user routes (issue 24 "Companies and users"), every one guarded by
 * `requireCompanyRole('COMPANY_ADMIN')` (guard.ts) and scoped to the caller's own company (another
 * company's user is 404):
 * - GET /api/company/users — the company's users;
 * - POST /api/company/users — invite { email, full_name, role }: 201, the invitation e-mailed
 *   through the mail outbox in the invitation's transaction;
 * - POST /api/company/users/{userId}/reinvite — a new link for a user who has not accepted;
 * - GET /api/company/users/{userId} — one user;
 * - PATCH /api/company/users/{userId} — role and/or spending limits (gross cents, null = none);
 * - POST /api/company/users/{userId}/suspend | /reinstate, DELETE /api/company/users/{userId} —
 *   suspending and removing end the user's sessions at once.
 * Bad input answers 400 with the field and message; every change is in the audit log.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsRouteOptions } from '../accounts/auth-deps.js';
import { failure } from '../accounts/auth-replies.js';
import { requireAccount, requireUser } from '../plugins/guards.js';
import type { Db } from '../db/client.js';
import type { ZodApp } from '../plugins/route-shared.js';
import {
  companyUserDto,
  companyUserParams,
  inviteBody,
  toCompanyUserDto,
  updateCompanyUserBody,
} from './dto.js';
import { requireCompanyRole } from './guard.js';
import { inviteCompanyUser, reinviteCompanyUser, type OnInvited } from './invitations.js';
import { invitationMail } from './mails.js';
import {
  changeCompanyUserAccess,
  findCompanyUser,
  companyUserOf,
  listCompanyUsers,
  updateCompanyUser,
  type AccessChange,
  type CompanyActor,
} from './users.js';

/** Success messages of the company-user routes. */
export const COMPANY_MESSAGES = {
  invited: 'Invitation sent',
  reinvited: 'Invitation sent again',
  updated: 'User updated',
  suspend: 'User suspended',
  reinstate: 'User reinstated',
  remove: 'User removed',
} as const;

const failures = { 400: failure, 401: failure, 403: failure, 404: failure } as const;
const userAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  user: companyUserDto,
});
const adminOnly = requireCompanyRole('COMPANY_ADMIN');
const doc = { tags: ['company'], security: [{ bearer: [] }] };

/** The access routes: suspend, reinstate (POST …/{userId}/{change}) and remove (DELETE). */
const ACCESS_ROUTES = [
  {
    change: 'suspend',
    method: 'POST',
    url: '/api/company/users/:userId/suspend',
    operationId: 'suspendCompanyUser',
    summary: 'Suspend an active user; their sessions end at once (COMPANY_ADMIN)',
  },
  {
    change: 'reinstate',
    method: 'POST',
    url: '/api/company/users/:userId/reinstate',
    operationId: 'reinstateCompanyUser',
    summary: 'Reinstate a suspended user (COMPANY_ADMIN)',
  },
  {
    change: 'remove',
    method: 'DELETE',
    url: '/api/company/users/:userId',
    operationId: 'removeCompanyUser',
    summary: 'Remove a user from the company; their sessions end at once (COMPANY_ADMIN)',
  },
] as const satisfies readonly {
  change: AccessChange;
  method: string;
  url: string;
  operationId: string;
  summary: string;
}[];

/** The company admin making a request (the guard has checked the role) and their row. */
async function actorOf(
  db: Db,
  request: FastifyRequest,
): Promise<CompanyActor & { fullName: string }> {
  const user = await requireUser(db, request);
  return {
    accountId: request.viewer!.accountId,
    audit: { userId: user.id, label: user.email },
    fullName: user.fullName,
  };
}

/** GET /api/company/users and GET /api/company/users/{userId}. */
function readRoutes(r: ZodApp, db: Db): void {
  r.get(
    '/api/company/users',
    {
      schema: {
        ...doc,
        operationId: 'listCompanyUsers',
        summary: "The users of the caller's company, the account holder first (COMPANY_ADMIN)",
        response: {
          200: z.object({ success: z.literal(true), users: z.array(companyUserDto) }),
          ...failures,
        },
      },
      preHandler: adminOnly,
    },
    async (request) => {
      const list = await listCompanyUsers(db, request.viewer!.accountId);
      return { success: true as const, users: list.map(toCompanyUserDto) };
    },
  );

  r.get(
    '/api/company/users/:userId',
    {
      schema: {
        ...doc,
        operationId: 'getCompanyUser',
        summary: "One user of the caller's company; 404 for anyone else (COMPANY_ADMIN)",
        params: companyUserParams,
        response: {
          200: z.object({ success: z.literal(true), user: companyUserDto }),
          ...failures,
        },
      },
      preHandler: adminOnly,
    },
    async (request) => {
      const row = await findCompanyUser(db, request.viewer!.accountId, request.params.userId);
      return { success: true as const, user: toCompanyUserDto(companyUserOf(row)) };
    },
  );
}

/** POST /api/company/users (invite) and …/{userId}/reinvite: the link e-mailed via the outbox. */
function inviteRoutes(r: ZodApp, opts: AccountsRouteOptions): void {
  const { db, deps } = opts;
  const now = () => new Date(deps.clock());
  r.post(
    '/api/company/users',
    {
      schema: {
        ...doc,
        operationId: 'inviteCompanyUser',
        summary: 'Invite a user by e-mail: a single-use link valid 7 days (COMPANY_ADMIN)',
        body: inviteBody,
        response: { 201: userAnswer, ...failures },
      },
      preHandler: adminOnly,
    },
    async (request, reply) => {
      const actor = await actorOf(db, request);
      const company = await requireAccount(db, request);
      const invitee = { ...request.body, fullName: request.body.full_name };
      const issued = await inviteCompanyUser(
        db,
        actor,
        company,
        invitee,
        now(),
        queueInvitation(opts, actor.fullName, company.companyName),
      );
      await opts.mail.afterCommit();
      return reply.code(201).send({
        success: true as const,
        message: COMPANY_MESSAGES.invited,
        user: toCompanyUserDto(issued.user),
      });
    },
  );

  r.post(
    '/api/company/users/:userId/reinvite',
    {
      schema: {
        ...doc,
        operationId: 'reinviteCompanyUser',
        summary:
          'Send a new invitation link (valid 7 days) to a user who has not accepted (COMPANY_ADMIN)',
        description: 'Earlier links stop working. A user who already accepted is 400.',
        params: companyUserParams,
        response: { 200: userAnswer, ...failures },
      },
      preHandler: adminOnly,
    },
    async (request) => {
      const actor = await actorOf(db, request);
      const company = await requireAccount(db, request);
      const issued = await reinviteCompanyUser(
        db,
        actor,
        request.params.userId,
        now(),
        queueInvitation(opts, actor.fullName, company.companyName),
      );
      await opts.mail.afterCommit();
      return {
        success: true as const,
        message: COMPANY_MESSAGES.reinvited,
        user: toCompanyUserDto(issued.user),
      };
    },
  );
}

/** Queues the invitation e-mail of a user in the invitation's transaction (mail outbox). */
function queueInvitation(
  { config, mail }: AccountsRouteOptions,
  inviterName: string,
  companyName: string,
): OnInvited {
  return async (tx, user, token) => {
    const link = `${config.publicUrl}/accept-invitation?token=${encodeURIComponent(token)}`;
    const message = await invitationMail({
      to: user.email,
      fullName: user.fullName,
      inviterName,
      companyName,
      role: user.role,
      link,
    });
    await mail.enqueue(message, tx);
  };
}

/** PATCH /api/company/users/{userId}: role and/or spending limits. */
function updateRoute(r: ZodApp, db: Db): void {
  r.patch(
    '/api/company/users/:userId',
    {
      schema: {
        ...doc,
        operationId: 'updateCompanyUser',
        summary: "Change a user's role and/or spending limits, gross cents (COMPANY_ADMIN)",
        description:
          'Only the fields sent change; null clears a limit. No one changes their own role, and ' +
          "the account holder's role stays COMPANY_ADMIN (400).",
        params: companyUserParams,
        body: updateCompanyUserBody,
        response: { 200: userAnswer, ...failures },
      },
      preHandler: adminOnly,
    },
    async (request) => {
      const body = request.body;
      const user = await updateCompanyUser(db, await actorOf(db, request), request.params.userId, {
        role: body.role,
        orderLimitCents: body.order_limit_cents,
        monthLimitCents: body.month_limit_cents,
      });
      return {
        success: true as const,
        message: COMPANY_MESSAGES.updated,
        user: toCompanyUserDto(user),
      };
    },
  );
}

/** Suspend, reinstate and remove ({@link ACCESS_ROUTES}); suspending and removing end sessions. */
function accessRoutes(r: ZodApp, { db, deps }: AccountsRouteOptions): void {
  const now = () => new Date(deps.clock());
  for (const route of ACCESS_ROUTES) {
    r.route({
      method: route.method,
      url: route.url,
      schema: {
        ...doc,
        operationId: route.operationId,
        summary: route.summary,
        params: companyUserParams,
        response: { 200: userAnswer, ...failures },
      },
      preHandler: adminOnly,
      handler: async (request) => {
        const actor = await actorOf(db, request);
        const { userId } = request.params;
        const user = await changeCompanyUserAccess(db, actor, userId, route.change, now());
        if (route.change !== 'reinstate') {
          await deps.sessionEnded({ userId: user.id, sessionId: null });
        }
        const message = COMPANY_MESSAGES[route.change];
        return { success: true as const, message, user: toCompanyUserDto(user) };
      },
    });
  }
}

/** Registers the company admin's user routes (see the file comment). */
export const companyRoutes: FastifyPluginCallbackZod<AccountsRouteOptions> = (r, opts, done) => {
  readRoutes(r, opts.db);
  inviteRoutes(r, opts);
  updateRoute(r, opts.db);
  accessRoutes(r, opts);
  done();
};
