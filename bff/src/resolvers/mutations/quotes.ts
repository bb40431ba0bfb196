/**
 * The customer's quote mutations (issue 25 "Negotiated quotes"): requestQuote (the cart's lines as
 * for placeOrder, no price: the shop prices them), acceptQuote (the api places the order at the
 * quoted prices — the bff sends no price at all), declineQuote and replyToQuote. Thin: the api
 * decides every rule and answers only the viewer's company's quotes; its refusals become userErrors
 * (402 INSUFFICIENT_CREDIT, 409 CONFLICT, 400 INVALID), 404 a null quote with NOT_FOUND.
 */
import { STORAGE_TYPE_NAMES } from '@serena/domain';
import type {
  MutationResolvers,
  OrderLineInput,
  UserError,
} from '../../__generated__/resolvers-types.js';
import { forgetOrders, requireToken, unauthenticated } from '../../session/viewer.js';
import type { RequestQuoteBody } from '../../upstream/quotes.js';
import { parseId } from '../input.js';
import { toOrder } from '../Order.js';
import { toQuote } from '../Quote.js';
import { upstreamRefusal, upstreamUserErrors } from '../user-errors.js';
import { lineErrors } from './orders.js';

/** The message of a quote id that is not a number or not the viewer's. */
const QUOTE_NOT_FOUND = 'Quote not found.';
const notFound = (): UserError[] => [{ field: 'id', message: QUOTE_NOT_FOUND, code: 'NOT_FOUND' }];

/** The api's refusals of a quote call as userErrors; 401 stays UNAUTHENTICATED, others rethrown. */
function quoteUserErrors(error: unknown): UserError[] {
  const status = upstreamRefusal(error)?.status;
  if (status === 401) throw unauthenticated();
  if (status === 404) return notFound();
  const userErrors = upstreamUserErrors(error, {
    statuses: {
      400: 'INVALID',
      402: { code: 'INSUFFICIENT_CREDIT', message: 'Insufficient credit to place this order.' },
      403: 'FORBIDDEN',
      409: 'CONFLICT',
    },
    field: (field) => field.replace(/^items\./, 'lines.'),
  });
  if (!userErrors) throw error;
  return userErrors;
}

/** The api body of a quote request's lines (as a checkout's, without a price). */
function requestBody(
  lines: readonly OrderLineInput[],
  note: string | null | undefined,
): RequestQuoteBody {
  const id = (value: string | null | undefined) => (value ? parseId(value) : null);
  return {
    ...(note?.trim() ? { note: note.trim() } : {}),
    items: lines.map((line) => {
      const storage = line.storage ?? 'NONE';
      return {
        productId: parseId(line.productId) ?? 0,
        sizeId: id(line.sizeId),
        fabricId: id(line.fabricId),
        fabricColorId: id(line.fabricColorId),
        quantity: line.quantity,
        referenceNumber: line.referenceNumber.trim(),
        storageType: STORAGE_TYPE_NAMES[storage],
        special_quote: {
          text: line.specialQuote?.text?.trim() || null,
          fileId: line.specialQuote?.fileId ?? null,
        },
      };
    }),
  };
}

/** The customer's quote mutations. */
export const quoteMutations: Pick<
  MutationResolvers,
  'requestQuote' | 'acceptQuote' | 'declineQuote' | 'replyToQuote'
> = {
  async requestQuote(_p, { input }, context) {
    const token = requireToken(context);
    const invalid = lineErrors(input.lines);
    if (invalid.length > 0) return { quote: null, userErrors: invalid };
    try {
      const answer = await context.upstream.quotes.request(
        requestBody(input.lines, input.note),
        token,
      );
      return { quote: toQuote(answer.quote, 'customer'), userErrors: [] };
    } catch (error) {
      return { quote: null, userErrors: quoteUserErrors(error) };
    }
  },

  async acceptQuote(_p, { id, input }, context) {
    const token = requireToken(context);
    const quoteId = parseId(id);
    if (quoteId === null) return { quote: null, orders: [], userErrors: notFound() };
    const s = input.shippingAddress;
    const buyerPo = input.buyerPoNumber?.trim();
    try {
      const answer = await context.upstream.quotes.accept(
        quoteId,
        {
          shipping_address: [s.address, s.city, s.country]
            .map((p) => p.trim())
            .filter(Boolean)
            .join(', '),
          shipping: {
            firstName: s.firstName.trim(),
            address: s.address.trim(),
            city: s.city.trim(),
            country: s.country.trim(),
          },
          ...(buyerPo ? { buyer_po_number: buyerPo } : {}),
        },
        token,
      );
      forgetOrders(context);
      return {
        quote: toQuote(answer.quote, 'customer'),
        orders: answer.orders.map(toOrder),
        userErrors: [],
      };
    } catch (error) {
      return { quote: null, orders: [], userErrors: quoteUserErrors(error) };
    }
  },

  async declineQuote(_p, { id, reason }, context) {
    const token = requireToken(context);
    const quoteId = parseId(id);
    if (quoteId === null) return { quote: null, userErrors: notFound() };
    try {
      const answer = await context.upstream.quotes.decline(quoteId, reason?.trim() || null, token);
      return { quote: toQuote(answer.quote, 'customer'), userErrors: [] };
    } catch (error) {
      return { quote: null, userErrors: quoteUserErrors(error) };
    }
  },

  async replyToQuote(_p, { id, body, fileId }, context) {
    const token = requireToken(context);
    const quoteId = parseId(id);
    if (quoteId === null) return { quote: null, userErrors: notFound() };
    if (!body.trim())
      return {
        quote: null,
        userErrors: [{ field: 'body', message: 'Please write a message.', code: 'REQUIRED' }],
      };
    try {
      const answer = await context.upstream.quotes.reply(
        quoteId,
        { body: body.trim(), fileId: fileId ?? null },
        token,
      );
      return { quote: toQuote(answer.quote, 'customer'), userErrors: [] };
    } catch (error) {
      return { quote: null, userErrors: quoteUserErrors(error) };
    }
  },
};
