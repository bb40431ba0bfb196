import Papa from 'papaparse';
import type { QuickOrderLineInput } from '@/__generated__/graphql';

/**
 * The example line the quick-order page prints: a demo bed (SH-BED-001) in a size, fabric, colour
 * and storage it is sold in. The e2e quick-order journey checks it prices without an error.
 */
export const QUICK_ORDER_EXAMPLE = 'SH-BED-001, 2, 5ft King, Linen Weave, Silver, Ottoman, PO-1042';

/** Most lines a quick order takes (the server refuses more). */
export const MAX_LINES = 200;

/**
 * Reads pasted or uploaded quick-order text (issue 14): one line per product,
 * `SKU, quantity[, size, fabric, colour, storage, reference]`, comma- or tab-separated (CSV
 * quoting allowed). Blank lines and a first line naming the columns (`SKU, …`) are skipped.
 */
export function parseQuickOrder(text: string): QuickOrderLineInput[] {
  const { data } = Papa.parse<string[]>(text.trim(), {
    skipEmptyLines: 'greedy',
    delimiter: text.includes('\t') && !text.includes(',') ? '\t' : ',',
  });
  const rows = data.filter((row) => row.some((cell) => cell.trim() !== ''));
  if (rows[0]?.[0]?.trim().toLowerCase() === 'sku') rows.shift();
  return rows.map((row) => {
    const cell = (i: number) => (row[i] ?? '').trim();
    return {
      sku: cell(0),
      quantity: cell(1),
      size: cell(2),
      fabric: cell(3),
      colour: cell(4),
      storage: cell(5),
      reference: cell(6),
    };
  });
}
