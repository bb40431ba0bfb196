/**
 * Imports a catalog ZIP (issue 10): validates the whole file first (read.ts), compares it with
 * the stored catalog (diff.ts) and applies the differences in one transaction — all or nothing.
 * Keyed by SKU and natural keys, so importing the same file twice changes nothing the second
 * time. A dry run stops after the comparison. Every import that changes something is audited by
 * the caller and announced through the catalog-change hook.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  catalogImages,
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
import { publishCatalogChange } from '../catalog-events.js';
import { drawnSwatchUrl, planImport, type EntityCounts } from './diff.js';
import { loadCatalog, type StoredCatalog } from './load.js';
import { categoryKey, type CatalogData } from './model.js';
import type { DescriptionSpool } from './description-spool.js';
import { readCatalogZip, type ReadCatalog } from './read.js';
import { pictureKey, shopPicture } from './pictures.js';
import { importChanges, type ImportChange } from './changes.js';
import { keepStoredPictures, referencedPictureKeys } from './same-pictures.js';
import { loadPrices } from './prices.js';
import { applyPrices, priceChanges } from './prices-apply.js';
import type { ImageStore } from '../images/store.js';

/** Rows per multi-row INSERT (well under PostgreSQL's 65,535 parameters). */
const CHUNK = 1000;
/** Products per INSERT (each may carry a 20,000-character description). */
const PRODUCT_CHUNK = 200;
/** How many SKUs a report lists per outcome. */
export const REPORT_SKUS = 20;
/** How many changed fields a report lists. */
export const REPORT_CHANGES = 500;

/** What an import did, or in a dry run would do. */
export interface ImportReport {
  dryRun: boolean;
  created: EntityCounts;
  changed: EntityCounts;
  removed: EntityCounts;
  /** Up to {@link REPORT_SKUS} SKUs per outcome. */
  skus: { created: string[]; changed: string[]; removed: string[] };
  /** The first {@link REPORT_CHANGES} changed fields, products first (issue 26). */
  changes: ImportChange[];
  /** How many fields change in all. */
  changesTotal: number;
  /** Pictures stored by this import (new content only). */
  picturesAdded: number;
  /** Products in the file. */
  products: number;
}

/** How far an import is: its step and a percentage (unpacking runs from 0 to 80). */
export interface ImportProgress {
  step: 'unpacking' | 'comparing' | 'writing';
  percent: number;
  /** Bytes unpacked so far (while unpacking). */
  unpackedBytes?: number;
}

/** "Imported: 62 products created, 0 changed, 0 removed." (or "Dry run: … would be …") */
export function importSummary(report: ImportReport): string {
  const p = `${report.created.products} created, ${report.changed.products} changed, ${report.removed.products} removed`;
  return report.dryRun ? `Dry run, nothing written: products ${p}.` : `Imported: products ${p}.`;
}

/** How an import runs. */
export interface ImportOptions {
  dryRun: boolean;
  /** The picture store of the shop (drawn pictures are compared by their bytes). */
  store: ImageStore;
  /** Runs inside the import transaction after a real import's writes (e.g. the audit row). */
  onApplied?: (tx: Db, report: ImportReport) => Promise<void>;
  /** Hears how far the import is (a background job shows it to the admin). */
  onProgress?: (progress: ImportProgress) => void | Promise<void>;
}

/** Runs `write` over `rows` in chunks of {@link CHUNK}. */
async function chunked<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>, size = CHUNK) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/**
 * Validates and imports `zip`. With `dryRun`, nothing is written. products.csv and the
 * descriptions are spooled to a temporary folder (removed at the end), so memory stays bounded
 * by the number of products, not by the size of their descriptions.
 * @throws CatalogImportError (file, line, column, reason) when any row is invalid.
 */
export async function importCatalogZip(
  db: Db,
  zip: Uint8Array,
  options: ImportOptions,
): Promise<ImportReport> {
  const spoolDir = await mkdtemp(path.join(tmpdir(), 'serena-import-'));
  try {
    return await importSpooled(db, zip, options, spoolDir);
  } finally {
    await rm(spoolDir, { recursive: true, force: true });
  }
}

