/**
 * Export → import is a fixed point (issue 26): the export writes every picture as bytes under
 * `images/{sha256}`, also the demo catalog's drawn ones (`/images/products/1.jpg`,
 * `/images/fabrics/3.jpg`). Read back, those bytes would become stored pictures at new URLs and
 * every product would look changed. Before the comparison, a picture of the file whose bytes are
 * the very bytes already shown at the same place (same SKU and position, same fabric colour) takes
 * the stored URL back, so an untouched export re-imports with 0 changes.
 */
import { catalogPictureKey } from './pictures.js';
import type { CatalogData } from './model.js';
import { drawnSwatchUrl } from './diff.js';
import type { StoredCatalog } from './load.js';

/** The content key (SHA-256, hex) of the bytes behind a stored picture URL, or null. */
export type StoredPictureKey = (url: string) => Promise<string | null>;

/** The content key a file's picture URL (`/images/catalog/{key}.{ext}`) names, or null. */
function fileKey(url: string | null): string | null {
  const file = url?.startsWith('/images/catalog/') ? url.slice('/images/catalog/'.length) : null;
  return file ? catalogPictureKey(file) : null;
}

/**
 * Returns `file` with each picture URL replaced by the stored URL of the same place when both
 * show the same bytes (a drawn fabric swatch becomes null, the file's way of saying "drawn").
 * `keyOf` is asked once per distinct stored URL, and only where the URLs differ.
 */
export async function keepStoredPictures(
  file: CatalogData,
  stored: StoredCatalog,
  keyOf: StoredPictureKey,
): Promise<CatalogData> {
  const keys = new Map<string, Promise<string | null>>();
  const same = async (fileUrl: string | null, storedUrl: string | null | undefined) => {
    const key = fileKey(fileUrl);
    if (!key || !storedUrl || fileUrl === storedUrl || fileKey(storedUrl)) return false;
    if (!keys.has(storedUrl)) keys.set(storedUrl, keyOf(storedUrl));
    return (await keys.get(storedUrl)) === key;
  };
  const s = stored.data;
  const colorKey = (c: { fabric: string; color: string }) => `${c.fabric}\u0000${c.color}`;
  const storedColors = new Map(s.colors.map((c) => [colorKey(c), c]));
  const storedProducts = new Map(s.products.map((p) => [p.sku, p]));
  const storedImages = new Map(s.productImages.map((i) => [`${i.sku}\u0000${i.position}`, i]));

  const colors = await Promise.all(
    file.colors.map(async (c) => {
      const old = storedColors.get(colorKey(c));
      if (!old || !(await same(c.image, old.image))) return c;
      const id = stored.ids.color.get(colorKey(c));
      return {
        ...c,
        image: id !== undefined && old.image === drawnSwatchUrl(id) ? null : old.image,
      };
    }),
  );
  const products = await Promise.all(
    file.products.map(async (p) => {
      const old = storedProducts.get(p.sku);
      return old && (await same(p.image, old.image)) ? { ...p, image: old.image } : p;
    }),
  );
  const productImages = await Promise.all(
    file.productImages.map(async (i) => {
      const old = storedImages.get(`${i.sku}\u0000${i.position}`);
      return old && (await same(i.image, old.image)) ? { ...i, image: old.image } : i;
    }),
  );
  return { ...file, colors, products, productImages };
}

/** The content keys of the pictures `data` still points at (`/images/catalog/{key}.{ext}`). */
export function referencedPictureKeys(data: CatalogData): Set<string> {
  const urls = [
    ...data.colors.map((c) => c.image),
    ...data.products.map((p) => p.image),
    ...data.productImages.map((i) => i.image),
  ];
  return new Set(urls.map(fileKey).filter((k): k is string => k !== null));
}
