/**
 * Admin account routes (issue 9), all inside the admin scope:
 * GET /api/admin/accounts (search, status, sort, page), GET /api/admin/accounts/{id},
 * GET /api/admin/accounts/{id}/ledger, POST /api/admin/accounts/{id}/{approve|reject|block|unblock},
 * PUT /api/admin/accounts/{id}/credit-limit (a limit below the balance needs `confirm: true`),
 * POST /api/admin/accounts/admins (create an admin; the CLI's create-admin); the books' routes
 * (payments, reversals, invoices, payment terms, VAT number) are in account-books.ts.
 * Amounts on this wire are integer euro cents in answers, euros (decimal) in requests.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { USER_STATUSES, type UserRow } from '../../db/schema/accounts.js';
import {
  ACCOUNT_ADMIN_MESSAGES,
  ACCOUNT_SORT_FIELDS,
  STATUS_ACTIONS,
  changeAccountStatus,
  changeCreditLimit,
  createAdminAccount,
  getAccount,
  listAccounts,
  todayInIreland,
  type StatusAction,
} from '../accounts.js';
import { accountLedger, ledgerEntryDto } from '../account-ledger.js';
import { AdminError } from '../errors.js';
import { accountDecisionMail } from '../mails.js';
import { ADMIN_MESSAGES, parseEuroAmount } from '../../accounts/service.js';
import type { AccountsRouteOptions } from '../../accounts/auth-routes.js';
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
  paymentTermsDays: z.number().int().describe('days after issue an invoice is due'),
  vatNumber: z.string().nullable(),
  overdue: z.number().int().describe('cents: open amounts of invoices past their due date'),
  priceListId: z
    .number()
    .int()
    .nullable()
    .describe('the price list the account buys on (issue 25); null: the trade price'),
});

/** The answer of an account change: the message and the account after it. */
export const accountAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  account: adminAccountDto,
});

/**
 * Cents of a credit limit in euros (0 or more).
 * @throws AdminError 400 (field credit_limit) for anything else.
 */
function euroLimit(value: unknown): number {
  const cents = parseEuroAmount(value);
  if (cents === null) {
    throw new AdminError(
      400,
      'INVALID',
      'credit_limit must be a euro amount of 0 or more, e.g. 5000 or 5000.00',
      'credit_limit',
    );
  }
  return cents;
}

/** Registers the admin account routes (call inside the admin scope). */
export function adminAccountRoutes(app: FastifyInstance, opts: AccountsRouteOptions): void {
  const { db, deps, config, mail } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  /** The account answer after a change: the fresh DTO and the message. */
  async function answerAccount(row: UserRow, message: string) {
    const account = await getAccount(db, row.id, todayInIreland(new Date(deps.clock())));
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
          overdue: z
            .enum(['true', 'false'])
            .optional()
            .describe('true: only accounts with an invoice open past its due date'),
          sortBy: z.enum(ACCOUNT_SORT_FIELDS).default('createdAt'),
          sortDirection: z.enum(['asc', 'desc']).default('desc'),
          ...pageQuery,
        }),
        response: { 200: adminPage(adminAccountDto), ...adminFailures },
      },
    },
    async (request) => {
      const { overdue, ...query } = request.query;
      const asOf = todayInIreland(new Date(deps.clock()));
      return {
        success: true as const,
        ...(await listAccounts(db, { ...query, overdue: overdue === 'true' }, asOf)),
      };
    },
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
        const asOf = todayInIreland(new Date(deps.clock()));
        const account = await getAccount(db, request.params.id, asOf);
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
          body: z
            .looseObject({
              credit_limit: z
                .unknown()
                .optional()
                .describe('approve only: the opening credit limit, euros >= 0'),
              reason: z
                .string()
                .max(1000)
                .nullish()
                .describe('reject only: why, sent to the applicant and kept in the audit log'),
            })
            .nullish(),
          response: { 200: accountAnswer, ...adminFailures },
        },
      },
      async (request, reply) =>
        answerAdmin(reply, async () => {
          const opening = request.body?.credit_limit;
          let creditLimitCents: number | undefined;
          const reason = action === 'reject' ? request.body?.reason?.trim() || null : null;
          if (action === 'approve' && opening !== undefined && opening !== null && opening !== '') {
            creditLimitCents = euroLimit(opening);
          }
          const row = await changeAccountStatus(
            db,
            actorOf(request),
            request.params.id,
            action,
            new Date(deps.clock()),
            {
              creditLimitCents,
              reason,
              inTx: accountDecisionMail(mail, action, config, reason),
            },
          );
          if (row.status !== 'approved')
            await deps.sessionEnded({ userId: row.id, sessionId: null });
          await mail.afterCommit();
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
          confirm: z
            .unknown()
            .optional()
            .describe(
              'true to set a limit below the balance owed (else 409 CONFIRMATION_REQUIRED)',
            ),
        }),
        response: { 200: accountAnswer, ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => {
        const cents = euroLimit(request.body.credit_limit);
        const row = await changeCreditLimit(
          db,
          actorOf(request),
          request.params.id,
          cents,
          request.body.confirm === true,
        );
        return answerAccount(row, ACCOUNT_ADMIN_MESSAGES.creditSet(row.email, cents));
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
