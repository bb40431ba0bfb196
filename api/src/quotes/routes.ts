/**
 * The customer's quote calls (issue 25 "Negotiated quotes"), signed in, each on the viewer's
 * company only (another company's quote answers 404):
 * - POST /api/quotes: turn the cart into a quote request (lines as a checkout's, no price needed;
 *   files uploaded first with POST /api/order/special-quote-files and named by id);
 * - GET /api/quotes, GET /api/quotes/{id}, GET /api/quotes/{id}/pdf (the quote PDF once priced);
 * - POST /api/quotes/{id}/accept: the quote becomes a checkout at the quoted prices (quotes/accept.ts);
 * - POST /api/quotes/{id}/decline, POST /api/quotes/{id}/messages (reply, with an optional file).
 * Rules live in quotes/service.ts and accept.ts; request and accept refuse the company roles that
 * may not order (issue 24).
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { handlerValidatedBody } from '../openapi/documented-body.js';
import { requireAccount, requireUser, requireViewer } from '../plugins/guards.js';
import { refuseOrderingRoles } from '../companies/guard.js';
import { intText } from '../schemas/common.js';
import { checkoutItemBody } from '../schemas/request-bodies.js';
import type { MailOutbox } from '../mail/outbox.js';
import { queueOrderMails } from '../orders/order-outbox.js';
import { OrderError } from '../orders/service.js';
import { optionalText, parseItems, parseShipping } from '../orders/orders-body.js';
import { failures, replyError } from '../orders/orders-replies.js';
import { orderDto, orderDtos } from '../orders/orders-dto.js';
import { quoteDto } from './dto.js';
import { QUOTE_MESSAGES, QuoteError } from './messages.js';
import {
  declineQuote,
  listOwnQuotes,
  MAX_QUOTE_TEXT,
  ownQuote,
  quoteById,
  replyToQuote,
  requestQuote,
  type QuoteActor,
} from './service.js';
import { acceptQuote } from './accept.js';
import { quotePdf } from './pdf.js';
import { tellShopOfQuote, type QuoteMailDeps } from './mails.js';

/** Options of {@link quoteRoutes}. */
export interface QuoteRoutesOptions {
  db: Db;
  /** The mail outbox (issue 27): quote mails, and the order's mails queued with the order. */
  mail: MailOutbox;
  /** The storefront's address (PUBLIC_URL), for links in e-mails. */
  publicUrl?: string;
  /** Where the shop hears of requests, replies and orders (SHOP_EMAIL); none when absent. */
  shopEmail?: string;
}

/** Runs `work`; an OrderError or QuoteError becomes the api's error body (others rethrown). */
export async function answerQuoteErrors<T>(
  reply: FastifyReply,
  work: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OrderError) return replyError(reply, error);
    if (error instanceof QuoteError) {
      const field = error.statusCode === 400 && error.field;
      return reply.code(error.statusCode).send({
        success: false as const,
        message: error.message,
        ...(field ? { errors: [{ field, message: error.message }] } : {}),
      });
    }
    throw error;
  }
}

const quoteRequestBody = z.object({
  note: z.string().max(MAX_QUOTE_TEXT).optional().describe('a note on the whole request'),
  items: z
    .array(checkoutItemBody.partial({ price: true, vat: true }))
    .min(1)
    .max(100)
    .describe('the cart lines, as a checkout’s (price and vat are ignored: the shop prices)'),
});
const acceptBody = z.object({
  shipping_address: z.string().max(500).optional().describe('address, city and country joined'),
  shipping: z
    .object({ firstName: z.string(), address: z.string(), city: z.string(), country: z.string() })
    .optional(),
  buyer_po_number: z.string().max(35).optional(),
});
const replyBody = z.object({
  body: z.string().min(1).max(MAX_QUOTE_TEXT),
  fileId: z.string().max(100).nullish().describe('an uploaded special-instructions file'),
});
const declineBody = z.object({ reason: z.string().max(MAX_QUOTE_TEXT).nullish() });
const quoteAnswer = z.object({ success: z.literal(true), message: z.string(), quote: quoteDto });
const params = z.object({ id: intText('id') });
const tags = ['quotes'];

/** The viewer as a quote actor (company account, user, e-mail). @throws UnauthorizedError */
async function actorOf(db: Db, request: Parameters<typeof requireViewer>[0]): Promise<QuoteActor> {
  const viewer = requireViewer(request);
  const user = await requireUser(db, request);
  return { accountId: viewer.accountId, userId: viewer.userId, label: user.email };
}

