/**
 * The VAT invoice and the credit note as PDF (issue 22), drawn with pdfkit from the stored documents
 * alone, so a document drawn next year is byte for byte the one issued (its PDF creation date is the
 * issue time). The invoice carries Revenue's required particulars: dates of issue and supply, the
 * invoice number, the seller's legal name, address and VAT number, the customer's name, address and
 * VAT number, each line's quantity, description, unit price excl. VAT, VAT rate and amount, totals
 * per rate; and the payment terms, due date and the seller's bank details.
 */
import { formatVatRate, totalsPerRate, type RatedAmounts } from '@serena/domain';
import PDFDocument from 'pdfkit';
import type {
  CustomerParticulars,
  CreditNoteLineRow,
  InvoiceLineRow,
  SellerParticulars,
} from '../db/schema/books.js';
import { euro, longDate } from '../mail/format.js';
import { drawRule, drawTableHead, drawTableRow, type PdfColumn } from './pdf-table.js';
import type { CreditNoteWithLines } from './credit-notes.js';
import type { InvoiceWithLines } from './invoices.js';
import { customerBlock } from './particulars.js';

/** 'YYYY-MM-DD' as printed: '26 November 2026' (a calendar date, no time zone shift). */
export function calendarDate(date: string): string {
  return longDate(new Date(`${date}T12:00:00Z`));
}

/** Draws a document whose PDF metadata is fixed by `issuedAt`, and returns its bytes. */
function renderDocument(
  issuedAt: Date,
  title: string,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 48,
      info: { Producer: 'Serena Trade', Title: title, CreationDate: issuedAt },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** The seller's block (top left): trading name, legal name, address, VAT number, contact. */
function drawSeller(doc: PDFKit.PDFDocument, seller: SellerParticulars): void {
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#000000').text(seller.tradingName, 48, 48);
  doc.font('Helvetica').fontSize(9);
  doc.text(seller.legalName, { width: 260 });
  for (const line of seller.addressLines) doc.text(line, { width: 260 });
  doc.text(`VAT No. ${seller.vatNumber}`);
  doc.text(`${seller.email} · ${seller.phone}`);
}

/** The title block (top right): the title, then one `label  value` row per fact. */
function drawTitle(doc: PDFKit.PDFDocument, title: string, facts: [string, string][]): number {
  doc.font('Helvetica-Bold').fontSize(16).text(title, 320, 48, { width: 227, align: 'right' });
  let y = doc.y + 4;
  doc.fontSize(9);
  for (const [label, value] of facts) {
    doc.font('Helvetica').text(label, 320, y, { width: 100 });
    doc.font('Helvetica-Bold').text(value, 420, y, { width: 127, align: 'right' });
    y += 13;
  }
  return y;
}

/** Draws 'Bill to' (and 'Ship to' when given) side by side from `top`; returns the y below. */
function drawParties(
  doc: PDFKit.PDFDocument,
  top: number,
  customer: CustomerParticulars,
  shipTo: string | null,
): number {
  doc.font('Helvetica-Bold').fontSize(10).text('Bill to', 48, top);
  doc.font('Helvetica').fontSize(9);
  for (const line of customerBlock(customer)) doc.text(line, 48, undefined, { width: 250 });
  const below = doc.y;
  if (shipTo !== null) {
    doc.font('Helvetica-Bold').fontSize(10).text('Ship to', 320, top);
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(shipTo || '—', 320, undefined, { width: 227 });
  }
  return Math.max(below, doc.y) + 16;
}

const COLUMNS: PdfColumn[] = [
  { title: 'Description', x: 48, w: 196, align: 'left' },
  { title: 'Qty', x: 246, w: 26, align: 'right' },
  { title: 'Unit excl. VAT', x: 274, w: 62, align: 'right' },
  { title: 'VAT rate', x: 338, w: 36, align: 'right' },
  { title: 'Net', x: 376, w: 56, align: 'right' },
  { title: 'VAT', x: 434, w: 50, align: 'right' },
  { title: 'Total', x: 486, w: 61, align: 'right' },
];

type DocumentLine = Pick<
  InvoiceLineRow | CreditNoteLineRow,
  | 'description'
  | 'trackingId'
  | 'quantity'
  | 'unitNetCents'
  | 'vatRateBp'
  | 'netCents'
  | 'vatCents'
  | 'grossCents'
> & { referenceNumber?: string };

/** Draws the lines table and the totals per rate; returns the y below. */
function drawLines(
  doc: PDFKit.PDFDocument,
  y: number,
  lines: readonly DocumentLine[],
  totalLabel: string,
): number {
  y = drawTableHead(doc, COLUMNS, y, 8);
  for (const l of lines) {
    const ref = l.referenceNumber ? `, ref ${l.referenceNumber}` : '';
    y = drawTableRow(
      doc,
      COLUMNS,
      y,
      [
        `${l.description}\nTracking ID ${l.trackingId}${ref}`,
        String(l.quantity),
        euro(l.unitNetCents),
        `${formatVatRate(l.vatRateBp)}%`,
        euro(l.netCents),
        euro(l.vatCents),
        euro(l.grossCents),
      ],
      { fontSize: 8 },
    );
  }
  drawRule(doc, y);
  y += 10;
  const perRate: RatedAmounts[] = totalsPerRate(lines);
  const rows: [string, string, boolean][] = [];
  for (const r of perRate) {
    const rate = formatVatRate(r.vatRateBp);
    rows.push([`Net at ${rate}%`, euro(r.netCents), false]);
    rows.push([`VAT at ${rate}%`, euro(r.vatCents), false]);
  }
  const sum = (k: 'netCents' | 'vatCents' | 'grossCents') => perRate.reduce((t, r) => t + r[k], 0);
  rows.push(['Total net', euro(sum('netCents')), false]);
  rows.push(['Total VAT', euro(sum('vatCents')), false]);
  rows.push([totalLabel, euro(sum('grossCents')), true]);
  for (const [label, amount, bold] of rows) {
    if (y > 760) {
      doc.addPage();
      y = 48;
    }
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 10 : 9);
    doc.text(label, 300, y, { width: 180, align: 'right' });
    doc.text(amount, 486, y, { width: 61, align: 'right' });
    y += bold ? 16 : 13;
  }
  return y + 12;
}

