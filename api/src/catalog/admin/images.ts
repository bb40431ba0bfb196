/**
 * Admin product pictures (issue 10): uploads are checked by content (JPEG, PNG or WebP, whatever
 * the file name says), resized with sharp to the storefront's picture size (800 × 600, cropped to
 * fill, JPEG), stored by content hash (catalog_images) and appended to the gallery; the gallery
 * can be reordered, trimmed and given its main picture. Audited and announced (write.ts).
 */
import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import { catalogImages, productImages, products } from '../../db/schema/index.js';
import type { AdminActor } from '../../admin/audit.js';
import { AdminError } from '../../admin/errors.js';
import { catalogPictureUrl } from '../io/model.js';
import type { Tx } from '../../books/ledger.js';
import { catalogWrite } from './write.js';

/** Width and height of a storefront product picture, in pixels (as the drawn pictures). */
export const PICTURE_SIZE = { width: 800, height: 600 } as const;

/** Longest alt text a picture may carry, in characters. */
export const ALT_TEXT_MAX = 200;

/**
 * A product's gallery (URLs in order), its main picture and the pictures' alt texts (URL → text;
 * a picture without one is described by the product name on the storefront).
 */
export interface ProductGallery {
  images: string[];
  main: string | null;
  alts: Record<string, string>;
}

/** A gallery change as the admin sends it; `alts` absent keeps the current alt texts. */
export type GalleryChange = Omit<ProductGallery, 'alts'> & { alts?: Record<string, string> };

/**
 * Checks and resizes one upload. @throws AdminError 400 INVALID when it is not a JPEG, PNG or
 * WebP picture.
 */
export async function preparePicture(
  data: Buffer,
  name: string,
): Promise<{ key: string; data: Buffer }> {
  const format = await sharp(data)
    .metadata()
    .then((m) => m.format)
    .catch(() => undefined);
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp') {
    throw new AdminError(400, 'INVALID', `${name} is not a JPEG, PNG or WebP picture`, 'images');
  }
  const jpeg = await sharp(data)
    .rotate()
    .resize({ ...PICTURE_SIZE, fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
  return { key: createHash('sha256').update(jpeg).digest('hex'), data: jpeg };
}

/** The gallery of a product. @throws AdminError 404. */
export async function productGallery(tx: Tx | Db, productId: number): Promise<ProductGallery> {
  const [row] = await tx
    .select({ main: products.productImage })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw new AdminError(404, 'NOT_FOUND', `No product with id ${productId}`);
  const rows = await tx
    .select({ url: productImages.imageUrl, alt: productImages.altText })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
  const alts: Record<string, string> = {};
  for (const r of rows) if (r.alt) alts[r.url] = r.alt;
  return { images: rows.map((r) => r.url), main: row.main, alts };
}

/** Rewrites the gallery rows of a product in order (positions from 1) and its main picture. */
async function writeGallery(tx: Tx, productId: number, gallery: ProductGallery): Promise<void> {
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  if (gallery.images.length > 0) {
    await tx.insert(productImages).values(
      gallery.images.map((imageUrl, i) => ({
        productId,
        imageUrl,
        position: i + 1,
        altText: gallery.alts[imageUrl] ?? null,
      })),
    );
  }
  await tx.update(products).set({ productImage: gallery.main }).where(eq(products.id, productId));
}

/**
 * Adds uploaded pictures to the end of a product's gallery; the first becomes the main picture
 * when the product has none. @throws AdminError 404 / 400 (nothing is stored then).
 */
export async function addProductImages(
  db: Db,
  actor: AdminActor,
  productId: number,
  uploads: { name: string; data: Buffer }[],
): Promise<ProductGallery> {
  if (uploads.length === 0)
    throw new AdminError(400, 'INVALID', 'Choose at least one picture', 'images');
  const prepared: { key: string; data: Buffer }[] = [];
  for (const u of uploads) prepared.push(await preparePicture(u.data, u.name));
  return catalogWrite(
    db,
    actor,
    { entity: 'product', entityId: productId, action: 'add-images' },
    async (tx) => {
      const before = await productGallery(tx, productId);
      await tx
        .insert(catalogImages)
        .values(prepared.map((p) => ({ key: p.key, contentType: 'image/jpeg', data: p.data })))
        .onConflictDoNothing();
      const urls = prepared.map((p) => catalogPictureUrl(p.key, 'image/jpeg'));
      const images = [...before.images, ...urls.filter((u) => !before.images.includes(u))];
      const after = { images, main: before.main ?? urls[0] ?? null, alts: before.alts };
      await writeGallery(tx, productId, after);
      return { before, after, result: after };
    },
  );
}

/**
 * Checks and tidies alt texts: keys must be gallery pictures, texts are trimmed (an empty one
 * drops back to the product name) and at most ALT_TEXT_MAX characters. @throws AdminError 400.
 */
function cleanAlts(alts: Record<string, string>, images: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [url, text] of Object.entries(alts)) {
    if (!images.includes(url)) {
      throw new AdminError(400, 'INVALID', `${url} is not a picture of this gallery`, 'alts');
    }
    const alt = text.replace(/\s+/g, ' ').trim();
    if (alt.length > ALT_TEXT_MAX) {
      throw new AdminError(
        400,
        'INVALID',
        `Alt text must be at most ${ALT_TEXT_MAX} characters`,
        'alts',
      );
    }
    if (alt) out[url] = alt;
  }
  return out;
}

/**
 * Reorders or trims a product's gallery, picks its main picture and sets the pictures' alt texts;
 * `images` must be pictures the gallery has, `main` one of them (or null), `alts` keyed by them
 * (absent: current alt texts kept). @throws AdminError 404 / 400.
 */
export function setProductGallery(
  db: Db,
  actor: AdminActor,
  productId: number,
  change: GalleryChange,
): Promise<ProductGallery> {
  return catalogWrite(
    db,
    actor,
    { entity: 'product', entityId: productId, action: 'gallery' },
    async (tx) => {
      const before = await productGallery(tx, productId);
      const gallery: ProductGallery = {
        images: change.images,
        main: change.main,
        alts: change.alts
          ? cleanAlts(change.alts, change.images)
          : Object.fromEntries(
              Object.entries(before.alts).filter(([url]) => change.images.includes(url)),
            ),
      };
      const unknown = gallery.images.find((u) => !before.images.includes(u));
      if (unknown)
        throw new AdminError(
          400,
          'INVALID',
          `${unknown} is not a picture of this product`,
          'images',
        );
      if (new Set(gallery.images).size !== gallery.images.length) {
        throw new AdminError(400, 'INVALID', 'A picture appears twice', 'images');
      }
      if (gallery.main !== null && !gallery.images.includes(gallery.main)) {
        throw new AdminError(
          400,
          'INVALID',
          'The main picture must be one of the gallery pictures',
          'main',
        );
      }
      await writeGallery(tx, productId, gallery);
      return { before, after: gallery, result: gallery };
    },
  );
}
