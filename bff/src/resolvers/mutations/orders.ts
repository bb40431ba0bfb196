/**
 * Order mutations (spec §2 Checkout / My Orders, §5 checkout and reorder rules, §8 messages;
 * architecture "Credit", "Errors"): placeOrder re-prices every line with the same domain rules as
 * priceQuote (the client sends no price), checks the credit for a fast answer and lets the api
 * enforce it again atomically; cancelOrder, reorder and uploadSpecialQuoteFile call the api.
 * Business failures are userErrors; auth failures are GraphQL errors.
 */
import type { Readable } from 'node:stream';
import { GraphQLError } from 'graphql';
import type {
  MutationResolvers,
  OrderLineInput,
  UserError,
} from '../../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import {
  checkCredit,
  formatCents,
  isPurchasable,
  orderTotal,
  STORAGE_TYPE_NAMES,
} from '@serena/domain';
import { parseEuroAmount } from '../../domain/money.js';
import type { PricedLine } from '@serena/domain';
import { DEFAULT_MAX_UPLOAD_BYTES, type OutgoingFile } from '../../uploads.js';
import { errorCode } from '../../upstream/errors.js';
import type { OrderItemBody, PlaceOrderBody } from '../../upstream/types.js';
import { parseId } from '../input.js';
import { shippingBody } from './checkout-shipping.js';
import {
  forgetOrders,
  requireToken,
  unauthenticated,
  viewerCredit,
  viewerId,
} from '../../session/viewer.js';
import { toOrder } from '../Order.js';
import { quoteLine } from '../PriceQuote.js';
import { upstreamRefusal, upstreamUserErrors } from '../user-errors.js';

/** Spec §5/§8 messages of the order flows, word for word. */
export const ORDER_MESSAGES = {
  emptyCart: 'Cart is Empty.',
  referenceRequired: 'Please enter a reference number.',
  insufficientCredit: 'Insufficient credit to place this order.',
  reorderQuantity: 'Quantity is required and must be greater than 0.',
  cancelFailed: 'An error occurred while canceling the order.',
  reorderFailed: 'Reorder failed.',
  orderFailed: 'Order placement failed.',
  unavailable: 'This product is no longer available.',
  fileType: 'Only PDF or Word files (.pdf, .doc, .docx) are allowed.',
  fileTooLarge: `The file is too large (at most ${DEFAULT_MAX_UPLOAD_BYTES / (1024 * 1024)} MB).`,
} as const;

/** Longest idempotency key accepted (characters). */
const MAX_KEY = 200;

/** The api names line fields `items.{i}.x`; the GraphQL input names them `lines.{i}.x`. */
const toLineField = (field: string) =>
  field.startsWith('save_address')
    ? field.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase()) // saveAddress.eircode
    : field.replace(/^items\./, 'lines.');

/** The FORBIDDEN GraphQL error (another customer's order). */
function forbidden(message = 'You are not allowed to do this.'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } });
}

/**
 * Maps an order call's upstream failure to userErrors (resolvers/user-errors.ts): 402
 * INSUFFICIENT_CREDIT, 409 CONFLICT (prices changed, not cancellable, product gone), 429
 * RATE_LIMITED, 400 INVALID per field (REQUIRED for a missing reference) and INVALID for any other
 * 4xx. 401 UNAUTHENTICATED, 403 FORBIDDEN and 404 NOT_FOUND stay GraphQL errors; so do 5xx and
 * transport failures.
 */
function orderUserErrors(error: unknown, fallback: string): UserError[] {
  const status = upstreamRefusal(error)?.status;
  if (status === 401) throw unauthenticated();
  if (status === 403) throw forbidden();
  if (status === 404) throw error;
  const userErrors = upstreamUserErrors(error, {
    statuses: {
      402: { code: 'INSUFFICIENT_CREDIT', message: ORDER_MESSAGES.insufficientCredit },
      409: 'CONFLICT',
      429: 'RATE_LIMITED',
    },
    otherwise: 'INVALID',
    field: toLineField,
    fieldCode: (message) => (message === ORDER_MESSAGES.referenceRequired ? 'REQUIRED' : 'INVALID'),
    fallback,
  });
  if (!userErrors) throw error;
  return userErrors;
}

/** Checks the lines before pricing: non-empty cart, a reference number on every line (spec §5). */
export function lineErrors(lines: readonly OrderLineInput[]): UserError[] {
  if (lines.length === 0)
    return [{ field: 'lines', message: ORDER_MESSAGES.emptyCart, code: 'EMPTY_CART' }];
  return lines.flatMap((line, i) =>
    line.referenceNumber.trim() === ''
      ? [
          {
            field: `lines.${i}.referenceNumber`,
            message: ORDER_MESSAGES.referenceRequired,
            code: 'REQUIRED',
          },
        ]
      : [],
  );
}

