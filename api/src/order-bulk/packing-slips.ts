/**
 * Packing slips of the selected orders (issue 26, bulk "print"): one PDF, one A4 page per order,
 * drawn with pdfkit in the layout of the statements (books/pdf-layout.ts): the shop's header, the
 * tracking ID and reference, both PO numbers, the customer and delivery address, and the line
 * (product, size, fabric, colour, storage, quantity) with a tick box — no prices on a slip.
 */
import { renderPdf, drawHeader } from '../books/pdf-layout.js';
import type { AdminOrderDto } from '../admin/order-dto.js';

/** A label and its value as printed on a slip (blank values left out). */
function facts(order: AdminOrderDto): [string, string][] {
  const rows: [string, string | null][] = [
    ['Tracking ID', order.trackingId],
    ['Reference', order.referenceNumber],
    ['Our PO', order.purchaseOrderNumber],
    ['Customer PO', order.buyerPoNumber],
    ['Order date', order.orderDate.slice(0, 10)],
    ['Delivery status', order.deliveryStatus],
  ];
  return rows.filter((r): r is [string, string] => r[1] !== null && r[1] !== '');
}

/** The one line of the order in words, e.g. 'Cashel Grand Bed — 5ft King, Plush Velvet, Grey, Ottoman'. */
export function slipLine(order: AdminOrderDto): string {
  const parts = [order.sizeLabel, order.fabricName, order.fabricColorName, order.storageType];
  return `${order.productName} — ${parts.filter(Boolean).join(', ')}`;
}

function drawSlip(doc: PDFKit.PDFDocument, order: AdminOrderDto): void {
  drawHeader(doc, 'Packing slip', [order.trackingId]);
  doc.x = 48;
  doc.font('Helvetica-Bold').fontSize(11).text('Deliver to', 48);
  doc.font('Helvetica').fontSize(10);
  doc.text(order.customer.companyName || order.customer.fullName);
  doc.text(order.customer.fullName);
  doc.text(order.shippingAddress, { width: 300 });
  doc.moveDown();
  for (const [label, value] of facts(order)) {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value);
  }
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(11).text('Items');
  doc.font('Helvetica').fontSize(10);
  doc.text(`[  ]  ${order.quantity} × ${slipLine(order)}`, { width: 480 });
  if (order.specialQuoteText) {
    doc.moveDown();
    doc.font('Helvetica-Bold').text('Special instructions');
    doc.font('Helvetica').text(order.specialQuoteText, { width: 480 });
  }
}

/** One PDF with a packing slip per order, in the order given. @throws Error for no orders (a bug). */
export function packingSlipsPdf(orders: AdminOrderDto[]): Promise<Buffer> {
  if (orders.length === 0) throw new Error('packing slips of no orders');
  return renderPdf((doc) => {
    orders.forEach((order, i) => {
      if (i > 0) doc.addPage();
      drawSlip(doc, order);
    });
  });
}
