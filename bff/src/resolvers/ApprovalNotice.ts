/**
 * ApprovalNotice (issue 24, live notification): one approval event as its recipient sees it, from
 * the approval feed (live/approval-feed.ts); the total resolves from gross cents (Money.ts).
 */
import type { ApprovalNoticeResolvers } from '../__generated__/resolvers-types.js';

/** The GraphQL kind of a feed kind. */
const KIND = { awaiting: 'AWAITING', approved: 'APPROVED', rejected: 'REJECTED' } as const;

/** ApprovalNotice fields from the feed's notice. */
export const ApprovalNotice: ApprovalNoticeResolvers = {
  kind: (notice) => KIND[notice.kind],
  approvalId: (notice) => String(notice.approvalId),
  placedBy: (notice) => notice.placedBy,
  total: (notice) => notice.totalCents,
  at: (notice) => notice.at,
};
