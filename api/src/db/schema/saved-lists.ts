/**
 * Drizzle schema of saved lists (issue 24 "Saved lists", requisition lists): a named list of a
 * company (`account_id`, the company account) made by one of its users (`created_by_user_id`),
 * private to that user or shared with the whole company. Each line keeps the product and its bed
 * configuration by id, plus the names as they were when saved, so a line whose product or
 * variation is no longer sold can still be named. No prices: a list is repriced when it goes to
 * the cart.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** Storage options of a saved line, as the GraphQL `StorageType` names them. */
export const SAVED_LIST_STORAGES = ['NONE', 'OTTOMAN', 'CLOUD_STORAGE'] as const;
/** One of {@link SAVED_LIST_STORAGES}. */
export type SavedListStorage = (typeof SAVED_LIST_STORAGES)[number];

/** A saved list of a company. */
export const savedLists = pgTable(
  'saved_lists',
  {
    id: serial('id').primaryKey(),
    /** The company account the list belongs to. */
    accountId: integer('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The company user who made it (the only one who sees a private list). */
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** True when every user of the company sees it. */
    shared: boolean('shared').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_lists_account_idx').on(t.accountId, t.id),
    check('saved_lists_name_length', sql`char_length(${t.name}) between 1 and 100`),
  ],
);

/**
 * One line of a saved list. `product_id` and the option ids are kept without foreign keys: a
 * deleted product or variation leaves the line, named by its saved names, for the buyer to see.
 */
export const savedListLines = pgTable(
  'saved_list_lines',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => savedLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    productName: text('product_name').notNull(),
    sku: text('sku').notNull(),
    sizeId: integer('size_id'),
    sizeLabel: text('size_label'),
    fabricId: integer('fabric_id'),
    fabricName: text('fabric_name'),
    fabricColorId: integer('fabric_color_id'),
    fabricColorName: text('fabric_color_name'),
    storage: text('storage', { enum: SAVED_LIST_STORAGES }).notNull().default('NONE'),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_list_lines_list_idx').on(t.listId, t.id),
    check('saved_list_lines_quantity_range', sql`${t.quantity} between 1 and 99`),
    check(
      'saved_list_lines_storage_valid',
      sql`${t.storage} in ('NONE', 'OTTOMAN', 'CLOUD_STORAGE')`,
    ),
  ],
);
