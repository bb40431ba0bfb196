import type { AdminAccountNoteResolvers } from '../../__generated__/resolvers-types.js';

/** A staff-only note on a trade account (issue 26): dated, by author. */
export const AdminAccountNote: AdminAccountNoteResolvers = {
  id: (n) => String(n.id),
};
