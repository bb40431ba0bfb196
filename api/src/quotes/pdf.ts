/**
 * The quote as PDF (issue 25), drawn with pdfkit on the documents' layout (books/pdf-layout.ts and
 * pdf-table.ts): the quote number, dates and validity, the customer block, one row per line with
 * the quoted net unit price, VAT at the line's rate and the gross line total, the totals and the
 * shop's message. Amounts as the web shows them (`€1,234.56`) so `pdftotext` finds them.
 */
import { renderPdf, drawHeader } from '../books/pdf-layout.js';
import { drawRule, drawTableHead, drawTableRow, type PdfColumn } from '../books/pdf-table.js';
import { customerBlock, customerParticulars } from '../books/particulars.js';
import type { UserRow } from '../db/schema/accounts.js';
import { euro, longDate, SHOP } from '../mail/format.js';
import type { QuoteDto } from './dto.js';

const COLUMNS: PdfColumn[] = [
  { title: 'Reference', x: 48, w: 70, align: 'left' },
  { title: 'Item', x: 120, w: 190, align: 'left' },
  { title: 'Qty', x: 312, w: 28, align: 'right' },
  { title: 'Unit net', x: 342, w: 62, align: 'right' },
  { title: 'VAT', x: 406, w: 62, align: 'right' },
  { title: 'Total', x: 470, w: 77, align: 'right' },
];
const FONT_SIZE = 8.5;

/** '12 December 2026' of a YYYY-MM-DD date. */
const dayText = (date: string) => longDate(new Date(`${date}T12:00:00Z`));

/** A priced quote's last paragraph: the shop's message (newest), if any. */
function shopMessage(quote: QuoteDto): string | null {
  const own = quote.messages.filter((m) => m.author === 'shop');
  return own[own.length - 1]?.body ?? null;
}

/**
 * Draws the priced quote for `customer` (the company account) and returns the PDF bytes.
 * @throws on pdfkit errors.
 */
export function quotePdf(quote: QuoteDto, customer: UserRow): Promise<Buffer> {
  return renderPdf((doc) => {
    drawHeader(doc, 'Quote', [
      quote.number,
      `Issued ${longDate(new Date(quote.pricedAt ?? quote.createdAt))}`,
      quote.validUntil ? `Valid until ${dayText(quote.validUntil)}` : 'Not yet priced',
    ]);
    const top = Math.max(doc.y, 150);
    doc.font('Helvetica-Bold').fontSize(10).text('Quote for', 48, top);
    doc.font('Helvetica').fontSize(9);
    for (const line of customerBlock(customerParticulars(customer))) doc.text(line);
    let y = drawTableHead(doc, COLUMNS, doc.y + 18, FONT_SIZE);
    for (const line of quote.lines) {
      const item = line.description
        ? `${line.productName} (${line.description})`
        : line.productName;
      y = drawTableRow(
        doc,
        COLUMNS,
        y,
        [
          line.referenceNumber,
          item,
          String(line.quantity),
          line.quotedUnitPriceCents === null ? '' : euro(line.quotedUnitPriceCents),
          line.quotedUnitVatCents === null ? '' : euro(line.quotedUnitVatCents),
          line.quotedTotalCents === null ? '' : euro(line.quotedTotalCents),
        ],
        { fontSize: FONT_SIZE },
      );
    }
    drawRule(doc, y - 2);
    y += 6;
    const totals: [string, number | null][] = [
      ['Net', quote.netCents],
      [`VAT ${quote.vatRateBp / 100} %`, quote.vatCents],
      ['Total', quote.grossCents],
    ];
    for (const [label, cents] of totals) {
      doc.font(label === 'Total' ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
      doc.text(label, 342, y, { width: 120 });
      doc.text(cents === null ? '' : euro(cents), 470, y, { width: 77, align: 'right' });
      y += 14;
    }
    const message = shopMessage(quote);
    doc.font('Helvetica').fontSize(9).fillColor('#000000');
    if (message) doc.text(message, 48, y + 12, { width: 499 });
    doc.fontSize(8).fillColor('#555555');
    doc.text(
      `Accept this quote in your account at ${SHOP.storeName} before it expires; the order is then placed at these prices and invoiced. Questions: ${SHOP.email}.`,
      48,
      doc.y + 12,
      { width: 499 },
    );
    doc.fillColor('#000000');
  });
}
