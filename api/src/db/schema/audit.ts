/**
 * Drizzle schema of the admin audit log (issue 9): one row per admin write — who (the admin's user
 * id and e-mail, or the CLI credential), when, which entity and id, the action, and the entity's
 * fields before and after as JSON (null for a create's before or a delete's after).
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** Kinds of entity an audit entry can be about (the GraphQL AuditEntity enum, lower-case). */
export const AUDIT_ENTITIES = [
  'account',
  'order',
  'contact_message',
  'callback_request',
  'news',
  'delivery_status',
  'category',
  'product',
  'catalog',
  'price_list',
  'volume_break',
  'quote',
  'order_approval',
] as const;
/** One of {@link AUDIT_ENTITIES}. */
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** The audit log; rows are only ever inserted. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actor: text('actor').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at),
    index('audit_log_at_idx').on(t.at),
  ],
);

/** An audit_log row as selected. */
export type AuditRow = typeof auditLog.$inferSelect;
