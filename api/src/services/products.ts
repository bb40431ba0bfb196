/**
 * Product reads (spec §3 Product, §7 listing/filter/search/detail calls). Relations are loaded
 * for a whole page at once with `inArray` (a fixed number of queries per request, no N+1).
 * Prices leave this module through `priceFor`, so visitors get null (spec §1).
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
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

/** Options of {@link pageProducts}. */
export interface PageOptions {
  /**
   * Evaluate `where` once, as a materialised CTE read by both the page and the count: for a
   * costly condition such as the search's union of index scans (issue 12).
   */
  matchOnce?: boolean;
}

/**
 * A page of products matching `where` in the `sort` order (by id when absent; see
 * {@link productOrder}), with spec §3 pagination, in one statement (issue 12): a count subquery
 * beside a page that can stop after `limit` rows along the sort index, or with
 * `options.matchOnce` the matching ids as a CTE giving both. A page past the end has no row to
 * carry the total, so only then is it counted separately.
 */
export async function pageProducts(
  db: Db,
  where: SQL | undefined,
  req: PageRequest,
  viewer: Viewer | null,
  sort?: ProductSort,
  options: PageOptions = {},
) {
  const matching = db
    .$with('matching')
    .as(db.select({ matchId: products.id }).from(products).where(where));
  const rows =
    where && options.matchOnce
      ? await db
          .with(matching)
          .select({
            product: products,
            total: sql<number>`(select cast(count(*) as integer) from ${matching})`,
          })
          .from(products)
          .where(inArray(products.id, db.select({ id: matching.matchId }).from(matching)))
          .orderBy(...productOrder(sort, viewer))
          .limit(req.limit)
          .offset(req.offset)
      : await db
          .select({
            product: products,
            total: sql<number>`(select cast(count(*) as integer) from ${products} where ${where ?? sql`true`})`,
          })
          .from(products)
          .where(where)
          .orderBy(...productOrder(sort, viewer))
          .limit(req.limit)
          .offset(req.offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && req.offset > 0) {
    const totals = await db.select({ total: count() }).from(products).where(where);
    total = totals[0]?.total ?? 0;
  }
  return {
    products: await toProductDtos(
      db,
      rows.map((r) => r.product),
      viewer,
    ),
    pagination: paginationOf(total, req),
  };
}

/** SQL condition: the product is linked to one of `categoryIds`. */
export function inCategories(categoryIds: number[]): SQL {
  return sql`exists (select 1 from ${productCategories} where ${productCategories.productId} = ${products.id} and ${inArray(productCategories.categoryId, categoryIds)})`;
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

/**
 * The SQL condition for a filter. Empty lists mean "any". The price range (whole euros, inclusive,
 * on the base price) applies only to signed-in viewers: a visitor cannot probe hidden prices.
 */
export function filterWhere(filter: ProductFilter, viewer: Viewer | null): SQL | undefined {
  const conds: SQL[] = [];
  if (filter.categories?.length) conds.push(inCategories(filter.categories));
  if (filter.sizes?.length) conds.push(inSizes(filter.sizes));
  if (filter.priceRange && viewer) {
    conds.push(
      sql`${products.priceCents} between ${eurosToCents(filter.priceRange.min)} and ${eurosToCents(filter.priceRange.max)}`,
    );
  }
  return conds.length ? and(...conds) : undefined;
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
  const t = term.trim();
  if (!t) return undefined;
  const pattern = `%${escapeLike(t)}%`;
  const arms: SQL[] = [
    sql`select ${products.id} from ${products} where ${products.name} ilike ${pattern}`,
    sql`select ${products.id} from ${products} where ${products.sku} ilike ${pattern}`,
    sql`select ${productCategories.productId} from ${productCategories} inner join ${categories} on ${categories.id} = ${productCategories.categoryId} where ${categories.categoryName} ilike ${pattern}`,
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
  return sql`${products.id} in (${sql.join(arms, sql` union `)})`;
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