/** A priced line or the userError that stops the checkout. */
type LineOutcome = { ok: true; priced: PricedLine } | { ok: false; error: UserError };

/** Prices one order line exactly like priceQuote (spec §9); refuses products that cannot be bought. */
async function priceOrderLine(
  line: OrderLineInput,
  i: number,
  context: GraphQLContext,
): Promise<LineOutcome> {
  const field = `lines.${i}.productId`;
  const id = parseId(line.productId);
  const response = id === null ? null : await context.loaders.productById.load(id);
  if (!response || !isPurchasable(response.product)) {
    return {
      ok: false,
      error: { field, message: ORDER_MESSAGES.unavailable, code: 'UNAVAILABLE' },
    };
  }
  try {
    const priced = await quoteLine(response, line, context);
    if (!priced) throw unauthenticated();
    return { ok: true, priced };
  } catch (error) {
    if (errorCode(error) !== 'BAD_USER_INPUT') throw error;
    const message = (error as GraphQLError).message;
    return { ok: false, error: { field: `lines.${i}`, message, code: 'INVALID' } };
  }
}

/** The REST line of a priced input line: ids, the computed unit gross and VAT in euros. */
function itemBody(line: OrderLineInput, priced: PricedLine): OrderItemBody {
  const storage = line.storage ?? 'NONE';
  const id = (value: string | null | undefined) => (value ? parseId(value) : null);
  return {
    productId: parseId(line.productId)!,
    sizeId: id(line.sizeId),
    fabricId: id(line.fabricId),
    fabricColorId: id(line.fabricColorId),
    price: formatCents(priced.unitGross),
    vat: formatCents(priced.unitVat),
    quantity: line.quantity,
    isStorageCharges: storage !== 'NONE',
    referenceNumber: line.referenceNumber.trim(),
    storageType: STORAGE_TYPE_NAMES[storage],
    special_quote: {
      text: line.specialQuote?.text?.trim() || null,
      fileId: line.specialQuote?.fileId ?? null,
    },
  };
}

/**
 * placeOrder (spec §5 Checkout): validates, re-prices on the server, checks Σ (price + VAT) × qty ≤
 * available credit + €0.01, then POST /api/order/product with the checkout's idempotency key. A
 * repeated key returns the orders already placed.
 * @throws UNAUTHENTICATED without a session; BAD_USER_INPUT for a blank or overlong key.
 */
const placeOrder: NonNullable<MutationResolvers['placeOrder']> = async (_p, { input }, context) => {
  const token = requireToken(context);
  const key = input.idempotencyKey.trim();
  if (key === '' || key.length > MAX_KEY) {
    throw new GraphQLError(`idempotencyKey must be 1 to ${MAX_KEY} characters.`, {
      extensions: { code: 'BAD_USER_INPUT', field: 'idempotencyKey' },
    });
  }
  const shipping = shippingBody(input);
  const invalid = [...lineErrors(input.lines), ...(shipping.ok ? [] : [shipping.error])];
  if (invalid.length > 0 || !shipping.ok) return { orders: [], userErrors: invalid };
  const userId = await viewerId(context);
  const outcomes = await Promise.all(
    input.lines.map((line, i) => priceOrderLine(line, i, context)),
  );
  const failed = outcomes.flatMap((o) => (o.ok ? [] : [o.error]));
  if (failed.length > 0) return { orders: [], userErrors: failed };
  const priced = outcomes.map((o) => (o as { ok: true; priced: PricedLine }).priced);

  const credit = await viewerCredit(context, userId);
  const available = parseEuroAmount(credit.available_credit) ?? 0;
  if (!checkCredit(orderTotal(priced), available)) {
    // A retried checkout whose orders already went through is answered with those orders.
    const earlier = await context.upstream.getUserOrders(userId, token, key);
    if (earlier.orders.length > 0) return { orders: earlier.orders.map(toOrder), userErrors: [] };
    return {
      orders: [],
      userErrors: [
        { field: null, message: ORDER_MESSAGES.insufficientCredit, code: 'INSUFFICIENT_CREDIT' },
      ],
    };
  }
  const buyerPo = input.buyerPoNumber?.trim();
  const body: PlaceOrderBody = {
    userId,
    idempotency_key: key,
    ...(buyerPo ? { buyer_po_number: buyerPo } : {}),
    ...shipping.body,
    items: input.lines.map((line, i) => itemBody(line, priced[i]!)),
  };
  try {
    const answer = await context.upstream.placeOrder(body, token);
    forgetOrders(context);
    return {
      orders: answer.orders.map(toOrder),
      approval: answer.approval ?? null,
      userErrors: [],
    };
  } catch (error) {
    return { orders: [], userErrors: orderUserErrors(error, ORDER_MESSAGES.orderFailed) };
  }
};

