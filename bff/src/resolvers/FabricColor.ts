import type { FabricColorResolvers } from '../__generated__/resolvers-types.js';

/** Fabric colour fields (spec §3 fabricColors). */
export const FabricColor: FabricColorResolvers = {
  id: (color) => String(color.id),
  name: (color) => color.color_name,
  imageUrl: (color) => color.image_url ?? '',
};
