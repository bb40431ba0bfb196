/**
 * Admin catalog reads (issue 10): what the catalog screens of the admin console show — categories
 * with their product count and storage prices, the sizes and fabrics (with colours) to choose
 * from, a searchable page of products (every status) and one product with its variation matrix
 * and gallery. Prices are integer euro cents.
 */
import { and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  categories,
  cloudStorageBase,
  fabricColors,
  fabrics,
  ottomanPrices,
  productCategories,
  products,
  sizes,
  variations,
} from '../../db/schema/index.js';
import { pageOf, type AdminPage } from '../../admin/paging.js';
import { type StoragePricesInput } from './categories.js';
import { productGallery, type ProductGallery } from './images.js';
import { adminProduct, type AdminProduct, type VariationInput } from './products.js';

/** A category in the admin list: name, how many products it holds, its storage prices (cents). */
export interface AdminCategoryRow {
  id: number;
  name: string;
  productCount: number;
  storagePrices: StoragePricesInput;
}

/** A standard size with its dimensions in cm (null when not recorded). */
export interface AdminSizeRow {
  id: number;
  label: string;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
}

/** A fabric with its colours (hex swatch and picture URL). */
export interface AdminFabricRow {
  id: number;
  name: string;
  colors: { id: number; name: string; hex: string; imageUrl: string }[];
}

/** A product row of the admin product list (net price in cents). */
export interface AdminProductRow {
  id: number;
  sku: string;
  name: string;
  priceCents: number;
  stock: number;
  status: 'available' | 'unavailable';
  mainImage: string | null;
}

/** One product as the editor loads it: fields, variation matrix and gallery. */
export interface AdminProductDetail {
  product: AdminProduct;
  variations: VariationInput[];
  gallery: ProductGallery;
}

/** Every category by name, with product counts and storage prices. */
export async function adminCategories(db: Db): Promise<AdminCategoryRow[]> {
  const [rows, counts, ottoman, cloud] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.id)),
    db
      .select({ categoryId: productCategories.categoryId, n: count() })
      .from(productCategories)
      .groupBy(productCategories.categoryId),
    db.select().from(ottomanPrices).orderBy(asc(ottomanPrices.sizeId)),
    db.select().from(cloudStorageBase),
  ]);
  return rows.map((c) => ({
    id: c.id,
    name: c.categoryName,
    productCount: Number(counts.find((k) => k.categoryId === c.id)?.n ?? 0),
    storagePrices: {
      ottoman: ottoman
        .filter((o) => o.categoryId === c.id)
        .map((o) => ({ sizeId: o.sizeId, priceCents: o.priceCents })),
      cloudBaseCents: cloud.find((k) => k.categoryId === c.id)?.priceCents ?? null,
    },
  }));
}

/** The standard sizes (by id) and the fabrics with their colours (by name). */
export async function adminCatalogOptions(
  db: Db,
): Promise<{ sizes: AdminSizeRow[]; fabrics: AdminFabricRow[] }> {
  const [sizeRows, fabricRows, colorRows] = await Promise.all([
    db.select().from(sizes).orderBy(asc(sizes.id)),
    db.select().from(fabrics).orderBy(asc(fabrics.fabricName)),
    db.select().from(fabricColors).orderBy(asc(fabricColors.id)),
  ]);
  return {
    sizes: sizeRows.map((s) => ({
      id: s.id,
      label: s.label,
      lengthCm: s.lengthCm,
      widthCm: s.widthCm,
      heightCm: s.heightCm,
    })),
    fabrics: fabricRows.map((f) => ({
      id: f.id,
      name: f.fabricName,
      colors: colorRows
        .filter((c) => c.fabricId === f.id)
        .map((c) => ({ id: c.id, name: c.colorName, hex: c.hex, imageUrl: c.imageUrl })),
    })),
  };
}

/** Query of the admin product list. `search` matches SKU or name (case-insensitive). */
export interface AdminProductQuery {
  search: string | null;
  categoryId: number | null;
  page: number;
  pageSize: number;
}

/** A page of products of every status, newest first. */
export async function adminProducts(
  db: Db,
  q: AdminProductQuery,
): Promise<AdminPage<AdminProductRow>> {
  const pattern = q.search ? `%${q.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  const where = and(
    pattern ? or(ilike(products.sku, pattern), ilike(products.name, pattern)) : undefined,
    q.categoryId !== null
      ? inArray(
          products.id,
          db
            .select({ id: productCategories.productId })
            .from(productCategories)
            .where(eq(productCategories.categoryId, q.categoryId)),
        )
      : undefined,
  );
  const [total] = await db.select({ n: count() }).from(products).where(where);
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(desc(products.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return pageOf(
    rows.map((p) => ({
      id: p.id,
      sku: p.sku,
      name: p.name,
      priceCents: p.priceCents,
      stock: p.stock,
      status: p.status === 'unavailable' ? ('unavailable' as const) : ('available' as const),
      mainImage: p.productImage,
    })),
    Number(total?.n ?? 0),
    q.page,
    q.pageSize,
  );
}

/** One product with its variation matrix and gallery. @throws AdminError 404. */
export async function adminProductDetail(db: Db, id: number): Promise<AdminProductDetail> {
  const product = await adminProduct(db, id);
  const [matrix, gallery] = await Promise.all([
    db
      .select({
        sizeId: variations.sizeId,
        fabricId: variations.fabricId,
        fabricColorId: variations.fabricColorId,
        priceCents: variations.priceCents,
      })
      .from(variations)
      .where(eq(variations.productId, id))
      .orderBy(asc(variations.id)),
    productGallery(db, id),
  ]);
  return { product, variations: matrix, gallery };
}
