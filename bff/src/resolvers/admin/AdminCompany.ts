/**
 * The AdminCompany type (issue 24 admin console): the api's admin company read (snake_case,
 * amounts in integer gross cents) mapped to the GraphQL fields; the addresses and approvals
 * resolve through the storefront's CompanyAddress and OrderApproval types.
 */
import type { AdminCompanyResolvers } from '../../__generated__/resolvers-types.js';

/** AdminCompany fields from the api's DTO. */
export const AdminCompany: AdminCompanyResolvers = {
  addresses: (dto) => dto.addresses,
  approvalRule: (dto) => dto.approval_above_cents,
  pendingApprovals: (dto) => dto.pending_approvals,
};
