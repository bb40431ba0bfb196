/**
 * Where the bff hears that the shop moved a customer's order along (issue 14, live status).
 *
 * - With Redis (`REDIS_URL`): the api publishes every change on the pub/sub channel
 *   `order-events` (api/src/orders/events.ts); every bff instance subscribes once
 *   (graphql-redis-subscriptions) and hands each customer the changes to their own orders.
 * - Without Redis the api and the bff share nothing, so the bff reads the customer's orders every
 *   {@link POLL_INTERVAL_MS} while a page is subscribed and reports what moved (polling-feed.ts:
 *   one reading per account, however many subscriptions).
 */
import { RedisPubSub } from 'graphql-redis-subscriptions';
import { withFilter } from 'graphql-subscriptions';
import {
  channelName,
  createSubscriber,
  ORDER_EVENTS_CHANNEL,
  parseOrderChange,
  type OrderChangeEvent,
  type Redis,
} from '@serena/server-kit';
import type { OrderDto } from '../upstream/types.js';

/** How often the in-memory feed reads a subscribed customer's orders, in milliseconds. */
export const POLL_INTERVAL_MS = 1000;

/** Who is listening: the customer's id and session token (the token reads their orders). */
export interface FeedViewer {
  userId: number;
  token: string;
}

/** A source of live events (`E`) for one user at a time. */
export interface LiveFeed<E> {
  /** `viewer`'s events from now on; `return()` stops listening. */
  updates(viewer: FeedViewer): AsyncIterableIterator<E>;
  /** Releases connections (app shutdown). */
  close(): Promise<void>;
}

/** A source of order changes for one customer at a time. */
export type OrderFeed = LiveFeed<OrderChangeEvent>;

/**
 * The Redis feed: one SUBSCRIBE per bff process on the api's channel (with the key prefix), each
 * message parsed by @serena/server-kit's `parseOrderChange`, each subscription filtered to the
 * customer's own orders.
 */
export function createRedisOrderFeed(redis: Redis): OrderFeed {
  const subscriber = createSubscriber(redis);
  // Each message is read with the shared schema: a payload of another shape reaches no one.
  const pubsub = new RedisPubSub({
    publisher: redis,
    subscriber,
    deserializer: (source) => parseOrderChange(source.toString()),
  });
  const channel = channelName(redis, ORDER_EVENTS_CHANNEL);
  return {
    updates(viewer) {
      const filtered = withFilter(
        () => pubsub.asyncIterator<OrderChangeEvent>(channel),
        (event?: OrderChangeEvent) => event?.userId === viewer.userId,
      );
      return filtered() as AsyncIterableIterator<OrderChangeEvent>;
    },
    close() {
      subscriber.disconnect();
      return Promise.resolve();
    },
  };
}

/** What the polling feed needs: the customer's orders (GET /api/auth/user/orders/{userId}). */
export type LoadOrders = (viewer: FeedViewer) => Promise<OrderDto[]>;

/** What a reading remembers of one order. */
export interface Seen {
  deliveryStatus: string;
  cancelled: boolean;
}

/** The changes between two readings of the same customer's orders (pure). */
export function diffOrders(
  userId: number,
  before: ReadonlyMap<number, Seen>,
  now: readonly OrderDto[],
  at: Date = new Date(),
): OrderChangeEvent[] {
  const events: OrderChangeEvent[] = [];
  for (const order of now) {
    const seen = before.get(order.id);
    if (!seen) continue;
    const cancelledNow = order.cancelled && !seen.cancelled;
    if (!cancelledNow && seen.deliveryStatus === order.deliveryStatus) continue;
    events.push({
      kind: cancelledNow ? 'cancelled' : 'status-changed',
      userId,
      orderId: order.id,
      trackingId: order.trackingId,
      productName: order.product_name,
      previousStatus: seen.deliveryStatus,
      deliveryStatus: order.deliveryStatus,
      cancelled: order.cancelled,
      at: at.toISOString(),
    });
  }
  return events;
}

/** Delivery status and cancellation of each order by id: what {@link diffOrders} compares. */
export function snapshot(orders: readonly OrderDto[]): Map<number, Seen> {
  return new Map(
    orders.map((o) => [o.id, { deliveryStatus: o.deliveryStatus, cancelled: o.cancelled }]),
  );
}
