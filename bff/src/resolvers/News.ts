import type { NewsResolvers } from '../__generated__/resolvers-types.js';

/** News fields (spec §3 News: content is HTML). */
export const News: NewsResolvers = {
  id: (news) => String(news.id),
  contentHtml: (news) => news.content,
  createdAt: (news) => news.createdAt,
};
