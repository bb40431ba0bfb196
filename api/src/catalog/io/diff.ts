/**
 * Compares a catalog file with the stored catalog (issue 10 import, pure): what would be
 * created, changed and removed. The file is the whole catalog: categories, fabrics, colours,
 * products and storage prices missing from it are removed; sizes are reference data and are only
 * added or updated. A product counts as changed when its row or any of its links, pictures or
 * variations differ.
 */
import type { StoredCatalog } from './load.js';
import { categoryKey, type CatalogData, type ProductRecord } from './model.js';

/** Entities counted in an import report. */
export const REPORT_ENTITIES = [
  'categories',
  'sizes',
  'fabrics',
  'fabricColors',
  'products',
  'storagePrices',
] as const;

/** Number of rows per entity. */
export type EntityCounts = Record<(typeof REPORT_ENTITIES)[number], number>;

/** What an import does (or, in a dry run, would do). */
export interface ImportPlan {
  created: EntityCounts;
  changed: EntityCounts;
  removed: EntityCounts;
  /** SKUs per outcome (all of them; reports shorten the lists). */
  skus: { created: string[]; changed: string[]; removed: string[] };
  /** SKUs of existing products whose row fields differ (their children may too). */
  productRowsChanged: Set<string>;
  /** SKUs (new or existing) whose links, pictures and variations are rewritten. */
  productChildrenChanged: Set<string>;
  /** Whether anything at all differs. */
  hasChanges: boolean;
}

const zero = (): EntityCounts => ({
  categories: 0,
  sizes: 0,
  fabrics: 0,
  fabricColors: 0,
  products: 0,
  storagePrices: 0,
});

/** The URL under which a colour without its own picture is drawn (spec §2 swatches). */
export function drawnSwatchUrl(colorId: number): string {
  return `/images/fabrics/${colorId}.jpg`;
}

/** Groups the `value` of rows by SKU into sorted, joined signatures. */
function signatures<T extends { sku: string }>(rows: T[], value: (r: T) => string) {
  const map = new Map<string, string[]>();
  for (const r of rows) {
    const list = map.get(r.sku);
    if (list) list.push(value(r));
    else map.set(r.sku, [value(r)]);
  }
  const out = new Map<string, string>();
  for (const [sku, list] of map) out.set(sku, list.sort().join('\u0001'));
  return out;
}

/** Everything that hangs off a product, as one comparable signature per SKU. */
function childSignatures(data: CatalogData): Map<string, string> {
  const parts = [
    signatures(data.productCategories, (l) => categoryKey(l.category)),
    signatures(data.productSizes, (l) => l.size),
    signatures(data.productFabrics, (l) => l.fabric),
    signatures(data.productImages, (i) => `${i.position}:${i.image}:${i.alt ?? ''}`),
    signatures(data.variations, (v) => [v.size, v.fabric, v.color, v.priceCents].join(':')),
  ];
  const out = new Map<string, string>();
  for (const p of data.products) {
    out.set(p.sku, parts.map((m) => m.get(p.sku) ?? '').join('\u0002'));
  }
  return out;
}

/** True when the row fields of two products differ (a null `createdAt` in the file keeps it). */
function productDiffers(file: ProductRecord, stored: ProductRecord): boolean {
  return (
    file.name !== stored.name ||
    file.descriptionMd5 !== stored.descriptionMd5 ||
    file.priceCents !== stored.priceCents ||
    file.stock !== stored.stock ||
    file.status !== stored.status ||
    file.image !== stored.image ||
    file.storageTypes.join('|') !== stored.storageTypes.join('|') ||
    (file.createdAt !== null && file.createdAt.getTime() !== stored.createdAt?.getTime())
  );
}

