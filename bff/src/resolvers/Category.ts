import { isBedsCategoryName } from '@serena/domain';
import type { CategoryResolvers } from '../__generated__/resolvers-types.js';
import type { CategoryModel } from '../models.js';
import { pageParams } from './input.js';

/** URL slug of a category: its name lowercased (spec §2 Home category tiles). */
export function categorySlug(category: Pick<CategoryModel, 'category_name'>): string {
  return category.category_name.toLowerCase();
}

/** Category fields (spec §3 Category; tiles in §2). */
export const Category: CategoryResolvers = {
  id: (category) => String(category.id),
  name: (category) => category.category_name,
  slug: (category) => categorySlug(category),
  async productCount(category, _args, { loaders }) {
    if (category.product_count !== undefined) return category.product_count;
    const all = await loaders.categories();
    return all.find((c) => c.id === category.id)?.product_count ?? 0;
  },
  imageUrl: (category) => `/category-images/${categorySlug(category)}.jpg`,
  isBeds: (category) => isBedsCategoryName(category.category_name),
  async products(category, { page, limit }, { loaders }) {
    const params = pageParams(page, limit);
    const response = await loaders.categoryProducts.load({ categoryId: category.id, ...params });
    return { products: response.products, pagination: response.pagination };
  },
};
