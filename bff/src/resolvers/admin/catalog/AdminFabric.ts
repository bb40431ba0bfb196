import type { AdminFabricResolvers } from '../../../__generated__/resolvers-types.js';

/** A fabric with its colours (issue 10). */
export const AdminFabric: AdminFabricResolvers = { id: (f) => String(f.id) };
