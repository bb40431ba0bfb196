/**
 * The catalog file format (issue 10 bulk import/export): one ZIP with one CSV file per entity,
 * keyed by natural keys (SKU, category name, size label, fabric name, fabric + colour name), and
 * the pictures under `images/`. Money is decimal euros in the files and integer cents here.
 */
import { createHash } from 'node:crypto';

/** The CSV files of a catalog ZIP and their columns, in the order they are written. */
export const CATALOG_FILES = {
  'categories.csv': ['category_name'],
  'sizes.csv': ['size', 'length_cm', 'width_cm', 'height_cm'],
  'fabrics.csv': ['fabric_name'],
  'fabric_colors.csv': ['fabric_name', 'color_name', 'hex', 'swatch_image'],
  'products.csv': [
    'sku',
    'name',
    'description_html',
    'price_euro',
    'stock',
    'status',
    'storage_types',
    'main_image',
    'created_at',
  ],
  'product_categories.csv': ['sku', 'category_name'],
  'product_sizes.csv': ['sku', 'size'],
  'product_fabrics.csv': ['sku', 'fabric_name'],
  'product_images.csv': ['sku', 'position', 'image', 'alt_text'],
  'variations.csv': ['sku', 'size', 'fabric_name', 'color_name', 'price_euro'],
  'ottoman_prices.csv': ['category_name', 'size', 'price_euro'],
  'cloud_storage_base.csv': ['category_name', 'price_euro'],
} as const satisfies Record<string, readonly string[]>;

/** A CSV file name of the catalog ZIP. */
export type CatalogFile = keyof typeof CATALOG_FILES;

/** Folder of the pictures inside the ZIP; image cells name a file there, e.g. `images/ab12….jpg`. */
export const IMAGES_FOLDER = 'images/';

/** Separator of the storage types in `products.csv` (e.g. `Non Ottoman|Ottoman`). */
export const LIST_SEPARATOR = '|';

/** The storage choices a product may offer (spec §3 Product types). */
export const STORAGE_TYPES = ['Non Ottoman', 'Ottoman', 'Cloud Storage'] as const;

/** Product statuses (spec §3: 'unavailable' disables ordering). */
export const PRODUCT_STATUSES = ['available', 'unavailable'] as const;

/** Characters of a description an import keeps in memory (and shows in its report). */
export const DESCRIPTION_PREVIEW = 300;

/** md5 (hex) of a description's UTF-8 bytes: PostgreSQL's `md5(description_html)`. */
export function descriptionMd5(html: string): string {
  return createHash('md5').update(html, 'utf8').digest('hex');
}

/**
 * The first {@link DESCRIPTION_PREVIEW} characters of a description, with '…' when cut: a copy
 * (V8 keeps a whole string alive behind a slice of it, so a plain slice would keep every
 * description of an import in memory).
 */
export function descriptionPreview(html: string): string {
  if (html.length <= DESCRIPTION_PREVIEW) return html;
  return Buffer.from(`${html.slice(0, DESCRIPTION_PREVIEW)}…`, 'utf8').toString('utf8');
}

/** A product row (spec §3 Product) keyed by SKU; `image` is a picture URL or null. */
export interface ProductRecord {
  sku: string;
  name: string;
  /**
   * The sanitised description: whole in an export; in an import only its
   * {@link descriptionPreview} (the whole text stays on disk or in the database).
   */
  descriptionHtml: string;
  /** {@link descriptionMd5} of the whole description (what an import compares). */
  descriptionMd5: string;
  priceCents: number;
  stock: number;
  status: (typeof PRODUCT_STATUSES)[number];
  storageTypes: string[];
  image: string | null;
  /** Null: keep the stored creation time (now for a new product). */
  createdAt: Date | null;
}

/** A size (spec §3 Size; cm, null when unknown), keyed by label. */
export interface SizeRecord {
  label: string;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
}

/** A fabric colour keyed by fabric and colour name; `image` null = drawn from `hex`. */
export interface ColorRecord {
  fabric: string;
  color: string;
  hex: string;
  image: string | null;
}

/** A variation (spec §3): size alone, fabric and colour alone, or all three. */
export interface VariationRecord {
  sku: string;
  size: string | null;
  fabric: string | null;
  color: string | null;
  priceCents: number;
}

/** A whole catalog by natural keys (what a ZIP holds, and what the database is compared with). */
export interface CatalogData {
  categories: string[];
  sizes: SizeRecord[];
  fabrics: string[];
  colors: ColorRecord[];
  products: ProductRecord[];
  productCategories: { sku: string; category: string }[];
  productSizes: { sku: string; size: string }[];
  productFabrics: { sku: string; fabric: string }[];
  /** `alt` null: the storefront describes the picture by the product name. */
  productImages: { sku: string; position: number; image: string; alt: string | null }[];
  variations: VariationRecord[];
  ottomanPrices: { category: string; size: string; priceCents: number }[];
  cloudBases: { category: string; priceCents: number }[];
}

/** A picture carried by the ZIP, stored under its SHA-256 `key` (catalog_images). */
export interface CatalogPicture {
  key: string;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  data: Buffer;
}

/** One reason an import is rejected: the file, its line (1 = header) and column, and why. */
export interface ImportProblem {
  file: string;
  line?: number;
  column?: string;
  message: string;
}

/** The error thrown when a catalog file is invalid; nothing has been written. */
export class CatalogImportError extends Error {
  /** @param problems every problem found (at most {@link MAX_PROBLEMS}). */
  constructor(readonly problems: ImportProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'CatalogImportError';
  }
}

/** Most problems reported for one file (the rest are counted, not listed). */
export const MAX_PROBLEMS = 50;

/** "products.csv, line 12, column price_euro: must be a number of euros" */
export function formatProblem(p: ImportProblem): string {
  const parts = [p.file];
  if (p.line) parts.push(`line ${p.line}`);
  if (p.column) parts.push(`column ${p.column}`);
  return `${parts.join(', ')}: ${p.message}`;
}

/** Catalog picture URL for a stored picture key and type, e.g. `/images/catalog/ab…12.jpg`. */
export function catalogPictureUrl(key: string, contentType: CatalogPicture['contentType']): string {
  const ext = contentType === 'image/png' ? 'png' : contentType === 'image/webp' ? 'webp' : 'jpg';
  return `/images/catalog/${key}.${ext}`;
}

/** Case-insensitive key of a category name (categories are unique so, spec §7 look-up by name). */
export function categoryKey(name: string): string {
  return name.toLowerCase();
}