/** {@link importCatalogZip} with its temporary folder. */
async function importSpooled(
  db: Db,
  zip: Uint8Array,
  options: ImportOptions,
  spoolDir: string,
): Promise<ImportReport> {
  const progress = options.onProgress ?? (() => undefined);
  const sizeRows = await db.select({ label: sizes.label }).from(sizes);
  const read = await readCatalogZip(
    zip,
    sizeRows.map((s) => s.label),
    (p) =>
      progress({
        step: 'unpacking',
        percent: Math.floor((p.readBytes / Math.max(1, p.totalBytes)) * 80),
        unpackedBytes: p.unpackedBytes,
      }),
    spoolDir,
  );
  try {
    return await compareAndApply(db, read, options);
  } finally {
    read.descriptions.close();
  }
}

/** Compares the read file with the stored catalog and (unless a dry run) applies it. */
async function compareAndApply(
  db: Db,
  read: ReadCatalog,
  options: ImportOptions,
): Promise<ImportReport> {
  const progress = options.onProgress ?? (() => undefined);
  await progress({ step: 'comparing', percent: 85 });
  let report: ImportReport | undefined;
  let changed = false;
  await db.transaction(async (tx) => {
    // Serialise catalog imports; read the stored catalog inside the transaction.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('serena:catalog-import'))`);
    const stored = await loadCatalog(tx);
    const data = await keepStoredPictures(read.data, stored, async (url) => {
      const picture = await shopPicture(tx, options.store, url);
      return picture ? pictureKey(picture.data) : null;
    });
    const plan = planImport(data, stored);
    const picturesAdded = await newPictureKeys(tx, read, referencedPictureKeys(data));
    const changes = [
      ...importChanges(data, stored),
      ...(read.prices ? priceChanges(read.prices, await loadPrices(tx)) : []),
    ];
    report = {
      dryRun: options.dryRun,
      created: plan.created,
      changed: plan.changed,
      removed: plan.removed,
      skus: {
        created: plan.skus.created.slice(0, REPORT_SKUS),
        changed: plan.skus.changed.slice(0, REPORT_SKUS),
        removed: plan.skus.removed.slice(0, REPORT_SKUS),
      },
      changes: changes.slice(0, REPORT_CHANGES),
      changesTotal: changes.length,
      picturesAdded: picturesAdded.length,
      products: data.products.length,
    };
    if (options.dryRun || (!plan.hasChanges && changes.length === 0)) return;
    changed = true;
    await progress({ step: 'writing', percent: 90 });
    await chunked(
      picturesAdded.map((key) => read.pictures.get(key)!),
      (rows) => tx.insert(catalogImages).values(rows).onConflictDoNothing(),
      20,
    );
    await applyPlan(tx, data, read.descriptions, stored, plan);
    if (read.prices) await applyPrices(tx, read.prices);
    await options.onApplied?.(tx, report);
  });
  if (changed) await publishCatalogChange(db);
  return report!;
}

/** Keys of the file's pictures that the catalog points at (`used`) and that are not stored yet. */
async function newPictureKeys(db: Db, read: ReadCatalog, used: Set<string>): Promise<string[]> {
  const keys = [...read.pictures.keys()].filter((k) => used.has(k));
  if (keys.length === 0) return [];
  const have = new Set<string>();
  await chunked(keys, async (chunk) => {
    const rows = await db
      .select({ key: catalogImages.key })
      .from(catalogImages)
      .where(inArray(catalogImages.key, chunk));
    for (const r of rows) have.add(r.key);
  });
  return keys.filter((k) => !have.has(k));
}

