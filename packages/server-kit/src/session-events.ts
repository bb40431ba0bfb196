/**
 * Session-ended events (issue 23): when a sign-in session ends at the api (sign-out, password
 * change or reset, a blocked or rejected account), the api publishes it on the Redis channel
 * {@link SESSION_EVENTS_CHANNEL} and every bff instance closes that session's live sockets (4401).
 */

/** Pub/sub channel (before the key prefix) of session-ended events. */
export const SESSION_EVENTS_CHANNEL = 'session-events';

/** One ended session, or every session of the account when `sessionId` is null. */
export interface SessionEndedEvent {
  userId: number;
  sessionId: string | null;
}

/** Parses a published message; null when it is not a session-ended event. */
export function parseSessionEnded(message: string): SessionEndedEvent | null {
  try {
    const value = JSON.parse(message) as Partial<SessionEndedEvent>;
    if (typeof value.userId !== 'number') return null;
    const sessionId = typeof value.sessionId === 'string' ? value.sessionId : null;
    return { userId: value.userId, sessionId };
  } catch {
    return null;
  }
}
