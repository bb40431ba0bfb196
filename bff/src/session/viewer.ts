/**
 * The signed-in viewer's per-request reads (architecture practice 2: per-request memo, never
 * shared between users): their token or UNAUTHENTICATED, their user id, their orders and their
 * credit — each fetched from the api at most once per GraphQL request.
 */
import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../context.js';
import { errorCode } from '../upstream/errors.js';
import type { CreditResponse, OrderDto, PurchaseOrderDto } from '../upstream/types.js';

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

const purchaseOrderMemos = new WeakMap<GraphQLContext, Promise<PurchaseOrderDto[]>>();

/** The viewer's purchase orders (newest first), one upstream call per request; `fresh` re-reads. */
export function viewerPurchaseOrders(
  context: GraphQLContext,
  fresh = false,
): Promise<PurchaseOrderDto[]> {
  let memo = fresh ? undefined : purchaseOrderMemos.get(context);
  if (!memo) {
    memo = context.upstream.getPurchaseOrders(requireToken(context)).then((r) => r.purchase_orders);
    purchaseOrderMemos.set(context, memo);
  }
  return memo;
}