/**
 * cancelOrder (spec §4: only while awaiting dispatch): the credit is returned by the api.
 * @throws UNAUTHENTICATED, FORBIDDEN (another customer's order), NOT_FOUND.
 */
const cancelOrder: NonNullable<MutationResolvers['cancelOrder']> = async (
  _p,
  { orderId },
  context,
) => {
  const token = requireToken(context);
  const id = parseId(orderId);
  if (id === null)
    throw new GraphQLError('Order not found.', { extensions: { code: 'NOT_FOUND' } });
  try {
    const answer = await context.upstream.cancelOrder(id, token);
    forgetOrders(context);
    return { order: toOrder(answer.order), userErrors: [] };
  } catch (error) {
    return { order: null, userErrors: orderUserErrors(error, ORDER_MESSAGES.cancelFailed) };
  }
};

/**
 * reorder (spec §5: quantity above 0, reference optional): the same configuration at today's price,
 * credit-checked by the api. @throws UNAUTHENTICATED, FORBIDDEN, NOT_FOUND.
 */
const reorder: NonNullable<MutationResolvers['reorder']> = async (
  _p,
  { orderId, quantity, referenceNumber, idempotencyKey },
  context,
) => {
  const token = requireToken(context);
  if (!Number.isInteger(quantity) || quantity < 1) {
    return {
      order: null,
      userErrors: [{ field: 'quantity', message: ORDER_MESSAGES.reorderQuantity, code: 'INVALID' }],
    };
  }
  const id = parseId(orderId);
  if (id === null)
    throw new GraphQLError('Order not found.', { extensions: { code: 'NOT_FOUND' } });
  const userId = await viewerId(context);
  const reference = referenceNumber?.trim();
  try {
    const answer = await context.upstream.reorder(
      id,
      {
        userId,
        quantity,
        ...(reference ? { referenceNumber: reference } : {}),
        ...(idempotencyKey ? { idempotency_key: idempotencyKey } : {}),
      },
      token,
    );
    forgetOrders(context);
    // Issue 24: a reorder over the buyer's limits waits for approval (no order yet).
    if ('approval' in answer) return { order: null, approval: answer.approval, userErrors: [] };
    return { order: toOrder(answer.order), userErrors: [] };
  } catch (error) {
    return { order: null, userErrors: orderUserErrors(error, ORDER_MESSAGES.reorderFailed) };
  }
};

/**
 * uploadSpecialQuoteFile (spec §5: .pdf, .doc, .docx): streams the upload to the api, which checks
 * the name and the content. @throws UNAUTHENTICATED for a visitor.
 */
const uploadSpecialQuoteFile: NonNullable<MutationResolvers['uploadSpecialQuoteFile']> = async (
  _p,
  { file },
  context,
) => {
  const token = requireToken(context);
  const upload = await file;
  const outgoing: OutgoingFile = {
    filename: upload.filename,
    mimetype: upload.mimetype,
    stream: upload.createReadStream(),
  };
  try {
    const answer = await context.upstream.uploadSpecialQuoteFile(outgoing, token);
    return { file: answer.file, userErrors: [] };
  } catch (error) {
    if ((outgoing.stream as Readable & { truncated?: boolean }).truncated) {
      outgoing.stream.resume();
      return {
        file: null,
        userErrors: [
          { field: 'file', message: ORDER_MESSAGES.fileTooLarge, code: 'FILE_TOO_LARGE' },
        ],
      };
    }
    if (upstreamRefusal(error)?.status === 401) throw unauthenticated();
    const userErrors = upstreamUserErrors(error, {
      statuses: {
        413: { code: 'FILE_TOO_LARGE', field: 'file' },
        400: {
          code: 'INVALID_FILE',
          field: 'file',
          fallback: ORDER_MESSAGES.fileType,
          perField: false,
        },
      },
    });
    if (userErrors) return { file: null, userErrors };
    throw error;
  }
};

/** The order mutations, spread into the Mutation resolver map (Mutation.ts). */
export const orderMutations = {
  placeOrder,
  cancelOrder,
  reorder,
  uploadSpecialQuoteFile,
} satisfies MutationResolvers;
