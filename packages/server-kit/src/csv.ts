/**
 * The one CSV writer of the shop (issue 23): every CSV the api and the bff produce (price list,
 * catalog export, admin orders, statements) goes through {@link writeCsv}, built on csv-stringify
 * (RFC 4180 quoting). A cell a spreadsheet would run as a formula — starting with =, +, -, @, tab
 * or carriage return (OWASP's CSV injection rule) — gets a single quote in front. Only columns
 * declared numeric keep a plain signed number such as '-12.50' as it is. A cell that already
 * starts with quotes before such a character gets one more, so {@link unescapeCsvCell} restores
 * every value exactly (the catalog import reads the export back).
 */
import { stringify } from 'csv-stringify/sync';

/** A cell value: text, a number, or nothing (an empty cell). */
export type CsvValue = string | number | null | undefined;

/** What {@link writeCsv} writes besides the rows. */
export interface CsvOptions {
  /** Header names of the columns whose plain numbers (e.g. '-12.50', 3) stay unescaped. */
  numeric?: readonly string[];
  /** Start with a UTF-8 byte order mark (for Excel); default false. */
  bom?: boolean;
  /** Line ends: 'crlf' (RFC 4180, the default) or 'lf'. */
  lineEnd?: 'crlf' | 'lf';
}

/** Text that a spreadsheet would read as a formula (after any quotes added by this writer). */
const FORMULA_START = /^'*[=+\-@\t\r]/;
/** A plain decimal number, optionally signed: the only thing a numeric column keeps as is. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** The text of one cell: formula-leading text prefixed with "'"; plain numbers kept when numeric. */
export function safeCsvCell(value: CsvValue, numeric = false): string {
  const text = value === null || value === undefined ? '' : String(value);
  if (numeric && PLAIN_NUMBER.test(text)) return text;
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Undoes {@link safeCsvCell} on a cell read back from a CSV this writer produced. */
export function unescapeCsvCell(text: string): string {
  return /^'+[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/** True when `text` would run as a formula in a spreadsheet (a test helper for every CSV route). */
export function isFormulaCell(text: string): boolean {
  return /^[=+\-@\t\r]/.test(text);
}

/**
 * Returns the CSV text of `header` then `rows` (each row one cell per header column), every cell
 * through {@link safeCsvCell}; columns named in `options.numeric` keep plain numbers.
 */
export function writeCsv(
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
  options: CsvOptions = {},
): string {
  const numeric = header.map((name) => options.numeric?.includes(name) ?? false);
  const records = [
    header.map((name) => safeCsvCell(name)),
    ...rows.map((row) => row.map((cell, i) => safeCsvCell(cell, numeric[i] ?? false))),
  ];
  return stringify(records, {
    record_delimiter: options.lineEnd === 'lf' ? 'unix' : 'windows',
    bom: options.bom ?? false,
  });
}
