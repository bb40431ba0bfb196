/**
 * The wire shapes of the company-user routes (issue 24): the company user DTO (limits as integer
 * gross euro cents) and the request bodies, validated by Fastify with clear 400 messages.
 */
import { z } from 'zod';
import { COMPANY_ROLES, USER_STATUSES } from '../db/schema/accounts.js';
import type { CompanyUser } from './users.js';

/** The largest spending limit accepted: €21,474,836.47 (the integer column's range), in cents. */
export const MAX_LIMIT_CENTS = 2_147_483_647;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

const companyRole = z
  .enum(COMPANY_ROLES, { message: `role must be one of ${COMPANY_ROLES.join(', ')}` })
  .describe('COMPANY_ADMIN, BUYER, APPROVER or ACCOUNTS');

const limitCents = z
  .number({ message: 'must be a whole number of cents or null' })
  .int({ message: 'must be a whole number of cents or null' })
  .min(0, { message: 'must not be negative' })
  .max(MAX_LIMIT_CENTS, { message: 'is too large' })
  .nullable();

/** One company user as the company admin sees them. */
export const companyUserDto = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  role: companyRole,
  status: z
    .enum(USER_STATUSES)
    .describe(
      "'approved' = active; 'invited' until the invitation is accepted; the account holder of an application not approved yet is 'pending', of a rejected one 'rejected', of a company the shop blocked 'blocked'",
    ),
  order_limit_cents: z.number().int().nullable().describe('gross limit per order; null = none'),
  month_limit_cents: z
    .number()
    .int()
    .nullable()
    .describe('gross limit per calendar month; null = none'),
  account_holder: z
    .boolean()
    .describe("true for the applicant whose account is the company's (role and access fixed)"),
  created_at: z.string().describe('ISO 8601'),
});

/** The wire form of a {@link CompanyUser}. */
export function toCompanyUserDto(user: CompanyUser): z.infer<typeof companyUserDto> {
  return {
    id: user.id,
    full_name: user.fullName,
    email: user.email,
    role: user.role,
    status: user.status,
    order_limit_cents: user.orderLimitCents,
    month_limit_cents: user.monthLimitCents,
    account_holder: user.accountHolder,
    created_at: user.createdAt.toISOString(),
  };
}

/** POST /api/company/users: whom to invite. */
export const inviteBody = z.object({
  email: z
    .string({ message: 'Email is required' })
    .trim()
    .max(254, { message: 'Invalid email format' })
    .regex(EMAIL_PATTERN, { message: 'Invalid email format' }),
  full_name: z
    .string({ message: 'Full name is required' })
    .trim()
    .min(1, { message: 'Full name is required' })
    .max(100, { message: 'Full name must be at most 100 characters' }),
  role: companyRole,
});

/** PATCH /api/company/users/{userId}: the role and/or limits to change (null clears a limit). */
export const updateCompanyUserBody = z
  .object({
    role: companyRole.optional(),
    order_limit_cents: limitCents.optional(),
    month_limit_cents: limitCents.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'Nothing to change: send role, order_limit_cents or month_limit_cents',
  });

/** POST /api/auth/user/accept-invitation. */
export const acceptInvitationBody = z.object({
  token: z.string().describe('the token of the invitation link'),
  password: z.string().describe('spec §5 password rule'),
  confirm_password: z.string().optional(),
});

/** The `userId` path parameter of the company-user routes. */
export const companyUserParams = z.object({
  userId: z.coerce
    .number({ message: 'userId must be a number' })
    .int({ message: 'userId must be a whole number' })
    .min(1, { message: 'userId must be at least 1' })
    .max(2_147_483_647, { message: 'userId is too large' }),
});
