/**
 * The admin's copy of a customer's monthly account statement (issue 14):
 * GET /api/admin/accounts/{id}/statements/{YYYY-MM}.pdf | .csv, inside the admin scope (its guard
 * answers 401 without a credential and 403 for a signed-in non-admin); 404 for an unknown account.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_ADMIN_MESSAGES } from '../accounts.js';
import { findUserById } from '../../accounts/service.js';
import {
  answerStatement,
  statementDescription,
  statementFileParams,
} from '../../books/statements/routes.js';
import type { AccountsRouteOptions } from '../../accounts/auth-routes.js';
import { idParams } from './shared.js';

/** Registers the admin statement route (call inside the admin scope). */
export function adminStatementRoutes(app: FastifyInstance, opts: AccountsRouteOptions): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/accounts/:id/statements/:file',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getAccountStatement',
        summary: "A trade account's statement of one month, as PDF or CSV",
        description: `${statementDescription} 403 for a signed-in non-admin; 404 for an unknown account.`,
        params: statementFileParams.extend(idParams.shape),
      },
    },
    async (request, reply) => {
      const user = await findUserById(opts.db, request.params.id);
      if (!user) {
        return reply.code(404).send({
          success: false as const,
          message: ACCOUNT_ADMIN_MESSAGES.notFound(request.params.id),
        });
      }
      return answerStatement(
        opts.db,
        reply,
        user,
        request.params.file,
        new Date(opts.deps.clock()),
      );
    },
  );
}
