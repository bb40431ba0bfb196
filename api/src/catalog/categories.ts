/**
 * Category, size, menu, storage price, news and delivery status reads (spec §3, §7).
 * Storage prices leave through `priceFor` (null for visitors, spec §1).
 */
import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  categories,
  cloudStorageBase,
  deliveryStatuses,
  news,
  ottomanPrices,
  productCategories,
  products,
  sizes,
} from '../db/schema/index.js';
import { priceFor } from '../lib/money.js';
import type { Viewer } from '../lib/viewer.js';
import type { CategoryDto } from '../schemas/dto.js';
import { MAX_ID } from '../schemas/common.js';
import { toSizeDto } from './products.js';

/** The tile picture path of a category: /category-images/{name lowercased}.jpg (spec §2). */
export function categoryImageUrl(categoryName: string): string {
  return `/category-images/${encodeURIComponent(categoryName.toLowerCase())}.jpg`;
}

/**
 * A category's id, name and product count. The count is a subquery per category that the
 * (category, product) index answers alone (an index-only scan, issue 12), not a join of every
 * product link grouped by category.
 */
const categorySelect = {
  id: categories.id,
  category_name: categories.categoryName,
  product_count: sql<number>`(select cast(count(*) as integer) from ${productCategories} where ${productCategories.categoryId} = ${categories.id})`,
};

function withImage(c: { id: number; category_name: string; product_count: number }): CategoryDto {
  return { ...c, image_url: categoryImageUrl(c.category_name) };
}

/** All categories by id, each with its product count and tile picture path. */
export async function listCategories(db: Db): Promise<CategoryDto[]> {
  const rows = await db.select(categorySelect).from(categories).orderBy(asc(categories.id));
  return rows.map(withImage);
}

/**
 * The category named by `key`: digits are an id, anything else a case-insensitive name
 * (e.g. "kids beds"). Returns null when there is none (ids beyond the integer range included).
 */
export async function findCategory(db: Db, key: string): Promise<CategoryDto | null> {
  const trimmed = key.trim();
  let where;
  if (/^\d+$/.test(trimmed)) {
    const id = Number(trimmed);
    if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return null;
    where = eq(categories.id, id);
  } else {
    where = sql`lower(${categories.categoryName}) = lower(${trimmed})`;
  }
  const rows = await db.select(categorySelect).from(categories).where(where);
  return rows[0] ? withImage(rows[0]) : null;
}

/**
 * Most products listed under one category in the menus (issue 12: at 10,000 products the
 * unlimited menu was 177 KB on every page view). The lowest ids come first.
 */
export const MENU_PRODUCTS_PER_CATEGORY = 24;

/**
 * Menu products keyed by each requested category name as sent (spec §7 menus call); an unknown
 * name maps to an empty list. Names match case-insensitively. One query; at most
 * {@link MENU_PRODUCTS_PER_CATEGORY} products per category, by id, each category's read from the
 * (category, product) index with a LIMIT (a lateral join, issue 12), so the cost does not grow
 * with the number of products in the category.
 */
export async function menus(
  db: Db,
  names: string[],
): Promise<Record<string, { id: number; product_name: string }[]>> {
  const lowered = [...new Set(names.map((n) => n.trim().toLowerCase()))];
  const first = db
    .select({ productId: productCategories.productId })
    .from(productCategories)
    .where(eq(productCategories.categoryId, categories.id))
    .orderBy(asc(productCategories.productId))
    .limit(MENU_PRODUCTS_PER_CATEGORY)
    .as('first');
  const rows = await db
    .select({
      category: sql<string>`lower(${categories.categoryName})`,
      id: products.id,
      product_name: products.name,
    })
    .from(categories)
    .innerJoinLateral(first, sql`true`)
    .innerJoin(products, eq(products.id, first.productId))
    .where(inArray(sql`lower(${categories.categoryName})`, lowered))
    .orderBy(asc(products.id));
  const data: Record<string, { id: number; product_name: string }[]> = {};
  for (const name of names) {
    const key = name.trim().toLowerCase();
    data[name] = rows
      .filter((r) => r.category === key)
      .map((r) => ({ id: r.id, product_name: r.product_name }));
  }
  return data;
}

/** Every size, ordered by id (spec §7 GET /api/product/sizes). */
export async function listSizes(db: Db) {
  const rows = await db.select().from(sizes).orderBy(asc(sizes.id));
  return rows.map(toSizeDto);
}

/** Whether a category with this id exists. */
export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ n: count() }).from(categories).where(eq(categories.id, id));
  return (rows[0]?.n ?? 0) > 0;
}

/** Ottoman prices of a category keyed by size id (decimal euros; null for visitors). */
export async function ottomanPricesOf(db: Db, categoryId: number, viewer: Viewer | null) {
  const rows = await db
    .select()
    .from(ottomanPrices)
    .where(eq(ottomanPrices.categoryId, categoryId))
    .orderBy(asc(ottomanPrices.sizeId));
  return Object.fromEntries(rows.map((r) => [String(r.sizeId), priceFor(viewer, r.priceCents)]));
}

/** The cloud storage base of a category (decimal euros), null when none or for visitors. */
export async function cloudBaseOf(db: Db, categoryId: number, viewer: Viewer | null) {
  const rows = await db
    .select()
    .from(cloudStorageBase)
    .where(eq(cloudStorageBase.categoryId, categoryId));
  return priceFor(viewer, rows[0]?.priceCents);
}

/**
 * News items in the admin's order (position), else newest first (spec §3 News; content is HTML):
 * only published items whose publish date has come (issue 26; drafts and scheduled items stay out).
 */
export async function listNews(db: Db) {
  const rows = await db
    .select()
    .from(news)
    .where(and(eq(news.status, 'published'), lte(news.publishAt, sql`now()`)))
    .orderBy(asc(news.position), desc(news.createdAt), desc(news.id));
  return rows.map((n) => ({
    id: n.id,
    title: n.title,
    content: n.contentHtml,
    publishedAt: n.publishAt.toISOString(),
    createdAt: n.createdAt.toISOString(),
  }));
}

/** Delivery statuses in order (spec §3). */
export async function listDeliveryStatuses(db: Db) {
  const rows = await db.select().from(deliveryStatuses).orderBy(asc(deliveryStatuses.position));
  return rows.map((d) => ({ id: d.id, deliveryStatus: d.name, position: d.position }));
}
