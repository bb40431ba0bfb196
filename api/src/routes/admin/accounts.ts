/**
 * Admin account routes (issue 9), all inside the admin scope:
 * GET /api/admin/accounts (search, status, sort, page), GET /api/admin/accounts/{id},
 * GET /api/admin/accounts/{id}/ledger, POST /api/admin/accounts/{id}/{approve|reject|block|unblock},
 * PUT /api/admin/accounts/{id}/credit-limit, POST /api/admin/accounts/{id}/payments,
 * POST /api/admin/accounts/admins (create an admin; the CLI's create-admin).
 * Amounts on this wire are integer euro cents in answers, euros (decimal) in requests.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { USER_STATUSES, type UserRow } from '../../db/schema/accounts.js';
import { LEDGER_KINDS } from '../../db/schema/orders.js';
import { formatCents } from '../../lib/money.js';
import {
  ACCOUNT_ADMIN_MESSAGES,
  ACCOUNT_SORT_FIELDS,
  STATUS_ACTIONS,
  accountLedger,
  changeAccountStatus,
  changeCreditLimit,
  createAdminAccount,
  getAccount,
  listAccounts,
  recordAccountPayment,
  type StatusAction,
} from '../../services/admin/accounts.js';
import { AdminError } from '../../services/admin/errors.js';
import { mailAccountDecision } from '../../services/admin/mails.js';
import { ADMIN_MESSAGES, parseEuroAmount } from '../../services/users.js';
import type { AccountsRouteOptions } from '../auth.js';
import { actorOf } from './guard.js';
import { adminFailures, adminPage, answerAdmin, idParams, pageQuery } from './shared.js';

/** An account on the admin wire (cents). */
export const adminAccountDto = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  invoiceEmail: z.string(),
  phoneNumber: z.string(),
  country: z.string(),
  companyName: z.string(),
  officeAddress: z.string(),
  officeCity: z.string(),
  officeEircode: z.string(),
  deliveryAddress: z.string(),
  deliveryCity: z.string(),
  deliveryEircode: z.string(),
  subscribed: z.boolean(),
  status: z.enum(USER_STATUSES),
  createdAt: z.string(),
  creditLimit: z.number().int().describe('cents'),
  outstanding: z.number().int().describe('cents'),
  availableCredit: z.number().int().describe('cents'),
  orderCount: z.number().int(),
});

/** One ledger entry on the admin wire (cents). */
export const ledgerEntryDto = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  amount: z.number().int().describe('cents, positive'),
  balance: z.number().int().describe('outstanding after this entry, cents'),
  orderTrackingId: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});

const accountAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  account: adminAccountDto,
});

