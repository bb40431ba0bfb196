/**
 * The page layout the account statement's PDF shares (issue 14): an A4 pdfkit document collected into
 * a Buffer and the shop's header block with a title (the customer block is books/particulars.ts
 * customerBlock). The VAT invoice and the credit note are drawn from stored documents in books/pdf.ts.
 */
import PDFDocument from 'pdfkit';
import { SHOP } from '../mail/format.js';

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
