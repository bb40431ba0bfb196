/**
 * Customer prices in the catalog ZIP (issue 25 "import and export"): price lists, their rules and
 * volume breaks travel as three CSV files of their own, keyed by natural keys (list name, SKU,
 * category name, size / fabric / colour of a variation), never by database ids. The files are
 * optional on import: a ZIP without them (an older export) leaves the stored prices as they are.
 * Money in integer cents here and decimal euros in the files; percentages in basis points here and
 * printed percent ('10', '7.5') in the files; dates as YYYY-MM-DD.
 */
import { asc, eq } from 'drizzle-orm';
import { formatVatRate } from '@serena/domain';
import type { Db } from '../../db/client.js';
import {
  categories,
  fabricColors,
  fabrics,
  priceListRules,
  priceLists,
  products,
  sizes,
  variations,
  volumeBreaks,
} from '../../db/schema/index.js';
import { euro } from '../../mail/format.js';

/** The price CSV files of a catalog ZIP and their columns, in the order they are written. */
export const PRICE_FILES = {
  'price_lists.csv': ['price_list', 'active'],
  'price_list_rules.csv': [
    'price_list',
    'kind',
    'category_name',
    'sku',
    'size',
    'fabric_name',
    'color_name',
    'percent_off',
    'price_euro',
    'valid_from',
    'valid_to',
  ],
  'volume_breaks.csv': ['sku', 'category_name', 'min_quantity', 'percent_off'],
} as const satisfies Record<string, readonly string[]>;

/** A price CSV file name. */
export type PriceFile = keyof typeof PRICE_FILES;

/** A price list by name; `active` false prices nothing. */
export interface PriceListRecord {
  name: string;
  active: boolean;
}

/**
 * A price-list rule by natural keys. percent: `percentBp` off `category` (null: everything);
 * fixed: `priceCents` net for `sku`, and for one variation when `size`/`fabric`/`color` are set.
 */
export interface PriceRuleRecord {
  list: string;
  kind: 'percent' | 'fixed';
  category: string | null;
  sku: string | null;
  size: string | null;
  fabric: string | null;
  color: string | null;
  percentBp: number | null;
  priceCents: number | null;
  validFrom: string | null;
  validTo: string | null;
}

/** A volume break: from `minQuantity` units `percentBp` off, for `sku` or for `category`. */
export interface VolumeBreakRecord {
  sku: string | null;
  category: string | null;
  minQuantity: number;
  percentBp: number;
}

/** Every customer price of the shop by natural keys. */
export interface PriceData {
  lists: PriceListRecord[];
  rules: PriceRuleRecord[];
  volumeBreaks: VolumeBreakRecord[];
}

/** Case-insensitive key of a price list name (names are unique so). */
export const listKey = (name: string) => name.toLowerCase();

/** A rule as staff read it: "10 % off Beds", "SH-BED-001 5ft King / Chenille / Silver at €450.00". */
export function ruleText(r: PriceRuleRecord): string {
  const target =
    r.kind === 'percent'
      ? `${formatVatRate(r.percentBp ?? 0)} % off ${r.category ?? 'everything'}`
      : `${[r.sku, [r.size, r.fabric, r.color].filter(Boolean).join(' / ')].filter(Boolean).join(' ')} at ${euro(r.priceCents ?? 0)}`;
  const from = r.validFrom ? ` from ${r.validFrom}` : '';
  const to = r.validTo ? ` to ${r.validTo}` : '';
  return `${target}${from}${to}`;
}

/** The key of what a volume break applies to: the SKU, or "Beds (category)". */
export const breakTarget = (b: VolumeBreakRecord) => b.sku ?? `${b.category} (category)`;

/** A volume break as staff read it: "10 or more, 5 % off". */
export const breakText = (b: VolumeBreakRecord) =>
  `${b.minQuantity} or more, ${formatVatRate(b.percentBp)} % off`;

/** A canonical, comparable key of a rule (the category compared case-insensitively). */
export function ruleKey(r: PriceRuleRecord): string {
  return [
    listKey(r.list),
    r.kind,
    r.category?.toLowerCase() ?? '',
    r.sku ?? '',
    r.size ?? '',
    r.fabric ?? '',
    r.color ?? '',
    r.percentBp ?? '',
    r.priceCents ?? '',
    r.validFrom ?? '',
    r.validTo ?? '',
  ].join('\u0000');
}

/** A canonical, comparable key of a volume break. */
export function breakKey(b: VolumeBreakRecord): string {
  return [b.sku ?? '', b.category?.toLowerCase() ?? '', b.minQuantity, b.percentBp].join('\u0000');
}

/** Reads every price list, rule and volume break by natural keys (a fixed number of queries). */
export async function loadPrices(db: Db): Promise<PriceData> {
  const [listRows, ruleRows, breakRows] = await Promise.all([
    db.select().from(priceLists).orderBy(asc(priceLists.id)),
    db
      .select({
        list: priceLists.name,
        kind: priceListRules.kind,
        category: categories.categoryName,
        sku: products.sku,
        size: sizes.label,
        fabric: fabrics.fabricName,
        color: fabricColors.colorName,
        percentBp: priceListRules.percentBp,
        priceCents: priceListRules.priceCents,
        validFrom: priceListRules.validFrom,
        validTo: priceListRules.validTo,
      })
      .from(priceListRules)
      .innerJoin(priceLists, eq(priceLists.id, priceListRules.priceListId))
      .leftJoin(categories, eq(categories.id, priceListRules.categoryId))
      .leftJoin(products, eq(products.id, priceListRules.productId))
      .leftJoin(variations, eq(variations.id, priceListRules.variationId))
      .leftJoin(sizes, eq(sizes.id, variations.sizeId))
      .leftJoin(fabrics, eq(fabrics.id, variations.fabricId))
      .leftJoin(fabricColors, eq(fabricColors.id, variations.fabricColorId))
      .orderBy(asc(priceListRules.priceListId), asc(priceListRules.id)),
    db
      .select({
        sku: products.sku,
        category: categories.categoryName,
        minQuantity: volumeBreaks.minQuantity,
        percentBp: volumeBreaks.percentBp,
      })
      .from(volumeBreaks)
      .leftJoin(products, eq(products.id, volumeBreaks.productId))
      .leftJoin(categories, eq(categories.id, volumeBreaks.categoryId))
      .orderBy(asc(volumeBreaks.id)),
  ]);
  return {
    lists: listRows.map((l) => ({ name: l.name, active: l.active })),
    rules: ruleRows,
    volumeBreaks: breakRows,
  };
}
