/**
 * Admin routes of an account's books (issue 22), inside the admin scope:
 * POST /api/admin/accounts/{id}/payments (allocated oldest due first or to `invoice_numbers`;
 * `dry_run: true` answers what would happen and writes nothing),
 * POST /api/admin/accounts/{id}/payments/{entryId}/reverse (with a reason),
 * GET /api/admin/accounts/{id}/invoices, PUT /api/admin/accounts/{id}/payment-terms,
 * PUT /api/admin/accounts/{id}/vat-number. Cents in answers, euros in requests; every write audited.
 * And the books' reconciliation: GET /api/admin/books/reconciliation runs books/reconcile.ts over
 * every account, or over one with `?accountId=`, and answers the discrepancies (an empty list when
 * the books agree); `npm run admin -- reconcile` calls it.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UserRow } from '../../db/schema/accounts.js';
import { euro } from '../../mail/format.js';
import { discrepancyDto, reconcile } from '../../books/reconcile.js';
import {
  MAX_PAYMENT_TERMS_DAYS,
  accountInvoiceDto,
  accountInvoices,
  changePaymentTerms,
  changeVatNumber,
  recordAccountPayment,
  reverseAccountPayment,
} from '../account-books.js';
import { ACCOUNT_ADMIN_MESSAGES, getAccount, todayInIreland } from '../accounts.js';
import { AdminError } from '../errors.js';
import { parseEuroAmount } from '../../accounts/service.js';
import type { AccountsRouteOptions } from '../../accounts/auth-routes.js';
import { accountAnswer } from './accounts.js';
import { actorOf } from './guard.js';
import { adminFailures, answerAdmin, idParams } from './shared.js';

/** What recording a payment did, or would do in a dry run (cents). */
const paymentOutcome = z.object({
  dryRun: z.boolean(),
  entryId: z.number().int().nullable().describe('the payment entry; null in a dry run'),
  amount: z.number().int(),
  allocations: z.array(
    z.object({
      invoiceNumber: z.string(),
      amount: z.number().int(),
      openBefore: z.number().int(),
      openAfter: z.number().int(),
    }),
  ),
  unallocated: z.number().int().describe('what no open invoice took: credit on account'),
  outstanding: z.number().int().describe('the balance owed after the payment'),
  availableCredit: z.number().int(),
});

