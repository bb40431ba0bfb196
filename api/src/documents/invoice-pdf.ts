/**
 * The PDF invoice of a purchase order (issue 14), drawn with pdfkit: the shop's and the customer's
 * details, the purchase order's number and date, one row per line (product, options, tracking ID,
 * quantity, unit net price, VAT, line total), and the net, VAT at 23 % and gross totals. Every
 * amount is written as the web shows it (`€3,944.66`) so `pdftotext` finds it.
 */
import { VAT_RATE_PERCENT } from '@serena/domain';
import PDFDocument from 'pdfkit';
import type { OrderRow } from '../db/schema/orders.js';
import type { PurchaseOrderWithLines } from '../purchase-orders/service.js';
import { euro, longDate, SHOP } from './format.js';
import { drawRule, drawTableHead, drawTableRow, type PdfColumn } from './pdf-table.js';

/** The customer an invoice is addressed to. */
export interface InvoiceCustomer {
  fullName: string;
  companyName: string | null;
  email: string;
  invoiceEmail: string | null;
  officeAddress: string | null;
  officeCity: string | null;
  officeEircode: string | null;
  country: string | null;
}

/** The VAT rate printed on invoices: the shop's one rate (@serena/domain, design "Money"). */
export const INVOICE_VAT_PERCENT = VAT_RATE_PERCENT;

/** The options of a line as one text: size, fabric, colour, storage. */
export function lineOptions(line: OrderRow): string {
  const storage =
    line.storageType === 'Non Ottoman'
      ? null
      : line.storageType === 'Ottoman'
        ? 'Ottoman'
        : line.storageType;
  return [line.sizeLabel, line.fabricName, line.fabricColorName, storage]
    .filter(Boolean)
    .join(', ');
}

/** Collects a pdfkit document into one Buffer. */
export function renderPdf(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Producer: SHOP.storeName } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** The shop's block (top left) and a document title (top right). */
export function drawHeader(doc: PDFKit.PDFDocument, title: string, subtitle: string[]): void {
  doc.font('Helvetica-Bold').fontSize(18).text(SHOP.name, 48, 48);
  doc.font('Helvetica').fontSize(9);
  for (const line of [...SHOP.addressLines, SHOP.email, SHOP.phone]) doc.text(line);
  doc.font('Helvetica-Bold').fontSize(16).text(title, 320, 48, { width: 227, align: 'right' });
  doc.font('Helvetica').fontSize(9);
  for (const line of subtitle) doc.text(line, { width: 227, align: 'right' });
  doc.moveDown(2);
}

/** The customer's block on invoices and statements: company, name, office address, e-mail. */
export function customerLines(customer: InvoiceCustomer): string[] {
  return [
    customer.companyName,
    customer.fullName,
    customer.officeAddress,
    [customer.officeCity, customer.officeEircode].filter(Boolean).join(' '),
    customer.country,
    customer.invoiceEmail ?? customer.email,
  ].filter((l): l is string => Boolean(l));
}

/**
 * Draws the invoice of `po` for `customer` and returns the PDF bytes.
 * @throws on pdfkit errors.
 */
export function invoicePdf(po: PurchaseOrderWithLines, customer: InvoiceCustomer): Promise<Buffer> {
  const { purchaseOrder: p, lines } = po;
  return renderPdf((doc) => {
    drawHeader(doc, 'Invoice', [`Purchase order ${p.number}`, `Date ${longDate(p.createdAt)}`]);
    const top = Math.max(doc.y, 150);
    doc.font('Helvetica-Bold').fontSize(10).text('Bill to', 48, top);
    doc.font('Helvetica').fontSize(9);
    for (const line of customerLines(customer)) doc.text(line);
    doc.font('Helvetica-Bold').fontSize(10).text('Ship to', 320, top);
    doc.font('Helvetica').fontSize(9);
    doc.text(p.shippingName ?? customer.fullName, 320);
    doc.text(p.shippingAddress || '—', 320, undefined, { width: 227 });

    let y = Math.max(doc.y, top + 90) + 16;
    const cols: PdfColumn[] = [
      { title: 'Item', x: 48, w: 190, align: 'left' },
      { title: 'Tracking ID', x: 240, w: 90, align: 'left' },
      { title: 'Qty', x: 330, w: 30, align: 'right' },
      { title: 'Unit (net)', x: 362, w: 62, align: 'right' },
      { title: 'VAT', x: 426, w: 52, align: 'right' },
      { title: 'Total', x: 480, w: 67, align: 'right' },
    ];
    y = drawTableHead(doc, cols, y, 8.5);
    for (const line of lines) {
      const item = `${line.productName}${lineOptions(line) ? ` (${lineOptions(line)})` : ''} — ref ${line.referenceNumber}${line.status === 'cancelled' ? ' — cancelled' : ''}`;
      y = drawTableRow(
        doc,
        cols,
        y,
        [
          item,
          line.trackingId,
          String(line.quantity),
          euro(line.unitPriceCents),
          euro(line.unitVatCents * line.quantity),
          euro(line.totalCents),
        ],
        { fontSize: 8.5 },
      );
    }
    drawRule(doc, y);
    y += 10;
    const totals: [string, string][] = [
      ['Net', euro(p.netCents)],
      [`VAT (${INVOICE_VAT_PERCENT}%)`, euro(p.vatCents)],
      ['Total (gross)', euro(p.grossCents)],
    ];
    for (const [label, amount] of totals) {
      doc.font(label.startsWith('Total') ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
      doc.text(label, 362, y, { width: 110, align: 'right' });
      doc.text(amount, 480, y, { width: 67, align: 'right' });
      y += 16;
    }
    doc.font('Helvetica').fontSize(8).fillColor('#555555');
    doc.text(`Charged to your Serena Trade credit account. Questions: ${SHOP.email}.`, 48, y + 24, {
      width: 499,
    });
  });
}
