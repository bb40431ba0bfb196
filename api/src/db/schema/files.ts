/**
 * Uploaded files kept in the database (issue 11, `FILE_STORAGE=database`): special-instructions
 * files, contact attachments and any other upload area, so that every api instance serves every
 * file. With the default `FILE_STORAGE=local` the table stays empty and files live under
 * `DATA_DIR/uploads/<area>/<id>` instead (files/file-storage.ts).
 */
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './catalog-admin.js';

/** One stored file: its upload area (e.g. `contact`), random id, bytes and size in bytes. */
export const storedFiles = pgTable(
  'files',
  {
    area: text('area').notNull(),
    id: text('id').notNull(),
    data: bytea('data').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.area, t.id] })],
);
