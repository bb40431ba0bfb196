/**
 * The monthly account statement as PDF (issue 14), drawn with pdfkit on the invoice's layout
 * (books/pdf-layout.ts: page, header, customer block): the month and period, the opening
 * balance, the month's purchases, reversals and payments with the running balance, and the closing
 * balance. Amounts are written as the web shows them (`€3,944.66`, `-€1,296.42`) so `pdftotext`
 * finds them.
 */
import { customerBlock } from '../particulars.js';
import { drawHeader, renderPdf } from '../pdf-layout.js';
import { euro, longDate, shortDate, SHOP } from '../../mail/format.js';
import { drawRule, drawTableHead, drawTableRow, type PdfColumn } from '../pdf-table.js';
import { AGEING_BUCKETS } from '@serena/domain';
import { statementPeriod } from './month.js';
import type { Statement, StatementEntry } from './service.js';

/** How each ledger kind is named on statements (PDF and CSV). */
export const KIND_LABELS: Record<StatementEntry['kind'], string> = {
  purchase: 'Purchase',
  reversal: 'Reversal',
  payment: 'Payment',
  payment_reversal: 'Payment reversal',
};

/** The ageing of a statement's closing balance as [label, cents] rows (PDF and CSV). */
export function ageingRows(s: Statement): [string, number][] {
  const rows: [string, number][] = AGEING_BUCKETS.map((b) => [
    b === 'current' ? 'Current (not yet due)' : `${b} days overdue`,
    s.ageing.buckets[b],
  ]);
  if (s.ageing.unallocatedCents !== 0) {
    rows.push(['Credit not yet allocated', s.ageing.unallocatedCents]);
  }
  return rows;
}

const COLUMNS: PdfColumn[] = [
  { title: 'Date', x: 48, w: 54, align: 'left' },
  { title: 'Type', x: 104, w: 44, align: 'left' },
  { title: 'Reference', x: 150, w: 178, align: 'left' },
  { title: 'Net', x: 330, w: 50, align: 'right' },
  { title: 'VAT', x: 382, w: 46, align: 'right' },
  { title: 'Gross', x: 430, w: 55, align: 'right' },
  { title: 'Balance', x: 487, w: 60, align: 'right' },
];
const FONT_SIZE = 8;

/** Draws a table row (see books/pdf-table.ts) and returns the next y. */
const row = (doc: PDFKit.PDFDocument, y: number, cells: string[], bold = false) =>
  drawTableRow(doc, COLUMNS, y, cells, { fontSize: FONT_SIZE, bold });

/** A cents amount or '' for none. */
const maybeEuro = (cents: number | null) => (cents === null ? '' : euro(cents));

/**
 * Draws the statement and returns the PDF bytes.
 * @throws on pdfkit errors.
 */
export function statementPdf(statement: Statement): Promise<Buffer> {
  const s = statement;
  const period = statementPeriod(s.month, s.issuedAt);
  return renderPdf((doc) => {
    drawHeader(doc, 'Account statement', [
      s.label,
      `${longDate(period.from)} – ${longDate(period.to)}`,
      `Account ${s.accountId}`,
      `Issued ${longDate(s.issuedAt)}`,
    ]);
    const top = Math.max(doc.y, 150);
    doc.font('Helvetica-Bold').fontSize(10).text('Account holder', 48, top);
    doc.font('Helvetica').fontSize(9);
    for (const line of customerBlock(s.customer)) doc.text(line);
    const left = doc.y;

    const summary: [string, number][] = [
      ['Opening balance', s.openingCents],
      ['Purchases', s.totals.purchase],
      ['Reversals', -s.totals.reversal || 0],
      ['Payments', -s.totals.payment || 0],
      ...(s.totals.payment_reversal
        ? [['Payment reversals', s.totals.payment_reversal] as [string, number]]
        : []),
      ['Closing balance', s.closingCents],
    ];
    let y = top;
    doc.font('Helvetica-Bold').fontSize(10).text('Summary', 320, y);
    y += 16;
    for (const [label, cents] of summary) {
      doc.font(label.endsWith('balance') ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
      doc.text(label, 320, y, { width: 140 });
      doc.text(euro(cents), 460, y, { width: 87, align: 'right' });
      y += 14;
    }

    y = drawTableHead(doc, COLUMNS, Math.max(left, y) + 18, FONT_SIZE);
    y = row(
      doc,
      y,
      [shortDate(period.from), '', 'Opening balance', '', '', '', euro(s.openingCents)],
      true,
    );
    for (const e of s.entries) {
      y = row(doc, y, [
        shortDate(e.date),
        KIND_LABELS[e.kind],
        [e.reference, e.description].filter(Boolean).join('\n'),
        maybeEuro(e.netCents),
        maybeEuro(e.vatCents),
        euro(e.grossCents),
        euro(e.balanceCents),
      ]);
    }
    if (s.entries.length === 0) {
      doc.font('Helvetica').fontSize(8).fillColor('#555555');
      doc.text('No purchases, reversals or payments this month.', COLUMNS[2]!.x, y);
      doc.fillColor('#000000');
      y += 15;
    }
    drawRule(doc, y - 2);
    y = row(
      doc,
      y + 3,
      [shortDate(period.to), '', 'Closing balance', '', '', '', euro(s.closingCents)],
      true,
    );

    y = drawAgeing(doc, y + 14, s);
    doc.font('Helvetica').fontSize(8).fillColor('#555555');
    doc.text(
      `The balance is what is owed on your Serena Trade credit account; a minus sign means it is in credit. Questions: ${SHOP.email}.`,
      48,
      y + 4,
      { width: 499 },
    );
  });
}

/** Draws the ageing of the closing balance as one row of labelled amounts; returns the y below. */
function drawAgeing(doc: PDFKit.PDFDocument, y: number, s: Statement): number {
  if (y > 720) {
    doc.addPage();
    y = 48;
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(9.5)
    .fillColor('#000000')
    .text('Ageing of the balance', 48, y);
  y += 16;
  const rows = ageingRows(s);
  const width = 499 / rows.length;
  rows.forEach(([label, cents], i) => {
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .text(label, 48 + i * width, y, { width: width - 4 });
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(euro(cents), 48 + i * width, y + 20, {
        width: width - 4,
      });
  });
  return y + 40;
}
