/**
 * Purchase order calls of the signed-in customer (issue 14): the list of their purchase orders with
 * the tracking IDs of each line, and each purchase order's PDF invoice. A purchase order of another
 * customer answers 404, like one that does not exist.
 */
import { z } from 'zod';
import { formatCents } from '../lib/money.js';
import { invoicePdf } from '../documents/invoice-pdf.js';
import { errorResponses } from '../schemas/dto.js';
import { dbRoutes } from '../routes/shared.js';
import { invoiceCustomer } from './customer.js';
import { findPurchaseOrder, listPurchaseOrders, type PurchaseOrderWithLines } from './service.js';

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
});

/** The REST shape of a purchase order (snake_case like the rest of §7). */
export type PurchaseOrderDto = z.infer<typeof purchaseOrderDto>;

/** A purchase order and its lines as the REST shape. */
export function toPurchaseOrderDto({
  purchaseOrder: p,
  lines,
}: PurchaseOrderWithLines): PurchaseOrderDto {
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
  };
}

const unauthorized = { success: false as const, message: 'Unauthorized' };

/** Routes: GET /api/order/purchase-orders, GET /api/order/purchase-orders/{number}/invoice. */
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
    async (request, reply) => {
      const viewer = request.viewer;
      if (!viewer) return reply.code(401).send(unauthorized);
      const list = await listPurchaseOrders(db, viewer.userId);
      return { success: true as const, purchase_orders: list.map(toPurchaseOrderDto) };
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
      const viewer = request.viewer;
      if (!viewer) return reply.code(401).send(unauthorized);
      const po = await findPurchaseOrder(db, viewer.userId, request.params.number);
      const customer = po ? await invoiceCustomer(db, viewer.userId) : null;
      if (!po || !customer) {
        return reply
          .code(404)
          .send({ success: false as const, message: 'Purchase order not found' });
      }
      const pdf = await invoicePdf(po, customer);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="invoice-${po.purchaseOrder.number}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
});
