/**
 * The StatementMonth type (issue 14): one month of the customer's account statement, read from the
 * api's GET /api/order/statements, with the same-origin links of its PDF and CSV (the bff proxies
 * `/documents/statements/*` to the api with the session, web.ts).
 */
import type { StatementMonthResolvers } from '../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../context.js';
import type { StatementMonthDto } from '../upstream/types.js';
import { requireToken } from '../session/viewer.js';

/** The viewer's statement months, newest first (one upstream call). */
export async function viewerStatementMonths(context: GraphQLContext): Promise<StatementMonthDto[]> {
  return (await context.upstream.getStatementMonths(requireToken(context))).months;
}

/** The same-origin link of a month's statement, `/documents/statements/2026-11.pdf` or `.csv`. */
export function statementUrl(month: string, format: 'pdf' | 'csv'): string {
  return `/documents/statements/${encodeURIComponent(month)}.${format}`;
}

/** StatementMonth fields. */
export const StatementMonth: StatementMonthResolvers = {
  month: (m) => m.month,
  label: (m) => m.label,
  pdfUrl: (m) => statementUrl(m.month, 'pdf'),
  csvUrl: (m) => statementUrl(m.month, 'csv'),
};
