/**
 * The jobs of one process (issue 27): the queue on the shop's database, the mail outbox, and —
 * when this process delivers (the api in the embedded default or with JOBS_IN_PROCESS=1, and
 * `npm run worker`) — the worker that polls the queue.
 */
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Registry } from 'prom-client';
import type { Config } from '../config.js';
import type { DbHandle } from '../db/client.js';
import { createMailer, type Mailer } from '../mail/mail.js';
import { mailCounters } from '../mail/outbox-metrics.js';
import {
  MAIL_QUEUE,
  createMailOutbox,
  createMailQueue,
  deliverMailBatch,
  MAIL_BATCH,
  type MailJobData,
  type MailOutbox,
  type MailOutboxDeps,
} from '../mail/outbox.js';
import { startJobQueue } from './queue.js';

/** Seconds between two polls of an idle worker. */
const POLL_SECONDS = 1;

/** The started jobs of a process. */
export interface Jobs {
  boss: PgBoss;
  /** The mail outbox every mail of the api goes through. */
  mail: MailOutbox;
  /** Stops polling, waits for the jobs in hand (at most 10 s), leaves the database open. */
  stop(): Promise<void>;
}

/** What `startJobs` needs. */
export interface StartJobsOptions {
  handle: Pick<DbHandle, 'sql'>;
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'jobs'>;
  log: FastifyBaseLogger;
  /** Where the mail counters are registered (the process's metrics registry). */
  registry: Registry;
  /** Whether this process runs the worker. */
  delivers: boolean;
  /** The transport; by default SMTP_URL's, or `.eml` files under DATA_DIR/mail. */
  transport?: Mailer;
}

/**
 * Starts the queue, creates the `mail` queue and, when `delivers`, its worker.
 * @throws when the database cannot be reached.
 */
export async function startJobs(options: StartJobsOptions): Promise<Jobs> {
  const { config, log } = options;
  const boss = await startJobQueue(options.handle, { supervise: options.delivers, log });
  const retry = {
    retryDelaySeconds: config.jobs.mailRetryDelaySeconds,
    retryLimit: config.jobs.mailRetryLimit,
  };
  await createMailQueue(boss, retry);
  const deps: MailOutboxDeps = {
    boss,
    transport:
      options.transport ??
      createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }),
    retry,
    delivers: options.delivers,
    counters: mailCounters(options.registry),
    log,
  };
  if (options.delivers) {
    // Each job of a batch is completed or failed on its own (deliverMailBatch); pg-boss's own
    // completion of the batch afterwards finds none still active.
    await boss.work<MailJobData>(
      MAIL_QUEUE,
      { includeMetadata: true, batchSize: MAIL_BATCH, pollingIntervalSeconds: POLL_SECONDS },
      (jobs) => deliverMailBatch(deps, jobs),
    );
  }
  return {
    boss,
    mail: createMailOutbox(deps),
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