/** Registers the admin account routes (call inside the admin scope). */
export function adminAccountRoutes(app: FastifyInstance, opts: AccountsRouteOptions): void {
  const { db, deps, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  /** The account answer after a change: the fresh DTO and the message. */
  async function answerAccount(row: UserRow, message: string) {
    const account = await getAccount(db, row.id);
    if (!account) throw new AdminError(404, 'NOT_FOUND', ACCOUNT_ADMIN_MESSAGES.notFound(row.id));
    return { success: true as const, message, account };
  }

  r.get(
    '/api/admin/accounts',
    {
      schema: {
        tags,
        summary: 'Trade accounts: search by name, company or e-mail; status filter; sort; page',
        querystring: z.object({
          search: z.string().max(200).optional(),
          status: z.enum(USER_STATUSES).optional(),
          sortBy: z.enum(ACCOUNT_SORT_FIELDS).default('createdAt'),
          sortDirection: z.enum(['asc', 'desc']).default('desc'),
          ...pageQuery,
        }),
        response: { 200: adminPage(adminAccountDto), ...adminFailures },
      },
    },
    async (request) => ({ success: true as const, ...(await listAccounts(db, request.query)) }),
  );

  r.get(
    '/api/admin/accounts/:id',
    {
      schema: {
        tags,
        summary: 'One trade account: the full application, status and credit',
        params: idParams,
        response: {
          200: z.object({ success: z.literal(true), account: adminAccountDto }),
          ...adminFailures,
        },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => {
        const account = await getAccount(db, request.params.id);
        if (!account) {
          throw new AdminError(
            404,
            'NOT_FOUND',
            ACCOUNT_ADMIN_MESSAGES.notFound(request.params.id),
          );
        }
        return { success: true as const, account };
      }),
  );

  r.get(
    '/api/admin/accounts/:id/ledger',
    {
      schema: {
        tags,
        summary: 'The credit ledger of an account, oldest first, with the running balance',
        params: idParams,
        response: {
          200: z.object({ success: z.literal(true), entries: z.array(ledgerEntryDto) }),
          ...adminFailures,
        },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => {
        const entries = await accountLedger(db, request.params.id);
        if (!entries) {
          throw new AdminError(
            404,
            'NOT_FOUND',
            ACCOUNT_ADMIN_MESSAGES.notFound(request.params.id),
          );
        }
        return { success: true as const, entries };
      }),
  );

  const messages: Record<StatusAction, (email: string) => string> = {
    approve: ACCOUNT_ADMIN_MESSAGES.approved,
    reject: ACCOUNT_ADMIN_MESSAGES.rejected,
    block: ACCOUNT_ADMIN_MESSAGES.blocked,
    unblock: ACCOUNT_ADMIN_MESSAGES.unblocked,
  };
  for (const action of Object.keys(STATUS_ACTIONS) as StatusAction[]) {
    r.post(
      `/api/admin/accounts/:id/${action}`,
      {
        schema: {
          tags,
          summary: `${action[0]!.toUpperCase()}${action.slice(1)} a trade account (409 when its status does not allow it)`,
          params: idParams,
          response: { 200: accountAnswer, ...adminFailures },
        },
      },
      async (request, reply) =>
        answerAdmin(reply, async () => {
          const row = await changeAccountStatus(
            db,
            actorOf(request),
            request.params.id,
            action,
            new Date(deps.clock()),
          );
          if (row.status !== 'approved')
            await deps.sessionEnded({ userId: row.id, sessionId: null });
          await mailAccountDecision(deps.mailer, row, action, config, request.log);
          return answerAccount(row, messages[action](row.email));
        }),
    );
  }

  r.put(
    '/api/admin/accounts/:id/credit-limit',
    {
      schema: {
        tags,
        summary: 'Set the credit limit of an account (euros, 0 or more)',
        params: idParams,
        body: z.looseObject({
          credit_limit: z.unknown().optional().describe('euros, decimal string or number, >= 0'),
        }),
        response: { 200: accountAnswer, ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => {
        const cents = parseEuroAmount(request.body.credit_limit);
        if (cents === null) {
          throw new AdminError(
            400,
            'INVALID',
            'credit_limit must be a euro amount of 0 or more, e.g. 5000 or 5000.00',
            'credit_limit',
          );
        }
        const row = await changeCreditLimit(db, actorOf(request), request.params.id, cents);
        return answerAccount(row, ACCOUNT_ADMIN_MESSAGES.creditSet(row.email, formatCents(cents)));
      }),
  );

  r.post(
    '/api/admin/accounts/:id/payments',
    {
      schema: {
        tags,
        summary: 'Record a payment from the customer (euros above 0); it restores available credit',
        params: idParams,
        body: z.looseObject({
          amount: z.unknown().optional().describe('euros above 0, decimal string or number'),
          note: z.string().max(500).nullish().describe('e.g. the bank reference'),
        }),
        response: { 200: accountAnswer, ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => {
        const cents = parseEuroAmount(request.body.amount);
        if (cents === null || cents <= 0) {
          throw new AdminError(
            400,
            'INVALID',
            'amount must be a euro amount above 0, e.g. 250 or 250.00',
            'amount',
          );
        }
        const row = await recordAccountPayment(
          db,
          actorOf(request),
          request.params.id,
          cents,
          request.body.note ?? null,
        );
        const answer = await answerAccount(row, '');
        answer.message = ACCOUNT_ADMIN_MESSAGES.payment(
          row.email,
          formatCents(cents),
          formatCents(answer.account.availableCredit),
        );
        return answer;
      }),
  );

  r.post(
    '/api/admin/accounts/admins',
    {
      schema: {
        tags,
        summary: 'Create an approved admin account (audited); 400 with field errors',
        body: z.looseObject({
          email: z.unknown().optional().describe('required'),
          password: z.unknown().optional().describe('required, spec §5 password rule'),
          full_name: z.unknown().optional().describe('required'),
        }),
        response: { 201: accountAnswer, ...adminFailures },
      },
    },
    async (request, reply) => {
      const created = await createAdminAccount(db, actorOf(request), request.body);
      if (!created.ok) {
        return reply.code(400).send({
          success: false as const,
          message: created.errors[0]?.message ?? 'Invalid input',
          code: 'INVALID',
          errors: created.errors,
        });
      }
      request.log.info({ userId: created.value.id }, 'admin account created');
      const answer = await answerAccount(
        created.value,
        ADMIN_MESSAGES.adminCreated(created.value.email),
      );
      return reply.code(201).send(answer);
    },
  );
}
