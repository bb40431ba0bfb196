/** The QuoteMessage type (issue 25): one message of a quote's thread. */
import type { QuoteAuthor, QuoteMessageResolvers } from '../__generated__/resolvers-types.js';
import { quoteFileUrl } from './Quote.js';

/** QuoteMessage fields. */
export const QuoteMessage: QuoteMessageResolvers = {
  id: (m) => String(m.id),
  author: (m) => m.author.toUpperCase() as QuoteAuthor,
  fileName: (m) => m.file?.fileName ?? null,
  fileUrl: (m) => quoteFileUrl(m.audience, m.quoteId, m.file),
};
