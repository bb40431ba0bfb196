/**
 * Drizzle schema of the company address book (issue 24 "Address book"): the delivery addresses a
 * company keeps, one of them its default (a partial unique index allows one default per company),
 * and the snapshot type a checkout copies onto its orders and purchase order, so an issued invoice
 * never changes when the book changes later.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** The whole delivery address as a checkout snapshots it (issue 24; every text trimmed). */
export interface DeliveryAddressSnapshot {
  recipientName: string;
  companyName: string;
  line1: string;
  line2: string;
  town: string;
  county: string;
  /** Normalised, e.g. "D02 X285". */
  eircode: string;
  phone: string;
  deliveryNotes: string;
}

/** A saved delivery address of a company. */
export const companyAddresses = pgTable(
  'company_addresses',
  {
    id: serial('id').primaryKey(),
    /** The company account the address belongs to. */
    accountId: integer('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientName: text('recipient_name').notNull(),
    companyName: text('company_name').notNull().default(''),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    town: text('town').notNull(),
    county: text('county').notNull(),
    eircode: text('eircode').notNull(),
    phone: text('phone').notNull().default(''),
    deliveryNotes: text('delivery_notes').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_addresses_account_idx').on(t.accountId),
    uniqueIndex('company_addresses_one_default_idx')
      .on(t.accountId)
      .where(sql`${t.isDefault}`),
  ],
);

/** A company_addresses row. */
export type CompanyAddressRow = typeof companyAddresses.$inferSelect;
