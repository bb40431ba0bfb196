/**
 * Exports the whole catalog as one ZIP of CSV files plus its pictures (issue 10): stored pictures
 * and the drawn demo pictures alike travel as bytes under images/, so importing the ZIP into an
 * empty database reproduces the same pictures.
 */
import { zipSync, type Zippable } from 'fflate';
import { writeCsv, type CsvValue } from '@serena/server-kit';
import type { Db } from '../../db/client.js';
import type { ImageStore } from '../images/store.js';
import { formatCents } from '../../lib/money.js';
import { loadCatalog } from './load.js';
import { pictureKey, shopPicture } from './pictures.js';
import { CATALOG_FILES, IMAGES_FOLDER, LIST_SEPARATOR, type CatalogFile } from './model.js';
import { loadPrices, PRICE_FILES, type PriceData, type PriceFile } from './prices.js';
import { formatVatRate } from '@serena/domain';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** Columns that hold numbers (every other cell is text and escaped when formula-leading). */
const NUMERIC_COLUMNS = [
  'length_cm',
  'width_cm',
  'height_cm',
  'price_euro',
  'stock',
  'position',
  'percent_off',
  'min_quantity',
];

/** Pictures fetched or drawn at once while exporting. */
const RENDER_CONCURRENCY = 4;
/** Time stamp of every ZIP entry, so the same catalog always exports to the same bytes. */
const ZIP_TIME = new Date('2020-01-01T00:00:00Z');

/** Counts of what an export holds (for the CLI and the admin screen). */
export interface ExportSummary {
  products: number;
  pictures: number;
  bytes: number;
}

/**
 * Builds the catalog ZIP: the CSV files of {@link CATALOG_FILES} and `images/{sha256}.{ext}`.
 * Picture URLs that are not this shop's (https links) are written as they are.
 */
export async function exportCatalogZip(
  db: Db,
  store: ImageStore,
): Promise<{ zip: Uint8Array; summary: ExportSummary }> {
  const { data } = await loadCatalog(db, 'full');
  const pictures: Zippable = {};
  // Resolve every picture URL once, a few at a time (drawn pictures are rendered on first use).
  const urls = [
    ...new Set(
      [
        ...data.colors.map((c) => c.image),
        ...data.products.map((p) => p.image),
        ...data.productImages.map((i) => i.image),
      ].filter((u): u is string => !!u),
    ),
  ];
  const refs = new Map<string, string>();
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      const picture = await shopPicture(db, store, url);
      let value = url.startsWith('https://') ? url : '';
      if (picture) {
        const key = pictureKey(picture.data);
        value = `${IMAGES_FOLDER}${key}.${EXTENSIONS[picture.contentType] ?? 'jpg'}`;
        pictures[value] = [picture.data, { level: 0, mtime: ZIP_TIME }]; // already compressed
      }
      refs.set(url, value);
    }
  };
  await Promise.all(Array.from({ length: RENDER_CONCURRENCY }, worker));
  const ref = (url: string | null) => (url ? (refs.get(url) ?? '') : '');
  const euros = (cents: number) => formatCents(cents);
  const rows: Record<CatalogFile, CsvValue[][]> = {
    'categories.csv': data.categories.map((c) => [c]),
    'sizes.csv': data.sizes.map((s) => [
      s.label,
      s.lengthCm ?? '',
      s.widthCm ?? '',
      s.heightCm ?? '',
    ]),
    'fabrics.csv': data.fabrics.map((f) => [f]),
    'fabric_colors.csv': data.colors.map((c) => [c.fabric, c.color, c.hex, ref(c.image)]),
    'products.csv': data.products.map((p) => [
      p.sku,
      p.name,
      p.descriptionHtml,
      euros(p.priceCents),
      p.stock,
      p.status,
      p.storageTypes.join(LIST_SEPARATOR),
      ref(p.image),
      p.createdAt?.toISOString() ?? '',
    ]),
    'product_categories.csv': data.productCategories.map((l) => [l.sku, l.category]),
    'product_sizes.csv': data.productSizes.map((l) => [l.sku, l.size]),
    'product_fabrics.csv': data.productFabrics.map((l) => [l.sku, l.fabric]),
    'product_images.csv': data.productImages.map((i) => [
      i.sku,
      i.position,
      ref(i.image),
      i.alt ?? '',
    ]),
    'variations.csv': data.variations.map((v) => [
      v.sku,
      v.size ?? '',
      v.fabric ?? '',
      v.color ?? '',
      euros(v.priceCents),
    ]),
    'ottoman_prices.csv': data.ottomanPrices.map((o) => [o.category, o.size, euros(o.priceCents)]),
    'cloud_storage_base.csv': data.cloudBases.map((c) => [c.category, euros(c.priceCents)]),
  };
  const files: Zippable = {};
  for (const [file, columns] of Object.entries(CATALOG_FILES) as [
    CatalogFile,
    readonly string[],
  ][]) {
    const csv = writeCsv(columns, rows[file], { numeric: NUMERIC_COLUMNS, lineEnd: 'lf' });
    files[file] = [Buffer.from(csv, 'utf8'), { mtime: ZIP_TIME }];
  }
  const priceRows = priceFileRows(await loadPrices(db));
  for (const [file, columns] of Object.entries(PRICE_FILES) as [PriceFile, readonly string[]][]) {
    const csv = writeCsv(columns, priceRows[file], { numeric: NUMERIC_COLUMNS, lineEnd: 'lf' });
    files[file] = [Buffer.from(csv, 'utf8'), { mtime: ZIP_TIME }];
  }
  for (const name of Object.keys(pictures).sort()) files[name] = pictures[name]!;
  const zip = zipSync(files, { level: 6 });
  const summary = {
    products: data.products.length,
    pictures: Object.keys(pictures).length,
    bytes: zip.byteLength,
  };
  return { zip, summary };
}

/** The rows of the price files (issue 25): percentages as printed, prices in euros. */
function priceFileRows(prices: PriceData): Record<PriceFile, CsvValue[][]> {
  const percent = (bp: number | null) => (bp === null ? '' : formatVatRate(bp));
  return {
    'price_lists.csv': prices.lists.map((l) => [l.name, l.active ? 'yes' : 'no']),
    'price_list_rules.csv': prices.rules.map((r) => [
      r.list,
      r.kind,
      r.category ?? '',
      r.sku ?? '',
      r.size ?? '',
      r.fabric ?? '',
      r.color ?? '',
      percent(r.percentBp),
      r.priceCents === null ? '' : formatCents(r.priceCents),
      r.validFrom ?? '',
      r.validTo ?? '',
    ]),
    'volume_breaks.csv': prices.volumeBreaks.map((b) => [
      b.sku ?? '',
      b.category ?? '',
      b.minQuantity,
      percent(b.percentBp),
    ]),
  };
}
