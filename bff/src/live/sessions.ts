/**
 * The live sockets of this bff instance by sign-in session (issue 23): a socket ends with close
 * code {@link SESSION_ENDED_CODE} when its session ends (sign-out, password change or reset, a
 * blocked account) — told by the api over Redis, or noticed in process when the session's token
 * gets 401. It also caps the sockets one session may hold open ({@link MAX_SOCKETS_PER_SESSION}).
 */
import type { SessionEndedEvent } from '@serena/server-kit';

/** Close code of a socket whose session ended (graphql-ws reserves 4400-4499 for the app). */
export const SESSION_ENDED_CODE = 4401;
/** Close code of a socket over {@link MAX_SOCKETS_PER_SESSION}. */
export const TOO_MANY_SOCKETS_CODE = 4429;
/** Most sockets one sign-in session may hold open on one instance (a few tabs). */
export const MAX_SOCKETS_PER_SESSION = 5;
/** Most subscriptions one socket may run at once (the web app runs one). */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 4;

/** One open socket of a signed-in customer. */
export interface LiveSocket {
  userId: number;
  /** The session token the socket was opened with. */
  token: string;
  /** Closes the socket with `code` and `reason`. */
  close(code: number, reason: string): void;
}

/** The session id (`sid` claim) of a bearer token, read without verifying it (the api did). */
export function sessionIdOf(token: string): string | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      sid?: unknown;
    };
    return typeof payload.sid === 'string' ? payload.sid : null;
  } catch {
    return null;
  }
}

/** The live sockets of this instance, by session. */
export class LiveSessions {
  private readonly sockets = new Set<LiveSocket>();

  /** Sockets open with `token`. */
  count(token: string): number {
    let n = 0;
    for (const socket of this.sockets) if (socket.token === token) n++;
    return n;
  }

  /** Adds `socket` unless its session is at the cap; returns false then. */
  add(socket: LiveSocket): boolean {
    if (this.count(socket.token) >= MAX_SOCKETS_PER_SESSION) return false;
    this.sockets.add(socket);
    return true;
  }

  /** Forgets `socket` (it closed). */
  remove(socket: LiveSocket): void {
    this.sockets.delete(socket);
  }

  /** Closes (4401) the sockets of the ended session, or of every session of the account. */
  end(event: SessionEndedEvent): number {
    return this.closeWhere(
      (s) =>
        s.userId === event.userId &&
        (event.sessionId === null || sessionIdOf(s.token) === event.sessionId),
    );
  }

  /** Closes (4401) the sockets opened with `token` (the api answered 401 for it). */
  endToken(token: string): number {
    return this.closeWhere((s) => s.token === token);
  }

  private closeWhere(match: (socket: LiveSocket) => boolean): number {
    let closed = 0;
    for (const socket of [...this.sockets]) {
      if (!match(socket)) continue;
      this.sockets.delete(socket);
      socket.close(SESSION_ENDED_CODE, 'Session ended');
      closed++;
    }
    return closed;
  }
}
