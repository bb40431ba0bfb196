import type { AdminStaffMemberResolvers } from '../../__generated__/resolvers-types.js';

/** A staff member (issue 26): the api's lower-case status as the GraphQL enum. */
export const AdminStaffMember: AdminStaffMemberResolvers = {
  id: (m) => String(m.id),
  status: (m) => (m.status === 'invited' ? 'INVITED' : 'ACTIVE'),
};
