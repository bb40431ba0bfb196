/**
 * Parts of the catalog ZIP reader (read.ts): the size caps, content-checking the pictures with
 * sharp, and reading one products.csv row.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { sanitizeDescription } from '../../lib/sanitize-html.js';
import type { cellReader as CellReader, CsvRow, Problems } from './csv-rows.js';
import {
  descriptionMd5,
  IMAGES_FOLDER,
  LIST_SEPARATOR,
  PRODUCT_STATUSES,
  STORAGE_TYPES,
  type CatalogPicture,
  type ProductRecord,
} from './model.js';

/** Largest picture accepted in a catalog ZIP, in bytes. */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;
/** Largest uncompressed catalog ZIP content accepted, in bytes. */
export const MAX_UNZIPPED_BYTES = 512 * 1024 * 1024;

/** What a SKU may look like. */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;
/** A swatch colour, e.g. #6d7479. */
export const HEX_PATTERN = /^#[0-9a-fA-F]{6}$/;

const PICTURE_TYPES: Record<string, CatalogPicture['contentType']> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/**
 * Content-checks the pictures under images/ (JPEG, PNG or WebP by their bytes, at most
 * {@link MAX_PICTURE_BYTES}) and returns them by ZIP path.
 */
export async function readPictures(
  entries: Record<string, Uint8Array>,
  problems: Problems,
): Promise<Map<string, CatalogPicture>> {
  const byPath = new Map<string, CatalogPicture>();
  for (const [name, bytes] of Object.entries(entries)) {
    if (!name.startsWith(IMAGES_FOLDER)) continue;
    if (bytes.byteLength > MAX_PICTURE_BYTES) {
      problems.add({ file: name, message: 'the picture is larger than 10 MB' });
      continue;
    }
    const data = Buffer.from(bytes);
    const format = await sharp(data)
      .metadata()
      .then((m) => m.format)
      .catch(() => undefined);
    const contentType = format ? PICTURE_TYPES[format] : undefined;
    if (!contentType) {
      problems.add({ file: name, message: 'not a JPEG, PNG or WebP picture' });
      continue;
    }
    byPath.set(name, { key: createHash('sha256').update(data).digest('hex'), contentType, data });
  }
  return byPath;
}

/** Reads one products.csv row; null when a cell is invalid (problems recorded). */
export function readProduct(
  row: CsvRow,
  cell: ReturnType<typeof CellReader>,
  imageCell: (
    file: string,
    row: CsvRow,
    column: string,
    required: boolean,
  ) => string | null | undefined,
): ProductRecord | null {
  const sku = cell.text(row, 'sku', 64);
  if (sku && !SKU_PATTERN.test(sku)) {
    cell.fail(row, 'sku', 'must be letters, digits and . _ / - (starting with a letter or digit)');
  }
  const name = cell.text(row, 'name', 200);
  const description = cell.text(row, 'description_html', 20_000, false);
  const priceCents = cell.euros(row, 'price_euro');
  const stock = cell.int(row, 'stock', -1, 1_000_000);
  const status = (row.cells.status ?? '').trim();
  if (!(PRODUCT_STATUSES as readonly string[]).includes(status)) {
    cell.fail(row, 'status', `must be available or unavailable, not '${status}'`);
  }
  const storageText = (row.cells.storage_types ?? '').trim();
  const storageTypes =
    storageText === '' ? [] : storageText.split(LIST_SEPARATOR).map((s) => s.trim());
  const badStorage = storageTypes.find((s) => !(STORAGE_TYPES as readonly string[]).includes(s));
  if (badStorage !== undefined) {
    cell.fail(
      row,
      'storage_types',
      `'${badStorage}' is not one of ${STORAGE_TYPES.join(', ')} (separate them with ${LIST_SEPARATOR})`,
    );
  }
  const image = imageCell('products.csv', row, 'main_image', false);
  const createdText = (row.cells.created_at ?? '').trim();
  const createdAt = createdText === '' ? null : new Date(createdText);
  if (createdAt && Number.isNaN(createdAt.getTime())) {
    cell.fail(
      row,
      'created_at',
      `must be a date and time like 2025-01-06T09:00:00.000Z, not '${createdText}'`,
    );
  }
  if (
    !sku ||
    !SKU_PATTERN.test(sku) ||
    !name ||
    description === null ||
    priceCents === null ||
    stock === null ||
    stock === undefined ||
    badStorage !== undefined ||
    !(PRODUCT_STATUSES as readonly string[]).includes(status) ||
    image === undefined ||
    (createdAt && Number.isNaN(createdAt.getTime()))
  ) {
    return null;
  }
  const descriptionHtml = sanitizeDescription(description);
  return {
    sku,
    name,
    descriptionHtml,
    descriptionMd5: descriptionMd5(descriptionHtml),
    priceCents,
    stock,
    status: status as ProductRecord['status'],
    storageTypes: [...new Set(storageTypes)],
    image,
    createdAt,
  };
}
