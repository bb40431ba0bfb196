import type { FabricResolvers } from '../__generated__/resolvers-types.js';

/** Fabric fields (spec §3 Product.Fabrics). */
export const Fabric: FabricResolvers = {
  id: (fabric) => String(fabric.id),
  name: (fabric) => fabric.fabric_name,
  colors: (fabric) => fabric.fabricColors ?? [],
};
