/**
 * Negotiated quotes as the bff sees them (issue 25): the customer's calls under /api/quotes (each
 * with the viewer's token; the api answers only the viewer's company's quotes) and the shop's inbox
 * calls under /api/admin/quotes (the admin's token). Answers carry integer cents; an admin price is
 * sent in euros as decimal text. Failures throw the GraphQL errors of errors.ts (400/402/404/409
 * keep the api's message and field, made userErrors by the resolvers).
 */
import type { ApiBody, ApiJson } from './api-json.js';
import type { AdminCall } from './admin-types.js';
import type { OrderDto } from './types.js';

/** A quote as the api sends it (cents). */
export type QuoteDto = ApiJson<'getQuotesById', 200>['quote'];
/** One line of a quote. */
export type QuoteLineDto = QuoteDto['lines'][number];
/** One message of a quote's thread. */
export type QuoteMessageDto = QuoteDto['messages'][number];

/** Who reads the quote: its company (customer links) or the shop (admin links). */
export type QuoteAudience = 'customer' | 'shop';
/** The GraphQL Quote's model: the DTO and who reads it (which download links it gets). */
export type QuoteModel = QuoteDto & { audience: QuoteAudience };
/** The GraphQL QuoteLine's model. */
export type QuoteLineModel = QuoteLineDto & { quoteId: number; audience: QuoteAudience };
/** The GraphQL QuoteMessage's model. */
export type QuoteMessageModel = QuoteMessageDto & { quoteId: number; audience: QuoteAudience };

/** POST /api/quotes body: { note?, items } (lines as a checkout's, no price). */
export type RequestQuoteBody = ApiBody<'postQuotes'>;
/** POST /api/quotes/{id}/accept body: shipping and the buyer's PO number. */
export type AcceptQuoteBody = ApiBody<'postQuotesByIdAccept'>;
/** PUT /api/admin/quotes/{id}/price body: prices (euros), discountBp, validUntil, message. */
export type PriceQuoteBody = ApiBody<'putAdminQuotesByIdPrice'>;
/** The quote states the inbox filters on (the api's lower-case names). */
export type QuoteStateName = QuoteDto['state'];

/** How the customer's quote calls reach the api: method, path, token and body. */
export type QuoteCall = <T>(
  method: 'GET' | 'POST',
  path: string,
  token: string,
  body?: unknown,
) => Promise<T>;

/** Every customer quote call of the bff. */
export interface QuotesUpstream {
  /** GET /api/quotes */
  list(token: string): Promise<{ quotes: QuoteDto[] }>;
  /** GET /api/quotes/{id} (404 when not the company's) */
  get(id: number, token: string): Promise<{ quote: QuoteDto }>;
  /** POST /api/quotes (201) */
  request(body: RequestQuoteBody, token: string): Promise<{ quote: QuoteDto }>;
  /** POST /api/quotes/{id}/accept (201, or 200 replayed) */
  accept(
    id: number,
    body: AcceptQuoteBody,
    token: string,
  ): Promise<{ quote: QuoteDto; orders: OrderDto[] }>;
  /** POST /api/quotes/{id}/decline */
  decline(id: number, reason: string | null, token: string): Promise<{ quote: QuoteDto }>;
  /** POST /api/quotes/{id}/messages */
  reply(
    id: number,
    body: { body: string; fileId: string | null },
    token: string,
  ): Promise<{ quote: QuoteDto }>;
}

/** The {@link QuotesUpstream} over `call`. */
export function createQuotesUpstream(call: QuoteCall): QuotesUpstream {
  const one = (id: number) => `/api/quotes/${encodeURIComponent(id)}`;
  return {
    list: (token) => call('GET', '/api/quotes', token),
    get: (id, token) => call('GET', one(id), token),
    request: (body, token) => call('POST', '/api/quotes', token, body),
    accept: (id, body, token) => call('POST', `${one(id)}/accept`, token, body),
    decline: (id, reason, token) => call('POST', `${one(id)}/decline`, token, { reason }),
    reply: (id, body, token) => call('POST', `${one(id)}/messages`, token, body),
  };
}

/** The shop's quote inbox calls. */
export interface AdminQuotesUpstream {
  /** GET /api/admin/quotes?state= */
  list(state: QuoteStateName | null, token: string): Promise<{ quotes: QuoteDto[] }>;
  /** GET /api/admin/quotes/{id} */
  get(id: number, token: string): Promise<{ quote: QuoteDto }>;
  /** PUT /api/admin/quotes/{id}/price */
  price(id: number, body: PriceQuoteBody, token: string): Promise<{ quote: QuoteDto }>;
  /** POST /api/admin/quotes/{id}/messages, with an optional file the admin uploaded */
  reply(
    id: number,
    body: { body: string; fileId: string | null },
    token: string,
  ): Promise<{ quote: QuoteDto }>;
}

/** The {@link AdminQuotesUpstream} over the admin transport. */
export function createAdminQuotesUpstream(call: AdminCall): AdminQuotesUpstream {
  const one = (id: number) => `/api/admin/quotes/${encodeURIComponent(id)}`;
  return {
    list: (state, token) =>
      call('GET', `/api/admin/quotes${state ? `?state=${encodeURIComponent(state)}` : ''}`, token),
    get: (id, token) => call('GET', one(id), token),
    price: (id, body, token) => call('PUT', `${one(id)}/price`, token, body),
    reply: (id, body, token) => call('POST', `${one(id)}/messages`, token, body),
  };
}
