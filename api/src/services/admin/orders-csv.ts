/**
 * CSV export of the admin order list (issue 9) with csv-stringify: RFC 4180 quoting, a header
 * row, one row per order; amounts as decimal euros. Cells that a spreadsheet would run as a
 * formula (starting with =, +, -, @, tab or CR) are prefixed with an apostrophe.
 */
import { stringify } from 'csv-stringify/sync';
import { safeCell } from '../../lib/csv-cell.js';
import { formatCents } from '../../lib/money.js';
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

/** Neutralises spreadsheet formulas in a text cell (lib/csv-cell.ts). */
export { safeCell };

/** Returns the CSV text of `rows` (header first, CRLF line ends). */
export function ordersCsv(rows: AdminOrderDto[]): string {
  return stringify(
    [COLUMNS.map(([h]) => h), ...rows.map((o) => COLUMNS.map(([, cell]) => safeCell(cell(o))))],
    { record_delimiter: 'windows' },
  );
}
