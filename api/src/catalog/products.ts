/**
 * Product reads (spec §3 Product, §7 listing/filter/search/detail calls). Relations are loaded
 * for a whole page at once with `inArray` (a fixed number of queries per request, no N+1).
 * Prices leave this module through `priceFor`, so visitors get null (spec §1).
 */
import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
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
import { priceFor } from '../lib/money.js';
import { paginationOf, type PageRequest } from '../lib/pagination.js';
import type { Viewer } from '../lib/viewer.js';
import type { ProductDto, SizeDto, VariationDto } from '../schemas/dto.js';
import { customerPricePage } from './customer-price-order.js';
import { inCategories, type ProductMatch } from './product-matches.js';

export * from './product-matches.js';

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
 * signed-in viewers: for a visitor it is ignored, so the order never reveals hidden prices. For a
 * customer with a price list, `pageProducts` orders by their own price instead (issue 25,
 * customer-price-order.ts).
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

/** Total row count of the statement `ids` (one row per product). */
function countOf(ids: SQL): SQL<number> {
  return sql<number>`(select cast(count(*) as integer) from (${ids}) as counted)`;
}

/**
 * A page of products of `match` (every product when undefined) in the `sort` order (by id when
 * absent; see {@link productOrder}), with spec §3 pagination, in one statement (issue 12): the
 * total is a count subquery over `match.ids` beside a page that can stop after `limit` rows along
 * the sort index, or with `match.once` both read one materialised CTE of the ids. A page past the
 * end has no row to carry the total, so only then is it counted separately. A price sort for a
 * customer with a price list orders by their own price (`customerPricePage`, issue 25).
 */
export async function pageProducts(
  db: Db,
  match: ProductMatch | undefined,
  req: PageRequest,
  viewer: Viewer | null,
  sort?: ProductSort,
) {
  if (viewer && (sort === 'price_asc' || sort === 'price_desc')) {
    const direction = sort === 'price_asc' ? 'asc' : 'desc';
    const page = await customerPricePage(db, match, req, viewer, direction);
    if (page) {
      return {
        products: await toProductDtos(db, page.rows, viewer),
        pagination: paginationOf(page.total, req),
      };
    }
  }
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
