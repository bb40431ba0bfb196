/**
 * Reads one CSV file of a catalog ZIP (csv-parse) into rows that remember their line, and the
 * cell parsers shared by the catalog reader: each returns the value or records a problem naming
 * the file, line and column.
 */
import type { Readable } from 'node:stream';
import { parse as parseSync } from 'csv-parse/sync';
import { CsvError, parse } from 'csv-parse';
import { unescapeCsvCell } from '@serena/server-kit';
import { CONTROL_CHARACTERS } from '../../lib/control-chars.js';
import { MAX_PROBLEMS, type ImportProblem } from './model.js';

/** One data row of a CSV file: its cells by column name and the line it starts on (1 = header). */
export interface CsvRow {
  line: number;
  cells: Record<string, string>;
}

/** Collects problems, at most {@link MAX_PROBLEMS} (the rest are counted). */
export class Problems {
  readonly list: ImportProblem[] = [];
  private dropped = 0;
  /** True once a cell with a control character was recorded. */
  controlCharacters = false;

  /** Records a problem. */
  add(problem: ImportProblem): void {
    if (this.list.length < MAX_PROBLEMS) this.list.push(problem);
    else this.dropped++;
  }

  /** Adds the problems of `other` (those it dropped still counted). */
  merge(other: Problems): void {
    for (const problem of other.list) this.add(problem);
    this.dropped += other.dropped;
  }

  /** The problems to report, with a last line counting those not listed. */
  report(): ImportProblem[] {
    if (this.dropped === 0) return this.list;
    return [...this.list, { file: '*', message: `and ${this.dropped} more problems` }];
  }
}

/**
 * Parses `text` as CSV with a header row that must name exactly `columns` (any order).
 * Returns the data rows; on a syntax or header error records problems and returns [].
 */
export function readCsv(
  file: string,
  text: string,
  columns: readonly string[],
  problems: Problems,
): CsvRow[] {
  let records: { record: string[]; info: { lines: number; empty_lines: number } }[];
  try {
    records = parseSync(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
    }) as unknown as typeof records;
  } catch (err) {
    const line = err instanceof CsvError ? (err as CsvError & { lines?: number }).lines : undefined;
    problems.add({ file, line, message: `not valid CSV: ${(err as Error).message}` });
    return [];
  }
  const header = checkHeader(file, records[0]?.record, columns, problems);
  if (!header) return [];
  const lines = new LineCounter(records[0]!.info);
  return records
    .slice(1)
    .map(({ record, info }) => toRow(file, header, record, lines.next(info), problems));
}

/** Where csv-parse says a record ended: lines read so far and empty lines skipped so far. */
interface RecordInfo {
  lines: number;
  empty_lines: number;
}

/** Gives each record the line it starts on, from the info of the record before it. */
class LineCounter {
  private end: number;
  private empty: number;
  constructor(header: RecordInfo) {
    this.end = header.lines;
    this.empty = header.empty_lines;
  }
  /** The starting line of the record that ended at `info`. */
  next(info: RecordInfo): number {
    const line = this.end + 1 + (info.empty_lines - this.empty);
    this.end = info.lines;
    this.empty = info.empty_lines;
    return line;
  }
}

/** The trimmed header when it names exactly `columns`; else null (problems recorded). */
function checkHeader(
  file: string,
  record: string[] | undefined,
  columns: readonly string[],
  problems: Problems,
): string[] | null {
  const header = record?.map((h) => h.trim());
  if (!header) {
    problems.add({ file, line: 1, message: `the header row is missing (${columns.join(',')})` });
    return null;
  }
  let ok = true;
  for (const name of header) {
    if (!columns.includes(name)) {
      problems.add({ file, line: 1, column: name, message: 'unknown column' });
      ok = false;
    }
  }
  for (const name of columns) {
    if (!header.includes(name)) {
      problems.add({ file, line: 1, column: name, message: 'missing column' });
      ok = false;
    }
  }
  return ok ? header : null;
}

/** One record as a row of cells by column name (control characters recorded as problems). */
function toRow(
  file: string,
  header: string[],
  record: string[],
  line: number,
  problems: Problems,
): CsvRow {
  const cells: Record<string, string> = {};
  header.forEach((name, i) => (cells[name] = unescapeCsvCell(record[i] ?? '')));
  checkControlCharacters(file, { line, cells }, problems);
  return { line, cells };
}

/**
 * Reads a CSV file as a stream (csv-parse's streaming parser: one record in memory at a time),
 * like {@link readCsv}, handing each data row to `onRow` in file order. On a syntax or header
 * error records problems and stops.
 */
export async function readCsvStream(
  file: string,
  source: Readable,
  columns: readonly string[],
  problems: Problems,
  onRow: (row: CsvRow) => void | Promise<void>,
): Promise<void> {
  const parser = source.pipe(parse({ bom: true, info: true, skip_empty_lines: true }));
  source.on('error', (err) => parser.destroy(err));
  let header: string[] | null | undefined;
  let lines: LineCounter | undefined;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: RecordInfo;
    }>) {
      if (header === undefined) {
        header = checkHeader(file, record, columns, problems);
        if (!header) break;
        lines = new LineCounter(info);
        continue;
      }
      await onRow(toRow(file, header!, record, lines!.next(info), problems));
    }
  } catch (err) {
    const line = err instanceof CsvError ? (err as CsvError & { lines?: number }).lines : undefined;
    problems.add({ file, line, message: `not valid CSV: ${(err as Error).message}` });
    return;
  } finally {
    source.destroy();
  }
  if (header === undefined) checkHeader(file, undefined, columns, problems);
}

/**
 * Records a problem naming the file, line and column of every cell of `row` that holds a control
 * character (NUL and the other C0 controls but tab, line feed and carriage return: the rule of
 * every other input, lib/control-chars.ts), so the dry run and the import both refuse the file.
 */
function checkControlCharacters(file: string, row: CsvRow, problems: Problems): void {
  for (const [column, value] of Object.entries(row.cells)) {
    if (CONTROL_CHARACTERS.test(value)) {
      problems.controlCharacters = true;
      problems.add({
        file,
        line: row.line,
        column,
        message: 'must not contain control characters',
      });
    }
  }
}

/** Cell parsers bound to one file's problems. */
export function cellReader(file: string, problems: Problems) {
  const fail = (row: CsvRow, column: string, message: string): null => {
    problems.add({ file, line: row.line, column, message });
    return null;
  };
  return {
    fail,
    /** Trimmed text; null (with a problem) when empty and required or longer than `max`. */
    text(row: CsvRow, column: string, max: number, required = true): string | null {
      const value = (row.cells[column] ?? '').trim();
      if (value === '') return required ? fail(row, column, 'must not be empty') : '';
      if (value.length > max) return fail(row, column, `must be at most ${max} characters`);
      return value;
    },
    /** Decimal euros with at most 2 decimals, 0 to 9,999,999.99, as cents. */
    euros(row: CsvRow, column: string): number | null {
      const value = (row.cells[column] ?? '').trim();
      const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(value);
      if (!m) return fail(row, column, `must be a price in euros like 499.00, not '${value}'`);
      return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
    },
    /** Whole number in [min, max]; `undefined` when empty and optional. */
    int(row: CsvRow, column: string, min: number, max: number, required = true) {
      const value = (row.cells[column] ?? '').trim();
      if (value === '' && !required) return undefined;
      if (!/^-?\d{1,9}$/.test(value) || Number(value) < min || Number(value) > max) {
        return fail(row, column, `must be a whole number from ${min} to ${max}, not '${value}'`);
      }
      return Number(value);
    },
  };
}
