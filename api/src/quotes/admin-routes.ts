/**
 * The shop's quote inbox (issue 25), inside the admin scope (401/403 otherwise; the lead maps it to
 * the SALES staff role):
 * - GET /api/admin/quotes?state= (the inbox, newest first), GET /api/admin/quotes/{id};
 * - PUT /api/admin/quotes/{id}/price: prices per line (euros, net) and/or a discount on the whole
 *   (basis points), a validity date and a message; the customer is e-mailed the quote PDF;
 * - POST /api/admin/quotes/{id}/messages: the shop's message in the thread;
 * - GET /api/admin/quotes/{id}/pdf, GET /api/admin/quotes/{id}/files/{fileId} (a file of the quote).
 * Every write is audited (admin-service.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsRouteOptions } from '../accounts/auth-routes.js';
import { findUserById } from '../accounts/service.js';
import { actorOf } from '../admin/routes/guard.js';
import { adminFailures, answerAdmin, idParams } from '../admin/routes/shared.js';
import { sendAttachment } from '../admin/routes/orders.js';
import { AdminError } from '../admin/errors.js';
import type { FileStorage } from '../files/file-storage.js';
import { SPECIAL_QUOTE_AREA } from '../orders/special-quote-files.js';
import { isoDate, percentBp } from '../pricing/schemas.js';
import { QUOTE_STATES, quoteDto, quoteFileType, type QuoteDto } from './dto.js';
import { listQuotes, priceQuote, shopReply } from './admin-service.js';
import { QUOTE_MESSAGES, QuoteError } from './messages.js';
import { quoteById } from './service.js';
import { quotePdf } from './pdf.js';
import { sendQuotePriced } from './mails.js';

const tags = ['admin'];
const answer = z.object({ success: z.literal(true), quote: quoteDto });

/** The quote for the shop, or AdminError 404. */
async function shopQuote(app: FastifyInstance, opts: AccountsRouteOptions, id: number) {
  try {
    return await quoteById(opts.db, id, app.books);
  } catch (error) {
    if (error instanceof QuoteError) throw new AdminError(404, 'NOT_FOUND', error.message);
    throw error;
  }
}

/** Registers the quote inbox routes (call inside the admin scope). */
export function adminQuoteRoutes(
  app: FastifyInstance,
  opts: AccountsRouteOptions & { storage: FileStorage },
): void {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/quotes',
    {
      schema: {
        tags,
        summary: 'The quote inbox, newest first (at most 200), optionally in one state',
        querystring: z.object({ state: z.enum(QUOTE_STATES).optional() }),
        response: {
          200: z.object({ success: z.literal(true), quotes: z.array(quoteDto) }),
          ...adminFailures,
        },
      },
    },
    async (request) => ({
      success: true as const,
      quotes: await listQuotes(db, app.books, { state: request.query.state }),
    }),
  );
  r.get(
    '/api/admin/quotes/:id',
    {
      schema: {
        tags,
        summary: 'One quote with its lines and thread',
        params: idParams,
        response: { 200: answer, ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => ({
        success: true as const,
        quote: await shopQuote(app, opts, request.params.id),
      })),
  );
  r.put(
    '/api/admin/quotes/:id/price',
    {
      schema: {
        tags,
        summary: 'Price a quote: net prices per line (euros) and/or a discount, a date, a message',
        description:
          'Lines left out take their price when asked less discountBp; without discountBp every ' +
          'line needs a price. The customer is e-mailed the quote PDF.',
        params: idParams,
        body: z.object({
          lines: z
            .array(
              z.object({
                id: z.number().int().min(1),
                unitPrice: z.union([z.string().max(20), z.number()]).describe('net euros, 499.00'),
              }),
            )
            .max(100),
          discountBp: percentBp.nullish().describe('a discount on the whole, basis points'),
          validUntil: isoDate.describe('last day the quote can be accepted (Irish calendar)'),
          message: z.string().max(4000),
        }),
        response: { 200: answer, ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => {
        const id = request.params.id;
        const { requesterId } = await priceQuote(db, actorOf(request), id, request.body);
        const quote = await shopQuote(app, opts, id);
        await sendQuotePriced(
          { db, mailer: opts.deps.mailer, publicUrl: opts.config.publicUrl, log: request.log },
          quote,
          requesterId,
        );
        return { success: true as const, quote };
      }),
  );
  r.post(
    '/api/admin/quotes/:id/messages',
    {
      schema: {
        tags,
        summary: "The shop's message in a quote's thread",
        params: idParams,
        body: z.object({
          body: z.string().min(1).max(4000),
          fileId: z
            .string()
            .max(100)
            .nullish()
            .describe('a file this admin uploaded with POST /api/order/special-quote-files'),
        }),
        response: { 200: answer, ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => {
        const { body, fileId } = request.body;
        await shopReply(db, actorOf(request), request.params.id, body, fileId ?? null);
        return { success: true as const, quote: await shopQuote(app, opts, request.params.id) };
      }),
  );
  adminQuoteDocumentRoutes(app, opts);
}

/** The quote's PDF and its files for the shop. */
function adminQuoteDocumentRoutes(
  app: FastifyInstance,
  opts: AccountsRouteOptions & { storage: FileStorage },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/quotes/:id/pdf',
    {
      schema: {
        tags,
        summary: 'The quote as PDF (409 before it is priced)',
        params: idParams,
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => {
        const quote = await shopQuote(app, opts, request.params.id);
        if (quote.grossCents === null)
          throw new AdminError(409, 'INVALID_STATE', QUOTE_MESSAGES.notPriced);
        const account = await findUserById(opts.db, quote.accountId);
        if (!account) throw new AdminError(404, 'NOT_FOUND', QUOTE_MESSAGES.notFound);
        return reply
          .header('content-type', 'application/pdf')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `inline; filename="${quote.number}.pdf"`)
          .send(await quotePdf(quote, account));
      }),
  );
  r.get(
    '/api/admin/quotes/:id/files/:fileId',
    {
      schema: {
        tags,
        summary: "A file of the quote's lines or thread (404 for any other file)",
        params: idParams.extend({ fileId: z.uuid() }),
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => {
        const quote: QuoteDto = await shopQuote(app, opts, request.params.id);
        const files = [...quote.lines, ...quote.messages].map((x) => x.file);
        const file = files.find((f) => f?.id === request.params.fileId);
        if (!file) throw new AdminError(404, 'NOT_FOUND', 'File not found');
        return sendAttachment(reply, opts.storage, SPECIAL_QUOTE_AREA, {
          ...file,
          contentType: quoteFileType(file.fileName),
        });
      }),
  );
}
