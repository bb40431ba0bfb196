/**
 * Demo seed (design "Demo data"): the catalog, fabrics, storage prices, news and delivery
 * statuses. Idempotent (skips when any category exists) and deterministic (no randomness).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { seedDemoAccounts } from './accounts.js';
import {
  categories,
  cloudStorageBase,
  deliveryStatuses,
  fabricColors,
  fabrics,
  news,
  ottomanPrices,
  productCategories,
  productFabrics,
  productImages,
  products,
  productSizes,
  sizes,
  variations,
} from '../schema/index.js';
import {
  BED_CLOUD_BASE_EURO,
  BED_OTTOMAN_EURO,
  CATEGORY_BLURB,
  CATEGORY_NAMES,
  DEFAULT_SIZE_IDS,
  DELIVERY_STATUSES,
  FABRICS,
  GALLERY_COUNT,
  NEWS_HTML,
  PRODUCTS,
  SIZE_STEP_EURO,
  SIZES,
  SKU_PREFIX,
  type ProductSeed,
} from './data.js';

/** Extra euros for a Plush Velvet size+fabric+colour variation over the size price. */
const VELVET_PREMIUM_EURO = 30;
/** First product creation time; each next product is 36 hours later. */
const FIRST_CREATED_AT = Date.UTC(2025, 0, 6, 9, 0, 0);

/** Escapes text for inclusion in HTML. */
function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&#39;');
}

/** Product description: a paragraph and a list of features (HTML). */
function describe(p: ProductSeed): string {
  const blurb = CATEGORY_BLURB[p.category];
  const items = [p.feature, ...blurb.features].map((f) => `<li>${escapeHtml(f)}</li>`).join('');
  return `<p>The ${escapeHtml(p.name)} ${blurb.intro}</p><ul>${items}</ul>`;
}

/** The fabric indexes (into FABRICS) a bed at `bedIndex` is offered in; deterministic. */
function bedFabricIndexes(bedIndex: number): number[] {
  if (bedIndex % 3 === 0) return [0, 1, 2, 3];
  if (bedIndex % 3 === 1) return [0, 2];
  return [1, 2, 3];
}

/** Summary of what `seedDemo` inserted, or `skipped` when the catalog already existed. */
export interface SeedResult {
  skipped: boolean;
  products: number;
}

/**
 * Creates the demo accounts (db/seed/accounts.ts) when missing, then inserts the demo catalog in
 * one transaction unless a category already exists.
 * Sizes (explicit ids 10..15) and delivery statuses normally exist already (migration 0005_reference_data);
 * they are inserted only when missing.
 * @throws on database errors (the transaction is rolled back).
 */
