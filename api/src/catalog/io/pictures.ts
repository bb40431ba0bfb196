/**
 * Pictures of the catalog file (issue 10): stored catalog pictures (catalog_images) are
 * content-addressed by SHA-256 and served at `/images/catalog/{key}.{ext}` by any api instance;
 * the demo catalog's drawn pictures (`/images/products/…`, `/images/fabrics/…`) are rendered on
 * first use. Both travel in the ZIP as bytes.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { catalogImages } from '../../db/schema/index.js';
import type { ImageStore } from '../images/store.js';
import { fabricPicture, productPicture } from '../pictures.js';

/** The content key (SHA-256, hex) a file name such as `ab12….jpg` names, or null when malformed. */
export function catalogPictureKey(file: string): string | null {
  return /^([0-9a-f]{64})\.(jpg|png|webp)$/.exec(file)?.[1] ?? null;
}

/** The stored picture a file name such as `ab12….jpg` names, or null. */
export async function storedPicture(
  db: Db,
  file: string,
): Promise<{ contentType: string; data: Buffer } | null> {
  const key = catalogPictureKey(file);
  if (!key) return null;
  const rows = await db
    .select({ contentType: catalogImages.contentType, data: catalogImages.data })
    .from(catalogImages)
    .where(eq(catalogImages.key, key));
  return rows[0] ?? null;
}

/** A picture's bytes and MIME type. */
export interface PictureBytes {
  data: Buffer;
  contentType: string;
}

/**
 * The bytes and type behind a picture URL of this shop (stored or drawn), or null when it is not
 * one of ours (an https link) or names nothing.
 */
export async function shopPicture(
  db: Db,
  store: ImageStore,
  url: string,
): Promise<PictureBytes | null> {
  const stored = /^\/images\/catalog\/([^/]+)$/.exec(url);
  if (stored) return storedPicture(db, stored[1]!);
  const product = /^\/images\/products\/(\d+)(?:-(\d+))?\.jpg$/.exec(url);
  if (product) {
    const data = await productPicture(db, store, Number(product[1]), Number(product[2] ?? 0));
    return data ? { data, contentType: 'image/jpeg' } : null;
  }
  const fabric = /^\/images\/fabrics\/(\d+)\.jpg$/.exec(url);
  if (fabric) {
    const data = await fabricPicture(db, store, Number(fabric[1]));
    return data ? { data, contentType: 'image/jpeg' } : null;
  }
  return null;
}

/** The content key (SHA-256, hex) of a picture's bytes: the name it travels under in the ZIP. */
export function pictureKey(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}
