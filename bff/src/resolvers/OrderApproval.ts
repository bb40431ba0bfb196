/**
 * The OrderApproval type (issue 24): the api's approval DTO (snake_case, amounts in integer gross
 * cents) mapped to the GraphQL fields; Money fields resolve from cents (Money.ts).
 */
import type { OrderApprovalResolvers } from '../__generated__/resolvers-types.js';

/** The GraphQL status of an api status. */
const STATUS = {
  pending: 'PENDING',
  approved: 'APPROVED',
  rejected: 'REJECTED',
  expired: 'EXPIRED',
} as const;

/** OrderApproval fields from the api's DTO. */
export const OrderApproval: OrderApprovalResolvers = {
  id: (dto) => String(dto.id),
  status: (dto) => STATUS[dto.status],
  total: (dto) => dto.total_cents,
  reasons: (dto) => dto.reasons,
  placedBy: (dto) => dto.placed_by,
  decidedBy: (dto) => dto.decided_by,
  note: (dto) => dto.note,
  buyerPoNumber: (dto) => dto.buyer_po_number,
  createdAt: (dto) => dto.created_at,
  expiresAt: (dto) => dto.expires_at,
  decidedAt: (dto) => dto.decided_at,
  canDecide: (dto) => dto.can_decide,
  lines: (dto) => dto.lines,
};
