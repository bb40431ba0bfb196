/**
 * The account-wide sign-in ceiling (issue 23, OWASP authentication cheat sheet): failures on one
 * account from every address count towards it, except those of a browser holding the account's
 * device cookie. Past it, sign-ins from other browsers are slowed (a delay of up to
 * {@link CEILING_DELAY_MAX_MS} before the password is checked), never refused, and the customer is
 * mailed once per window: when the count first passes the ceiling.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sendNotice } from '../../admin/mails.js';
import type { Mailer } from '../../mail/mail.js';
import { ACCOUNT_CEILING, CEILING_DELAY_MAX_MS, type AttemptThrottle } from '../throttle.js';
import { signInAttackMail } from './attack-mail.js';

/** The ceiling's throttle key of an e-mail address. */
export const ceilingKey = (email: string) => [`email:${email}`];

/** Waits the ceiling's delay for `email` (capped at {@link CEILING_DELAY_MAX_MS}); 0 below it. */
export async function ceilingDelay(
  ceiling: AttemptThrottle,
  email: string,
  delay: (ms: number) => Promise<void>,
): Promise<void> {
  const seconds = await ceiling.retryAfterSeconds(ceilingKey(email));
  if (seconds > 0) await delay(Math.min(seconds * 1000, CEILING_DELAY_MAX_MS));
}

/** What {@link countCeilingFailure} needs to count a failure and warn the customer. */
export interface CeilingFailure {
  ceiling: AttemptThrottle;
  email: string;
  /** The account, when the e-mail is one (unknown e-mails are counted, nobody is mailed). */
  user: { email: string; fullName: string } | null;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** Counts one failure towards the ceiling; the failure that first passes it mails the customer. */
export async function countCeilingFailure(f: CeilingFailure): Promise<void> {
  const count = await f.ceiling.fail(ceilingKey(f.email));
  if (count !== ACCOUNT_CEILING + 1 || !f.user) return;
  f.log.warn({ failures: count }, 'sign-in ceiling passed: the customer is mailed');
  await sendNotice(f.mailer, await signInAttackMail(f.user, count, f.publicUrl), f.log);
}
