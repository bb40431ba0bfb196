/**
 * Stored catalog pictures (catalog_images): content-addressed by SHA-256, served at
 * `/images/catalog/{key}.{ext}` by any api instance.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { catalogImages } from '../../db/schema/index.js';

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
