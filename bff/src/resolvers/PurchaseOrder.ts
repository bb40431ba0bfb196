/**
 * The PurchaseOrder type (issue 14): one checkout holding its orders. Read from the api's
 * GET /api/order/purchase-orders once per request; the orders come from the viewer's order list
 * (also read once per request), in the purchase order's line order. Issue 22: the buyer's PO
 * number, the VAT rates stored with its lines, its invoice standing and its credit notes.
 */
import type { PurchaseOrderResolvers } from '../__generated__/resolvers-types.js';
import { parseEuroAmount } from '../domain/money.js';
import { viewerId, viewerOrders } from '../session/viewer.js';
import { toOrder } from './Order.js';

/** The same-origin link of a purchase order's PDF invoice (the bff proxies it with the session). */
export function invoiceUrl(number: string): string {
  return `/documents/purchase-orders/${encodeURIComponent(number)}/invoice`;
}

/** PurchaseOrder fields (amounts as integer cents on the Money mapper). */
export const PurchaseOrder: PurchaseOrderResolvers = {
  id: (po) => String(po.id),
  number: (po) => po.number,
  date: (po) => po.created_at,
  net: (po) => parseEuroAmount(po.net) ?? 0,
  vat: (po) => parseEuroAmount(po.vat) ?? 0,
  vatRates: (po) => po.vat_rates,
  gross: (po) => parseEuroAmount(po.gross) ?? 0,
  shippingAddress: (po) => po.shipping_address,
  buyerPoNumber: (po) => po.buyer_po_number ?? null,
  invoiceUrl: (po) => invoiceUrl(po.number),
  invoice: (po) => (po.invoice ? { ...po.invoice, purchaseOrderNumber: po.number } : null),
  creditNotes: (po) => po.credit_notes,
  orders: async (po, _args, context) => {
    const all = await viewerOrders(context, await viewerId(context));
    const byId = new Map(all.map((o) => [o.id, o]));
    return po.order_ids.flatMap((id) => {
      const found = byId.get(id);
      return found ? [toOrder(found)] : [];
    });
  },
};
