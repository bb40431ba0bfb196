/**
 * Drizzle schema of customer prices (issue 25): price lists with their rules (a percentage off for
 * a category or for everything, or a fixed net price for a product or one of its variations, each
 * with optional validity dates) and volume breaks (quantity tiers per product or per category).
 * A trade account points at its price list with `users.price_list_id`. Money in integer euro
 * cents, percentages in basis points (1000 = 10 %), dates as ISO calendar dates (Irish calendar).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories, products, variations } from './catalog.js';

/** Kinds of price-list rule: a percentage off (category or all) or a fixed net price. */
export const PRICE_RULE_KINDS = ['percent', 'fixed'] as const;
/** One of {@link PRICE_RULE_KINDS}. */
export type PriceRuleKind = (typeof PRICE_RULE_KINDS)[number];

/** A named price list; only an active list prices anything. */
export const priceLists = pgTable(
  'price_lists',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('price_lists_name_lower_idx').on(sql`lower(${t.name})`)],
);

/**
 * One rule of a price list. percent: `percent_bp` with `category_id` (null = everything); fixed:
 * `price_cents` for `product_id`, and `variation_id` when only for that variation.
 */
export const priceListRules = pgTable(
  'price_list_rules',
  {
    id: serial('id').primaryKey(),
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PRICE_RULE_KINDS }).notNull(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    percentBp: integer('percent_bp'),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id').references(() => variations.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents'),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
  },
  (t) => [
    index('price_list_rules_list_idx').on(t.priceListId),
    check(
      'price_list_rules_shape',
      sql`(${t.kind} = 'percent' and ${t.percentBp} between 0 and 10000 and ${t.productId} is null and ${t.variationId} is null and ${t.priceCents} is null) or (${t.kind} = 'fixed' and ${t.productId} is not null and ${t.priceCents} >= 0 and ${t.percentBp} is null and ${t.categoryId} is null)`,
    ),
    check(
      'price_list_rules_dates',
      sql`${t.validFrom} is null or ${t.validTo} is null or ${t.validFrom} <= ${t.validTo}`,
    ),
  ],
);

/** A quantity tier: from `min_quantity` units, `percent_bp` off; per product or per category. */
export const volumeBreaks = pgTable(
  'volume_breaks',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    percentBp: integer('percent_bp').notNull(),
  },
  (t) => [
    index('volume_breaks_product_idx').on(t.productId),
    index('volume_breaks_category_idx').on(t.categoryId),
    check('volume_breaks_target', sql`(${t.productId} is null) <> (${t.categoryId} is null)`),
    check('volume_breaks_quantity', sql`${t.minQuantity} between 2 and 99`),
    check('volume_breaks_percent', sql`${t.percentBp} between 0 and 10000`),
  ],
);

/** A price list row. */
export type PriceListRow = typeof priceLists.$inferSelect;
/** A price-list rule row. */
export type PriceListRuleRow = typeof priceListRules.$inferSelect;
/** A volume break row. */
export type VolumeBreakRow = typeof volumeBreaks.$inferSelect;