/** Registers the customer's quote calls. */
export const quoteRoutes: FastifyPluginAsyncZod<QuoteRoutesOptions> = (app, options) => {
  const { db, mail: mailer } = options;
  const publicUrl = options.publicUrl ?? 'http://localhost:4000';
  const mail = (log: QuoteMailDeps['log']): QuoteMailDeps => ({
    db,
    mailer,
    publicUrl,
    shopEmail: options.shopEmail,
    log,
  });

  app.post(
    '/api/quotes',
    {
      preHandler: refuseOrderingRoles,
      schema: {
        tags,
        summary: 'Turn the cart into a quote request (issue 25); lines checked as at checkout',
        body: handlerValidatedBody(quoteRequestBody),
        response: { 201: quoteAnswer, ...failures },
      },
    },
    async (request, reply) =>
      answerQuoteErrors(reply, async () => {
        const actor = await actorOf(db, request);
        const body = request.body ?? {};
        const note = optionalText(body.note, 'note', MAX_QUOTE_TEXT)?.trim() || null;
        const lines = parseItems(body.items, false);
        const id = await requestQuote(db, actor, { lines, note }, app.books);
        const quote = await quoteById(db, id, app.books);
        await tellShopOfQuote(mail(request.log), quote, 'request');
        return reply
          .code(201)
          .send({ success: true as const, message: QUOTE_MESSAGES.requested, quote });
      }),
  );

  app.get(
    '/api/quotes',
    {
      schema: {
        tags,
        summary: "The company's quotes, newest first",
        response: {
          200: z.object({ success: z.literal(true), quotes: z.array(quoteDto) }),
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      void reply.header('cache-control', 'private, no-store');
      return {
        success: true as const,
        quotes: await listOwnQuotes(db, viewer.accountId, app.books),
      };
    },
  );

  app.get(
    '/api/quotes/:id',
    {
      schema: {
        tags,
        summary: "One of the company's quotes with its lines and thread (404 for any other)",
        params,
        response: {
          200: z.object({ success: z.literal(true), quote: quoteDto }),
          ...failures,
        },
      },
    },
    async (request, reply) =>
      answerQuoteErrors(reply, async () => {
        const viewer = requireViewer(request);
        await ownQuote(db, viewer.accountId, request.params.id);
        void reply.header('cache-control', 'private, no-store');
        return { success: true as const, quote: await quoteById(db, request.params.id, app.books) };
      }),
  );

  app.get(
    '/api/quotes/:id/pdf',
    {
      schema: {
        tags,
        summary: 'The quote as PDF (once priced; 409 before)',
        params,
      },
    },
    async (request, reply) =>
      answerQuoteErrors(reply, async () => {
        const viewer = requireViewer(request);
        await ownQuote(db, viewer.accountId, request.params.id);
        const quote = await quoteById(db, request.params.id, app.books);
        if (quote.grossCents === null) throw new QuoteError(409, QUOTE_MESSAGES.notPriced);
        const pdf = await quotePdf(quote, await requireAccount(db, request));
        return reply
          .header('content-type', 'application/pdf')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `inline; filename="${quote.number}.pdf"`)
          .send(pdf);
      }),
  );

  app.post(
    '/api/quotes/:id/accept',
    {
      preHandler: refuseOrderingRoles,
      schema: {
        tags,
        summary: 'Accept a priced quote: one checkout at the quoted prices, credit checked now',
        description:
          'Prices come from the quote, never from the request. Accepting again answers the orders ' +
          'already placed (200, replayed). 409 when not priced, expired or declined; 402 credit.',
        params,
        body: handlerValidatedBody(acceptBody),
        response: {
          200: quoteAnswer.extend({ replayed: z.boolean(), orders: z.array(orderDto) }),
          201: quoteAnswer.extend({ replayed: z.boolean(), orders: z.array(orderDto) }),
          ...failures,
        },
      },
    },
    async (request, reply) =>
      answerQuoteErrors(reply, async () => {
        const actor = await actorOf(db, request);
        const body = request.body ?? {};
        const result = await acceptQuote(
          db,
          actor,
          request.params.id,
          {
            shipping: parseShipping(body.shipping_address, body.shipping),
            buyerPoNumber: optionalText(body.buyer_po_number, 'buyer_po_number', 200),
          },
          app.books,
          // The order's confirmation and the shop's notice commit with it (issue 27).
          (tx, placed) =>
            queueOrderMails(
              { mail: mailer, publicUrl, seller: app.books.seller, shopEmail: options.shopEmail },
              tx,
              actor.accountId,
              placed,
            ),
        );
        return reply.code(result.replayed ? 200 : 201).send({
          success: true as const,
          message: QUOTE_MESSAGES.accepted,
          replayed: result.replayed,
          quote: await quoteById(db, request.params.id, app.books),
          orders: await orderDtos(db, result.orders),
        });
      }),
  );

  app.post(
    '/api/quotes/:id/decline',
    {
      schema: {
        tags,
        summary: 'Decline a quote (with an optional reason added to the thread)',
        params,
        body: declineBody.optional(),
        response: { 200: quoteAnswer, ...failures },
      },
    },
    async (request, reply) =>
      answerQuoteErrors(reply, async () => {
        const actor = await actorOf(db, request);
        await declineQuote(db, actor, request.params.id, request.body?.reason ?? null);
        const quote = await quoteById(db, request.params.id, app.books);
        return { success: true as const, message: QUOTE_MESSAGES.declined, quote };
      }),
  );

  app.post(
    '/api/quotes/:id/messages',
    {
      schema: {
        tags,
        summary: "Reply in the quote's thread, with an optional uploaded file",
        params,
        body: replyBody,
        response: { 200: quoteAnswer, ...failures },
      },
    },
    async (request, reply) =>
      answerQuoteErrors(reply, async () => {
        const actor = await actorOf(db, request);
        const { body, fileId } = request.body;
        await replyToQuote(db, actor, request.params.id, { body, fileId: fileId?.trim() || null });
        const quote = await quoteById(db, request.params.id, app.books);
        await tellShopOfQuote(mail(request.log), quote, 'reply');
        return { success: true as const, message: QUOTE_MESSAGES.replied, quote };
      }),
  );
  return Promise.resolve();
};
