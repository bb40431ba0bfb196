/**
 * Reading the admin audit log (issue 9; issue 26 "a readable audit log"): filters by entity (and
 * id), actor, action and date range, a text search over what was written, one page at a time or
 * every match as CSV; each entry carries its changed fields in words (audit-changes.ts).
 */
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { writeCsv } from '@serena/server-kit';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { auditLog, type AuditEntity, type AuditRow } from '../db/schema/audit.js';
import { auditChangeDto, changesText, describeChanges } from './audit-changes.js';
import { type AdminPage, pageOf } from './paging.js';

/** One audit entry on the wire (GraphQL AuditEntry; before/after as JSON text): the answer schema. */
export const auditEntryDto = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  reason: z.string().nullable(),
  changes: z.array(auditChangeDto).describe('the changed fields in words, money in euros'),
});

/** One audit entry on the wire, inferred from {@link auditEntryDto}. */
export type AuditEntryDto = z.infer<typeof auditEntryDto>;

/** Which entries to read; every field optional, all given ones must hold. */
export interface AuditFilter {
  entity?: AuditEntity;
  entityId?: string;
  /** The actor's e-mail (or 'admin token'), a part of it, any case. */
  actor?: string;
  /** The action exactly, e.g. 'set-credit-limit'. */
  action?: string;
  /** Irish calendar days, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  /** Words anywhere in the entity id, action, actor, reason, or the before/after values. */
  search?: string;
}

/** Most rows one CSV export holds. */
export const MAX_AUDIT_CSV_ROWS = 50_000;

/** Returns the wire form of an audit row. */
export function toAuditEntryDto(row: AuditRow): AuditEntryDto {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    entity: row.entity,
    entityId: row.entityId,
    action: row.action,
    before: row.before === null ? null : JSON.stringify(row.before),
    after: row.after === null ? null : JSON.stringify(row.after),
    reason: row.reason,
    changes: describeChanges(row.before, row.after),
  };
}

/** `%text%` for ILIKE with the pattern characters of `text` escaped. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The SQL condition of a filter (undefined: every entry). */
function whereOf(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.actor?.trim()) conditions.push(ilike(auditLog.actor, contains(filter.actor.trim())));
  if (filter.action?.trim()) conditions.push(eq(auditLog.action, filter.action.trim()));
  // Calendar days in Ireland: from the start of `from` to the end of `to`.
  const day = (d: string) => sql`(${d}::date)::timestamp at time zone 'Europe/Dublin'`;
  if (filter.from) conditions.push(gte(auditLog.at, day(filter.from)));
  if (filter.to) conditions.push(lt(auditLog.at, sql`${day(filter.to)} + interval '1 day'`));
  for (const word of filter.search?.trim().split(/\s+/).filter(Boolean) ?? []) {
    const like = contains(word);
    conditions.push(
      or(
        ilike(auditLog.entityId, like),
        ilike(auditLog.action, like),
        ilike(auditLog.actor, like),
        ilike(auditLog.reason, like),
        sql`${auditLog.before}::text ilike ${like}`,
        sql`${auditLog.after}::text ilike ${like}`,
      )!,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Lists audit entries newest first, one page at a time (`page` from 1, `pageSize` rows). */
export async function listAudit(
  db: Db,
  filter: AuditFilter,
  page: number,
  pageSize: number,
): Promise<AdminPage<AuditEntryDto>> {
  const where = whereOf(filter);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return pageOf(rows.map(toAuditEntryDto), total?.n ?? 0, page, pageSize);
}

const CSV_COLUMNS = ['When', 'Who', 'Entity', 'Entity id', 'Action', 'Changes', 'Reason'];

/**
 * Every matching entry (up to {@link MAX_AUDIT_CSV_ROWS}), newest first, as CSV text: one row
 * per entry, its changes in words ("Credit limit: €5,000.00 → €7,500.00"). Returns the row count.
 */
export async function auditCsv(
  db: Db,
  filter: AuditFilter,
): Promise<{ csv: string; rows: number }> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(whereOf(filter))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(MAX_AUDIT_CSV_ROWS);
  const csv = writeCsv(
    CSV_COLUMNS,
    rows.map((r) => [
      r.at.toISOString(),
      r.actor,
      r.entity,
      r.entityId,
      r.action,
      changesText(describeChanges(r.before, r.after)),
      r.reason ?? '',
    ]),
  );
  return { csv, rows: rows.length };
}
