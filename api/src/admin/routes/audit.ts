/**
 * The audit log routes (issue 9; issue 26 "a readable audit log"), inside the admin scope:
 * GET /api/admin/audit-log (filters, text search, one page; each entry with its changes in words)
 * and GET /api/admin/audit-log/export.csv (every match, up to 50,000 rows).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_ENTITIES } from '../../db/schema/audit.js';
import { auditCsv, auditEntryDto, listAudit } from '../audit-log.js';
import type { AccountsRouteOptions } from '../../accounts/auth-routes.js';
import { requireAuditScope } from '../../staff/audit-scope.js';
import { adminFailures, adminPage, pageQuery } from './shared.js';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'a date like 2026-11-27', abort: true })
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'not a calendar date');

/** The filters of both routes (query string). */
const auditFilter = {
  entity: z.enum(AUDIT_ENTITIES).optional(),
  entityId: z.string().max(100).optional(),
  actor: z.string().max(200).optional().describe("a part of the actor's e-mail, any case"),
  action: z.string().max(100).optional().describe("the action exactly, e.g. 'set-credit-limit'"),
  from: day.optional().describe('first Irish calendar day, YYYY-MM-DD'),
  to: day.optional().describe('last Irish calendar day, YYYY-MM-DD (included)'),
  search: z.string().max(200).optional().describe('words in what was written, who, or why'),
};

/** Registers the audit log routes (call inside the admin scope). */
export function adminAuditRoutes(app: FastifyInstance, opts: AccountsRouteOptions): void {
  const { db, deps } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.get(
    '/api/admin/audit-log',
    {
      schema: {
        tags,
        summary:
          'The audit log of admin writes, newest first: filters, text search, one page (issue 26: ' +
          "the whole log for OWNER; one order's or account's history for a role that sees it)",
        querystring: z.object({ ...auditFilter, ...pageQuery }),
        response: { 200: adminPage(auditEntryDto), ...adminFailures },
      },
    },
    async (request) => {
      const { page, pageSize, ...filter } = request.query;
      requireAuditScope(request.staffRole ?? 'OWNER', filter);
      return { success: true as const, ...(await listAudit(db, filter, page, pageSize)) };
    },
  );

  r.get(
    '/api/admin/audit-log/export.csv',
    {
      schema: {
        tags,
        summary: 'The filtered audit log as CSV, changes in words (every match, up to 50,000)',
        querystring: z.object(auditFilter),
      },
    },
    async (request, reply) => {
      const { csv, rows } = await auditCsv(db, request.query);
      const stamp = new Date(deps.clock()).toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${stamp}.csv"`)
        .header('x-row-count', String(rows))
        .send(csv);
    },
  );
}
