/**
 * Catalog reads the order operations need: a product as pricing and the order snapshot see it, and
 * the delivery status names (spec §3, §9). Split out of orders/service.ts (issue 15).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  categories,
  cloudStorageBase,
  deliveryStatuses,
  fabricColors,
  fabrics,
  ottomanPrices,
  productCategories,
  productFabrics,
  products,
  productSizes,
  sizes,
  variations,
} from '../db/schema/catalog.js';
import type { Tx } from '../books/ledger.js';
import { FIRST_DELIVERY_STATUS, LAST_DELIVERY_STATUS } from './order-messages.js';
import type { CatalogProduct } from './order-pricing.js';

/** True for the Beds category name, case-insensitive (spec §2: beds detected by name). */
export function isBedsCategory(name: string): boolean {
  return name.trim().toLowerCase() === 'beds';
}

/**
 * Loads what pricing needs about a product, in cents; undefined when it does not exist. Storage
 * prices come from the Beds category when the product is in it, else its first category (§9, as the
 * bff does).
 */
export async function loadCatalogProduct(
  db: Db,
  productId: number,
): Promise<CatalogProduct | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, productId));
  if (!row) return undefined;
  const [categoryRows, sizeRows, fabricRows, variationRows] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.categoryName })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(eq(productCategories.productId, productId))
      .orderBy(asc(categories.id)),
    db
      .select({ id: sizes.id, label: sizes.label })
      .from(productSizes)
      .innerJoin(sizes, eq(sizes.id, productSizes.sizeId))
      .where(eq(productSizes.productId, productId)),
    db
      .select({ id: fabrics.id, name: fabrics.fabricName })
      .from(productFabrics)
      .innerJoin(fabrics, eq(fabrics.id, productFabrics.fabricId))
      .where(eq(productFabrics.productId, productId)),
    db
      .select()
      .from(variations)
      .where(eq(variations.productId, productId))
      .orderBy(asc(variations.id)),
  ]);
  const fabricIds = fabricRows.map((f) => f.id);
  const colorRows = fabricIds.length
    ? await db.select().from(fabricColors).where(inArray(fabricColors.fabricId, fabricIds))
    : [];
  const isBed = categoryRows.some((c) => isBedsCategory(c.name));
  const storageCategory = (categoryRows.find((c) => isBedsCategory(c.name)) ?? categoryRows[0])?.id;
  const ottoman = new Map<number, number>();
  let cloudBaseCents: number | null = null;
  if (storageCategory !== undefined) {
    const [ottomanRows, cloudRows] = await Promise.all([
      db.select().from(ottomanPrices).where(eq(ottomanPrices.categoryId, storageCategory)),
      db.select().from(cloudStorageBase).where(eq(cloudStorageBase.categoryId, storageCategory)),
    ]);
    for (const o of ottomanRows) ottoman.set(o.sizeId, o.priceCents);
    cloudBaseCents = cloudRows[0]?.priceCents ?? null;
  }
  return {
    id: row.id,
    name: row.name,
    image: row.productImage ?? `/images/products/${row.id}.jpg`,
    status: row.status,
    stock: row.stock,
    basePriceCents: row.priceCents,
    isBed,
    storageTypes: row.storageTypes,
    categoryNames: categoryRows.map((c) => c.name),
    categoryIds: categoryRows.map((c) => c.id),
    sizes: new Map(sizeRows.map((s) => [s.id, s.label])),
    fabrics: new Map(
      fabricRows.map((f) => [
        f.id,
        {
          name: f.name,
          colors: new Map(
            colorRows.filter((c) => c.fabricId === f.id).map((c) => [c.id, c.colorName]),
          ),
        },
      ]),
    ),
    variations: variationRows.map((v) => ({
      id: v.id,
      sizeId: v.sizeId,
      fabricId: v.fabricId,
      fabricColorId: v.fabricColorId,
      priceCents: v.priceCents,
    })),
    ottomanPrices: ottoman,
    cloudBaseCents,
  };
}

/** Delivery status names in order (spec §3); the two known ones when the table is empty. */
export async function deliveryStatusNames(db: Db | Tx): Promise<string[]> {
  const rows = await db.select().from(deliveryStatuses).orderBy(asc(deliveryStatuses.position));
  return rows.length ? rows.map((r) => r.name) : [FIRST_DELIVERY_STATUS, LAST_DELIVERY_STATUS];
}
