/**
 * Bulk edits of a bed's variation prices (issue 26): the admin's price grid is sizes (rows) by
 * choices (columns: "size alone" or one fabric colour), each cell a net price in integer euro
 * cents or empty (no variation). Fill a row or a column, copy one size's row to other sizes, and
 * change every price by a percentage, rounded half-up to the cent. Pure, no I/O.
 */
import { formatCents, type Cents } from './money.js';

/** The cells of a price grid by {@link gridKey}; a missing key is an empty cell. */
export type PriceCells = Readonly<Record<string, Cents>>;

/** Largest net price a cell may hold, in cents (€9,999,999.99: 7 euro digits, as the editor). */
export const MAX_CELL_CENTS: Cents = 999_999_999;

/** The key of the cell at size `row`, choice `column`. */
export function gridKey(row: string, column: string): string {
  return `${row}|${column}`;
}

function checkCents(cents: Cents): void {
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > MAX_CELL_CENTS) {
    throw new RangeError(`A price must be 0 to ${MAX_CELL_CENTS} cents: ${cents}`);
  }
}

/**
 * `cells` with every cell of size `row` (one per `columns`) set to `cents`.
 * @throws RangeError when `cents` is not 0 to {@link MAX_CELL_CENTS}.
 */
export function fillRow(
  cells: PriceCells,
  row: string,
  columns: readonly string[],
  cents: Cents,
): PriceCells {
  checkCents(cents);
  const next: Record<string, Cents> = { ...cells };
  for (const column of columns) next[gridKey(row, column)] = cents;
  return next;
}

/**
 * `cells` with every cell of choice `column` (one per size in `rows`) set to `cents`.
 * @throws RangeError when `cents` is not 0 to {@link MAX_CELL_CENTS}.
 */
export function fillColumn(
  cells: PriceCells,
  column: string,
  rows: readonly string[],
  cents: Cents,
): PriceCells {
  checkCents(cents);
  const next: Record<string, Cents> = { ...cells };
  for (const row of rows) next[gridKey(row, column)] = cents;
  return next;
}

/**
 * `cells` with the row of size `from` copied to each size in `to`, column by column: an empty
 * cell of `from` empties the target cell, so each target ends up priced exactly like `from`.
 */
export function copyRow(
  cells: PriceCells,
  from: string,
  to: readonly string[],
  columns: readonly string[],
): PriceCells {
  const next: Record<string, Cents> = { ...cells };
  for (const row of to) {
    if (row === from) continue;
    for (const column of columns) {
      const source = cells[gridKey(from, column)];
      if (source === undefined) delete next[gridKey(row, column)];
      else next[gridKey(row, column)] = source;
    }
  }
  return next;
}

/**
 * `cents` changed by `percentBp` basis points (+500 = +5 %, -250 = -2.5 %), rounded half-up to
 * the cent (a result never goes below 0: the change is at least -100 %).
 * @throws RangeError for a price outside 0..{@link MAX_CELL_CENTS}, a change below -100 % or
 *   above +1000 %, a result above the largest price, or a non-integer argument.
 */
export function changeByPercent(cents: Cents, percentBp: number): Cents {
  checkCents(cents);
  if (!Number.isInteger(percentBp) || percentBp < -10_000 || percentBp > 100_000) {
    throw new RangeError(`A change must be -100 % to +1000 %: ${percentBp} bp`);
  }
  const result = Math.floor((cents * (10_000 + percentBp) + 5_000) / 10_000);
  if (result > MAX_CELL_CENTS) throw new RangeError(`The new price is too large: ${result}`);
  return result;
}

/**
 * Every filled cell changed by `percentBp` basis points ({@link changeByPercent}); empty cells
 * stay empty.
 * @throws RangeError as {@link changeByPercent}.
 */
export function changeAllByPercent(cells: PriceCells, percentBp: number): PriceCells {
  return Object.fromEntries(
    Object.entries(cells).map(([key, cents]) => [key, changeByPercent(cents, percentBp)]),
  );
}

/**
 * Basis points of a typed percentage: '5' -> 500, '-2.5' -> -250, '+10.25' -> 1025, up to two
 * decimals; null for anything else (empty, '5%', '1.234').
 */
export function parsePercentBp(text: string): number | null {
  const match = /^([+-]?)(\d{1,4})(?:\.(\d{1,2}))?$/u.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '0', frac = ''] = match;
  const bp = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return sign === '-' ? -bp : bp;
}

/** Cents of a typed euro amount ('450', '450.5', '450.50'); null when it is not one. */
export function parseEuroCents(text: string): Cents | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/u.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', frac = ''] = match;
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/**
 * The grid of typed prices (euro text by grid key) in cents; cells that are empty or not an
 * amount ({@link parseEuroCents}) are left out.
 */
export function cellsOfText(prices: Readonly<Record<string, string>>): PriceCells {
  const cells: Record<string, Cents> = {};
  for (const [key, text] of Object.entries(prices)) {
    const cents = parseEuroCents(text);
    if (cents !== null) cells[key] = cents;
  }
  return cells;
}

/** The grid as euro text with two decimals ('450.00') by grid key. */
export function textOfCells(cells: PriceCells): Record<string, string> {
  return Object.fromEntries(Object.entries(cells).map(([key, cents]) => [key, formatCents(cents)]));
}