const paymentParams = idParams.extend({
  entryId: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** Invoice numbers of a payment body: absent, or a list of up to 100 short strings. */
function invoiceNumbersOf(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (
    !Array.isArray(value) ||
    value.length > 100 ||
    !value.every((n) => typeof n === 'string' && n.trim() !== '' && n.length <= 40)
  ) {
    throw new AdminError(
      400,
      'INVALID',
      'invoice_numbers must be a list of invoice numbers, e.g. ["INV-2026-000001"]',
      'invoice_numbers',
    );
  }
  return value as string[];
}

/** Registers the admin routes of an account's books (call inside the admin scope). */
export function adminAccountBooksRoutes(app: FastifyInstance, opts: AccountsRouteOptions): void {
  const { db, deps } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const today = () => todayInIreland(new Date(deps.clock()));

  async function accountOf(row: Pick<UserRow, 'id'>) {
    const account = await getAccount(db, row.id, today());
    if (!account) throw new AdminError(404, 'NOT_FOUND', ACCOUNT_ADMIN_MESSAGES.notFound(row.id));
    return account;
  }

  r.post(
    '/api/admin/accounts/:id/payments',
    {
      schema: {
        tags,
        summary:
          'Record a payment (euros above 0), allocated oldest due first or to invoice_numbers; dry_run answers what would happen and writes nothing',
        params: idParams,
        body: z.looseObject({
          amount: z.unknown().optional().describe('euros above 0, decimal string or number'),
          note: z.string().max(500).nullish().describe('e.g. the bank reference'),
          invoice_numbers: z
            .unknown()
            .optional()
            .describe('invoice numbers to allocate to, in this order; default oldest due first'),
          dry_run: z.boolean().optional().describe('true: nothing is written'),
        }),
        response: {
          200: accountAnswer.extend({ payment: paymentOutcome }),
          ...adminFailures,
        },
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
        const { user, payment } = await recordAccountPayment(
          db,
          actorOf(request),
          request.params.id,
          cents,
          request.body.note?.trim() || null,
          {
            invoiceNumbers: invoiceNumbersOf(request.body.invoice_numbers),
            dryRun: request.body.dry_run === true,
          },
        );
        const account = await accountOf(user);
        const message = payment.dryRun
          ? `A payment of ${euro(cents)} would leave ${user.email} owing ${euro(payment.outstanding)}; available credit ${euro(payment.availableCredit)}`
          : ACCOUNT_ADMIN_MESSAGES.payment(user.email, cents, account.availableCredit);
        return { success: true as const, message, account, payment };
      }),
  );

  r.post(
    '/api/admin/accounts/:id/payments/:entryId/reverse',
    {
      schema: {
        tags,
        summary:
          'Reverse a payment with a reason (a payment_reversal entry; 404 no such payment, 409 already reversed)',
        params: paymentParams,
        body: z.looseObject({ reason: z.unknown().optional().describe('required, up to 500') }),
        response: {
          200: accountAnswer.extend({
            reversal: z.object({
              entryId: z.number().int(),
              paymentEntryId: z.number().int(),
              amount: z.number().int(),
            }),
          }),
          ...adminFailures,
        },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => {
        const reason = request.body.reason;
        if (typeof reason !== 'string' || reason.trim() === '' || reason.length > 500) {
          throw new AdminError(
            400,
            'REASON_REQUIRED',
            'Give the reason for the reversal (up to 500 characters).',
            'reason',
          );
        }
        const { user, reversal } = await reverseAccountPayment(
          db,
          actorOf(request),
          request.params.id,
          request.params.entryId,
          reason,
        );
        const account = await accountOf(user);
        return {
          success: true as const,
          message: `Payment of ${euro(reversal.amount)} reversed for ${user.email}; they owe ${euro(account.outstanding)}`,
          account,
          reversal,
        };
      }),
  );

  r.get(
    '/api/admin/accounts/:id/invoices',
    {
      schema: {
        tags,
        summary:
          "An account's invoices, oldest due first: PO numbers, dates, gross, credited, paid, open, state and credit notes",
        params: idParams,
        response: {
          200: z.object({ success: z.literal(true), invoices: z.array(accountInvoiceDto) }),
          ...adminFailures,
        },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => {
        const invoices = await accountInvoices(db, request.params.id, today());
        if (!invoices) {
          throw new AdminError(
            404,
            'NOT_FOUND',
            ACCOUNT_ADMIN_MESSAGES.notFound(request.params.id),
          );
        }
        return { success: true as const, invoices };
      }),
  );

  r.put(
    '/api/admin/accounts/:id/payment-terms',
    {
      schema: {
        tags,
        summary: 'Set the payment terms of an account (days 0 to 365; invoices from now on)',
        params: idParams,
        body: z.looseObject({ days: z.unknown().optional().describe('whole days, 0 to 365') }),
        response: { 200: accountAnswer, ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => {
        const days = request.body.days;
        if (
          typeof days !== 'number' ||
          !Number.isInteger(days) ||
          days < 0 ||
          days > MAX_PAYMENT_TERMS_DAYS
        ) {
          throw new AdminError(
            400,
            'INVALID',
            `days must be a whole number of days from 0 to ${MAX_PAYMENT_TERMS_DAYS}`,
            'days',
          );
        }
        const row = await changePaymentTerms(db, actorOf(request), request.params.id, days);
        return {
          success: true as const,
          message: `Payment terms of ${row.email} set to ${days} days`,
          account: await accountOf(row),
        };
      }),
  );

  r.put(
    '/api/admin/accounts/:id/vat-number',
    {
      schema: {
        tags,
        summary: "Set (or with '' clear) the customer's VAT number (EU, XI or GB; checked)",
        params: idParams,
        body: z.looseObject({ vat_number: z.unknown().optional().describe("'' clears it") }),
        response: { 200: accountAnswer, ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => {
        const text = request.body.vat_number ?? '';
        if (typeof text !== 'string' || text.length > 40) {
          throw new AdminError(400, 'INVALID', 'vat_number must be text', 'vat_number');
        }
        const row = await changeVatNumber(db, actorOf(request), request.params.id, text);
        return {
          success: true as const,
          message: row.vatNumber
            ? `VAT number of ${row.email} set to ${row.vatNumber}`
            : `VAT number of ${row.email} cleared`,
          account: await accountOf(row),
        };
      }),
  );
}

/** Registers the books' reconciliation route (call inside the admin scope). */
export function adminReconciliationRoutes(app: FastifyInstance, opts: AccountsRouteOptions): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/books/reconciliation',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Reconcile the books: ledger = invoices − credit notes − payments + payment reversals, documents = their lines, cancelled lines credited once, statements = ledger',
        querystring: z.object({ accountId: z.coerce.number().int().positive().optional() }),
        response: {
          200: z.object({
            success: z.literal(true),
            accounts: z.number().int().describe('accounts checked'),
            discrepancies: z.array(discrepancyDto),
          }),
          ...adminFailures,
        },
      },
    },
    async (request) => {
      const ids = request.query.accountId === undefined ? undefined : [request.query.accountId];
      const result = await reconcile(opts.db, new Date(opts.deps.clock()), ids);
      return {
        success: true as const,
        accounts: result.accountsChecked,
        discrepancies: result.discrepancies,
      };
    },
  );
}
