/**
 * Monthly account statement routes (issue 14):
 * - GET /api/order/statements — the months the signed-in customer has a statement for (from the
 *   month their account was opened to the current one, Irish calendar), newest first;
 * - GET /api/order/statements/{YYYY-MM}.pdf | .csv — their own statement of that month;
 * - GET /api/admin/accounts/{id}/statements/{YYYY-MM}.pdf | .csv — any customer's, for the admin
 *   (admin/routes/statements.ts, inside the admin scope, with {@link answerStatement}).
 * A file name that is not a month, a month not begun yet or before the account was opened answers
 * 400 with a message saying so; no session 401; an admin route without the admin role 403.
 */
import type { FastifyReply } from 'fastify';
import { requireAccount } from '../../plugins/guards.js';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/accounts.js';
import { errorResponse, errorResponses } from '../../schemas/dto.js';
import type { Clock } from '../../accounts/throttle.js';
import { statementCsv } from './csv.js';
import {
  irishMonthOf,
  monthLabel,
  monthsBetween,
  parseStatementFile,
  statementMonthProblem,
} from './month.js';
import { statementPdf } from './pdf.js';
import { buildStatement } from './service.js';

/** The `file` path parameter: `YYYY-MM.pdf` or `YYYY-MM.csv` (checked with a clear 400 message). */
export const statementFileParams = z.object({
  file: z
    .string()
    .max(40)
    .describe('the month and format, e.g. `2026-11.pdf` or `2026-11.csv` (Irish calendar month)'),
});

export const statementDescription =
  'Answers the statement (200, `application/pdf` or `text/csv; charset=utf-8`, ' +
  'Content-Disposition: attachment) with the opening balance, every purchase, reversal and ' +
  'payment of the month with the running balance, and the closing balance; 400 with a message ' +
  'for a file name that is not `YYYY-MM.pdf`/`.csv`, a month not begun yet or before the account ' +
  'was opened; 401 without a valid token.';

/**
 * Answers the statement of `user` for the file name `file` at time `now`: the PDF or CSV, or 400
 * with the reason.
 */
export async function answerStatement(
  db: Db,
  reply: FastifyReply,
  user: UserRow,
  file: string,
  now: Date = new Date(),
): Promise<FastifyReply> {
  const parsed = parseStatementFile(file);
  const problem = parsed.ok
    ? statementMonthProblem(parsed.value.month, user.createdAt, now)
    : parsed.message;
  if (!parsed.ok || problem) {
    return reply.code(400).send({ success: false as const, message: problem ?? '' });
  }
  const { month, format } = parsed.value;
  const statement = await buildStatement(db, user, month, now);
  const body = format === 'pdf' ? await statementPdf(statement) : statementCsv(statement);
  return reply
    .header('content-type', format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="statement-${month}.${format}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}

/** One month on the statement list. */
const statementMonthDto = z.object({
  month: z.string().describe('YYYY-MM'),
  label: z.string().describe("e.g. 'November 2026'"),
});

/** Options of {@link statementRoutes}: the database and the clock "now" is read from (ms). */
export interface StatementRouteOptions {
  db: Db;
  clock: Clock;
}

/** Routes: GET /api/order/statements, GET /api/order/statements/{file}. */
export const statementRoutes: FastifyPluginCallbackZod<StatementRouteOptions> = (
  r,
  { db, clock },
  done,
) => {
  r.get(
    '/api/order/statements',
    {
      schema: {
        tags: ['orders'],
        operationId: 'listStatementMonths',
        summary:
          'The months the signed-in customer has an account statement for (account opened → now), newest first',
        security: [{ bearer: [] }],
        response: {
          200: z.object({
            success: z.literal(true),
            opened: z.string().describe('YYYY-MM: the month the account was opened'),
            months: z.array(statementMonthDto),
          }),
          401: errorResponse.describe('No valid bearer token'),
          500: errorResponses[500],
        },
      },
    },
    async (request) => {
      const user = await requireAccount(db, request);
      const opened = irishMonthOf(user.createdAt);
      const months = monthsBetween(opened, irishMonthOf(new Date(clock())));
      return {
        success: true as const,
        opened,
        months: months.map((month) => ({ month, label: monthLabel(month) })),
      };
    },
  );

  r.get(
    '/api/order/statements/:file',
    {
      schema: {
        tags: ['orders'],
        operationId: 'getOwnStatement',
        summary: "The signed-in customer's account statement of one month, as PDF or CSV",
        security: [{ bearer: [] }],
        description: statementDescription,
        params: statementFileParams,
      },
    },
    async (request, reply) => {
      const user = await requireAccount(db, request);
      return answerStatement(db, reply, user, request.params.file, new Date(clock()));
    },
  );
  done();
};
