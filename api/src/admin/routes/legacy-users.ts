/**
 * Admin side of trade accounts (spec §6: an admin approves accounts; design "Admin CLI"): list
 * applications, approve, reject, set credit limits, create admins. Allowed for a signed-in admin
 * (bearer JWT of a user whose role is admin) or with the admin credential in `X-Admin-Token`.
 * Every write here is a thin alias onto the audited console services (issue 9), so none skips the
 * audit log; the console's own routes are in admin/routes/.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { USER_STATUSES, type UserRow } from '../../db/schema/accounts.js';
import { intText } from '../../schemas/common.js';
import { changeAccountStatus, changeCreditLimit, createAdminAccount } from '../accounts.js';
import { AdminError } from '../errors.js';
import { accountDecisionMail } from '../mails.js';
import {
  ADMIN_MESSAGES,
  MESSAGES,
  findUserByEmail,
  listUsers,
  parseEuroAmount,
  toAdminUserDto,
} from '../../accounts/service.js';
import { userDto } from '../../schemas/user.js';
import { badRequest, failure, type AccountsRouteOptions } from '../../accounts/auth-routes.js';
import { actorOf } from './guard.js';

const adminUserDto = userDto.extend({
  role: z.enum(['customer', 'admin']),
  status: z.enum(USER_STATUSES),
  created_at: z.string().describe('ISO 8601'),
});

const userAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  user: adminUserDto,
});

const adminErrors = { 400: failure, 401: failure, 403: failure, 404: failure } as const;
const emailBody = z.looseObject({ email: z.unknown().optional().describe('account e-mail') });
const creditBody = z.looseObject({
  credit_limit: z.unknown().optional().describe('euros, decimal string or number, >= 0'),
  confirm: z
    .boolean()
    .optional()
    .describe('true to set a limit below the balance owed (else 409 CONFIRMATION_REQUIRED)'),
});

/** Registers the /api/admin/users routes (call inside the admin scope). */
export function adminUserRoutes(app: FastifyInstance, opts: AccountsRouteOptions): void {
  const { db, deps, config, mail } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const now = () => new Date(deps.clock());

  /** Runs an audited change; an AdminError becomes `{ success: false, message }` with its status. */
  async function change(reply: FastifyReply, run: () => Promise<FastifyReply>) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof AdminError)) throw error;
      return reply.code(error.statusCode).send({ success: false as const, message: error.message });
    }
  }

  /** Approves or rejects account `id` (audited) and mails the applicant, like the console. */
  async function decide(request: FastifyRequest, id: number, action: 'approve' | 'reject') {
    const row = await changeAccountStatus(db, actorOf(request), id, action, now(), {
      inTx: accountDecisionMail(mail, action, config),
    });
    if (row.status !== 'approved') await deps.sessionEnded({ userId: row.id, sessionId: null });
    await mail.afterCommit();
    return row;
  }

  const notFound = (reply: FastifyReply, message: string) =>
    reply.code(404).send({ success: false as const, message });

  const answer = (reply: FastifyReply, row: UserRow, message: string, code = 200) =>
    reply.code(code).send({ success: true as const, message, user: toAdminUserDto(row) });

  /** Resolves the `email` of a body to a row, or replies 400/404. */
  async function byEmail(body: unknown, reply: FastifyReply): Promise<UserRow | undefined> {
    const email = (body as { email?: unknown } | null)?.email;
    if (typeof email !== 'string' || email.trim() === '') {
      await badRequest(reply, [{ field: 'email', message: 'email is required' }]);
      return undefined;
    }
    const row = await findUserByEmail(db, email);
    if (!row) await notFound(reply, ADMIN_MESSAGES.noEmail(email.trim()));
    return row;
  }

  /** Parses `credit_limit` (euros) into cents, or replies 400. */
  async function creditCents(body: unknown, reply: FastifyReply): Promise<number | undefined> {
    const cents = parseEuroAmount((body as { credit_limit?: unknown } | null)?.credit_limit);
    if (cents === null) {
      await badRequest(reply, [{ field: 'credit_limit', message: MESSAGES.invalidCredit }]);
      return undefined;
    }
    return cents;
  }

  const idParams = z.object({ id: intText('id') });

  r.get(
    '/api/admin/users',
    {
      schema: {
        summary: 'List trade accounts, optionally by approval status',
        tags: ['admin'],
        querystring: z.object({ status: z.enum(USER_STATUSES).optional() }),
        response: {
          200: z.object({ success: z.literal(true), users: z.array(adminUserDto) }),
          ...adminErrors,
        },
      },
    },
    async (request) => {
      const rows = await listUsers(db, request.query.status);
      return { success: true as const, users: rows.map(toAdminUserDto) };
    },
  );

  for (const [action, message] of [
    ['approve', ADMIN_MESSAGES.approved],
    ['reject', ADMIN_MESSAGES.rejected],
  ] as const) {
    r.post(
      `/api/admin/users/:id/${action}`,
      {
        schema: {
          summary: `${action === 'approve' ? 'Approve' : 'Reject'} a trade account by id`,
          tags: ['admin'],
          params: idParams,
          response: { 200: userAnswer, ...adminErrors },
        },
      },
      async (request, reply) =>
        change(reply, async () => {
          const row = await decide(request, request.params.id, action);
          return answer(reply, row, message(row.email));
        }),
    );
    r.post(
      `/api/admin/users/by-email/${action}`,
      {
        schema: {
          summary: `${action === 'approve' ? 'Approve' : 'Reject'} a trade account by e-mail`,
          tags: ['admin'],
          body: emailBody,
          response: { 200: userAnswer, ...adminErrors },
        },
      },
      async (request, reply) => {
        const found = await byEmail(request.body, reply);
        if (!found) return reply;
        return change(reply, async () => {
          const row = await decide(request, found.id, action);
          return answer(reply, row, message(row.email));
        });
      },
    );
  }

  r.put(
    '/api/admin/users/:id/credit-limit',
    {
      schema: {
        summary: 'Set the credit limit (euros) of a trade account by id',
        tags: ['admin'],
        params: idParams,
        body: creditBody,
        response: { 200: userAnswer, ...adminErrors },
      },
    },
    async (request, reply) => {
      const cents = await creditCents(request.body, reply);
      if (cents === undefined) return reply;
      return change(reply, async () => {
        const row = await changeCreditLimit(
          db,
          actorOf(request),
          request.params.id,
          cents,
          request.body.confirm === true,
        );
        return answer(reply, row, ADMIN_MESSAGES.creditSet(row.email, cents));
      });
    },
  );

  r.put(
    '/api/admin/users/by-email/credit-limit',
    {
      schema: {
        summary: 'Set the credit limit (euros) of a trade account by e-mail',
        tags: ['admin'],
        body: emailBody.extend(creditBody.shape),
        response: { 200: userAnswer, ...adminErrors },
      },
    },
    async (request, reply) => {
      const cents = await creditCents(request.body, reply);
      if (cents === undefined) return reply;
      const found = await byEmail(request.body, reply);
      if (!found) return reply;
      return change(reply, async () => {
        const row = await changeCreditLimit(
          db,
          actorOf(request),
          found.id,
          cents,
          request.body.confirm === true,
        );
        return answer(reply, row, ADMIN_MESSAGES.creditSet(row.email, cents));
      });
    },
  );

  r.post(
    '/api/admin/users/admins',
    {
      schema: {
        summary: 'Create an approved admin account',
        tags: ['admin'],
        body: z.looseObject({
          email: z.unknown().optional().describe('required'),
          password: z.unknown().optional().describe('required, spec §5 password rule'),
          full_name: z.unknown().optional().describe('required'),
        }),
        response: { 201: userAnswer, ...adminErrors },
      },
    },
    async (request, reply) => {
      const created = await createAdminAccount(db, actorOf(request), request.body);
      if (!created.ok) return badRequest(reply, created.errors);
      request.log.info({ userId: created.value.id }, 'admin account created');
      return answer(reply, created.value, ADMIN_MESSAGES.adminCreated(created.value.email), 201);
    },
  );
}
