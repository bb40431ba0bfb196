/**
 * What the account calls depend on besides the database: their messages, throttles, mailer and
 * admin credential, and the client address they throttle by (spec §4, §8). Split out of
 * accounts/auth-routes.ts (issue 15); re-exported there.
 */
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { UserStatus } from '../db/schema/accounts.js';
import { resolveAdminToken } from '../admin/admin-token.js';
import { createMailer, type Mailer } from '../mail/mail.js';
import type { MailOutbox } from '../mail/outbox.js';
import { throttleAddress } from '../lib/address-key.js';
import type { SessionEnded } from './session-events.js';
import type { AccountThrottles, Clock } from './throttle.js';
import { createAccountThrottles } from './redis-throttle.js';

/** Spec §4/§8 messages of the auth calls. */
export const AUTH_MESSAGES = {
  registered: 'Registration successful! You will be able to login after admin account approval',
  invalidCredentials: 'Invalid email or password',
  pending: 'Your account is awaiting admin approval.',
  rejected: 'Your trade account application was not approved.',
  /** Issue 24: a company user their company admin suspended or removed. */
  suspended: 'Your access has been suspended. Please contact your company administrator.',
  unknownEmail: 'This email does not exist.',
  resetSent: 'A password reset link has been sent to your email.',
  resetDone: 'Your password has been successfully reset',
  loggedOut: 'Logged out successfully',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
} as const;

/**
 * The 403 message of a correct password on an account that may not sign in: pending, a company
 * user suspended or removed (issue 24), otherwise (rejected, blocked) not approved.
 */
export function refusedSignInMessage(status: UserStatus): string {
  if (status === 'pending') return AUTH_MESSAGES.pending;
  if (status === 'suspended' || status === 'removed' || status === 'invited') {
    return AUTH_MESSAGES.suspended;
  }
  return AUTH_MESSAGES.rejected;
}

/** Returns the spec's 429 message: 'Too many attempts. Please try again in N seconds.' */
export function tooManyAttemptsMessage(seconds: number): string {
  return `Too many attempts. Please try again in ${seconds} seconds.`;
}

/** What the account routes need besides the database: time, throttles, mail, admin credential. */
export interface AccountsDeps {
  clock: Clock;
  /** Announces ended sessions to the bff instances (Redis; a no-op without it). */
  sessionEnded: SessionEnded;
  /** Waits `ms` milliseconds (the account-wide ceiling's delay); tests pass a recorder. */
  delay: (ms: number) => Promise<void>;
  throttles: AccountThrottles;
  mailer: Mailer;
  /** The ADMIN_TOKEN credential (or the generated DATA_DIR/admin-token); undefined = none. */
  adminToken: string | undefined;
}

/** Options of the account route plugins. */
export interface AccountsRouteOptions {
  db: Db;
  config: Config;
  deps: AccountsDeps;
  /** The mail outbox: mail queued in a route's own transaction (issue 27). */
  mail: MailOutbox;
}

/**
 * Builds the account dependencies from the config: throttles on `clock` (default Date.now), the
 * mailer (SMTP_URL or the DATA_DIR/mail outbox) and the admin credential (generated into
 * DATA_DIR/admin-token outside production when ADMIN_TOKEN is unset).
 */
export function createAccountsDeps(
  config: Config,
  overrides: Partial<AccountsDeps> = {},
): AccountsDeps {
  const clock = overrides.clock ?? Date.now;
  return {
    clock,
    sessionEnded: overrides.sessionEnded ?? (() => Promise.resolve()),
    delay: overrides.delay ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    throttles: overrides.throttles ?? createAccountThrottles(null, clock),
    mailer:
      overrides.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        dataDir: config.dataDir,
      }),
    adminToken:
      'adminToken' in overrides
        ? overrides.adminToken
        : resolveAdminToken({
            explicit: config.adminToken,
            dataDir: config.dataDir,
            production: config.nodeEnv === 'production',
          }),
  };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The client's address for throttling: the last X-Forwarded-For entry when the request comes from
 * loopback (the bff, which forwards the browser's address), else the socket address; IPv6 keyed
 * by its /64 network (lib/address-key.ts).
 */
export function clientAddress(request: FastifyRequest): string {
  const peer = request.socket.remoteAddress ?? request.ip;
  const forwarded = request.headers['x-forwarded-for'];
  if (LOOPBACK.has(peer) && typeof forwarded === 'string' && forwarded.trim() !== '') {
    const last = forwarded.split(',').pop()?.trim();
    if (last) return throttleAddress(last);
  }
  return throttleAddress(peer);
}
