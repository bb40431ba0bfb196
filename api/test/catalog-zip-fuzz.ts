/**
 * Generated catalog ZIPs for the fuzz tests (issue 23): a small valid catalog whose CSV files get
 * hostile cells — control characters (NUL …), formula starts (=, +, -, @, tab, CR), quotes, line
 * breaks, long and numeric-looking text — in a random cell or in an added row, now and then a file
 * that is not CSV at all. Used by the REST fuzz (api) and the GraphQL fuzz (bff).
 */
import fc from 'fast-check';
import { stringify } from 'csv-stringify/sync';
import { parse } from 'csv-parse/sync';
import { strToU8, zipSync } from 'fflate';
import { CATALOG_FILES, type CatalogFile } from '../src/catalog/io/model.js';

/** Cells a hostile or careless CSV holds. */
export const hostileCell = fc.oneof(
  fc.string({ maxLength: 16 }),
  fc.constantFrom(
    '\u0000',
    'Bed\u0000',
    'a\u0007b',
    '\u001b[31m',
    '=1+1',
    '=HYPERLINK("https://evil.example")',
    '+SUM(1)',
    '-12.50',
    '-1',
    '@SUM(A1)',
    '\t=1',
    '\r=1',
    "'=quoted",
    '"quoted, comma"',
    'line\nbreak',
    '',
    '12.345',
    '99999999999',
  ),
  fc.string({ minLength: 200, maxLength: 300 }),
  fc.integer().map(String),
);

/** The rows (header excluded) of a small valid catalog: one category, fabric, colour, product. */
export function baseCatalogRows(): Record<CatalogFile, string[][]> {
  const rows = Object.fromEntries(
    Object.keys(CATALOG_FILES).map((f) => [f, [] as string[][]]),
  ) as Record<CatalogFile, string[][]>;
  rows['categories.csv'].push(['Fuzz Beds']);
  rows['fabrics.csv'].push(['Fuzz Velvet']);
  rows['fabric_colors.csv'].push(['Fuzz Velvet', 'Navy', '#1f2a44', '']);
  rows['products.csv'].push([
    'FUZZ-001',
    'Fuzz Bed',
    '<p>A bed.</p>',
    '100.00',
    '-1',
    'available',
    '',
    '',
    '',
  ]);
  rows['product_categories.csv'].push(['FUZZ-001', 'Fuzz Beds']);
  rows['product_fabrics.csv'].push(['FUZZ-001', 'Fuzz Velvet']);
  return rows;
}

/** One change to the base catalog: a cell replaced, a row added, or a file that is not CSV. */
const change = fc.record({
  file: fc.constantFrom(...(Object.keys(CATALOG_FILES) as CatalogFile[])),
  kind: fc.constantFrom('cell', 'row', 'raw'),
  column: fc.nat(8),
  cells: fc.array(hostileCell, { minLength: 1, maxLength: 9 }),
  raw: fc.string({ maxLength: 40 }),
});

/** Generated catalog ZIPs (1 to 3 changes to the base catalog). */
export const catalogZip: fc.Arbitrary<Uint8Array> = fc
  .array(change, { minLength: 1, maxLength: 3 })
  .map((changes) => {
    const rows = baseCatalogRows();
    const raw: Partial<Record<CatalogFile, string>> = {};
    for (const c of changes) {
      const columns = CATALOG_FILES[c.file];
      if (c.kind === 'raw') raw[c.file] = `${columns.join(',')}\n${c.raw}`;
      else if (c.kind === 'row') rows[c.file].push(columns.map((_, i) => c.cells[i] ?? ''));
      else {
        const row = rows[c.file][0] ?? columns.map(() => '');
        row[c.column % columns.length] = c.cells[0]!;
        rows[c.file][0] = row;
      }
    }
    const files = Object.fromEntries(
      (Object.entries(CATALOG_FILES) as [CatalogFile, readonly string[]][]).map(([f, cols]) => [
        f,
        strToU8(raw[f] ?? stringify([cols, ...rows[f]])),
      ]),
    );
    return zipSync(files);
  });

/** Cells of a CSV text that a spreadsheet would run as a formula (plain numbers are numbers). */
export function formulaCells(text: string): string[] {
  const records: string[][] = parse(text, { bom: true, relax_column_count: true });
  return records
    .flat()
    .filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell));
}
