/**
 * CSV export of the admin order list (issue 9) with the shop's CSV writer (server-kit `writeCsv`:
 * RFC 4180 quoting, formula-leading cells prefixed with an apostrophe), a header row, one row per
 * order; amounts as decimal euros.
 */
import { writeCsv } from '@serena/server-kit';
import { formatCents } from '../lib/money.js';
import type { AdminOrderDto } from './orders.js';

/** The CSV columns: header and cell of each. */
const COLUMNS: [string, (o: AdminOrderDto) => string | number][] = [
  ['Order date', (o) => o.orderDate],
  ['Tracking ID', (o) => o.trackingId],
  ['Reference number', (o) => o.referenceNumber],
  ['PO number', (o) => o.purchaseOrderNumber ?? ''],
  ['Buyer PO number', (o) => o.buyerPoNumber ?? ''],
  ['Company', (o) => o.customer.companyName],
  ['Customer', (o) => o.customer.fullName],
  ['Customer e-mail', (o) => o.customer.email],
  ['Product', (o) => o.productName],
  ['Size', (o) => o.sizeLabel ?? ''],
  ['Fabric', (o) => o.fabricName ?? ''],
  ['Colour', (o) => o.fabricColorName ?? ''],
  ['Storage', (o) => o.storageType],
  ['Quantity', (o) => o.quantity],
  ['Net (EUR)', (o) => formatCents(o.net)],
  ['VAT (EUR)', (o) => formatCents(o.vat)],
  ['Gross (EUR)', (o) => formatCents(o.gross)],
  ['Delivery status', (o) => o.deliveryStatus],
  ['Cancelled', (o) => (o.cancelled ? 'yes' : 'no')],
  ['Shipping address', (o) => o.shippingAddress],
  ['Special instructions', (o) => o.specialQuoteText ?? ''],
];

/** The columns that hold numbers (kept as numbers, also when negative). */
const NUMERIC = ['Quantity', 'Net (EUR)', 'VAT (EUR)', 'Gross (EUR)'];

/** The header line of {@link ordersCsv} (CRLF-ended). */
export const ORDERS_CSV_HEADER = writeCsv(
  COLUMNS.map(([h]) => h),
  [],
  { numeric: NUMERIC },
);

/** The CSV lines of `rows` without the header (what a streamed export writes per batch). */
export function ordersCsvLines(rows: AdminOrderDto[]): string {
  return ordersCsv(rows).slice(ORDERS_CSV_HEADER.length);
}

/** Returns the CSV text of `rows` (header first, CRLF line ends). */
export function ordersCsv(rows: AdminOrderDto[]): string {
  return writeCsv(
    COLUMNS.map(([h]) => h),
    rows.map((o) => COLUMNS.map(([, cell]) => cell(o))),
    { numeric: NUMERIC },
  );
}

/**
 * One page of the CSV for a file written page by page (issue 27 export job): with the header row
 * for the first page, without it for the others (CRLF line ends, like {@link ordersCsv}).
 */
export function ordersCsvPage(rows: AdminOrderDto[], withHeader: boolean): string {
  const csv = ordersCsv(rows);
  return withHeader ? csv : csv.slice(csv.indexOf('\r\n') + 2);
}
