/**
 * Drizzle schema of the catalog (spec §3 entities): categories, sizes, products and their
 * relations, fabrics, variations, storage prices, news and delivery statuses.
 * Money is stored as integer euro cents (`*_cents` columns); never floats.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Spec §3 Category. Names are unique case-insensitively (looked up by name in §7). */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    categoryName: text('category_name').notNull(),
  },
  (t) => [
    uniqueIndex('categories_name_lower_idx').on(sql`lower(${t.categoryName})`),
    // Issue 12: trigram index for the category-name part of product search (ILIKE '%term%').
    index('categories_name_trgm_idx').using('gin', t.categoryName.op('gin_trgm_ops')),
  ],
);

/** Spec §3 Size: a label (e.g. "4ft6 Double") and dimensions in cm (null when unknown). */
export const sizes = pgTable('sizes', {
  id: serial('id').primaryKey(),
  label: text('label').notNull().unique(),
  lengthCm: integer('length_cm'),
  widthCm: integer('width_cm'),
  heightCm: integer('height_cm'),
});

/**
 * Spec §3 Product. `price_cents` is the base trade price in euro cents; `stock` -1 = unlimited;
 * `storage_types` lists the storage choices offered ('Non Ottoman', 'Ottoman', 'Cloud Storage').
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    descriptionHtml: text('description_html').notNull(),
    sku: text('sku').notNull().unique(),
    priceCents: integer('price_cents').notNull(),
    stock: integer('stock').notNull().default(-1),
    status: text('status').notNull().default('available'),
    storageTypes: text('storage_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    productImage: text('product_image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_price_cents_nonneg', sql`${t.priceCents} >= 0`),
    check('products_stock_min', sql`${t.stock} >= -1`),
    index('products_created_at_idx').on(t.createdAt),
    // Issue 12 (catalog at scale): trigram indexes for search by name and SKU (ILIKE '%term%',
    // pg_trgm), and btree indexes for the listing's name and price sorts.
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('products_sku_trgm_idx').using('gin', t.sku.op('gin_trgm_ops')),
    index('products_name_lower_idx').on(sql`lower(${t.name})`, t.id),
    index('products_price_cents_idx').on(t.priceCents, t.id),
  ],
);

/** Gallery pictures of a product, ordered by `position`. */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    position: integer('position').notNull().default(0),
    /** The picture's alt text; null means the storefront uses the product name (issue 10). */
    altText: text('alt_text'),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
);

/** Product ↔ category links (many to many). */
export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    // (category, product): category pages, filters and the filter panel's counts read product ids
    // from the index alone, already in id order (issue 12).
    index('product_categories_category_product_idx').on(t.categoryId, t.productId),
  ],
);

/** Product ↔ size links (many to many). */
export const productSizes = pgTable(
  'product_sizes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sizeId: integer('size_id')
      .notNull()
      .references(() => sizes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.sizeId] }),
    // (size, product): the size filter's ids from the index alone, in id order (issue 12).
    index('product_sizes_size_product_idx').on(t.sizeId, t.productId),
  ],
);

/** Spec §3 Fabric (e.g. "Plush Velvet"). */
export const fabrics = pgTable('fabrics', {
  id: serial('id').primaryKey(),
  fabricName: text('fabric_name').notNull().unique(),
});

/** Spec §3 fabric colour; `hex` is the swatch colour the picture renderer uses. */
export const fabricColors = pgTable(
  'fabric_colors',
  {
    id: serial('id').primaryKey(),
    fabricId: integer('fabric_id')
      .notNull()
      .references(() => fabrics.id, { onDelete: 'cascade' }),
    colorName: text('color_name').notNull(),
    hex: text('hex').notNull(),
    imageUrl: text('image_url').notNull(),
  },
  (t) => [index('fabric_colors_fabric_idx').on(t.fabricId)],
);

/** Product ↔ fabric links (many to many). */
export const productFabrics = pgTable(
  'product_fabrics',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fabricId: integer('fabric_id')
      .notNull()
      .references(() => fabrics.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.fabricId] })],
);

/**
 * Spec §3 Variation: a unit price (euro cents) for a product in a size and/or fabric colour.
 * Null ids mean the variation does not depend on that choice.
 */
export const variations = pgTable(
  'variations',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sizeId: integer('size_id').references(() => sizes.id, { onDelete: 'cascade' }),
    fabricId: integer('fabric_id').references(() => fabrics.id, { onDelete: 'cascade' }),
    fabricColorId: integer('fabric_color_id').references(() => fabricColors.id, {
      onDelete: 'cascade',
    }),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [
    index('variations_product_idx').on(t.productId),
    check('variations_price_cents_nonneg', sql`${t.priceCents} >= 0`),
  ],
);

/** Spec §9 ottoman storage extra per category and size, in euro cents. */
export const ottomanPrices = pgTable(
  'ottoman_prices',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    sizeId: integer('size_id')
      .notNull()
      .references(() => sizes.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [uniqueIndex('ottoman_prices_category_size_idx').on(t.categoryId, t.sizeId)],
);

/** Spec §9 cloud storage base per category, in euro cents (applies to size ids 13, 14, 15). */
export const cloudStorageBase = pgTable('cloud_storage_base', {
  categoryId: integer('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
  priceCents: integer('price_cents').notNull(),
});

/**
 * Spec §3 News: an HTML content block. `position` orders the home page's list (smallest first;
 * issue 9: admins reorder news), ties broken by id. Issue 26: a title, a `draft` / `published`
 * state and a publish date; the home page shows published items whose date has come.
 */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull().default(''),
    contentHtml: text('content_html').notNull(),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('published'),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('news_status_valid', sql`${t.status} in ('draft', 'published')`)],
);

/** Spec §3 delivery statuses, ordered by `position`. */
export const deliveryStatuses = pgTable('delivery_statuses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull().unique(),
});
