import type { NewsResolvers } from '../__generated__/resolvers-types.js';

/** News fields (spec §3 News: content is HTML). */
export const News: NewsResolvers = {
  id: (news) => String(news.id),
  title: (news) => news.title,
  contentHtml: (news) => news.content,
  publishedAt: (news) => news.publishedAt,
  createdAt: (news) => news.createdAt,
};
