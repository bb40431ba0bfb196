/**
 * The table of the PDF documents (issue 14: invoice, account statement), drawn with pdfkit on A4
 * with 48 pt margins: a bold header row over a grey rule, rows as tall as their tallest cell, a
 * new page (with the header again) when a row does not fit.
 */

/** One column of a document table, in PDF points. */
export interface PdfColumn {
  title: string;
  /** Left edge. */
  x: number;
  /** Width. */
  w: number;
  align: 'left' | 'right';
}

/** The lowest y a row may reach before the table goes on on a new page. */
const TABLE_BOTTOM = 760;

/** Draws a grey rule across the page at `y`. */
export function drawRule(doc: PDFKit.PDFDocument, y: number): void {
  doc.moveTo(48, y).lineTo(547, y).strokeColor('#999999').stroke();
}

/** Draws the header row of `columns` at `y` in `fontSize` and returns the y below its rule. */
export function drawTableHead(
  doc: PDFKit.PDFDocument,
  columns: readonly PdfColumn[],
  y: number,
  fontSize: number,
): number {
  doc.font('Helvetica-Bold').fontSize(fontSize).fillColor('#000000');
  for (const c of columns) doc.text(c.title, c.x, y, { width: c.w, align: c.align });
  drawRule(doc, y + 14);
  return y + 20;
}

/**
 * Draws one row of `cells` (in `columns` order) at `y` and returns the y of the next row. When the
 * row would pass the bottom of the page it goes on a new page under the header again.
 */
export function drawTableRow(
  doc: PDFKit.PDFDocument,
  columns: readonly PdfColumn[],
  y: number,
  cells: readonly string[],
  options: { fontSize: number; bold?: boolean },
): number {
  const font = options.bold ? 'Helvetica-Bold' : 'Helvetica';
  doc.font(font).fontSize(options.fontSize);
  const height = Math.max(
    12,
    ...cells.map((text, i) => doc.heightOfString(text, { width: columns[i]!.w })),
  );
  if (y + height > TABLE_BOTTOM) {
    doc.addPage();
    y = drawTableHead(doc, columns, 48, options.fontSize);
    doc.font(font).fontSize(options.fontSize);
  }
  cells.forEach((text, i) =>
    doc.text(text, columns[i]!.x, y, { width: columns[i]!.w, align: columns[i]!.align }),
  );
  return y + height + 6;
}
