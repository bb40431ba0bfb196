/**
 * The signed-in viewer's per-request reads (architecture practice 2: per-request memo, never
 * shared between users): their token or UNAUTHENTICATED, their user id, their orders and their
 * credit — each fetched from the api at most once per GraphQL request.
 */
import { GraphQLError } from 'graphql';
import { perRequest, type GraphQLContext } from '../context.js';
import { errorCode } from '../upstream/errors.js';
import type { CreditResponse, MeResponse, OrderDto, PurchaseOrderDto } from '../upstream/types.js';

interface Memo {
  /** GET /api/auth/user/me of one token (a sign-in in the request changes the token). */
  me?: { token: string; answer: Promise<MeResponse> };
  userId?: Promise<number>;
  orders?: Promise<OrderDto[]>;
  credit?: Promise<CreditResponse>;
  purchaseOrders?: Promise<PurchaseOrderDto[]>;
}
const memoOf = perRequest((): Memo => ({}));

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
 * The viewer's own account from GET /api/auth/user/me, asked once per request and token: the page
 * frame's `viewer`, the page's own and the price resolvers' `viewerId` share one call (a
 * server-rendered page runs all its queries in one context). Account mutations read it afresh.
 * @throws UNAUTHENTICATED without a token; the upstream error (UNAUTHENTICATED for a token the api
 * no longer accepts) otherwise.
 */
export function viewerMe(context: GraphQLContext): Promise<MeResponse> {
  const token = requireToken(context);
  const memo = memoOf(context);
  if (memo.me?.token !== token) memo.me = { token, answer: context.upstream.getMe(token) };
  return memo.me.answer;
}

/**
 * The viewer's user id from /api/auth/user/me, once per request.
 * @throws UNAUTHENTICATED without a token or when the api no longer accepts it.
 */
export function viewerId(context: GraphQLContext): Promise<number> {
  const memo = memoOf(context);
  memo.userId ??= viewerMe(context).then(
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

/** The viewer's purchase orders (newest first), one upstream call per request; `fresh` re-reads. */
export function viewerPurchaseOrders(
  context: GraphQLContext,
  fresh = false,
): Promise<PurchaseOrderDto[]> {
  const memo = memoOf(context);
  if (fresh) memo.purchaseOrders = undefined;
  memo.purchaseOrders ??= context.upstream
    .getPurchaseOrders(requireToken(context))
    .then((r) => r.purchase_orders);
  return memo.purchaseOrders;
}
