/**
 * The books' admin route (issue 22): GET /api/admin/books/reconciliation runs the reconciliation
 * (books/reconcile.ts) over every account, or over one with `?accountId=`, and answers the
 * discrepancies (an empty list when the books agree). Inside the admin scope (401 / 403 otherwise).
 * `npm run admin -- reconcile` calls it.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsRouteOptions } from '../../accounts/auth-routes.js';
import { adminFailures } from './shared.js';
import { reconcile } from '../../books/reconcile.js';

/** One discrepancy on the wire (cents). */
export const discrepancyDto = z.object({
  accountId: z.number().int(),
  email: z.string(),
  check: z.string(),
  subject: z.string(),
  expectedCents: z.number().int().nullable(),
  actualCents: z.number().int().nullable(),
  message: z.string(),
});

/** Registers the reconciliation route (call inside the admin scope). */
export function adminBooksRoutes(app: FastifyInstance, opts: AccountsRouteOptions): void {
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