/** Keyed set difference: counts created, changed (per `differs`) and removed keys. */
function compare<T>(
  file: Map<string, T>,
  stored: Map<string, T>,
  differs: (a: T, b: T) => boolean,
): { created: string[]; changed: string[]; removed: string[] } {
  const created: string[] = [];
  const changed: string[] = [];
  for (const [key, value] of file) {
    const old = stored.get(key);
    if (old === undefined) created.push(key);
    else if (differs(value, old)) changed.push(key);
  }
  const removed = [...stored.keys()].filter((k) => !file.has(k));
  return { created, changed, removed };
}

/** Computes the import plan of `file` against `stored`. */
export function planImport(file: CatalogData, stored: StoredCatalog): ImportPlan {
  const created = zero();
  const changed = zero();
  const removed = zero();
  const count = (entity: keyof EntityCounts, r: ReturnType<typeof compare>, removable = true) => {
    created[entity] = r.created.length;
    changed[entity] = r.changed.length;
    removed[entity] = removable ? r.removed.length : 0;
  };
  const s = stored.data;
  count(
    'categories',
    compare(
      new Map(file.categories.map((c) => [categoryKey(c), c])),
      new Map(s.categories.map((c) => [categoryKey(c), c])),
      (a, b) => a !== b,
    ),
  );
  const sizeKey = (x: {
    lengthCm: number | null;
    widthCm: number | null;
    heightCm: number | null;
  }) => `${x.lengthCm}:${x.widthCm}:${x.heightCm}`;
  count(
    'sizes',
    compare(
      new Map(file.sizes.map((x) => [x.label, sizeKey(x)])),
      new Map(s.sizes.map((x) => [x.label, sizeKey(x)])),
      (a, b) => a !== b,
    ),
    false,
  );
  count(
    'fabrics',
    compare(
      new Map(file.fabrics.map((f) => [f, f])),
      new Map(s.fabrics.map((f) => [f, f])),
      () => false,
    ),
  );
  const colorKey = (c: { fabric: string; color: string }) => `${c.fabric}\u0000${c.color}`;
  const storedColors = new Map(
    s.colors.map((c) => {
      const id = stored.ids.color.get(colorKey(c));
      const image = id !== undefined && c.image === drawnSwatchUrl(id) ? null : c.image;
      return [colorKey(c), `${c.hex}:${image}`];
    }),
  );
  count(
    'fabricColors',
    compare(
      new Map(file.colors.map((c) => [colorKey(c), `${c.hex}:${c.image}`])),
      storedColors,
      (a, b) => a !== b,
    ),
  );

  const fileChildren = childSignatures(file);
  const storedChildren = childSignatures(s);
  const storedProducts = new Map(s.products.map((p) => [p.sku, p]));
  const productRowsChanged = new Set<string>();
  const productChildrenChanged = new Set<string>();
  for (const p of file.products) {
    const old = storedProducts.get(p.sku);
    if (!old) {
      productChildrenChanged.add(p.sku);
      continue;
    }
    if (productDiffers(p, old)) productRowsChanged.add(p.sku);
    if (fileChildren.get(p.sku) !== storedChildren.get(p.sku)) productChildrenChanged.add(p.sku);
  }
  const products = compare(
    new Map(file.products.map((p) => [p.sku, p])),
    storedProducts,
    (a) => productRowsChanged.has(a.sku) || productChildrenChanged.has(a.sku),
  );
  count('products', products);

  const storageMap = (d: CatalogData) =>
    new Map([
      ...d.ottomanPrices.map(
        (o) => [`o:${categoryKey(o.category)}:${o.size}`, o.priceCents] as const,
      ),
      ...d.cloudBases.map((c) => [`c:${categoryKey(c.category)}`, c.priceCents] as const),
    ]);
  count(
    'storagePrices',
    compare(storageMap(file), storageMap(s), (a, b) => a !== b),
  );

  const hasChanges = [created, changed, removed].some((c) => Object.values(c).some((n) => n > 0));
  return {
    created,
    changed,
    removed,
    skus: { created: products.created, changed: products.changed, removed: products.removed },
    productRowsChanged,
    productChildrenChanged,
    hasChanges,
  };
}
