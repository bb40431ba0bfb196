/**
 * Statements for a month as a background job (issue 27): a `statements` job names a month and,
 * optionally, the accounts (none: every approved trade account with a statement that month, read
 * when the job runs). The worker streams one ZIP of their PDFs (batch.ts) into the file storage
 * (area `job-files`), writing its progress (done of total accounts) into the job as it goes; the
 * output names the file, the count and the accounts that failed. The file downloads through
 * GET /api/admin/jobs/statements/{id}/file.
 */
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db, SqlExecutor } from '../../db/client.js';
import type { FileStorage } from '../../files/file-storage.js';
import { ensureQueue } from '../../jobs/queue.js';
import { JOB_FILE_AREA, type JobFile } from '../../catalog/io/export-job.js';
import type { AdminActor } from '../../admin/audit.js';
import { monthLabel } from './month.js';
import {
  accountsWithStatement,
  statementsZip,
  type StatementBatchSummary,
  type StatementFailure,
} from './batch.js';

/** The pg-boss queue of statement batches. */
export const STATEMENTS_QUEUE = 'statements';

/** Least time between two progress writes (ms); the last account always writes. */
const PROGRESS_EVERY_MS = 500;

/** The job data of one batch. */
export interface StatementsJobData {
  /** YYYY-MM (checked when queued: a month, not a future one). */
  month: string;
  /** The accounts; null for every approved trade account with a statement that month. */
  accountIds: number[] | null;
  actor: AdminActor;
}

/** The output of a completed batch. */
export interface StatementsOutput {
  file: JobFile;
  /** PDFs in the ZIP. */
  count: number;
  /** Accounts the batch was for. */
  total: number;
  /** Accounts left out, with why. */
  failures: StatementFailure[];
  message: string;
}

/** Creates the `statements` queue when missing (idempotent; every process may call it). */
export async function createStatementsQueue(boss: PgBoss): Promise<void> {
  await ensureQueue(boss, {
    name: STATEMENTS_QUEUE,
    retryLimit: 1,
    retryDelay: 30,
    expireInSeconds: 60 * 60,
  });
}

/** Queues a batch (the month and ids already checked, batch.ts checkStatementBatch). @returns the job id. */
export async function queueStatements(boss: PgBoss, data: StatementsJobData): Promise<string> {
  const id = await boss.send(STATEMENTS_QUEUE, data);
  if (!id) throw new Error('statements job not queued');
  return id;
}

/** What the worker needs. */
export interface StatementsDeps {
  db: Db;
  sql: SqlExecutor;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** The statements' "now" (default: the time the job runs). */
  now?: () => Date;
}

/** "12 statements in statements-2026-11.zip." and, when some failed, how many. */
export function statementsMessage(summary: StatementBatchSummary, fileName: string): string {
  const { count, failures } = summary;
  const made = `${count} ${count === 1 ? 'statement' : 'statements'} in ${fileName}.`;
  if (count === 0 && failures.length === 0) {
    return `No trade account has a statement for that month: ${fileName} is empty.`;
  }
  if (failures.length === 0) return made;
  const n = failures.length;
  return `${made} ${n} ${n === 1 ? 'account' : 'accounts'} failed.`;
}

/**
 * Runs one batch job: streams the ZIP into the file storage, account by account, and returns the
 * output that completes the job (a thrown error — the storage or the database gone — fails it;
 * pg-boss retries it once).
 */
export async function runStatements(
  deps: StatementsDeps,
  job: PgBoss.Job<StatementsJobData>,
): Promise<StatementsOutput> {
  const { month } = job.data;
  const now = deps.now?.() ?? new Date();
  const accountIds = job.data.accountIds ?? (await accountsWithStatement(deps.db, month));
  const summary: StatementBatchSummary = { count: 0, done: 0, total: 0, failures: [] };
  let last = 0;
  const onAccount = async (s: StatementBatchSummary) => {
    if (s.done < s.total && Date.now() - last < PROGRESS_EVERY_MS) return;
    last = Date.now();
    const percent = s.total === 0 ? 100 : Math.round((s.done / s.total) * 100);
    await deps.sql.executeSql(
      `update pgboss.job set output = $1::jsonb where name = $2 and id = $3 and state = 'active'`,
      [
        JSON.stringify({ progress: { step: 'statements', percent, done: s.done, total: s.total } }),
        STATEMENTS_QUEUE,
        job.id,
      ],
    );
  };
  const zip = statementsZip({ db: deps.db, month, accountIds, now, summary, onAccount });
  const stored = await deps.storage.save(JOB_FILE_AREA, Readable.from(zip));
  const name = `statements-${month}.zip`;
  deps.log.info(
    { jobId: job.id, month, count: summary.count, failed: summary.failures.length },
    'statements done',
  );
  return {
    file: { id: stored.id, name, contentType: 'application/zip', size: stored.size },
    count: summary.count,
    total: summary.total,
    failures: summary.failures,
    message: statementsMessage(summary, name),
  };
}

/** The one-line summary of a batch in the jobs list: "Statements November 2026 (3 accounts)". */
export function statementsSummary(month: string, accounts: number | null): string {
  let label = month;
  try {
    label = monthLabel(month);
  } catch {
    // A month the queue was given without the route's check: shown as written.
  }
  const which =
    accounts === null ? 'all accounts' : `${accounts} ${accounts === 1 ? 'account' : 'accounts'}`;
  return `Statements ${label} (${which})`;
}
