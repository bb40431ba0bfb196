import type { AdminCategoryResolvers } from '../../../__generated__/resolvers-types.js';
import { requireAdmin } from '../guard.js';
import { catalogOptions } from './shared.js';

/** A category as the admin edits it (issue 10); prices in cents. */
export const AdminCategory: AdminCategoryResolvers = {
  id: (c) => String(c.id),
  ottomanPrices: async (c, _args, context) => {
    if (c.storagePrices.ottoman.length === 0) return [];
    const { token } = await requireAdmin(context);
    const { sizes } = await catalogOptions(context, token);
    return c.storagePrices.ottoman.flatMap((o) => {
      const size = sizes.find((s) => s.id === o.sizeId);
      return size ? [{ size, priceCents: o.priceCents }] : [];
    });
  },
  cloudStorageBase: (c) => c.storagePrices.cloudBaseCents,
};
