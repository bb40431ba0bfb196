/**
 * The books' public reads (issue 22): the VAT rate charged on new orders, so the bff quotes, and
 * the admin catalog previews, at the rate the api will charge (a change of VAT_RATE_PERCENT on the
 * api alone must not turn every checkout into "Prices have changed").
 */
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatVatRate } from '@serena/domain';
import { simpleGet } from '../plugins/route-shared.js';

/** GET /api/books/vat-rate answer: the current rate in basis points and as printed. */
export const vatRateResponse = z.object({
  success: z.literal(true),
  vat_rate_bp: z.number().int().describe('basis points: 2300 = 23 %, 1350 = 13.5 %'),
  vat_rate: z.string().describe("as printed on documents, without '%': '23', '13.5'"),
});

/** Registers GET /api/books/vat-rate (public: the rate is printed on every price panel). */
export const booksRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  simpleGet(
    app,
    '/api/books/vat-rate',
    { tags: ['books'], summary: 'The VAT rate charged on new orders' },
    vatRateResponse,
    () =>
      Promise.resolve({
        success: true as const,
        vat_rate_bp: app.books.vatRateBp,
        vat_rate: formatVatRate(app.books.vatRateBp),
      }),
  );
  done();
};
