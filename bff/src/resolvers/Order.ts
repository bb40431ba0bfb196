/**
 * The Order type (spec §3 Order (list), §2 My Orders) and the per-request reads the order fields
 * share: the viewer's id, their orders and their credit — each fetched at most once per GraphQL
 * request (architecture practice 2: per-request memo, never shared between users).
 */
import { GraphQLError } from 'graphql';
import type {
  OrderResolvers,
  ResolversTypes,
  StorageType,
} from '../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../context.js';
import type { Cents } from '@serena/domain';
import { parseEuroAmount } from '../domain/money.js';
import { errorCode } from '../upstream/errors.js';
import type { CreditResponse, OrderDto, OrderStorageTypeName } from '../upstream/types.js';

/** An Order as resolvers receive it: the GraphQL shape with Money fields as integer cents. */
export type OrderModel = ResolversTypes['Order'];

const STORAGE: Record<OrderStorageTypeName, StorageType> = {
  'Non Ottoman': 'NONE',
  Ottoman: 'OTTOMAN',
  'Cloud Storage': 'CLOUD_STORAGE',
};

/** The api's storage name for a StorageType (spec §3: 'Non Ottoman' means no storage). */
export const STORAGE_NAMES: Record<StorageType, OrderStorageTypeName> = {
  NONE: 'Non Ottoman',
  OTTOMAN: 'Ottoman',
  CLOUD_STORAGE: 'Cloud Storage',
};

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
    storageType: STORAGE[dto.storageType] ?? 'NONE',
    quantity: dto.quantity,
    unitPrice: cents(dto.unit_price),
    unitVat: cents(dto.vat),
    vatRate: dto.vat_rate,
    totalPrice: cents(dto.total_price),
    specialQuote: dto.special_quote ?? 'None',
    specialQuoteFileName: dto.special_quote_file?.fileName ?? null,
    categories: dto.categories ?? [],
    shippingAddress: dto.shipping_address ?? '',
  };
}

/** Order fields are plain values of {@link OrderModel}; the default resolvers read them. */
export const Order: OrderResolvers = {};

interface Memo {
  userId?: Promise<number>;
  orders?: Promise<OrderDto[]>;
  credit?: Promise<CreditResponse>;
}
const memos = new WeakMap<GraphQLContext, Memo>();
const memoOf = (context: GraphQLContext): Memo => {
  let memo = memos.get(context);
  if (!memo) memos.set(context, (memo = {}));
  return memo;
};

/** The error of a request that needs a signed-in customer. */
export function unauthenticated(): GraphQLError {
  return new GraphQLError('Please sign in.', { extensions: { code: 'UNAUTHENTICATED' } });
}

/**
 * The viewer's token, or UNAUTHENTICATED. @throws GraphQLError UNAUTHENTICATED for a visitor.
 */
export function requireToken(context: GraphQLContext): string {
  if (!context.viewerToken) throw unauthenticated();
  return context.viewerToken;
}

/**
 * The viewer's user id from /api/auth/user/me, once per request.
 * @throws UNAUTHENTICATED without a token or when the api no longer accepts it.
 */
export function viewerId(context: GraphQLContext): Promise<number> {
  const token = requireToken(context);
  const memo = memoOf(context);
  memo.userId ??= context.upstream.getMe(token).then(
    ({ user }) => user.id,
    (error: unknown) => {
      if (errorCode(error) === 'UNAUTHENTICATED') throw unauthenticated();
      throw error;
    },
  );
  return memo.userId;
}

/** The viewer's orders (newest first), one upstream call per request. */
export function viewerOrders(context: GraphQLContext, userId: number): Promise<OrderDto[]> {
  const memo = memoOf(context);
  memo.orders ??= context.upstream
    .getUserOrders(userId, requireToken(context))
    .then((r) => r.orders);
  return memo.orders;
}

/** The viewer's credit position, one upstream call per request; `fresh` forgets the memo first. */
export function viewerCredit(
  context: GraphQLContext,
  userId: number,
  fresh = false,
): Promise<CreditResponse> {
  const memo = memoOf(context);
  if (fresh) memo.credit = undefined;
  memo.credit ??= context.upstream.getCredit(userId, requireToken(context));
  return memo.credit;
}

/** Forgets the orders and credit read in this request (after a mutation changed them). */
export function forgetOrders(context: GraphQLContext): void {
  const memo = memoOf(context);
  memo.orders = undefined;
  memo.credit = undefined;
}
