import type { MenuProductResolvers } from '../__generated__/resolvers-types.js';

/** Mega-menu product link fields (spec §3 Menu product). */
export const MenuProduct: MenuProductResolvers = {
  id: (item) => String(item.id),
  name: (item) => item.product_name,
};
