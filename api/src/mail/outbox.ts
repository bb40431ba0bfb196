/**
 * The mail outbox (issue 27, design "Background work"): every message the api sends becomes a job
 * of the `mail` queue (pg-boss, jobs/queue.ts), written in the caller's transaction when it has
 * one, so it commits with the order, the reset token or the cancellation. A worker hands it to
 * the transport (SMTP, or an `.eml` file without SMTP_URL), retrying with exponential backoff;
 * a mail server that is down loses nothing and never fails the request. A job is completed only
 * after the server accepted the message, and one job is held by one worker at a time, so each
 * row is delivered once (a process dying between the server's acceptance and the completion is
 * the one case SMTP itself cannot rule out).
 */
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { DbOrTx } from '../books/ledger.js';
import { ensureQueue, inTransaction } from '../jobs/queue.js';
import type { MailCounters } from './outbox-metrics.js';
import type { MailMessage, MailReceipt, Mailer } from './mail.js';

/** The pg-boss queue of outgoing mail. */
export const MAIL_QUEUE = 'mail';

/** The lease of a job in hand (seconds): held longer (its worker died), it is retried. */
const MAIL_EXPIRE_SECONDS = 5 * 60;

/** One attachment as job data: the bytes in base64 (job data is JSON). */
interface AttachmentData {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** The job data of one mail: the rendered message, attachments in base64. */
export interface MailJobData {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: AttachmentData[];
}

/** The message as job data (attachments base64-encoded). */
export function mailJobData(message: MailMessage): MailJobData {
  return {
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html !== undefined ? { html: message.html } : {}),
    ...(message.attachments?.length
      ? {
          attachments: message.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            contentBase64: a.content.toString('base64'),
          })),
        }
      : {}),
  };
}

/** The message of a job's data (attachments decoded). */
export function mailOfJobData(data: MailJobData): MailMessage {
  return {
    to: data.to,
    subject: data.subject,
    text: data.text,
    ...(data.html !== undefined ? { html: data.html } : {}),
    ...(data.attachments?.length
      ? {
          attachments: data.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.contentBase64, 'base64'),
          })),
        }
      : {}),
  };
}

/** How the outbox retries: first delay (seconds, doubled per retry) and the number of retries. */
export interface MailRetryPolicy {
  retryDelaySeconds: number;
  retryLimit: number;
}

/** The outbox: a Mailer whose `send` queues, plus queueing in a transaction and delivering now. */
export interface MailOutbox extends Mailer {
  /**
   * Queues `message` (in `tx` when given: it commits or rolls back with it).
   * @returns the job id.
   */
  enqueue(message: MailMessage, tx?: DbOrTx): Promise<string>;
  /** Delivers the mails due now in this process (when it delivers at all); never throws. */
  flush(): Promise<void>;
  /**
   * Call after the transaction that queued mail committed: with the `.eml` outbox the mail is
   * written before this resolves; with SMTP it is sent in the background. Never throws.
   */
  afterCommit(): Promise<void>;
}

/** What the outbox needs: the queue, the transport, the retry policy, counters and a logger. */
export interface MailOutboxDeps {
  boss: PgBoss;
  /** The transport that really sends (SMTP or `.eml` files): mail.ts's createMailer. */
  transport: Mailer;
  retry: MailRetryPolicy;
  /** Whether this process delivers (runs jobs); otherwise a separate worker does. */
  delivers: boolean;
  counters: MailCounters;
  log: FastifyBaseLogger;
}

/** Creates the `mail` queue when missing (idempotent; every process may call it at start). */
export async function createMailQueue(boss: PgBoss, retry: MailRetryPolicy): Promise<void> {
  const options = {
    name: MAIL_QUEUE,
    retryLimit: retry.retryLimit,
    retryDelay: retry.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: MAIL_EXPIRE_SECONDS,
  };
  await ensureQueue(boss, options);
}

/** A mail job as fetched, with its retry count and limit. */
export type MailJob = PgBoss.JobWithMetadata<MailJobData>;

/**
 * Hands one mail job to the transport and counts and logs the outcome: `mail sent`, or
 * `mail failed, will retry` / `mail failed, giving up` (then rethrows for pg-boss to record).
 */
export async function deliverMailJob(deps: MailOutboxDeps, job: MailJob): Promise<MailReceipt> {
  const about = { jobId: job.id, to: job.data.to, subject: job.data.subject };
  try {
    const receipt = await deps.transport.send(mailOfJobData(job.data));
    deps.counters.sent.inc();
    deps.log.info({ ...about, attempt: job.retryCount + 1, ...receipt }, 'mail sent');
    return receipt;
  } catch (err) {
    const last = job.retryCount >= job.retryLimit;
    (last ? deps.counters.failed : deps.counters.retried).inc();
    deps.log.warn(
      { ...about, attempt: job.retryCount + 1, error: (err as Error).message },
      last ? 'mail failed, giving up' : 'mail failed, will retry',
    );
    throw err;
  }
}

/** Jobs a worker takes at a time. */
export const MAIL_BATCH = 10;

/**
 * Delivers jobs taken from the queue one by one: each is completed as soon as the server accepted
 * it (so a crash later in the batch never sends it again) or failed (pg-boss schedules the retry).
 */
export async function deliverMailBatch(deps: MailOutboxDeps, jobs: MailJob[]): Promise<void> {
  for (const job of jobs) {
    try {
      await deliverMailJob(deps, job);
    } catch (err) {
      await deps.boss.fail(MAIL_QUEUE, job.id, err as object);
      continue;
    }
    await deps.boss.complete(MAIL_QUEUE, job.id);
  }
}

/** Creates the outbox on a started queue whose `mail` queue exists (createMailQueue). */
export function createMailOutbox(deps: MailOutboxDeps): MailOutbox {
  const { boss } = deps;
  let chain: Promise<void> = Promise.resolve();

  async function flushOnce(): Promise<void> {
    for (;;) {
      const jobs = (await boss.fetch<MailJobData>(MAIL_QUEUE, {
        batchSize: MAIL_BATCH,
        includeMetadata: true,
      })) as MailJob[];
      if (jobs.length === 0) return;
      await deliverMailBatch(deps, jobs);
    }
  }

  const outbox: MailOutbox = {
    outbox: deps.transport.outbox,
    async enqueue(message, tx) {
      const options = tx ? { db: inTransaction(tx) } : {};
      const id = await boss.send(MAIL_QUEUE, mailJobData(message), options);
      if (!id) throw new Error('mail job not queued');
      return id;
    },
    flush() {
      if (!deps.delivers) return Promise.resolve();
      // Flushes run one after another, so a caller's flush starts after its job committed.
      chain = chain
        .then(flushOnce)
        .catch((err: unknown) => deps.log.error({ err }, 'mail outbox flush failed'));
      return chain;
    },
    async afterCommit() {
      // The local .eml outbox is written at once; an SMTP server is never waited on by a request.
      if (deps.transport.outbox) await outbox.flush();
      else void outbox.flush();
    },
    async send(message) {
      const id = await outbox.enqueue(message);
      await outbox.afterCommit();
      return { kind: 'queued', id };
    },
  };
  return outbox;
}
