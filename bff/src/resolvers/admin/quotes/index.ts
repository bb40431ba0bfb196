/**
 * The shop's quote inbox in the admin namespace (issue 25): the inbox and one quote (reads), and
 * pricing a quote and writing in its thread (writes, audited by the api). A price per line is sent
 * in euros as typed ('850.00'); a discount as a printed percentage ('10') becomes basis points. The
 * api's refusals (400, 404, 409) become userErrors on the GraphQL input's field names.
 */
import { parseVatRatePercent } from '@serena/domain';
import type {
  AdminMutationResolvers,
  AdminQueryResolvers,
} from '../../../__generated__/resolvers-types.js';
import type { QuoteModel, QuoteStateName } from '../../../upstream/quotes.js';
import { upstreamRefusal } from '../../user-errors.js';
import { toQuote } from '../../Quote.js';
import { attempt, invalid, numericId, type AdminUserError } from '../payload.js';

type Payload = { quote: QuoteModel | null; userErrors: AdminUserError[] };
const failed = (userErrors: AdminUserError[]): Payload => ({ quote: null, userErrors });
const notFound = (id: string): AdminUserError[] => [
  { field: 'id', message: `No quote with id ${id}`, code: 'NOT_FOUND' },
];

/** Basis points of a printed percentage, null when blank, undefined when not a percentage. */
function discountBp(text: string | null | undefined): number | null | undefined {
  if (text === null || text === undefined || text.trim() === '') return null;
  try {
    return parseVatRatePercent(text.trim());
  } catch {
    return undefined;
  }
}

/** The AdminQuery fields of the quote inbox. */
export const quoteQueries: Pick<AdminQueryResolvers, 'quotes' | 'quote'> = {
  quotes: async (scope, { state }, { upstream }) => {
    const name = state ? (state.toLowerCase() as QuoteStateName) : null;
    const { quotes } = await upstream.admin.quotes.list(name, scope.token);
    return quotes.map((q) => toQuote(q, 'shop'));
  },
  quote: async (scope, { id }, { upstream }) => {
    const quoteId = numericId(id);
    if (quoteId === null) return null;
    try {
      return toQuote((await upstream.admin.quotes.get(quoteId, scope.token)).quote, 'shop');
    } catch (error) {
      if (upstreamRefusal(error)?.status === 404) return null;
      throw error;
    }
  },
};

/** The AdminMutation fields of the quote inbox. */
export const quoteMutations: Pick<AdminMutationResolvers, 'priceQuote' | 'replyToQuote'> = {
  priceQuote: (scope, { id, input }, { upstream }) => {
    const quoteId = numericId(id);
    if (quoteId === null) return failed(notFound(id));
    const bp = discountBp(input.discountPercent);
    if (bp === undefined)
      return failed(
        invalid('discountPercent', 'discountPercent must be a percentage from 0 to 100'),
      );
    const lines: { id: number; unitPrice: string }[] = [];
    for (const [i, line] of input.lines.entries()) {
      const lineId = numericId(line.lineId);
      if (lineId === null) return failed(invalid(`lines.${i}.lineId`, 'No such quote line'));
      lines.push({ id: lineId, unitPrice: line.unitPrice.trim() });
    }
    const body = {
      lines,
      discountBp: bp,
      validUntil: input.validUntil.trim(),
      message: input.message?.trim() ?? '',
    };
    return attempt<Payload>(
      async () => ({
        quote: toQuote(
          (await upstream.admin.quotes.price(quoteId, body, scope.token)).quote,
          'shop',
        ),
        userErrors: [],
      }),
      failed,
      { discountBp: 'discountPercent', lines: 'lines' },
    );
  },
  replyToQuote: (scope, { id, body, fileId }, { upstream }) => {
    const quoteId = numericId(id);
    if (quoteId === null) return failed(notFound(id));
    if (!body.trim()) return failed(invalid('body', 'Please write a message.'));
    return attempt<Payload>(
      async () => ({
        quote: toQuote(
          (
            await upstream.admin.quotes.reply(
              quoteId,
              { body: body.trim(), fileId: fileId?.trim() || null },
              scope.token,
            )
          ).quote,
          'shop',
        ),
        userErrors: [],
      }),
      failed,
    );
  },
};
