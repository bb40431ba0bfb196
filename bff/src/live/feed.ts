import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from '@serena/server-kit';
import type { UpstreamClient } from '../upstream/client.js';
import { createPollingOrderFeed, createRedisOrderFeed, type OrderFeed } from './order-feed.js';

/**
 * The bff's order feed (issue 14): Redis pub/sub when `redis` is set (works across bff instances),
 * otherwise reading each subscribed customer's orders from the api every second.
 */
export function createLiveFeed(
  redis: Redis | null,
  upstream: UpstreamClient,
  log: FastifyBaseLogger,
): OrderFeed {
  if (redis) return createRedisOrderFeed(redis);
  return createPollingOrderFeed(
    async ({ userId, token }) => (await upstream.getUserOrders(userId, token)).orders,
    { onError: (err) => log.warn({ err }, 'live order feed: reading orders failed') },
  );
}
