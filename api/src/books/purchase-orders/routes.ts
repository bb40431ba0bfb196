/**
 * Purchase order calls of the signed-in customer (issue 14): the list of their purchase orders with
 * the tracking IDs of each line, and each purchase order's PDF invoice. A purchase order of another
 * customer answers 404, like one that does not exist.
 */
import { formatVatRate } from '@serena/domain';
import { requireViewer } from '../../plugins/guards.js';
import { z } from 'zod';
import { formatCents } from '../../lib/money.js';
import { creditNotesOfInvoices, findCreditNote } from '../credit-notes.js';
import { invoicesOfPurchaseOrders, invoiceStandings, type InvoiceStanding } from '../invoices.js';
import { creditNoteDocumentPdf, invoiceDocumentPdf } from '../pdf.js';
import { errorResponses } from '../../schemas/dto.js';
import { dbRoutes } from '../../plugins/route-shared.js';
import type { Db } from '../../db/client.js';
import { findPurchaseOrder, listPurchaseOrders, type PurchaseOrderWithLines } from './service.js';

const creditNoteDto = z.object({
  number: z.string().describe("'CN-2026-000001'"),
  issue_date: z.string().describe('YYYY-MM-DD'),
  reason: z.string(),
  cancelled_by: z.enum(['customer', 'admin']),
  net: z.string().describe('euros, 2 decimals'),
  vat: z.string().describe('euros, 2 decimals'),
  gross: z.string().describe('euros, 2 decimals'),
  tracking_ids: z.array(z.string()).describe('the orders (lines) it credits'),
});

const invoiceDto = z.object({
  number: z.string().describe("'INV-2026-000001'"),
  issue_date: z.string().describe('YYYY-MM-DD'),
  due_date: z.string().describe('YYYY-MM-DD'),
  gross: z.string().describe('invoiced, euros'),
  credited: z.string().describe('Σ credit notes, euros'),
  paid: z.string().describe('Σ payments allocated (not reversed), euros'),
  open: z.string().describe('still owed on it, euros'),
  state: z.enum(['unpaid', 'part paid', 'paid', 'credited']),
});

/** An invoice's standing as the REST shape. */
export function toInvoiceDto(s: InvoiceStanding): z.infer<typeof invoiceDto> {
  return {
    number: s.number,
    issue_date: s.issueDate,
    due_date: s.dueDate,
    gross: formatCents(s.grossCents),
    credited: formatCents(s.creditedCents),
    paid: formatCents(s.paidCents),
    open: formatCents(s.openCents),
    state: s.state,
  };
}

const purchaseOrderDto = z.object({
  id: z.number().int(),
  number: z.string(),
  created_at: z.string(),
  net: z.string().describe('euros, 2 decimals'),
  vat: z.string().describe('euros, 2 decimals'),
  gross: z.string().describe('euros, 2 decimals'),
  shipping_address: z.string(),
  order_ids: z.array(z.number().int()).describe('the orders (lines) in line order'),
  tracking_ids: z.array(z.string()),
  buyer_po_number: z.string().nullable().describe("the buyer's own PO number"),
  vat_rates: z
    .array(z.string())
    .describe("the VAT rates its lines were charged at, percent as printed ('23'), highest first"),
  invoice: invoiceDto.nullable(),
  credit_notes: z.array(creditNoteDto).describe('newest first'),
});

/** The REST shape of a purchase order (snake_case like the rest of §7). */
export type PurchaseOrderDto = z.infer<typeof purchaseOrderDto>;

/** A purchase order and its lines as the REST shape, with its invoice's standing and credit notes. */
export function toPurchaseOrderDto(
  { purchaseOrder: p, lines }: PurchaseOrderWithLines,
  books: {
    invoice: InvoiceStanding | null;
    creditNotes: Awaited<ReturnType<typeof creditNotesOfInvoices>>;
  } = { invoice: null, creditNotes: [] },
): PurchaseOrderDto {
  return {
    id: p.id,
    number: p.number,
    created_at: p.createdAt.toISOString(),
    net: formatCents(p.netCents),
    vat: formatCents(p.vatCents),
    gross: formatCents(p.grossCents),
    shipping_address: p.shippingAddress,
    order_ids: lines.map((l) => l.id),
    tracking_ids: lines.map((l) => l.trackingId),
    buyer_po_number: p.buyerPoNumber,
    vat_rates: [...new Set(lines.map((l) => l.vatRateBp))].sort((a, b) => b - a).map(formatVatRate),
    invoice: books.invoice ? toInvoiceDto(books.invoice) : null,
    credit_notes: books.creditNotes.map(({ creditNote: n, lines: credited }) => ({
      number: n.number,
      issue_date: n.issueDate,
      reason: n.reason,
      cancelled_by: n.cancelledBy,
      net: formatCents(n.netCents),
      vat: formatCents(n.vatCents),
      gross: formatCents(n.grossCents),
      tracking_ids: credited.map((l) => l.trackingId),
    })),
  };
}

