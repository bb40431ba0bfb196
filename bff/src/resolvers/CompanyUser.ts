/**
 * The CompanyUser type (issue 24): the api's company-user DTO (snake_case, limits in integer
 * gross cents) mapped to the GraphQL fields; Money fields resolve from cents (Money.ts).
 */
import type { CompanyUserResolvers } from '../__generated__/resolvers-types.js';

/**
 * The GraphQL status of an api status: 'approved' is ACTIVE; an account holder's account the shop
 * has not approved is PENDING, rejected REJECTED, blocked SUSPENDED (the shop suspended it).
 */
const STATUS = {
  pending: 'PENDING',
  approved: 'ACTIVE',
  rejected: 'REJECTED',
  blocked: 'SUSPENDED',
  invited: 'INVITED',
  suspended: 'SUSPENDED',
  removed: 'SUSPENDED',
} as const;

/** CompanyUser fields from the api's DTO. */
export const CompanyUser: CompanyUserResolvers = {
  id: (dto) => String(dto.id),
  fullName: (dto) => dto.full_name,
  email: (dto) => dto.email,
  role: (dto) => dto.role,
  status: (dto) => STATUS[dto.status],
  orderLimit: (dto) => dto.order_limit_cents,
  monthLimit: (dto) => dto.month_limit_cents,
  accountHolder: (dto) => dto.account_holder,
  createdAt: (dto) => dto.created_at,
};
