import type { AdminSizeResolvers } from '../../../__generated__/resolvers-types.js';

/** A standard size (issue 10). */
export const AdminSize: AdminSizeResolvers = { id: (s) => String(s.id) };
