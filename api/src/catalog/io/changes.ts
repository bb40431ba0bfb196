/**
 * What an import changes, field by field (issue 26 "the import dry run lists what will change"):
 * per SKU (and per fabric colour, size and storage price), the field and its old → new value, as
 * the staff would read it (euros like "€1,234.50", not cents; lists joined by ", "). Pure: compares a catalog file
 * with the stored catalog; created and removed products are listed by SKU elsewhere (diff.ts).
 */
import { euro as euroText } from '../../mail/format.js';
import { drawnSwatchUrl } from './diff.js';
import type { StoredCatalog } from './load.js';
import { categoryKey, type CatalogData, type ProductRecord } from './model.js';

/** The kinds of thing a change is about (price lists and volume breaks: issue 25). */
export const CHANGE_ENTITIES = [
  'product',
  'fabricColor',
  'size',
  'storagePrice',
  'priceList',
  'volumeBreak',
] as const;
/** One of {@link CHANGE_ENTITIES}. */
export type ChangeEntity = (typeof CHANGE_ENTITIES)[number];

/** One changed field: `before` and `after` as shown to staff (null: none). */
export interface ImportChange {
  entity: ChangeEntity;
  /** The natural key: SKU, "Fabric / Colour", size label, or "Category / Size" of a price. */
  key: string;
  /** The field's label, e.g. "Price", "Variation 5ft King / Linen Weave / Silver". */
  field: string;
  before: string | null;
  after: string | null;
}

const euro = (cents: number | undefined) => (cents === undefined ? null : euroText(cents));
const list = (values: string[]) => [...values].sort().join(', ');

/** The labelled row fields of a product, as text. */
function productFields(p: ProductRecord): [string, string | null][] {
  return [
    ['Name', p.name],
    ['Description', p.descriptionHtml],
    ['Price', euro(p.priceCents)],
    ['Stock', String(p.stock)],
    ['Status', p.status],
    ['Storage types', p.storageTypes.join(', ')],
    ['Main picture', p.image],
  ];
}

/** Groups `rows` by SKU into lists of `value`. */
function bySku<T extends { sku: string }>(rows: T[], value: (r: T) => string) {
  const map = new Map<string, string[]>();
  for (const r of rows) map.set(r.sku, [...(map.get(r.sku) ?? []), value(r)]);
  return map;
}

/** The labelled link fields of every product (categories, sizes, fabrics, pictures), as text. */
function linkFields(d: CatalogData): Map<string, Map<string, string>> {
  const parts: [string, Map<string, string[]>][] = [
    ['Categories', bySku(d.productCategories, (l) => categoryKey(l.category))],
    ['Sizes', bySku(d.productSizes, (l) => l.size)],
    ['Fabrics', bySku(d.productFabrics, (l) => l.fabric)],
    ['Pictures', bySku(d.productImages, (i) => `${i.position}: ${i.image} ${i.alt ?? ''}`.trim())],
  ];
  const out = new Map<string, Map<string, string>>();
  for (const [field, map] of parts) {
    for (const [sku, values] of map) {
      const fields = out.get(sku) ?? new Map<string, string>();
      fields.set(field, list(values));
      out.set(sku, fields);
    }
  }
  return out;
}

/** Variation prices per SKU, keyed by the variation's label ("5ft King / Linen Weave / Silver"). */
function variationPrices(d: CatalogData): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>();
  for (const v of d.variations) {
    const label = [v.size, v.fabric, v.color].filter((x) => x !== null).join(' / ');
    const prices = out.get(v.sku) ?? new Map<string, number>();
    prices.set(label, v.priceCents);
    out.set(v.sku, prices);
  }
  return out;
}

/** Pushes a change for every key of `a` or `b` whose values differ. */
function diffMaps<V>(
  push: (field: string, before: string | null, after: string | null) => void,
  before: Map<string, V> | undefined,
  after: Map<string, V> | undefined,
  label: (key: string) => string,
  show: (v: V | undefined) => string | null,
) {
  const keys = new Set([...(before?.keys() ?? []), ...(after?.keys() ?? [])]);
  for (const key of [...keys].sort()) {
    const [b, a] = [before?.get(key), after?.get(key)];
    if (b !== a) push(label(key), show(b), show(a));
  }
}

