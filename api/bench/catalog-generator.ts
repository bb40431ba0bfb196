/**
 * Writes a synthetic catalog ZIP of any size in the import format (issue 10 bulk import bench and
 * the 10,000-row rejection test): 7 categories, the 6 standard sizes, 4 fabrics with colours,
 * products spread over the categories (every 7th a bed with fabrics, a size × fabric × colour
 * variation matrix and storage prices), two shared pictures. Deterministic.
 */
import { stringify } from 'csv-stringify/sync';
import { zipSync, type Zippable } from 'fflate';
import sharp from 'sharp';
import { SIZES } from '../src/db/seed/data.js';
import { CATALOG_FILES, type CatalogFile } from '../src/catalog/io/model.js';

/** Options of {@link generateCatalogZip}. */
export interface GeneratorOptions {
  /** Number of products. */
  products: number;
  /** 0-based index of a product whose price is made invalid ('12,50'), for the rejection test. */
  badProduct?: number;
}

const CATEGORIES = [
  'Beds',
  'Mattresses',
  'Headboards',
  'Sofas',
  'Footstools',
  'Kids Beds',
  'Clearance',
];
const FABRICS: [string, [string, string][]][] = [
  [
    'Plush Velvet',
    [
      ['Steel Grey', '#6d7479'],
      ['Navy', '#27324d'],
    ],
  ],
  [
    'Linen Weave',
    [
      ['Oatmeal', '#cbbda3'],
      ['Charcoal', '#45484c'],
    ],
  ],
  [
    'Chenille',
    [
      ['Cream', '#e6dcc6'],
      ['Teal', '#2e6a6d'],
    ],
  ],
  [
    'Boucle',
    [
      ['Ivory', '#eee7d8'],
      ['Sand', '#d1bf9f'],
    ],
  ],
];

/** The CSV line (1 = header) of product `index` in products.csv. */
export function productLine(index: number): number {
  return index + 2;
}

/** A small solid-colour JPEG. */
function picture(hex: string): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: hex } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Builds the ZIP bytes (see the file comment). */
export async function generateCatalogZip(options: GeneratorOptions): Promise<Uint8Array> {
  const rows: Record<CatalogFile, unknown[][]> = {
    'categories.csv': CATEGORIES.map((c) => [c]),
    'sizes.csv': SIZES.map((s) => [s.label, s.lengthCm, s.widthCm, '']),
    'fabrics.csv': FABRICS.map(([f]) => [f]),
    'fabric_colors.csv': FABRICS.flatMap(([f, colors]) =>
      colors.map(([c, hex]) => [f, c, hex, '']),
    ),
    'products.csv': [],
    'product_categories.csv': [],
    'product_sizes.csv': [],
    'product_fabrics.csv': [],
    'product_images.csv': [],
    'variations.csv': [],
    'ottoman_prices.csv': SIZES.map((s, i) => ['Beds', s.label, `${110 + i * 15}.00`]),
    'cloud_storage_base.csv': [['Beds', '95.00']],
  };
  const pictures = ['images/grey.jpg', 'images/sand.jpg'];
  for (let i = 0; i < options.products; i++) {
    const sku = `GEN-${String(i + 1).padStart(5, '0')}`;
    const category = CATEGORIES[i % CATEGORIES.length]!;
    const bed = category === 'Beds';
    const base = 199 + (i % 40) * 10;
    rows['products.csv'].push([
      sku,
      `Generated ${category} ${i + 1}`,
      `<p>Generated product ${i + 1} for the import bench.</p><ul><li>Solid frame</li></ul>`,
      i === options.badProduct ? '12,50' : `${base}.00`,
      i % 11 === 0 ? 0 : -1,
      i % 13 === 0 ? 'unavailable' : 'available',
      bed ? 'Non Ottoman|Ottoman|Cloud Storage' : '',
      pictures[i % 2],
      '',
    ]);
    rows['product_categories.csv'].push([sku, category]);
    rows['product_images.csv'].push(
      [sku, 1, pictures[i % 2], ''],
      [sku, 2, pictures[(i + 1) % 2], `${sku} from the side`],
    );
    const sizes = bed ? SIZES : SIZES.slice(1, 4);
    for (const [n, s] of sizes.entries()) {
      rows['product_sizes.csv'].push([sku, s.label]);
      rows['variations.csv'].push([sku, s.label, '', '', `${base + n * 20}.00`]);
    }
    if (bed) {
      for (const [fabric, colors] of FABRICS.slice(0, 2)) {
        rows['product_fabrics.csv'].push([sku, fabric]);
        for (const [color] of colors) {
          for (const s of SIZES.slice(3)) {
            rows['variations.csv'].push([sku, s.label, fabric, color, `${base + 130}.00`]);
          }
        }
      }
    }
  }
  const files: Zippable = {};
  for (const [file, columns] of Object.entries(CATALOG_FILES) as [
    CatalogFile,
    readonly string[],
  ][]) {
    files[file] = Buffer.from(stringify([columns, ...rows[file]]), 'utf8');
  }
  files[pictures[0]!] = await picture('#6d7479');
  files[pictures[1]!] = await picture('#d1bf9f');
  return zipSync(files, { level: 6 });
}
