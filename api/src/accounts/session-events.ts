/**
 * Tells every bff instance that sign-in sessions ended (issue 23), so live sockets of those
 * sessions close at once: published on Redis (server-kit SESSION_EVENTS_CHANNEL) when configured.
 * Without Redis the bff notices by itself (its order poll gets 401 for a dead session).
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  channelName,
  SESSION_EVENTS_CHANNEL,
  type Redis,
  type SessionEndedEvent,
} from '@serena/server-kit';

/** Announces ended sessions; never throws (a failure is logged). */
export type SessionEnded = (event: SessionEndedEvent) => Promise<void>;

/** A {@link SessionEnded} that publishes on `redis` (a no-op without it). */
export function sessionEndedPublisher(redis: Redis | null, log: FastifyBaseLogger): SessionEnded {
  return async (event) => {
    if (!redis) return;
    try {
      await redis.publish(channelName(redis, SESSION_EVENTS_CHANNEL), JSON.stringify(event));
    } catch (err) {
      log.warn({ err, userId: event.userId }, 'session-ended event not published');
    }
  };
}
