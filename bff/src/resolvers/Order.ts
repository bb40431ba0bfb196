/**
 * The Order type (spec §3 Order (list), §2 My Orders): the api's order DTO mapped to the GraphQL
 * shape. The viewer's per-request reads (id, orders, credit) live in session/viewer.ts.
 */
import type { OrderResolvers, ResolversTypes } from '../__generated__/resolvers-types.js';
import { viewerPurchaseOrders } from '../session/viewer.js';
import { storageOptionOf, type Cents } from '@serena/domain';
import { parseEuroAmount } from '../domain/money.js';
import type { OrderDto } from '../upstream/types.js';

/** An Order as resolvers receive it: the GraphQL shape with Money fields as integer cents. */
export type OrderModel = ResolversTypes['Order'];

/** Euros (decimal string) to cents; 0 when absent. @throws RangeError for a malformed amount. */
function cents(amount: string | null | undefined): Cents {
  return parseEuroAmount(amount ?? null) ?? 0;
}

/** Maps the api's Order DTO to the GraphQL Order (amounts in cents). */
export function toOrder(dto: OrderDto): OrderModel {
  return {
    id: String(dto.id),
    trackingId: dto.trackingId,
    referenceNumber: dto.referenceNumber,
    orderDate: dto.orderDate,
    cancelled: dto.cancelled ?? dto.status === 'cancelled',
    cancellable: dto.cancellable ?? dto.isCancelled,
    deliveryStatus: dto.deliveryStatus,
    productId: String(dto.productId ?? ''),
    productName: dto.product_name,
    productImage: dto.product_image ?? '',
    sizeLabel: dto.size ?? null,
    fabricName: dto.fabric_name ?? null,
    fabricColorName: dto.fabric_color_name ?? null,
    storageType: storageOptionOf(dto.storageType) ?? 'NONE',
    quantity: dto.quantity,
    unitPrice: cents(dto.unit_price),
    unitVat: cents(dto.vat),
    vatRate: dto.vat_rate,
    totalPrice: cents(dto.total_price),
    specialQuote: dto.special_quote ?? 'None',
    specialQuoteFileName: dto.special_quote_file?.fileName ?? null,
    categories: dto.categories ?? [],
    shippingAddress: dto.shipping_address ?? '',
    placedBy: dto.placed_by?.full_name ?? null,
  };
}

/**
 * Order fields are plain values of {@link OrderModel}; the default resolvers read them. Issue 24:
 * `purchaseOrderNumber` from the viewer's purchase orders (read once per request).
 */
export const Order: OrderResolvers = {
  purchaseOrderNumber: async (order, _args, context) => {
    if (!context.viewerToken) return null;
    const id = Number(order.id);
    const pos = await viewerPurchaseOrders(context);
    return pos.find((po) => po.order_ids.includes(id))?.number ?? null;
  },
};
