/**
 * Live approval notices (issue 24 "approvers get an e-mail and a live notification"): after a
 * checkout is held for approval, or a held one is decided, the api publishes who must hear of it
 * on Redis (server-kit APPROVAL_EVENTS_CHANNEL) when configured; every bff instance pushes it to
 * those users' open storefront pages. The recipients are decided here, at the api: the company's
 * active APPROVER and COMPANY_ADMIN users but the placer (awaiting), the placer (decided).
 * Without Redis the bff notices by itself (it reads GET /api/company/approvals as the viewer).
 * A failure to publish is logged and never undoes the change.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  APPROVAL_EVENTS_CHANNEL,
  channelName,
  type ApprovalEvent,
  type Redis,
} from '@serena/server-kit';
import type { Db } from '../db/client.js';
import type { OrderApprovalRow } from '../db/schema/approvals.js';
import { activeApprovers } from './approval-mails.js';

/** Publishes approval notices after their change committed; never throws. */
export interface ApprovalNotices {
  /** `approval` (placed by `placedBy`, a full name) now awaits the company's approvers. */
  awaiting(approval: OrderApprovalRow, placedBy: string): Promise<void>;
  /** `approval` was approved or rejected: its placer hears of it. */
  decided(approval: OrderApprovalRow, placedBy: string | null): Promise<void>;
}

/** The {@link ApprovalNotices} of one api process (no-ops without `redis`). */
export function createApprovalNotices(
  db: Db,
  redis: Redis | null,
  log: FastifyBaseLogger,
): ApprovalNotices {
  const publish = async (event: ApprovalEvent) => {
    if (!redis || event.recipientUserIds.length === 0) return;
    try {
      await redis.publish(channelName(redis, APPROVAL_EVENTS_CHANNEL), JSON.stringify(event));
    } catch (err) {
      log.warn({ err, approvalId: event.approvalId }, 'approval event not published');
    }
  };
  const base = (row: OrderApprovalRow, placedBy: string | null) => ({
    approvalId: row.id,
    placedBy,
    totalCents: row.totalCents,
    at: new Date().toISOString(),
  });
  return {
    async awaiting(row, placedBy) {
      if (!redis || row.placedByUserId === null) return;
      try {
        const approvers = await activeApprovers(db, row.accountId, row.placedByUserId);
        const recipientUserIds = approvers.map((u) => u.id);
        await publish({ kind: 'awaiting', recipientUserIds, ...base(row, placedBy) });
      } catch (err) {
        log.warn({ err, approvalId: row.id }, 'approval event not published');
      }
    },
    async decided(row, placedBy) {
      if (row.placedByUserId === null) return;
      if (row.status !== 'approved' && row.status !== 'rejected') return;
      const recipientUserIds = [row.placedByUserId];
      await publish({ kind: row.status, recipientUserIds, ...base(row, placedBy) });
    },
  };
}
