import type { AdminFabricColorResolvers } from '../../../__generated__/resolvers-types.js';

/** A colour of a fabric (issue 10). */
export const AdminFabricColor: AdminFabricColorResolvers = { id: (c) => String(c.id) };
