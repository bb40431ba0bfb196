import type { FastifyBaseLogger } from 'fastify';
import {
  channelName,
  createSubscriber,
  parseSessionEnded,
  SESSION_EVENTS_CHANNEL,
  type Redis,
} from '@serena/server-kit';
import type { UpstreamClient } from '../upstream/contract.js';
import { createRedisOrderFeed, type OrderFeed } from './order-feed.js';
import { createPollingFeed, createPollingOrderFeed } from './polling-feed.js';
import { approvalSource, createRedisApprovalFeed, type ApprovalFeed } from './approval-feed.js';
import type { LiveSessions } from './sessions.js';

/**
 * Closes the live sockets of sessions the api says ended (issue 23): one SUBSCRIBE per bff
 * instance on the session-events channel. Returns what stops listening.
 */
function watchSessionEvents(
  redis: Redis,
  sessions: LiveSessions,
  log: FastifyBaseLogger,
): () => void {
  const subscriber = createSubscriber(redis);
  const channel = channelName(redis, SESSION_EVENTS_CHANNEL);
  subscriber.on('message', (from: string, message: string) => {
    const event = from === channel ? parseSessionEnded(message) : null;
    if (event) sessions.end(event);
  });
  subscriber.subscribe(channel).catch((err: unknown) => {
    log.warn({ err }, 'live sockets: session events not subscribed');
  });
  return () => subscriber.disconnect();
}

/** The bff's live feeds: order changes (issue 14) and approval notices (issue 24). */
export interface LiveFeeds {
  orders: OrderFeed;
  approvals: ApprovalFeed;
  /** Releases connections (app shutdown). */
  close(): Promise<void>;
}

/**
 * The bff's live feeds (issue 14, issue 24): Redis pub/sub when `redis` is set (works across bff
 * instances; ended sessions arrive on their own channel), otherwise reading each subscribed
 * user's orders / company approvals from the api every second, once per account (a 401 there
 * ends that session's sockets).
 */
export function createLiveFeed(
  redis: Redis | null,
  upstream: UpstreamClient,
  log: FastifyBaseLogger,
  sessions: LiveSessions,
): LiveFeeds {
  if (redis) {
    const orders = createRedisOrderFeed(redis);
    const approvals = createRedisApprovalFeed(redis);
    const unwatch = watchSessionEvents(redis, sessions, log);
    return {
      orders,
      approvals,
      close: async () => {
        unwatch();
        await Promise.all([orders.close(), approvals.close()]);
      },
    };
  }
  const onSessionEnded = (token: string) => sessions.endToken(token);
  const orders = createPollingOrderFeed(
    async ({ userId, token }) => (await upstream.getUserOrders(userId, token)).orders,
    {
      onError: (err) => log.warn({ err }, 'live order feed: reading orders failed'),
      onSessionEnded,
    },
  );
  const approvals = createPollingFeed(
    approvalSource(async ({ token }) => (await upstream.company.listApprovals(token)).approvals),
    {
      onError: (err) => log.warn({ err }, 'live approval feed: reading approvals failed'),
      onSessionEnded,
    },
  );
  return {
    orders,
    approvals,
    close: async () => {
      await Promise.all([orders.close(), approvals.close()]);
    },
  };
}