/** The field changes of products present in both the file and the stored catalog. */
function productChanges(file: CatalogData, stored: CatalogData): ImportChange[] {
  const changes: ImportChange[] = [];
  const storedProducts = new Map(stored.products.map((p) => [p.sku, p]));
  const [fileLinks, storedLinks] = [linkFields(file), linkFields(stored)];
  const [fileVariations, storedVariations] = [variationPrices(file), variationPrices(stored)];
  for (const p of file.products) {
    const old = storedProducts.get(p.sku);
    if (!old) continue;
    const push = (field: string, before: string | null, after: string | null) =>
      changes.push({ entity: 'product', key: p.sku, field, before, after });
    const oldFields = new Map(productFields(old));
    for (const [field, value] of productFields(p)) {
      // Descriptions are compared whole by md5 and shown by their previews.
      const differs =
        field === 'Description'
          ? p.descriptionMd5 !== old.descriptionMd5
          : oldFields.get(field) !== value;
      if (differs) push(field, oldFields.get(field) ?? null, value);
    }
    if (p.createdAt !== null && p.createdAt.getTime() !== old.createdAt?.getTime()) {
      push('Created', old.createdAt?.toISOString() ?? null, p.createdAt.toISOString());
    }
    const show = (v: string | undefined) => v ?? null;
    diffMaps(push, storedLinks.get(p.sku), fileLinks.get(p.sku), (k) => k, show);
    diffMaps(
      push,
      storedVariations.get(p.sku),
      fileVariations.get(p.sku),
      (k) => `Variation ${k}`,
      euro,
    );
  }
  return changes;
}

/** The field changes of fabric colours, sizes and storage prices present on both sides. */
function referenceChanges(file: CatalogData, stored: CatalogData): ImportChange[] {
  const changes: ImportChange[] = [];
  const both = <T>(
    entity: ChangeEntity,
    a: T[],
    b: T[],
    key: (x: T) => string,
    fields: (x: T) => [string, string | null][],
  ) => {
    const old = new Map(b.map((x) => [key(x), x]));
    for (const x of a) {
      const o = old.get(key(x));
      if (!o) continue;
      const before = new Map(fields(o));
      for (const [field, value] of fields(x)) {
        const was = before.get(field) ?? null;
        if (was !== value) changes.push({ entity, key: key(x), field, before: was, after: value });
      }
    }
  };
  both(
    'fabricColor',
    file.colors,
    stored.colors,
    (c) => `${c.fabric} / ${c.color}`,
    (c) => [
      ['Colour', c.hex],
      ['Picture', c.image],
    ],
  );
  const cm = (n: number | null) => (n === null ? null : `${n} cm`);
  both(
    'size',
    file.sizes,
    stored.sizes,
    (s) => s.label,
    (s) => [
      ['Length', cm(s.lengthCm)],
      ['Width', cm(s.widthCm)],
      ['Height', cm(s.heightCm)],
    ],
  );
  const storage = (d: CatalogData) => [
    ...d.ottomanPrices.map((o) => ({ key: `${categoryKey(o.category)} / ${o.size}`, ...o })),
    ...d.cloudBases.map((c) => ({ key: `${categoryKey(c.category)} / Cloud base`, ...c })),
  ];
  both(
    'storagePrice',
    storage(file),
    storage(stored),
    (s) => s.key,
    (s) => [['Price', euro(s.priceCents)]],
  );
  return changes;
}

/**
 * Every changed field of the things present both in `file` (its drawn pictures already matched,
 * see same-pictures.ts) and in `stored`: products first, in file order. A stored colour drawn from
 * its hex reads as no picture, as in the file.
 */
export function importChanges(file: CatalogData, stored: StoredCatalog): ImportChange[] {
  const colors = stored.data.colors.map((c) => {
    const id = stored.ids.color.get(`${c.fabric}\u0000${c.color}`);
    return id !== undefined && c.image === drawnSwatchUrl(id) ? { ...c, image: null } : c;
  });
  const storedData = { ...stored.data, colors };
  return [...productChanges(file, storedData), ...referenceChanges(file, storedData)];
}
