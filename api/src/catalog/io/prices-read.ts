/**
 * Reads and validates the price files of a catalog ZIP (issue 25): price lists, their rules and
 * volume breaks, each row checked against the catalog of the same file (a rule's SKU, category
 * and variation must be in it), with the file, line and column of every problem. The three files
 * travel together; a ZIP with none of them leaves the stored prices alone.
 */
import { parseVatRatePercent } from '@serena/domain';
import { cellReader, readCsv, type CsvRow, type Problems } from './csv-rows.js';
import { categoryKey, type CatalogData } from './model.js';
import {
  breakKey,
  listKey,
  PRICE_FILES,
  ruleKey,
  type PriceData,
  type PriceFile,
  type PriceRuleRecord,
  type VolumeBreakRecord,
} from './prices.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/u;

/** True when `text` (YYYY-MM-DD) is a real calendar date. */
function realDate(text: string): boolean {
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** Cell parsers of the price files on top of the catalog's. */
function priceCells(file: PriceFile, problems: Problems) {
  const cell = cellReader(file, problems);
  return {
    ...cell,
    /** A percentage off as printed ('10', '7.5'), 0 to 100, in basis points. */
    percent(row: CsvRow, column: string): number | null {
      const value = (row.cells[column] ?? '').trim();
      try {
        return parseVatRatePercent(value);
      } catch {
        return cell.fail(
          row,
          column,
          `must be a percentage from 0 to 100 like 10 or 7.5, not '${value}'`,
        );
      }
    },
    /** An optional date YYYY-MM-DD; undefined (with a problem) when it is not a real date. */
    date(row: CsvRow, column: string): string | null | undefined {
      const value = (row.cells[column] ?? '').trim();
      if (value === '') return null;
      if (ISO_DATE.test(value) && realDate(value)) return value;
      cell.fail(row, column, `must be a date like 2026-12-31, not '${value}'`);
      return undefined;
    },
    /** Whether a cell is empty. */
    empty: (row: CsvRow, column: string) => (row.cells[column] ?? '').trim() === '',
  };
}

/** The catalog look-ups a price row is checked against. */
function catalogIndex(catalog: CatalogData) {
  const categoryNames = new Map(catalog.categories.map((c) => [categoryKey(c), c]));
  const skus = new Set(catalog.products.map((p) => p.sku));
  const variationKeys = new Set(
    catalog.variations.map((v) =>
      [v.sku, v.size ?? '', v.fabric ?? '', v.color ?? ''].join('\u0000'),
    ),
  );
  return { categoryNames, skus, variationKeys };
}

/**
 * Reads price_lists.csv, price_list_rules.csv and volume_breaks.csv from `entries`, checked
 * against `catalog` (the file's own catalog). Returns null when the ZIP has none of them; records
 * every problem in `problems` (the caller throws CatalogImportError).
 */
export function readPrices(
  entries: Record<string, Uint8Array>,
  problems: Problems,
  catalog: CatalogData,
): PriceData | null {
  const files = Object.keys(PRICE_FILES) as PriceFile[];
  const present = files.filter((f) => entries[f]);
  if (present.length === 0) return null;
  const rowsOf = {} as Record<PriceFile, CsvRow[]>;
  for (const file of files) {
    const bytes = entries[file];
    if (!bytes) {
      problems.add({
        file,
        message: `missing from the ZIP (the price files travel together: ${present.join(', ')} is there)`,
      });
      rowsOf[file] = [];
      continue;
    }
    rowsOf[file] = readCsv(file, Buffer.from(bytes).toString('utf8'), PRICE_FILES[file], problems);
  }
  const index = catalogIndex(catalog);
  const data: PriceData = { lists: [], rules: [], volumeBreaks: [] };
  const listNames = readLists(rowsOf['price_lists.csv'], problems, data);
  readRules(rowsOf['price_list_rules.csv'], problems, data, listNames, index);
  readBreaks(rowsOf['volume_breaks.csv'], problems, data, index);
  return data;
}

/** price_lists.csv: unique names (case-insensitive), active yes/no. Returns the names by key. */
function readLists(rows: CsvRow[], problems: Problems, data: PriceData): Map<string, string> {
  const file = 'price_lists.csv';
  const cell = priceCells(file, problems);
  const names = new Map<string, string>();
  for (const row of rows) {
    const name = cell.text(row, 'price_list', 120);
    const active = (row.cells.active ?? '').trim().toLowerCase();
    if (active !== 'yes' && active !== 'no')
      cell.fail(row, 'active', `must be yes or no, not '${active}'`);
    if (!name || (active !== 'yes' && active !== 'no')) continue;
    if (names.has(listKey(name))) {
      problems.add({ file, line: row.line, message: `price list '${name}' appears twice` });
      continue;
    }
    names.set(listKey(name), name);
    data.lists.push({ name, active: active === 'yes' });
  }
  return names;
}

/** price_list_rules.csv: a percentage off (a category or everything) or a fixed price. */
function readRules(
  rows: CsvRow[],
  problems: Problems,
  data: PriceData,
  listNames: Map<string, string>,
  index: ReturnType<typeof catalogIndex>,
): void {
  const file = 'price_list_rules.csv';
  const cell = priceCells(file, problems);
  const seen = new Set<string>();
  for (const row of rows) {
    const listText = cell.text(row, 'price_list', 120);
    const list = listText ? listNames.get(listKey(listText)) : undefined;
    if (listText && !list)
      cell.fail(row, 'price_list', `no price list '${listText}' in price_lists.csv`);
    const kind = (row.cells.kind ?? '').trim();
    const validFrom = cell.date(row, 'valid_from');
    const validTo = cell.date(row, 'valid_to');
    if (validFrom && validTo && validFrom > validTo) {
      cell.fail(row, 'valid_to', `must not be before valid_from (${validFrom})`);
      continue;
    }
    const rule =
      kind === 'percent'
        ? percentRule(row, cell, index)
        : kind === 'fixed'
          ? fixedRule(row, cell, index)
          : null;
    if (kind !== 'percent' && kind !== 'fixed')
      cell.fail(row, 'kind', `must be percent or fixed, not '${kind}'`);
    if (!list || !rule || validFrom === undefined || validTo === undefined) continue;
    const record: PriceRuleRecord = { list, ...rule, validFrom, validTo };
    const key = ruleKey(record);
    if (seen.has(key)) {
      problems.add({ file, line: row.line, message: 'this rule appears twice' });
      continue;
    }
    seen.add(key);
    data.rules.push(record);
  }
}

type Cells = ReturnType<typeof priceCells>;
type RuleBody = Omit<PriceRuleRecord, 'list' | 'validFrom' | 'validTo'>;

/** A percent rule: percent_off and optionally a category; no SKU, variation or price. */
function percentRule(
  row: CsvRow,
  cell: Cells,
  index: ReturnType<typeof catalogIndex>,
): RuleBody | null {
  for (const column of ['sku', 'size', 'fabric_name', 'color_name', 'price_euro']) {
    if (!cell.empty(row, column)) return cell.fail(row, column, 'must be empty for a percent rule');
  }
  const percentBp = cell.percent(row, 'percent_off');
  const categoryText = (row.cells.category_name ?? '').trim();
  const category = categoryText === '' ? null : index.categoryNames.get(categoryKey(categoryText));
  if (category === undefined) {
    return cell.fail(row, 'category_name', `no category '${categoryText}' in categories.csv`);
  }
  if (percentBp === null) return null;
  return {
    kind: 'percent',
    category,
    sku: null,
    size: null,
    fabric: null,
    color: null,
    percentBp,
    priceCents: null,
  };
}

/** A fixed rule: a SKU of the file, optionally one of its variations, and a net price. */
function fixedRule(
  row: CsvRow,
  cell: Cells,
  index: ReturnType<typeof catalogIndex>,
): RuleBody | null {
  for (const column of ['category_name', 'percent_off']) {
    if (!cell.empty(row, column)) return cell.fail(row, column, 'must be empty for a fixed rule');
  }
  const sku = cell.text(row, 'sku', 64);
  const priceCents = cell.euros(row, 'price_euro');
  if (!sku) return null;
  if (!index.skus.has(sku)) return cell.fail(row, 'sku', `no product '${sku}' in products.csv`);
  const optional = (c: string) => (row.cells[c] ?? '').trim() || null;
  const size = optional('size');
  const fabric = optional('fabric_name');
  const color = optional('color_name');
  if (
    (size || fabric || color) &&
    !index.variationKeys.has([sku, size ?? '', fabric ?? '', color ?? ''].join('\u0000'))
  ) {
    return cell.fail(row, 'size', `no such variation of '${sku}' in variations.csv`);
  }
  if (priceCents === null) return null;
  return { kind: 'fixed', category: null, sku, size, fabric, color, percentBp: null, priceCents };
}

/** volume_breaks.csv: exactly one of SKU and category, 2 to 99 units, a percentage off. */
function readBreaks(
  rows: CsvRow[],
  problems: Problems,
  data: PriceData,
  index: ReturnType<typeof catalogIndex>,
): void {
  const file = 'volume_breaks.csv';
  const cell = priceCells(file, problems);
  const seen = new Set<string>();
  for (const row of rows) {
    const sku = (row.cells.sku ?? '').trim() || null;
    const categoryText = (row.cells.category_name ?? '').trim() || null;
    const minQuantity = cell.int(row, 'min_quantity', 2, 99);
    const percentBp = cell.percent(row, 'percent_off');
    if ((sku === null) === (categoryText === null)) {
      cell.fail(row, 'sku', 'give either a SKU or a category_name, not both or neither');
      continue;
    }
    if (sku && !index.skus.has(sku)) {
      cell.fail(row, 'sku', `no product '${sku}' in products.csv`);
      continue;
    }
    const category = categoryText ? index.categoryNames.get(categoryKey(categoryText)) : null;
    if (category === undefined) {
      cell.fail(row, 'category_name', `no category '${categoryText}' in categories.csv`);
      continue;
    }
    if (minQuantity === null || minQuantity === undefined || percentBp === null) continue;
    const record: VolumeBreakRecord = { sku, category, minQuantity, percentBp };
    const target = breakKey({ ...record, percentBp: 0 });
    if (seen.has(target)) {
      problems.add({
        file,
        line: row.line,
        message: `a tier from ${minQuantity} for this target appears twice`,
      });
      continue;
    }
    seen.add(target);
    data.volumeBreaks.push(record);
  }
}
