/**
 * Product reads (spec §3 Product, §7 listing/filter/search/detail calls). Relations are loaded
 * for a whole page at once with `inArray` (a fixed number of queries per request, no N+1).
 * Prices leave this module through `priceFor`, so visitors get null (spec §1).
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  categories,
  fabricColors,
  fabrics,
  productCategories,
  productFabrics,
  productImages,
  products,
  productSizes,
  sizes,
  variations,
} from '../db/schema/index.js';
import { eurosToCents, priceFor } from '../lib/money.js';
import { paginationOf, type PageRequest } from '../lib/pagination.js';
import type { Viewer } from '../lib/viewer.js';
import type { ProductDto, SizeDto, VariationDto } from '../schemas/dto.js';

type ProductRow = typeof products.$inferSelect;
type StorageType = ProductDto['types'][number];
const STORAGE_TYPES: readonly StorageType[] = ['Non Ottoman', 'Ottoman', 'Cloud Storage'];

/** Maps a size row to the Size DTO (spec §3; cm). */
export function toSizeDto(s: typeof sizes.$inferSelect): SizeDto {
  return { id: s.id, size: s.label, length: s.lengthCm, width: s.widthCm, height: s.heightCm };
}

/** Groups rows by a numeric key. */
function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/**
 * Builds Product DTOs for `rows` (order kept) with images, categories, sizes and fabrics loaded in
 * five queries whatever the number of rows. `price_euro` is null for visitors.
 */
export async function toProductDtos(
  db: Db,
  rows: ProductRow[],
  viewer: Viewer | null,
): Promise<ProductDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [imageRows, categoryRows, sizeRows, fabricRows] = await Promise.all([
    db
      .select()
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    db
      .select({
        productId: productCategories.productId,
        id: categories.id,
        category_name: categories.categoryName,
      })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(inArray(productCategories.productId, ids))
      .orderBy(asc(categories.id)),
    db
      .select({ productId: productSizes.productId, size: sizes })
      .from(productSizes)
      .innerJoin(sizes, eq(sizes.id, productSizes.sizeId))
      .where(inArray(productSizes.productId, ids))
      .orderBy(asc(sizes.id)),
    db
      .select({
        productId: productFabrics.productId,
        id: fabrics.id,
        fabric_name: fabrics.fabricName,
      })
      .from(productFabrics)
      .innerJoin(fabrics, eq(fabrics.id, productFabrics.fabricId))
      .where(inArray(productFabrics.productId, ids))
      .orderBy(asc(fabrics.id)),
  ]);
  const fabricIds = [...new Set(fabricRows.map((f) => f.id))];
  const colorRows =
    fabricIds.length === 0
      ? []
      : await db
          .select()
          .from(fabricColors)
          .where(inArray(fabricColors.fabricId, fabricIds))
          .orderBy(asc(fabricColors.id));

  const imagesBy = groupBy(imageRows, (r) => r.productId);
  const categoriesBy = groupBy(categoryRows, (r) => r.productId);
  const sizesBy = groupBy(sizeRows, (r) => r.productId);
  const fabricsBy = groupBy(fabricRows, (r) => r.productId);
  const colorsBy = groupBy(colorRows, (r) => r.fabricId);

  return rows.map((p) => ({
    id: p.id,
    product_name: p.name,
    description: p.descriptionHtml,
    sku: p.sku,
    price_euro: priceFor(viewer, p.priceCents),
    stock: p.stock,
    status: p.status,
    createdAt: p.createdAt.toISOString(),
    product_image: p.productImage ?? `/images/products/${p.id}.jpg`,
    images: (imagesBy.get(p.id) ?? []).map((i) => ({
      id: i.id,
      image_url: i.imageUrl,
      alt_text: i.altText ?? p.name,
    })),
    Categories: (categoriesBy.get(p.id) ?? []).map((c) => ({
      id: c.id,
      category_name: c.category_name,
    })),
    Sizes: (sizesBy.get(p.id) ?? []).map((s) => toSizeDto(s.size)),
    Fabrics: (fabricsBy.get(p.id) ?? []).map((f) => ({
      id: f.id,
      fabric_name: f.fabric_name,
      fabricColors: (colorsBy.get(f.id) ?? []).map((c) => ({
        id: c.id,
        color_name: c.colorName,
        image_url: c.imageUrl,
      })),
    })),
    types: p.storageTypes.filter((t): t is StorageType =>
      (STORAGE_TYPES as readonly string[]).includes(t),
    ),
  }));
}

