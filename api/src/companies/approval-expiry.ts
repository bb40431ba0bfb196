/**
 * The approval expiry job (issue 24: "7 days without an answer releases the credit"). A request's
 * reservation stops counting once its 7 days have passed whatever its stored status (books/ledger.ts
 * `reservedCents`), and the lists already read it as expired (approvals.ts `statusAt`). This job
 * writes it down: every quarter of an hour (a pg-boss schedule, run by the processes that work
 * jobs) it marks the lapsed requests expired, audits each and e-mails its buyer, in one
 * transaction.
 */
import type PgBoss from 'pg-boss';
import type { Db } from '../db/client.js';
import { ensureQueue } from '../jobs/queue.js';
import { queueExpiredMail, type ApprovalMailDeps } from './approval-mails.js';
import { expireApprovals } from './approvals.js';

/** The queue of the approval expiry job. */
export const APPROVAL_EXPIRY_QUEUE = 'approval-expiry';

/** When it runs: every 15 minutes (cron, UTC). */
export const APPROVAL_EXPIRY_CRON = '*/15 * * * *';

/**
 * Creates the `approval-expiry` queue when missing (every process) and, with `schedule` (a
 * process that works jobs), its schedule (pg-boss keeps one per queue, however many processes set it).
 */
export async function createApprovalExpiryQueue(boss: PgBoss, schedule: boolean): Promise<void> {
  // A run that fails is tried again by the next quarter's; no retry of its own.
  await ensureQueue(boss, { name: APPROVAL_EXPIRY_QUEUE, retryLimit: 0, expireInSeconds: 300 });
  if (schedule) await boss.schedule(APPROVAL_EXPIRY_QUEUE, APPROVAL_EXPIRY_CRON);
}

/**
 * Marks the requests lapsed by `now` expired (audited, their buyers' mails queued with them) and
 * hands the mails to the outbox once committed. Returns how many it marked.
 */
export async function runApprovalExpiry(
  db: Db,
  deps: ApprovalMailDeps,
  now: Date,
): Promise<{ expired: number }> {
  const lapsed = await db.transaction((tx) =>
    expireApprovals(tx, now, (inTx, approval) => queueExpiredMail(deps, inTx, approval)),
  );
  if (lapsed.length > 0) await deps.mail.afterCommit();
  return { expired: lapsed.length };
}
