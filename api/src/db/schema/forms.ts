/**
 * Drizzle schema of the visitor forms (spec §3 Contact message and Callback request): contact
 * messages (with an optional uploaded file kept on disk under DATA_DIR/uploads/contact) and
 * Request A Callback requests.
 */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The admin inbox state of a contact message or callback request (issue 9): when an admin first
 * read it, when it was marked handled (both null until then) and the admin's note.
 */
function inboxColumns() {
  return {
    readAt: timestamp('read_at', { withTimezone: true }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    note: text('note'),
  };
}

/**
 * Spec §3 Contact message. `dedupeKey` is the SHA-256 of the normalised e-mail and message text, so
 * a repeat of the same message by the same sender is refused atomically (spec §8: 409). The file, if
 * any, is stored as `DATA_DIR/uploads/contact/<fileId>`; `fileName` is the sanitised original name
 * (kept only here, never used as a path); `fileSize` in bytes.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    message: text('message').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    fileId: text('file_id'),
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileSize: integer('file_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...inboxColumns(),
  },
  (t) => [
    uniqueIndex('contact_messages_dedupe_key_idx').on(t.dedupeKey),
    index('contact_messages_created_at_idx').on(t.createdAt),
  ],
);

/** Spec §3 Callback request: who to call back, their company, phone number and message. */
export const callbackRequests = pgTable(
  'callback_requests',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    companyName: text('company_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...inboxColumns(),
  },
  (t) => [index('callback_requests_created_at_idx').on(t.createdAt)],
);

/** A stored contact message row. */
export type ContactMessageRow = typeof contactMessages.$inferSelect;
/** A stored callback request row. */
export type CallbackRequestRow = typeof callbackRequests.$inferSelect;
