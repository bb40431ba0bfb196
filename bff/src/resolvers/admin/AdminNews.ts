import type { AdminNewsResolvers } from '../../__generated__/resolvers-types.js';

/**
 * A news item as the admin edits it (issue 9 News; issue 26 title, state and publish date); its HTML
 * was sanitised by the api.
 */
export const AdminNews: AdminNewsResolvers = {
  id: (n) => String(n.id),
  status: (n) => (n.status === 'draft' ? 'DRAFT' : 'PUBLISHED'),
};
