/**
 * Statements for a month as a background job (issue 27): POST /api/admin/statements/export-jobs
 * `{ month, accountIds? }` queues a `statements` job (400 for a month that is not `YYYY-MM`, a
 * future month, or an id that is not a trade account opened by then); GET .../export-jobs/{id}
 * answers it, its progress (done of total accounts) while it runs, then its output naming the ZIP
 * (downloaded from GET /api/admin/jobs/statements/{id}/file), the count and the failed accounts.
 * The `books` permission gates both; who asked is kept in the job.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsRouteOptions } from '../../accounts/auth-routes.js';
import { getJob } from '../../jobs/admin-jobs.js';
import { jobDto } from '../../jobs/routes.js';
import { checkStatementBatch, MAX_BATCH_ACCOUNTS } from '../../books/statements/batch.js';
import { queueStatements, STATEMENTS_QUEUE } from '../../books/statements/job.js';
import { actorOf } from './guard.js';
import { adminFailures, answerAdmin } from './shared.js';

const answer = z.object({ success: z.literal(true), job: jobDto });

/** The body of a statements job: the month and, optionally, the accounts. */
export const statementsJobBody = z.object({
  month: z.string().max(40).describe('YYYY-MM (Irish calendar month), not a future month'),
  accountIds: z
    .array(z.number().int().min(1).max(2_147_483_647))
    .max(MAX_BATCH_ACCOUNTS)
    .nullish()
    .describe('the trade accounts; none: every approved account with a statement that month'),
});

/** Registers the statements job routes (call inside the admin scope). */
export function adminStatementsJobRoutes(app: FastifyInstance, opts: AccountsRouteOptions): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/admin/statements/export-jobs',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminStartStatements',
        summary: "Start writing a month's statement PDFs (all or some accounts) into one ZIP",
        body: statementsJobBody,
        response: { 202: answer, ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => {
        const { month } = request.body;
        const now = new Date(opts.deps.clock());
        const accountIds = await checkStatementBatch(opts.db, month, request.body.accountIds, now);
        const actor = actorOf(request);
        const id = await queueStatements(app.jobs.boss, { month, accountIds, actor });
        request.log.info(
          { jobId: id, month, accounts: accountIds?.length ?? 'all', actor: actor.label },
          'statements job queued',
        );
        const { data: _data, ...job } = (await getJob(app.jobs.sql, STATEMENTS_QUEUE, id))!;
        return reply.code(202).send({ success: true as const, job });
      }),
  );

  r.get(
    '/api/admin/statements/export-jobs/:id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminStatementsJob',
        summary: 'A statements job: its state and progress, then the ZIP it wrote or its error',
        params: z.object({ id: z.uuid() }),
        response: { 200: answer, ...adminFailures },
      },
    },
    async (request, reply) => {
      const found = await getJob(app.jobs.sql, STATEMENTS_QUEUE, request.params.id);
      if (!found) {
        return reply.code(404).send({ success: false as const, message: 'No such statements job' });
      }
      const { data: _data, ...job } = found;
      return { success: true as const, job };
    },
  );
}
