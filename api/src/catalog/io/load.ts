/**
 * Loads the whole catalog from the database by natural keys (issue 10): what export writes and
 * what import compares the file with. Also returns the database ids behind the keys.
 */
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  categories,
  cloudStorageBase,
  fabricColors,
  fabrics,
  ottomanPrices,
  productCategories,
  productFabrics,
  productImages,
  products,
  productSizes,
  sizes,
  variations,
} from '../../db/schema/index.js';
import { DESCRIPTION_PREVIEW, type CatalogData, type ProductRecord } from './model.js';

/** The stored catalog and the ids of its rows by natural key. */
export interface StoredCatalog {
  data: CatalogData;
  ids: {
    category: Map<string, number>;
    size: Map<string, number>;
    fabric: Map<string, number>;
    /** `fabric\0colour` → colour id. */
    color: Map<string, number>;
    product: Map<string, number>;
  };
}

/**
 * The products with their whole description (`full`, what export writes) or only its preview
 * and md5 (`digest`, what import compares: memory does not grow with the descriptions' size).
 */
function selectProducts(db: Db, descriptions: 'full' | 'digest') {
  const columns = getTableColumns(products);
  const d = products.descriptionHtml;
  const preview =
    descriptions === 'full'
      ? d
      : sql<string>`case when char_length(${d}) > ${DESCRIPTION_PREVIEW} then left(${d}, ${DESCRIPTION_PREVIEW}) || '…' else ${d} end`;
  return db
    .select({ ...columns, descriptionHtml: preview, descriptionMd5: sql<string>`md5(${d})` })
    .from(products)
    .orderBy(asc(products.id));
}

/**
 * Reads every catalog table (a fixed number of queries) and maps ids to natural keys; product
 * descriptions whole (`full`) or as preview and md5 (`digest`, the default: import's comparison).
 */
export async function loadCatalog(
  db: Db,
  descriptions: 'full' | 'digest' = 'digest',
): Promise<StoredCatalog> {
  const [catRows, sizeRows, fabricRows, colorRows, productRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.id)),
    db.select().from(sizes).orderBy(asc(sizes.id)),
    db.select().from(fabrics).orderBy(asc(fabrics.id)),
    db.select().from(fabricColors).orderBy(asc(fabricColors.id)),
    selectProducts(db, descriptions),
  ]);
  const [pcRows, psRows, pfRows, imageRows, variationRows, ottomanRows, cloudRows] =
    await Promise.all([
      db.select().from(productCategories),
      db.select().from(productSizes),
      db.select().from(productFabrics),
      db
        .select()
        .from(productImages)
        .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id)),
      db.select().from(variations).orderBy(asc(variations.id)),
      db
        .select()
        .from(ottomanPrices)
        .innerJoin(categories, eq(categories.id, ottomanPrices.categoryId))
        .orderBy(asc(ottomanPrices.categoryId), asc(ottomanPrices.sizeId)),
      db.select().from(cloudStorageBase).orderBy(asc(cloudStorageBase.categoryId)),
    ]);

  const catName = new Map(catRows.map((c) => [c.id, c.categoryName]));
  const sizeLabel = new Map(sizeRows.map((s) => [s.id, s.label]));
  const fabricName = new Map(fabricRows.map((f) => [f.id, f.fabricName]));
  const colorName = new Map(colorRows.map((c) => [c.id, c.colorName]));
  const sku = new Map(productRows.map((p) => [p.id, p.sku]));
  const productOrder = new Map(productRows.map((p, i) => [p.id, i]));
  const byProduct = <T extends { productId: number }>(rows: T[], key: (r: T) => number) =>
    [...rows].sort(
      (a, b) => productOrder.get(a.productId)! - productOrder.get(b.productId)! || key(a) - key(b),
    );

  const data: CatalogData = {
    categories: catRows.map((c) => c.categoryName),
    sizes: sizeRows.map((s) => ({
      label: s.label,
      lengthCm: s.lengthCm,
      widthCm: s.widthCm,
      heightCm: s.heightCm,
    })),
    fabrics: fabricRows.map((f) => f.fabricName),
    colors: colorRows.map((c) => ({
      fabric: fabricName.get(c.fabricId)!,
      color: c.colorName,
      hex: c.hex,
      image: c.imageUrl === '' ? null : c.imageUrl,
    })),
    products: productRows.map((p): ProductRecord => ({
      sku: p.sku,
      name: p.name,
      descriptionHtml: p.descriptionHtml,
      descriptionMd5: p.descriptionMd5,
      priceCents: p.priceCents,
      stock: p.stock,
      status: p.status === 'unavailable' ? 'unavailable' : 'available',
      storageTypes: p.storageTypes,
      image: p.productImage,
      createdAt: p.createdAt,
    })),
    productCategories: byProduct(pcRows, (r) => r.categoryId).map((r) => ({
      sku: sku.get(r.productId)!,
      category: catName.get(r.categoryId)!,
    })),
    productSizes: byProduct(psRows, (r) => r.sizeId).map((r) => ({
      sku: sku.get(r.productId)!,
      size: sizeLabel.get(r.sizeId)!,
    })),
    productFabrics: byProduct(pfRows, (r) => r.fabricId).map((r) => ({
      sku: sku.get(r.productId)!,
      fabric: fabricName.get(r.fabricId)!,
    })),
    productImages: imageRows.map((r) => ({
      sku: sku.get(r.productId)!,
      position: r.position,
      image: r.imageUrl,
      alt: r.altText,
    })),
    variations: byProduct(variationRows, (r) => r.id).map((r) => ({
      sku: sku.get(r.productId)!,
      size: r.sizeId === null ? null : sizeLabel.get(r.sizeId)!,
      fabric: r.fabricId === null ? null : fabricName.get(r.fabricId)!,
      color: r.fabricColorId === null ? null : colorName.get(r.fabricColorId)!,
      priceCents: r.priceCents,
    })),
    ottomanPrices: ottomanRows.map((r) => ({
      category: r.categories.categoryName,
      size: sizeLabel.get(r.ottoman_prices.sizeId)!,
      priceCents: r.ottoman_prices.priceCents,
    })),
    cloudBases: cloudRows.map((r) => ({
      category: catName.get(r.categoryId)!,
      priceCents: r.priceCents,
    })),
  };
  return {
    data,
    ids: {
      category: new Map(catRows.map((c) => [c.categoryName.toLowerCase(), c.id])),
      size: new Map(sizeRows.map((s) => [s.label, s.id])),
      fabric: new Map(fabricRows.map((f) => [f.fabricName, f.id])),
      color: new Map(
        colorRows.map((c) => [`${fabricName.get(c.fabricId)}\u0000${c.colorName}`, c.id]),
      ),
      product: new Map(productRows.map((p) => [p.sku, p.id])),
    },
  };
}
