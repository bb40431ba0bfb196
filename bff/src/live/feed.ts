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
import { createPollingOrderFeed } from './polling-feed.js';
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

/**
 * The bff's order feed (issue 14): Redis pub/sub when `redis` is set (works across bff instances;
 * ended sessions arrive on their own channel), otherwise reading each subscribed customer's orders
 * from the api every second, once per account (a 401 there ends that session's sockets).
 */
export function createLiveFeed(
  redis: Redis | null,
  upstream: UpstreamClient,
  log: FastifyBaseLogger,
  sessions: LiveSessions,
): OrderFeed {
  if (redis) {
    const feed = createRedisOrderFeed(redis);
    const unwatch = watchSessionEvents(redis, sessions, log);
    return {
      updates: (viewer) => feed.updates(viewer),
      close: async () => {
        unwatch();
        await feed.close();
      },
    };
  }
  return createPollingOrderFeed(
    async ({ userId, token }) => (await upstream.getUserOrders(userId, token)).orders,
    {
      onError: (err) => log.warn({ err }, 'live order feed: reading orders failed'),
      onSessionEnded: (token) => sessions.endToken(token),
    },
  );
}
