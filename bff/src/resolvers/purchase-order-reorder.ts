/**
 * Query.purchaseOrderReorder (issue 24 "Reorder a whole purchase order"): every line of one of the
 * viewer's purchase orders as a QuickOrderLine, repriced at today's prices with the same
 * `quoteLine` as the cart, so the web can put each line still for sale into the cart; a line no
 * longer sold (product gone or unavailable, its size, fabric or colour no longer offered) carries
 * the reason in `error` naming the product, never dropped silently. The api decides whose purchase
 * orders the viewer sees; checkout re-prices and credit-checks again.
 */
import { isBed, isPurchasable, storageOptionOf } from '@serena/domain';
import type { QueryResolvers } from '../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../context.js';
import type { QuickOrderLineModel } from '../domain/quick-order.js';
import { errorCode } from '../upstream/errors.js';
import type { OrderDto } from '../upstream/types.js';
import { viewerId, viewerOrders } from '../session/viewer.js';
import { quoteLine } from './PriceQuote.js';

/** The reason a purchase order line is not put back in the cart. */
export const REORDER_ERRORS = {
  notSold: (name: string) => `${name} is no longer sold.`,
  changed: (name: string, reason: string) =>
    `${name} can no longer be ordered as before: ${reason}`,
} as const;

const id = (value: number | null) => (value === null ? null : String(value));

/** One purchase order line, priced today or with the reason it is no longer sold. */
async function reorderLine(
  order: OrderDto,
  index: number,
  context: GraphQLContext,
): Promise<QuickOrderLineModel> {
  const storage = storageOptionOf(order.storageType) ?? 'NONE';
  const model: QuickOrderLineModel = {
    line: index + 1,
    sku: '',
    error: null,
    productId: id(order.productId),
    productName: order.product_name,
    productImage: order.product_image,
    categories: order.categories,
    isBed: false,
    sizeId: id(order.sizeId),
    sizeLabel: order.size,
    fabricId: id(order.fabricId),
    fabricName: order.fabric_name,
    fabricColorId: id(order.fabricColorId),
    fabricColorName: order.fabric_color_name,
    storage,
    quantity: order.quantity,
    referenceNumber: order.referenceNumber,
    price: null,
  };
  const fail = (error: string) => ({ ...model, error });
  const product =
    order.productId === null ? null : await context.loaders.productById.load(order.productId);
  if (!product || !isPurchasable(product.product))
    return fail(REORDER_ERRORS.notSold(order.product_name));
  const p = product.product;
  Object.assign(model, {
    sku: p.sku,
    productName: p.product_name,
    productImage: p.product_image,
    categories: p.Categories.map((c) => c.category_name),
    isBed: isBed(p),
  });
  try {
    const input = {
      productId: String(p.id),
      sizeId: model.sizeId,
      fabricId: model.fabricId,
      fabricColorId: model.fabricColorId,
      storage,
      quantity: order.quantity,
    };
    const price = await quoteLine(product, input, context);
    return price ? { ...model, price } : fail('Prices are shown to signed-in customers only.');
  } catch (error) {
    if (errorCode(error) === 'BAD_USER_INPUT' && error instanceof Error) {
      return fail(REORDER_ERRORS.changed(p.product_name, error.message));
    }
    throw error;
  }
}

/**
 * Resolves Query.purchaseOrderReorder: null for a visitor or a purchase order the viewer's company
 * does not have; otherwise one line per order of the purchase order, in cart order.
 */
export const purchaseOrderReorder: NonNullable<QueryResolvers['purchaseOrderReorder']> = async (
  _parent,
  { number },
  context,
) => {
  if (!context.viewerToken) return null;
  const wanted = number.trim().toUpperCase();
  if (wanted === '' || wanted.length > 40) return null;
  let po;
  try {
    po = (await context.upstream.getPurchaseOrder(wanted, context.viewerToken)).purchase_order;
  } catch (error) {
    if (errorCode(error) === 'NOT_FOUND') return null; // another company's or none
    throw error;
  }
  const byId = new Map(
    (await viewerOrders(context, await viewerId(context))).map((o) => [o.id, o]),
  );
  const lines = po.order_ids.flatMap((id) => byId.get(id) ?? []);
  return Promise.all(lines.map((order, i) => reorderLine(order, i, context)));
};