/** The product list orders (spec §3 sort options: Name, Newest, 'Price Low - High', 'Price Hight - Low'). */
export const PRODUCT_SORTS = ['name', 'newest', 'price_asc', 'price_desc'] as const;
/** One of {@link PRODUCT_SORTS}. */
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/**
 * The ORDER BY of a product page over the whole matching catalogue (issue 14: sorting one page of 8
 * showed a €299 bed first while €45 items sat on later pages). Name A–Z (case-insensitive), newest
 * first, or base price up or down; ties and the default order by id. A price sort applies only to
 * signed-in viewers: for a visitor it is ignored, so the order never reveals hidden prices.
 */
export function productOrder(sort: ProductSort | undefined, viewer: Viewer | null): SQL[] {
  const byId = asc(products.id);
  switch (sort) {
    case 'name':
      return [asc(sql`lower(${products.name})`), byId];
    case 'newest':
      return [desc(products.createdAt), byId];
    case 'price_asc':
      return viewer ? [asc(products.priceCents), byId] : [byId];
    case 'price_desc':
      return viewer ? [desc(products.priceCents), byId] : [byId];
    default:
      return [byId];
  }
}

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

/** Total row count of the statement `ids` (one row per product). */
function countOf(ids: SQL): SQL<number> {
  return sql<number>`(select cast(count(*) as integer) from (${ids}) as counted)`;
}

/**
 * A page of products of `match` (every product when undefined) in the `sort` order (by id when
 * absent; see {@link productOrder}), with spec §3 pagination, in one statement (issue 12): the
 * total is a count subquery over `match.ids` beside a page that can stop after `limit` rows along
 * the sort index, or with `match.once` both read one materialised CTE of the ids. A page past the
 * end has no row to carry the total, so only then is it counted separately.
 */
export async function pageProducts(
  db: Db,
  match: ProductMatch | undefined,
  req: PageRequest,
  viewer: Viewer | null,
  sort?: ProductSort,
) {
  const total = match ? countOf(match.ids) : countOf(sql`select 1 from ${products}`);
  let rows;
  if (match?.once) {
    const matching = db
      .$with('matching')
      .as(db.select({ id: sql<number>`m.id`.as('id') }).from(sql`(${match.ids}) as m`));
    rows = await db
      .with(matching)
      .select({ product: products, total: countOf(sql`select 1 from ${matching}`) })
      .from(products)
      .innerJoin(matching, sql`${matching}.id = ${products.id}`)
      .orderBy(...productOrder(sort, viewer))
      .limit(req.limit)
      .offset(req.offset);
  } else {
    rows = await db
      .select({ product: products, total })
      .from(products)
      .where(match?.where)
      .orderBy(...productOrder(sort, viewer))
      .limit(req.limit)
      .offset(req.offset);
  }
  let totalCount = rows[0]?.total ?? 0;
  if (rows.length === 0 && req.offset > 0) {
    const totals = await db.select({ total }).from(sql`(select 1) as one`);
    totalCount = totals[0]?.total ?? 0;
  }
  return {
    products: await toProductDtos(
      db,
      rows.map((r) => r.product),
      viewer,
    ),
    pagination: paginationOf(totalCount, req),
  };
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

/** One product with its variations (GET /api/product/{id}); null when it does not exist. */
export async function productWithVariations(db: Db, id: number, viewer: Viewer | null) {
  const rows = await db.select().from(products).where(eq(products.id, id));
  if (rows.length === 0) return null;
  const [dtos, variationRows] = await Promise.all([
    toProductDtos(db, rows, viewer),
    db.select().from(variations).where(eq(variations.productId, id)).orderBy(asc(variations.id)),
  ]);
  const variationDtos: VariationDto[] = variationRows.map((v) => ({
    id: v.id,
    productId: v.productId,
    sizeId: v.sizeId,
    fabricId: v.fabricId,
    fabricColorId: v.fabricColorId,
    price_euro: priceFor(viewer, v.priceCents),
  }));
  return { product: dtos[0]!, variations: variationDtos };
}

/** Products in any of `categoryIds` (related products), ordered by id, at most `max`. */
export async function relatedProducts(
  db: Db,
  categoryIds: number[],
  max: number,
  viewer: Viewer | null,
): Promise<ProductDto[]> {
  const rows = await db
    .select()
    .from(products)
    .where(inCategories(categoryIds))
    .orderBy(asc(products.id))
    .limit(max);
  return toProductDtos(db, rows, viewer);
}