/** A footer paragraph at `y` (new page when needed); returns the y below. */
function drawParagraph(doc: PDFKit.PDFDocument, y: number, text: string, bold = false): number {
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(9)
    .fillColor('#000000');
  if (y + doc.heightOfString(text, { width: 499 }) > 790) {
    doc.addPage();
    y = 48;
  }
  doc.text(text, 48, y, { width: 499 });
  return doc.y + 6;
}

/** The invoice's title facts: number, dates, purchase orders, account. */
function invoiceFacts(
  doc: InvoiceWithLines['invoice'],
  purchaseOrderNumber: string,
): [string, string][] {
  return [
    ['Invoice number', doc.number],
    ['Date of issue', calendarDate(doc.issueDate)],
    ['Date of supply', calendarDate(doc.supplyDate)],
    ['Due date', calendarDate(doc.dueDate)],
    ['Our purchase order', purchaseOrderNumber],
    ...(doc.buyerPoNumber ? [['Your PO number', doc.buyerPoNumber] as [string, string]] : []),
    ['Account', String(doc.userId)],
  ];
}

/**
 * Draws the VAT invoice from the stored invoice (`fallbackSeller` only for invoices the migration
 * issued without a seller snapshot) and returns the PDF bytes.
 * @throws on pdfkit errors.
 */
export function invoiceDocumentPdf(
  found: InvoiceWithLines,
  purchaseOrderNumber: string,
  fallbackSeller: SellerParticulars,
): Promise<Buffer> {
  const { invoice, lines } = found;
  const seller = invoice.seller ?? fallbackSeller;
  return renderDocument(invoice.issuedAt, `Invoice ${invoice.number}`, (doc) => {
    drawSeller(doc, seller);
    const sellerBottom = doc.y;
    const titleBottom = drawTitle(doc, 'VAT Invoice', invoiceFacts(invoice, purchaseOrderNumber));
    let y = drawParties(
      doc,
      Math.max(sellerBottom, titleBottom) + 20,
      invoice.customer,
      invoice.shipTo,
    );
    y = drawLines(doc, y, lines, 'Total due (incl. VAT)');
    y = drawParagraph(
      doc,
      y,
      `Payment terms: ${invoice.paymentTermsDays} days from the date of issue. Due date: ${calendarDate(invoice.dueDate)}.`,
      true,
    );
    y = drawParagraph(
      doc,
      y,
      `Please pay by bank transfer to ${seller.legalName}, IBAN ${seller.iban}, BIC ${seller.bic}, quoting ${invoice.number}.`,
    );
    drawParagraph(
      doc,
      y,
      `Charged to your Serena Trade credit account. A cancelled line is credited by a credit note; this invoice does not change. Questions: ${seller.email}.`,
    );
  });
}

/**
 * Draws a credit note from the stored credit note and returns the PDF bytes; amounts are what is
 * credited (positive), at each line's original VAT rate.
 * @throws on pdfkit errors.
 */
export function creditNoteDocumentPdf(
  found: CreditNoteWithLines,
  fallbackSeller: SellerParticulars,
): Promise<Buffer> {
  const { creditNote: note, lines, invoiceNumber, purchaseOrderNumber } = found;
  const seller = note.seller ?? fallbackSeller;
  return renderDocument(note.issuedAt, `Credit note ${note.number}`, (doc) => {
    drawSeller(doc, seller);
    const sellerBottom = doc.y;
    const facts: [string, string][] = [
      ['Credit note number', note.number],
      ['Date of issue', calendarDate(note.issueDate)],
      ['Credits invoice', invoiceNumber],
      ['Our purchase order', purchaseOrderNumber],
      ...(note.buyerPoNumber ? [['Your PO number', note.buyerPoNumber] as [string, string]] : []),
      ['Account', String(note.userId)],
    ];
    const titleBottom = drawTitle(doc, 'Credit Note', facts);
    let y = drawParties(doc, Math.max(sellerBottom, titleBottom) + 20, note.customer, null);
    y = drawParagraph(doc, y, `Reason: ${note.reason}`, true);
    y = drawLines(doc, y + 6, lines, 'Total credited (incl. VAT)');
    drawParagraph(
      doc,
      y,
      `This credit note reduces what is owed on invoice ${invoiceNumber} by ${euro(note.grossCents)}; the amount is back on your available credit. Questions: ${seller.email}.`,
    );
  });
}
