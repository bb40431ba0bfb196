/**
 * The jobs of one process (issue 27): the queue on the shop's database, the mail outbox, the
 * catalog import queue, and — when this process delivers (the api in the embedded default or with
 * JOBS_IN_PROCESS=1, and `npm run worker`) — the workers that poll them.
 */
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Registry } from 'prom-client';
import type { Config } from '../config.js';
import type { DbHandle, SqlExecutor } from '../db/client.js';
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
import {
  CATALOG_IMPORT_QUEUE,
  createCatalogImportQueue,
  runCatalogImport,
  type CatalogImportJobData,
} from '../catalog/io/import-job.js';
import {
  CATALOG_EXPORT_QUEUE,
  createCatalogExportQueue,
  runCatalogExport,
  type CatalogExportJobData,
} from '../catalog/io/export-job.js';
import {
  ORDERS_CSV_QUEUE,
  createOrdersCsvQueue,
  runOrdersCsv,
  type OrdersCsvJobData,
} from '../admin/orders-csv-job.js';
import {
  STATEMENTS_QUEUE,
  createStatementsQueue,
  runStatements,
  type StatementsJobData,
} from '../books/statements/job.js';
import { createFileStorage } from '../files/file-storage.js';
import {
  APPROVAL_EXPIRY_QUEUE,
  createApprovalExpiryQueue,
  runApprovalExpiry,
} from '../companies/approval-expiry.js';

/** Seconds between two polls of an idle worker. */
const POLL_SECONDS = 1;

/** The started jobs of a process. */
export interface Jobs {
  boss: PgBoss;
  /** The database the queue lives in, as plain SQL (the admin's jobs view reads it). */
  sql: SqlExecutor;
  /** The mail outbox every mail of the api goes through. */
  mail: MailOutbox;
  /** Stops polling, waits for the jobs in hand (at most 10 s), leaves the database open. */
  stop(): Promise<void>;
}

/** What `startJobs` needs. */
export interface StartJobsOptions {
  handle: Pick<DbHandle, 'sql' | 'db'>;
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'jobs' | 'fileStorage' | 'publicUrl'>;
  log: FastifyBaseLogger;
  /** Where the mail counters are registered (the process's metrics registry). */
  registry: Registry;
  /** Whether this process runs the worker. */
  delivers: boolean;
  /** The transport; by default SMTP_URL's, or `.eml` files under DATA_DIR/mail. */
  transport?: Mailer;
}

/**
 * Starts the queue, creates the `mail`, `catalog-import`, `catalog-export`, `orders-csv`,
 * `statements` and `approval-expiry` queues and, when `delivers`, their workers (one job of each
 * file queue at a time per process) and the approval expiry's schedule.
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
  await createCatalogImportQueue(boss);
  await createCatalogExportQueue(boss);
  await createOrdersCsvQueue(boss);
  await createStatementsQueue(boss);
  await createApprovalExpiryQueue(boss, options.delivers);
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
  const mail = createMailOutbox(deps);
  if (options.delivers) {
    // Each job of a batch is completed or failed on its own (deliverMailBatch); pg-boss's own
    // completion of the batch afterwards finds none still active.
    await boss.work<MailJobData>(
      MAIL_QUEUE,
      { includeMetadata: true, batchSize: MAIL_BATCH, pollingIntervalSeconds: POLL_SECONDS },
      (jobs) => deliverMailBatch(deps, jobs),
    );
    const { db, sql } = options.handle;
    const storage = createFileStorage(config.fileStorage, { dataDir: config.dataDir, db });
    const imports = { boss, db, sql, storage, dataDir: config.dataDir, log };
    await boss.work<CatalogImportJobData>(
      CATALOG_IMPORT_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS },
      async ([job]) => {
        if (job) await runCatalogImport(imports, job);
      },
    );
    // An export's output (its file) completes the job; a thrown error fails it (one retry).
    await boss.work<CatalogExportJobData>(
      CATALOG_EXPORT_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS },
      async ([job]) => (job ? runCatalogExport(imports, job) : undefined),
    );
    await boss.work<OrdersCsvJobData>(
      ORDERS_CSV_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS },
      async ([job]) => (job ? runOrdersCsv(imports, job) : undefined),
    );
    await boss.work<StatementsJobData>(
      STATEMENTS_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS },
      async ([job]) => (job ? runStatements(imports, job) : undefined),
    );
    const approvalMails = { mail, publicUrl: config.publicUrl };
    await boss.work(APPROVAL_EXPIRY_QUEUE, { batchSize: 1, pollingIntervalSeconds: 5 }, () =>
      runApprovalExpiry(db, approvalMails, new Date()),
    );
  }
  return {
    boss,
    sql: options.handle.sql,
    mail,
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
