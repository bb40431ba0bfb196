/**
 * Drizzle schema of account notes (issue 26): staff-only notes on a customer account, dated and
 * signed by their author. Never shown to the customer nor served by any storefront route.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** Staff notes on an account; rows are only ever inserted (the audit log keeps who added each). */
export const accountNotes = pgTable(
  'account_notes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's e-mail (or 'admin token') as it was when the note was written. */
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_notes_user_idx').on(t.userId, t.createdAt)],
);

/** An account_notes row as selected. */
export type AccountNoteRow = typeof accountNotes.$inferSelect;