/** Writes the differences between `file` and `stored` (inside the import transaction). */
async function applyPlan(
  tx: Db,
  file: CatalogData,
  descriptions: DescriptionSpool,
  stored: StoredCatalog,
  plan: { productRowsChanged: Set<string>; productChildrenChanged: Set<string> },
): Promise<void> {
  const ids = stored.ids;
  const rowsChanged = plan.productRowsChanged;
  const childrenChanged = plan.productChildrenChanged;
  // Removals first (cascades take links, variations and storage prices with them).
  const fileSkus = new Set(file.products.map((p) => p.sku));
  const goneProducts = [...ids.product].filter(([sku]) => !fileSkus.has(sku)).map(([, id]) => id);
  await chunked(goneProducts, (c) => tx.delete(products).where(inArray(products.id, c)));
  const fileColors = new Set(file.colors.map((c) => `${c.fabric}\u0000${c.color}`));
  const goneColors = [...ids.color].filter(([k]) => !fileColors.has(k)).map(([, id]) => id);
  await chunked(goneColors, (c) => tx.delete(fabricColors).where(inArray(fabricColors.id, c)));
  const fileFabrics = new Set(file.fabrics);
  const goneFabrics = [...ids.fabric].filter(([k]) => !fileFabrics.has(k)).map(([, id]) => id);
  await chunked(goneFabrics, (c) => tx.delete(fabrics).where(inArray(fabrics.id, c)));
  const fileCategories = new Set(file.categories.map(categoryKey));
  const goneCategories = [...ids.category]
    .filter(([k]) => !fileCategories.has(k))
    .map(([, id]) => id);
  await chunked(goneCategories, (c) => tx.delete(categories).where(inArray(categories.id, c)));

  // Sizes: add or update (never removed: reference data).
  const storedSize = new Map(stored.data.sizes.map((s) => [s.label, s]));
  for (const s of file.sizes) {
    const id = ids.size.get(s.label);
    const values = { lengthCm: s.lengthCm, widthCm: s.widthCm, heightCm: s.heightCm };
    if (id === undefined) {
      const [row] = await tx
        .insert(sizes)
        .values({ label: s.label, ...values })
        .returning({ id: sizes.id });
      ids.size.set(s.label, row!.id);
    } else {
      const old = storedSize.get(s.label)!;
      if (old.lengthCm !== s.lengthCm || old.widthCm !== s.widthCm || old.heightCm !== s.heightCm) {
        await tx.update(sizes).set(values).where(eq(sizes.id, id));
      }
    }
  }
  // Categories (file order for new ones), fabrics, colours.
  const storedCategoryName = new Map(stored.data.categories.map((c) => [categoryKey(c), c]));
  for (const name of file.categories) {
    const key = categoryKey(name);
    const id = ids.category.get(key);
    if (id === undefined) {
      const [row] = await tx
        .insert(categories)
        .values({ categoryName: name })
        .returning({ id: categories.id });
      ids.category.set(key, row!.id);
    } else if (storedCategoryName.get(key) !== name) {
      await tx.update(categories).set({ categoryName: name }).where(eq(categories.id, id));
    }
  }
  for (const name of file.fabrics) {
    if (ids.fabric.has(name)) continue;
    const [row] = await tx
      .insert(fabrics)
      .values({ fabricName: name })
      .returning({ id: fabrics.id });
    ids.fabric.set(name, row!.id);
  }
  const storedColor = new Map(stored.data.colors.map((c) => [`${c.fabric}\u0000${c.color}`, c]));
  for (const c of file.colors) {
    const key = `${c.fabric}\u0000${c.color}`;
    const id = ids.color.get(key);
    if (id === undefined) {
      const [row] = await tx
        .insert(fabricColors)
        .values({
          fabricId: ids.fabric.get(c.fabric)!,
          colorName: c.color,
          hex: c.hex,
          imageUrl: c.image ?? '',
        })
        .returning({ id: fabricColors.id });
      ids.color.set(key, row!.id);
      if (!c.image) {
        await tx
          .update(fabricColors)
          .set({ imageUrl: drawnSwatchUrl(row!.id) })
          .where(eq(fabricColors.id, row!.id));
      }
      continue;
    }
    const old = storedColor.get(key)!;
    const imageUrl = c.image ?? drawnSwatchUrl(id);
    if (old.hex !== c.hex || old.image !== imageUrl) {
      await tx.update(fabricColors).set({ hex: c.hex, imageUrl }).where(eq(fabricColors.id, id));
    }
  }

  // Products: insert new ones in file order, update changed rows.
  const productValues = (p: CatalogData['products'][number]) => ({
    name: p.name,
    descriptionHtml: descriptions.get(p.sku),
    priceCents: p.priceCents,
    stock: p.stock,
    status: p.status,
    storageTypes: p.storageTypes,
    productImage: p.image,
    ...(p.createdAt ? { createdAt: p.createdAt } : {}),
  });
  const fresh = file.products.filter((p) => !ids.product.has(p.sku));
  await chunked(
    fresh,
    async (chunk) => {
      const rows = await tx
        .insert(products)
        .values(chunk.map((p) => ({ sku: p.sku, ...productValues(p) })))
        .returning({ id: products.id, sku: products.sku });
      for (const r of rows) ids.product.set(r.sku, r.id);
    },
    PRODUCT_CHUNK,
  );
  for (const p of file.products) {
    if (rowsChanged.has(p.sku)) {
      await tx
        .update(products)
        .set(productValues(p))
        .where(eq(products.id, ids.product.get(p.sku)!));
    }
  }
  await rewriteChildren(tx, file, ids, childrenChanged);
  await rewriteStoragePrices(tx, file, ids);
}

