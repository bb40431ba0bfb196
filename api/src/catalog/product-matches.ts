/**
 * Which products a listing shows (spec §7 filter, search and category listings; issue 12): the
 * {@link ProductMatch} of a category, a filter or a search term, as the SQL `pageProducts`
 * (products.ts) pages and counts. Split out of products.ts (issue 15: files under 400 lines).
 */
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { categories, productCategories, products, productSizes } from '../db/schema/index.js';
import { eurosToCents } from '../lib/money.js';
import type { Viewer } from '../lib/viewer.js';

/**
 * Which products a page shows (issue 12): `where`, a condition on `products` that the page query
 * follows along the sort index and stops after `limit` rows, and `ids`, a statement selecting each
 * matching product id exactly once, which the total counts without reading `products` (index-only
 * scans of the link tables for categories and sizes). Both must describe the same set.
 */
export interface ProductMatch {
  where: SQL;
  ids: SQL;
  /**
   * Evaluate `ids` once, as a materialised CTE that the page joins and the total counts: for a
   * costly statement such as the search's union of index scans.
   */
  once?: boolean;
}

/** SQL condition: the product is linked to one of `categoryIds`. */
export function inCategories(categoryIds: number[]): SQL {
  return sql`exists (select 1 from ${productCategories} where ${productCategories.productId} = ${products.id} and ${inArray(productCategories.categoryId, categoryIds)})`;
}

/** The products of one or more categories as a {@link ProductMatch} (category pages, issue 12). */
export function categoryMatch(categoryIds: number[]): ProductMatch {
  return { where: inCategories(categoryIds), ids: filterIds([categoryIdsOf(categoryIds)]) };
}

/** Statement: the product ids (column `id`, repeats possible) linked to one of `categoryIds`. */
function categoryIdsOf(categoryIds: number[]): SQL {
  return sql`select ${productCategories.productId} as id from ${productCategories} where ${inArray(productCategories.categoryId, categoryIds)}`;
}

/**
 * Statement: each product id found in every one of `parts` (statements of a column `id`, repeats
 * possible), once. The parts are joined on the id, so the planner can merge the (category, product)
 * and (size, product) index-only scans, which come in id order.
 */
function filterIds(parts: SQL[]): SQL {
  const [first, ...rest] = parts;
  const joins = rest.map(
    (part, i) =>
      sql` inner join (${part}) as ${sql.raw(`f${i + 1}`)} on ${sql.raw(`f${i + 1}`)}.id = f0.id`,
  );
  return sql`select distinct f0.id from (${first}) as f0${sql.join(joins, sql``)}`;
}

/** SQL condition: the product is offered in one of `sizeIds`. */
function inSizes(sizeIds: number[]): SQL {
  return sql`exists (select 1 from ${productSizes} where ${productSizes.productId} = ${products.id} and ${inArray(productSizes.sizeId, sizeIds)})`;
}

/** Filter criteria of POST /api/product/products/filter (spec §3 Filter request; euros). */
export interface ProductFilter {
  categories?: number[] | undefined;
  sizes?: number[] | undefined;
  priceRange?: { min: number; max: number } | undefined;
}

/** The price range of a filter in cents, or null when it does not apply (absent, or a visitor). */
function priceRangeCents(filter: ProductFilter, viewer: Viewer | null): [number, number] | null {
  if (!filter.priceRange || !viewer) return null;
  return [eurosToCents(filter.priceRange.min), eurosToCents(filter.priceRange.max)];
}

/**
 * The SQL condition for a filter. Empty lists mean "any". The price range (whole euros, inclusive,
 * on the base price) applies only to signed-in viewers: a visitor cannot probe hidden prices.
 */
export function filterWhere(filter: ProductFilter, viewer: Viewer | null): SQL | undefined {
  const conds: SQL[] = [];
  if (filter.categories?.length) conds.push(inCategories(filter.categories));
  if (filter.sizes?.length) conds.push(inSizes(filter.sizes));
  const cents = priceRangeCents(filter, viewer);
  if (cents) conds.push(sql`${products.priceCents} between ${cents[0]} and ${cents[1]}`);
  return conds.length ? and(...conds) : undefined;
}

/**
 * A filter as a {@link ProductMatch} ({@link filterWhere} for the page; undefined when nothing
 * filters): its total counts the ids found in the ticked categories, the ticked sizes and (signed
 * in) the price range, joined on the product id, exactly as the page condition selects them.
 */
export function filterMatch(
  filter: ProductFilter,
  viewer: Viewer | null,
): ProductMatch | undefined {
  const where = filterWhere(filter, viewer);
  if (!where) return undefined;
  const parts: SQL[] = [];
  if (filter.categories?.length) parts.push(categoryIdsOf(filter.categories));
  if (filter.sizes?.length) {
    parts.push(
      sql`select ${productSizes.productId} as id from ${productSizes} where ${inArray(productSizes.sizeId, filter.sizes)}`,
    );
  }
  const cents = priceRangeCents(filter, viewer);
  if (cents) {
    parts.push(
      sql`select ${products.id} as id from ${products} where ${products.priceCents} between ${cents[0]} and ${cents[1]}`,
    );
  }
  return { where, ids: filterIds(parts) };
}

/** Escapes LIKE wildcards so a search term matches literally. */
function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The SQL condition for a search term (spec §2 'Search products by name, type, SKU, price...'):
 * name, SKU or category name contain the term (case-insensitive); for signed-in viewers a number
 * such as "499" also matches base prices from €499.00 to €499.99 ("499.50" matches exactly).
 * An empty term matches everything. Values are bound parameters, never spliced into SQL.
 * Written as `id in (… union …)` so that each arm can use its own index (issue 12: the GIN
 * trigram indexes on name, SKU and category name, the btree on price); an OR with an EXISTS arm
 * forces a scan of every product.
 */
export function searchWhere(term: string, viewer: Viewer | null): SQL | undefined {
  const ids = searchIds(term, viewer);
  return ids ? sql`${products.id} in (${ids})` : undefined;
}

/**
 * A search as a {@link ProductMatch} (see {@link searchWhere}; undefined for an empty term): the
 * union of the index arms, evaluated once for the page and the total.
 */
export function searchMatch(term: string, viewer: Viewer | null): ProductMatch | undefined {
  const ids = searchIds(term, viewer);
  return ids ? { where: sql`${products.id} in (${ids})`, ids, once: true } : undefined;
}

/** Statement: the ids (column `id`) of the products matching a search term, each once (a union). */
function searchIds(term: string, viewer: Viewer | null): SQL | undefined {
  const t = term.trim();
  if (!t) return undefined;
  const pattern = `%${escapeLike(t)}%`;
  const arms: SQL[] = [
    sql`select ${products.id} as id from ${products} where ${products.name} ilike ${pattern}`,
    sql`select ${products.id} from ${products} where ${products.sku} ilike ${pattern}`,
    sql`select ${productCategories.productId} as id from ${productCategories} inner join ${categories} on ${categories.id} = ${productCategories.categoryId} where ${categories.categoryName} ilike ${pattern}`,
  ];
  const price = /^€?\s*(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(t);
  if (price && viewer) {
    const euros = Number(price[1]);
    const [low, high] =
      price[2] !== undefined
        ? [
            euros * 100 + Number(price[2].padEnd(2, '0')),
            euros * 100 + Number(price[2].padEnd(2, '0')),
          ]
        : [euros * 100, euros * 100 + 99];
    arms.push(
      sql`select ${products.id} from ${products} where ${products.priceCents} between ${low} and ${high}`,
    );
  }
  return sql.join(arms, sql` union `);
}
