/**
 * Where the bff hears of orders awaiting approval and of decisions (issue 24, live notification).
 *
 * - With Redis (`REDIS_URL`): the api publishes each event with its recipients on the channel
 *   `approval-events` (api/src/companies/approval-events.ts: the company's approvers and admins
 *   but the placer; the placer of a decided order); each subscription gets the events naming it.
 * - Without Redis the bff reads GET /api/company/approvals as the viewer every second (one
 *   reading per account, polling-feed.ts) and reports a new request the viewer may decide
 *   (`can_decide`, the api's word) and the decision on one the viewer placed.
 */
import { RedisPubSub } from 'graphql-redis-subscriptions';
import { withFilter } from 'graphql-subscriptions';
import {
  APPROVAL_EVENTS_CHANNEL,
  channelName,
  createSubscriber,
  parseApprovalEvent,
  type ApprovalEvent,
  type ApprovalNoticeEvent,
  type Redis,
} from '@serena/server-kit';
import type { ApprovalDto } from '../upstream/company.js';
import type { FeedViewer, LiveFeed } from './order-feed.js';
import type { PollingSource } from './polling-feed.js';

/** A source of approval notices for one user at a time. */
export type ApprovalFeed = LiveFeed<ApprovalNoticeEvent>;

/** What the polling approval feed remembers of a request: its status. */
export type SeenApprovals = Map<number, string>;

/**
 * The Redis approval feed: one SUBSCRIBE per bff process, each message parsed with
 * @serena/server-kit's schema, each subscription given the events that name its user.
 */
export function createRedisApprovalFeed(redis: Redis): ApprovalFeed {
  const subscriber = createSubscriber(redis);
  const pubsub = new RedisPubSub({
    publisher: redis,
    subscriber,
    deserializer: (source) => parseApprovalEvent(source.toString()),
  });
  const channel = channelName(redis, APPROVAL_EVENTS_CHANNEL);
  return {
    updates(viewer: FeedViewer) {
      const filtered = withFilter(
        () => pubsub.asyncIterator<ApprovalEvent>(channel),
        (event?: ApprovalEvent) => event?.recipientUserIds.includes(viewer.userId) ?? false,
      );
      return filtered() as AsyncIterableIterator<ApprovalNoticeEvent>;
    },
    close() {
      subscriber.disconnect();
      return Promise.resolve();
    },
  };
}

/**
 * The notices between two readings of a user's approval list (pure): a request not seen before,
 * pending, that the user may decide; a request the user placed that went from pending to
 * approved or rejected.
 */
export function diffApprovals(
  userId: number,
  before: SeenApprovals,
  now: readonly ApprovalDto[],
  at: Date = new Date(),
): ApprovalNoticeEvent[] {
  const notices: ApprovalNoticeEvent[] = [];
  for (const a of now) {
    const seen = before.get(a.id);
    const base = {
      approvalId: a.id,
      placedBy: a.placed_by,
      totalCents: a.total_cents,
      at: at.toISOString(),
    };
    if (seen === undefined && a.status === 'pending' && a.can_decide) {
      notices.push({ kind: 'awaiting', ...base });
    } else if (
      seen === 'pending' &&
      (a.status === 'approved' || a.status === 'rejected') &&
      a.placed_by_user_id === userId
    ) {
      notices.push({ kind: a.status, ...base });
    }
  }
  return notices;
}

/** The polling source of approval notices over `load` (GET /api/company/approvals as the viewer). */
export function approvalSource(
  load: (viewer: FeedViewer) => Promise<ApprovalDto[]>,
): PollingSource<ApprovalDto[], SeenApprovals, ApprovalNoticeEvent> {
  return {
    load,
    snapshot: (approvals) => new Map(approvals.map((a) => [a.id, a.status])),
    changes: (userId, before, now) => diffApprovals(userId, before, now),
  };
}