/** Replaces links, pictures and variations of the products in `skus`. */
async function rewriteChildren(
  tx: Db,
  file: CatalogData,
  ids: StoredCatalog['ids'],
  skus: Set<string>,
): Promise<void> {
  const productIds = [...skus].map((sku) => ids.product.get(sku)!);
  const pid = (sku: string) => ids.product.get(sku)!;
  const only = <T extends { sku: string }>(rows: T[]) => rows.filter((r) => skus.has(r.sku));
  for (const table of [
    productCategories,
    productSizes,
    productFabrics,
    productImages,
    variations,
  ]) {
    await chunked(productIds, (c) => tx.delete(table).where(inArray(table.productId, c)));
  }
  const inserts: [
    (
      | typeof productCategories
      | typeof productSizes
      | typeof productFabrics
      | typeof productImages
      | typeof variations
    ),
    Record<string, unknown>[],
  ][] = [
    [
      productCategories,
      only(file.productCategories).map((l) => ({
        productId: pid(l.sku),
        categoryId: ids.category.get(categoryKey(l.category))!,
      })),
    ],
    [
      productSizes,
      only(file.productSizes).map((l) => ({
        productId: pid(l.sku),
        sizeId: ids.size.get(l.size)!,
      })),
    ],
    [
      productFabrics,
      only(file.productFabrics).map((l) => ({
        productId: pid(l.sku),
        fabricId: ids.fabric.get(l.fabric)!,
      })),
    ],
    [
      productImages,
      only(file.productImages).map((i) => ({
        productId: pid(i.sku),
        imageUrl: i.image,
        position: i.position,
        altText: i.alt,
      })),
    ],
    [
      variations,
      only(file.variations).map((v) => ({
        productId: pid(v.sku),
        sizeId: v.size === null ? null : ids.size.get(v.size)!,
        fabricId: v.fabric === null ? null : ids.fabric.get(v.fabric)!,
        fabricColorId: v.fabric === null ? null : ids.color.get(`${v.fabric}\u0000${v.color}`)!,
        priceCents: v.priceCents,
      })),
    ],
  ];
  for (const [table, rows] of inserts) {
    await chunked(rows, (c) => tx.insert(table).values(c as never));
  }
}

/** Makes the ottoman prices and cloud storage bases equal to the file's. */
async function rewriteStoragePrices(tx: Db, file: CatalogData, ids: StoredCatalog['ids']) {
  const catId = (name: string) => ids.category.get(categoryKey(name))!;
  const ottoman = file.ottomanPrices.map((o) => ({
    categoryId: catId(o.category),
    sizeId: ids.size.get(o.size)!,
    priceCents: o.priceCents,
  }));
  const existing = await tx.select().from(ottomanPrices);
  const want = new Map(ottoman.map((o) => [`${o.categoryId}:${o.sizeId}`, o]));
  for (const row of existing) {
    const w = want.get(`${row.categoryId}:${row.sizeId}`);
    if (!w) await tx.delete(ottomanPrices).where(eq(ottomanPrices.id, row.id));
    else if (w.priceCents !== row.priceCents) {
      await tx
        .update(ottomanPrices)
        .set({ priceCents: w.priceCents })
        .where(eq(ottomanPrices.id, row.id));
    }
    want.delete(`${row.categoryId}:${row.sizeId}`);
  }
  if (want.size > 0) await tx.insert(ottomanPrices).values([...want.values()]);

  const clouds = new Map(file.cloudBases.map((c) => [catId(c.category), c.priceCents]));
  for (const row of await tx.select().from(cloudStorageBase)) {
    const price = clouds.get(row.categoryId);
    if (price === undefined) {
      await tx.delete(cloudStorageBase).where(eq(cloudStorageBase.categoryId, row.categoryId));
    } else if (price !== row.priceCents) {
      await tx
        .update(cloudStorageBase)
        .set({ priceCents: price })
        .where(and(eq(cloudStorageBase.categoryId, row.categoryId)));
    }
    clouds.delete(row.categoryId);
  }
  if (clouds.size > 0) {
    await tx
      .insert(cloudStorageBase)
      .values([...clouds].map(([categoryId, priceCents]) => ({ categoryId, priceCents })));
  }
}
