/**
 * Order approval mutations (issue 24 "Spending limits and approval"). Thin: the api decides who
 * may approve (APPROVER or COMPANY_ADMIN, never the placer) and enforces every money rule; its
 * 400/403/404/409 refusals become userErrors (INVALID, FORBIDDEN, NOT_FOUND, CONFLICT), a visitor
 * is UNAUTHENTICATED, and a role the api refuses outright on setApprovalRule is FORBIDDEN.
 */
import type { MutationResolvers } from '../../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import { parseEuroAmount } from '../../domain/money.js';
import { forgetOrders, requireToken } from '../../session/viewer.js';
import type { ApprovalDecision } from '../../upstream/company.js';
import { toOrder } from '../Order.js';
import { parseId } from '../input.js';
import { upstreamUserErrors } from '../user-errors.js';

/** The message of an approval amount that is not a euro amount. */
export const INVALID_APPROVAL_AMOUNT =
  'Enter the amount in euros, e.g. 2000.00, or leave it empty for no rule.';

/** The message of an approval id that is not a number. */
const UNKNOWN_APPROVAL = 'Approval request not found';

/** Euros to cents: null for an empty string (no rule), undefined when not an amount of 0 or more. */
function approvalCents(euros: string): number | null | undefined {
  if (euros.trim() === '') return null;
  try {
    const cents = parseEuroAmount(euros.trim());
    return cents === null || cents < 0 ? undefined : cents;
  } catch {
    return undefined;
  }
}

/** Approves or rejects approval request `approvalId` with an optional note. */
async function decide(
  context: GraphQLContext,
  approvalId: string,
  decision: ApprovalDecision,
  note: string | null | undefined,
) {
  const token = requireToken(context);
  const id = parseId(approvalId);
  if (id === null) {
    return {
      approval: null,
      orders: [],
      message: null,
      userErrors: [{ field: 'approvalId', message: UNKNOWN_APPROVAL, code: 'NOT_FOUND' }],
    };
  }
  try {
    const answer = await context.upstream.company.decide(id, decision, note?.trim() || null, token);
    forgetOrders(context);
    return {
      approval: answer.approval,
      orders: answer.orders.map(toOrder),
      message: answer.message,
      userErrors: [],
    };
  } catch (error) {
    const userErrors = upstreamUserErrors(error, {
      statuses: {
        400: 'INVALID',
        402: 'INSUFFICIENT_CREDIT',
        403: 'FORBIDDEN',
        404: 'NOT_FOUND',
        409: 'CONFLICT',
      },
    });
    if (!userErrors) throw error;
    return { approval: null, orders: [], message: null, userErrors };
  }
}

/** The approval mutations, spread into the Mutation resolver map (Mutation.ts). */
export const approvalMutations = {
  approveOrder: (_p, { approvalId, note }, context) => decide(context, approvalId, 'approve', note),
  rejectOrder: (_p, { approvalId, note }, context) => decide(context, approvalId, 'reject', note),

  async setApprovalRule(_p, { approvalAbove }, context) {
    const token = requireToken(context);
    const cents = approvalCents(approvalAbove);
    if (cents === undefined) {
      return {
        approvalAbove: null,
        userErrors: [{ field: 'approvalAbove', message: INVALID_APPROVAL_AMOUNT, code: 'INVALID' }],
      };
    }
    try {
      const answer = await context.upstream.company.setApprovalRule(cents, token);
      return { approvalAbove: answer.approval_above_cents, userErrors: [] };
    } catch (error) {
      const userErrors = upstreamUserErrors(error, { statuses: { 400: 'INVALID' } });
      if (!userErrors) throw error;
      return { approvalAbove: null, userErrors };
    }
  },
} satisfies MutationResolvers;
