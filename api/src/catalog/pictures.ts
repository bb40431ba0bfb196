/**
 * Looks up what a picture shows (product kind and colours, fabric colour, category) and returns
 * the JPEG, or one of its resized WebP/JPEG variants (issue 12), via the image store (spec §2
 * gallery, swatches and category tiles).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  categories,
  fabricColors,
  fabrics,
  productCategories,
  productFabrics,
  productImages,
  products,
} from '../db/schema/index.js';
import {
  CATEGORY_TILES,
  kindFor,
  placeholderSvg,
  productSvg,
  swatchSvg,
  weaveFor,
} from './images/draw.js';
import type { ImageStore } from './images/store.js';
import type { PictureVariant } from './images/variants.js';

/** Colours used for products without fabrics, by kind of furniture. */
const DEFAULT_COLORS: Record<string, string[]> = {
  'kids-bed': ['#7fb3d5', '#f2a7b8', '#8cc9a5', '#f5c26b', '#b59ad9'],
  mattress: ['#27324d', '#6d7479', '#1e5c48', '#9b8576'],
  default: ['#6d7479', '#9b8576', '#27324d', '#1e5c48', '#cbbda3', '#45484c', '#2e6a6d', '#887a6a'],
};

/**
 * The JPEG of gallery picture `n` of product `id` (n = 0 is the main picture, same as view 1), or
 * its `variant` (800 × 600 drawn, resized), or null when the product or that gallery picture does
 * not exist.
 */
export async function productPicture(
  db: Db,
  store: ImageStore,
  id: number,
  n: number,
  variant: PictureVariant = {},
): Promise<Buffer | null> {
  const [rows, cats, colors, gallery] = await Promise.all([
    db.select({ name: products.name }).from(products).where(eq(products.id, id)),
    db
      .select({ name: categories.categoryName })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(eq(productCategories.productId, id)),
    db
      .select({ hex: fabricColors.hex })
      .from(productFabrics)
      .innerJoin(fabricColors, eq(fabricColors.fabricId, productFabrics.fabricId))
      .where(eq(productFabrics.productId, id))
      .orderBy(asc(fabricColors.id)),
    n === 0
      ? Promise.resolve([{ ok: 1 }])
      : db
          .select({ ok: sql<number>`1` })
          .from(productImages)
          .where(
            and(
              eq(productImages.productId, id),
              eq(productImages.imageUrl, `/images/products/${id}-${n}.jpg`),
            ),
          ),
  ]);
  const product = rows[0];
  if (!product || gallery.length === 0) return null;
  const categoryNames = cats.map((c) => c.name);
  const kind = kindFor(product.name, categoryNames);
  const palette =
    colors.length > 0
      ? colors.map((c) => c.hex)
      : (DEFAULT_COLORS[kind] ?? DEFAULT_COLORS.default!);
  const view = Math.max(1, n);
  const shift = view === 3 ? 1 : view === 6 ? 2 : view === 5 ? 3 : 0;
  const color = palette[(id + shift) % palette.length]!;
  const clearance = categoryNames.some((c) => c.toLowerCase() === 'clearance');
  return store.variant(`products/${id}-${n}`, variant, () =>
    productSvg({ kind, name: product.name, color, view, clearance }),
  );
}

/** The swatch JPEG of a fabric colour (400 × 400) or its `variant`; null when the colour does not exist. */
export async function fabricPicture(
  db: Db,
  store: ImageStore,
  colorId: number,
  variant: PictureVariant = {},
): Promise<Buffer | null> {
  const rows = await db
    .select({ hex: fabricColors.hex, fabricName: fabrics.fabricName })
    .from(fabricColors)
    .innerJoin(fabrics, eq(fabrics.id, fabricColors.fabricId))
    .where(eq(fabricColors.id, colorId));
  const row = rows[0];
  if (!row) return null;
  return store.variant(`fabrics/${colorId}`, variant, () =>
    swatchSvg(row.hex, weaveFor(row.fabricName)),
  );
}

/**
 * The tile JPEG (800 × 600) for a category file name such as "beds.jpg" or "kids beds.jpg"
 * (decoded), or "placeholder.jpg", or its `variant`; null for names that are neither a known
 * category nor the placeholder.
 */
export async function categoryPicture(
  db: Db,
  store: ImageStore,
  file: string,
  variant: PictureVariant = {},
): Promise<Buffer | null> {
  const m = /^(.{1,100})\.jpg$/i.exec(file);
  if (!m?.[1]) return null;
  const name = m[1].toLowerCase();
  if (name === 'placeholder')
    return store.variant('categories/placeholder', variant, placeholderSvg);
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`lower(${categories.categoryName}) = ${name}`);
  const tile = CATEGORY_TILES[name];
  if (rows.length === 0 && !tile) return null;
  const scene = tile ?? { kind: kindFor(name, [name]), name, color: '#9b8576' };
  const slug = name.replace(/[^a-z0-9]+/g, '-');
  return store.variant(`categories/${slug}`, variant, () => productSvg({ ...scene, view: 1 }));
}
