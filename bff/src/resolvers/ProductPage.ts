import type { ProductPageResolvers } from '../__generated__/resolvers-types.js';

/** A page of products and its pagination (spec §3 Pagination; PageInfo reads PaginationDto). */
export const ProductPage: ProductPageResolvers = {
  items: (page) => page.products,
  pageInfo: (page) => page.pagination,
};
