import type { ApprovalReason, ApprovalStatus } from '@/__generated__/graphql';

/** How each approval status reads, with its badge colour (issue 24). */
export const APPROVAL_STATUS: Record<ApprovalStatus, { label: string; palette: string }> = {
  PENDING: { label: 'Awaiting approval', palette: 'orange' },
  APPROVED: { label: 'Approved', palette: 'green' },
  REJECTED: { label: 'Rejected', palette: 'red' },
  EXPIRED: { label: 'Expired', palette: 'gray' },
};

/** Why an order needs approval, as the card says it. */
export const APPROVAL_REASONS: Record<ApprovalReason, string> = {
  ORDER_LIMIT: 'over the limit per order',
  MONTH_LIMIT: 'over the monthly limit',
  COMPANY_RULE: "above the company's approval amount",
};

/** Shown when a decision failed for an unknown reason. */
export const DECISION_FAILED = 'The decision could not be saved. Please try again.';
