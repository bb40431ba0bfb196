/**
 * Catalog management tables (issue 10): stored catalog pictures and the catalog version that
 * every catalog write bumps (so caches of the catalog can be invalidated).
 */
import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL `bytea` as a Node Buffer (also used by the `files` table). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded or imported catalog pictures (product gallery, fabric swatches), stored in the
 * database so every api instance serves the same bytes. `key` is the SHA-256 hex of `data`;
 * served at `/images/catalog/{key}.{ext}`.
 */
export const catalogImages = pgTable('catalog_images', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row (id 1): the catalog version, bumped by every catalog write (catalog-events.ts). */
export const catalogState = pgTable('catalog_state', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