/** The REST shapes of a user's purchase orders with their invoices and credit notes. */
async function purchaseOrderDtos(
  db: Db,
  userId: number,
  list: PurchaseOrderWithLines[],
): Promise<PurchaseOrderDto[]> {
  const invoices = await invoicesOfPurchaseOrders(
    db,
    list.map((p) => p.purchaseOrder.id),
  );
  const ids = [...invoices.values()].map((i) => i.invoice.id);
  const standings = ids.length ? await invoiceStandings(db, userId, ids) : [];
  const notes = await creditNotesOfInvoices(db, ids);
  return list.map((po) => {
    const invoice = invoices.get(po.purchaseOrder.id)?.invoice;
    return toPurchaseOrderDto(po, {
      invoice: standings.find((s) => s.invoiceId === invoice?.id) ?? null,
      creditNotes: notes.filter((n) => n.creditNote.invoiceId === invoice?.id),
    });
  });
}

/**
 * Routes: GET /api/order/purchase-orders, GET /api/order/purchase-orders/{number} (one, issue
 * 24), GET /api/order/purchase-orders/{number}/invoice (the
 * stored invoice as PDF), GET /api/order/credit-notes/{number}/pdf.
 */
export const purchaseOrderRoutes = dbRoutes((r, db) => {
  r.get(
    '/api/order/purchase-orders',
    {
      schema: {
        tags: ['orders'],
        summary: "The signed-in customer's purchase orders (one per checkout), newest first",
        response: {
          200: z.object({ success: z.literal(true), purchase_orders: z.array(purchaseOrderDto) }),
          401: errorResponses[404],
          500: errorResponses[500],
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const list = await listPurchaseOrders(db, viewer.accountId);
      return {
        success: true as const,
        purchase_orders: await purchaseOrderDtos(db, viewer.accountId, list),
      };
    },
  );

  r.get(
    '/api/order/purchase-orders/:number',
    {
      schema: {
        tags: ['orders'],
        operationId: 'getPurchaseOrder',
        summary: "One of the signed-in customer's purchase orders by number (issue 24: reorder it)",
        security: [{ bearer: [] }],
        params: z.object({ number: z.string().max(40) }),
        response: {
          200: z.object({ success: z.literal(true), purchase_order: purchaseOrderDto }),
          401: errorResponses[404],
          404: errorResponses[404],
          500: errorResponses[500],
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const po = await findPurchaseOrder(db, viewer.accountId, request.params.number);
      if (!po) {
        return reply
          .code(404)
          .send({ success: false as const, message: 'Purchase order not found' });
      }
      const [dto] = await purchaseOrderDtos(db, viewer.accountId, [po]);
      return { success: true as const, purchase_order: dto! };
    },
  );

  r.get(
    '/api/order/purchase-orders/:number/invoice',
    {
      schema: {
        tags: ['orders'],
        summary: 'The PDF invoice of one of the signed-in customer’s purchase orders',
        security: [{ bearer: [] }],
        description:
          'Answers the PDF (200, application/pdf, Content-Disposition: attachment), or 401 / 404 with the error body.',
        params: z.object({ number: z.string().max(40) }),
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const po = await findPurchaseOrder(db, viewer.accountId, request.params.number);
      const found = po && (await invoicesOfPurchaseOrders(db, [po.purchaseOrder.id]));
      const invoice = po && found?.get(po.purchaseOrder.id);
      if (!po || !invoice) {
        return reply
          .code(404)
          .send({ success: false as const, message: 'Purchase order not found' });
      }
      const pdf = await invoiceDocumentPdf(invoice, po.purchaseOrder.number, r.books.seller);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="invoice-${invoice.invoice.number}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  r.get(
    '/api/order/credit-notes/:number/pdf',
    {
      schema: {
        tags: ['orders'],
        summary: 'The PDF of one of the signed-in customer’s credit notes',
        security: [{ bearer: [] }],
        description:
          'Answers the PDF (200, application/pdf, Content-Disposition: attachment), or 401 / 404 with the error body.',
        params: z.object({ number: z.string().max(40) }),
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const note = await findCreditNote(db, viewer.accountId, request.params.number);
      if (!note) {
        return reply.code(404).send({ success: false as const, message: 'Credit note not found' });
      }
      const pdf = await creditNoteDocumentPdf(note, r.books.seller);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="credit-note-${note.creditNote.number}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
});