export async function seedDemo(db: Db): Promise<SeedResult> {
  await seedDemoAccounts(db); // the demo customer and admin (idempotent by e-mail)
  const existing = await db.select({ id: categories.id }).from(categories).limit(1);
  if (existing.length > 0) return { skipped: true, products: 0 };

  await db.transaction(async (tx) => {
    const cats = await tx
      .insert(categories)
      .values(CATEGORY_NAMES.map((categoryName) => ({ categoryName })))
      .returning();
    const catId = new Map(cats.map((c) => [c.categoryName, c.id]));

    await tx
      .insert(sizes)
      .values(
        SIZES.map((s) => ({
          id: s.id,
          label: s.label,
          widthCm: s.widthCm,
          lengthCm: s.lengthCm,
          heightCm: null,
        })),
      )
      .onConflictDoNothing(); // the reference-data migration already created them
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('sizes', 'id'), (select max(id) from sizes))`,
    );

    const fabricRows = await tx
      .insert(fabrics)
      .values(FABRICS.map((f) => ({ fabricName: f.name })))
      .returning();
    const colorValues = FABRICS.flatMap((f, i) =>
      f.colors.map(([colorName, hex]) => ({
        fabricId: fabricRows[i]!.id,
        colorName,
        hex,
        imageUrl: '',
      })),
    );
    const colorRows = await tx.insert(fabricColors).values(colorValues).returning();
    await tx.execute(
      sql`update fabric_colors set image_url = '/images/fabrics/' || id || '.jpg' where image_url = ''`,
    );

    const counters = new Map<string, number>();
    const productValues = PRODUCTS.map((p, i) => {
      const n = (counters.get(p.category) ?? 0) + 1;
      counters.set(p.category, n);
      return {
        name: p.name,
        descriptionHtml: describe(p),
        sku: `${SKU_PREFIX[p.category]}-${String(n).padStart(3, '0')}`,
        priceCents: p.priceEuro * 100,
        stock: p.stock ?? -1,
        status: p.status ?? 'available',
        storageTypes: p.storage ?? [],
        createdAt: new Date(FIRST_CREATED_AT + i * 36 * 3600 * 1000),
      };
    });
    const productRows = await tx.insert(products).values(productValues).returning({
      id: products.id,
    });
    await tx.execute(
      sql`update products set product_image = '/images/products/' || id || '.jpg' where product_image is null`,
    );

    const links: { productId: number; categoryId: number }[] = [];
    const sizeLinks: { productId: number; sizeId: number }[] = [];
    const fabricLinks: { productId: number; fabricId: number }[] = [];
    const images: { productId: number; imageUrl: string; position: number }[] = [];
    const variationValues: {
      productId: number;
      sizeId: number | null;
      fabricId: number | null;
      fabricColorId: number | null;
      priceCents: number;
    }[] = [];
    let bedIndex = 0;

    PRODUCTS.forEach((p, i) => {
      const productId = productRows[i]!.id;
      links.push({ productId, categoryId: catId.get(p.category)! });
      for (let n = 1; n <= GALLERY_COUNT[p.category]; n++) {
        images.push({ productId, imageUrl: `/images/products/${productId}-${n}.jpg`, position: n });
      }
      const sizeIds = p.sizeIds ?? DEFAULT_SIZE_IDS[p.category];
      const firstStep = SIZE_STEP_EURO[sizeIds[0] ?? 10] ?? 0;
      for (const sizeId of sizeIds) {
        sizeLinks.push({ productId, sizeId });
        const priceEuro = p.priceEuro + (SIZE_STEP_EURO[sizeId] ?? 0) - firstStep;
        variationValues.push({
          productId,
          sizeId,
          fabricId: null,
          fabricColorId: null,
          priceCents: priceEuro * 100,
        });
      }
      if (p.category === 'Beds') {
        const offered = bedFabricIndexes(bedIndex++);
        for (const fi of offered) fabricLinks.push({ productId, fabricId: fabricRows[fi]!.id });
        if (offered.includes(0)) {
          const velvet = fabricRows[0]!;
          const velvetColors = colorRows.filter((c) => c.fabricId === velvet.id);
          for (const sizeId of sizeIds.filter((s) => s >= 13)) {
            const priceEuro =
              p.priceEuro + (SIZE_STEP_EURO[sizeId] ?? 0) - firstStep + VELVET_PREMIUM_EURO;
            for (const color of velvetColors) {
              variationValues.push({
                productId,
                sizeId,
                fabricId: velvet.id,
                fabricColorId: color.id,
                priceCents: priceEuro * 100,
              });
            }
          }
        }
      }
    });

    await tx.insert(productCategories).values(links);
    await tx.insert(productSizes).values(sizeLinks);
    await tx.insert(productFabrics).values(fabricLinks);
    await tx.insert(productImages).values(images);
    await tx.insert(variations).values(variationValues);

    const bedsId = catId.get('Beds')!;
    await tx.insert(ottomanPrices).values(
      Object.entries(BED_OTTOMAN_EURO).map(([sizeId, euro]) => ({
        categoryId: bedsId,
        sizeId: Number(sizeId),
        priceCents: euro * 100,
      })),
    );
    await tx
      .insert(cloudStorageBase)
      .values({ categoryId: bedsId, priceCents: BED_CLOUD_BASE_EURO * 100 });

    await tx.insert(news).values(
      NEWS_HTML.map((contentHtml, i) => {
        const createdAt = new Date(Date.UTC(2025, 2, 3 + i * 14, 10, 0, 0));
        return { contentHtml, createdAt, publishAt: createdAt };
      }),
    );
    await tx
      .insert(deliveryStatuses)
      .values(DELIVERY_STATUSES.map((name, i) => ({ name, position: i + 1 })))
      .onConflictDoNothing(); // also created by the reference-data migration
  });

  return { skipped: false, products: PRODUCTS.length };
}
