/**
 * The catalog import as a background job (issue 27, design "Background work"): the admin's ZIP is
 * streamed into the file storage (FILE_STORAGE) by the api, a `catalog-import` job names it, and
 * a worker (in-process with the embedded database, else `npm run worker`) runs the import —
 * unpacking as a stream with bounded memory (unzip-stream.ts) — so no import stalls the api.
 * While it runs the job's output holds its progress; at the end the import report (completed) or
 * the problems with file, line and column (failed). A failed import changes nothing (all or
 * nothing) and is not retried by itself; the admin may retry it (jobs view).
 */
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { ensureQueue } from '../../jobs/queue.js';
import type { Db, SqlExecutor } from '../../db/client.js';
import type { FileStorage } from '../../files/file-storage.js';
import { recordAudit, type AdminActor } from '../../admin/audit.js';
import { ImageStore } from '../images/store.js';
import { importCatalogZip, importSummary, type ImportProgress } from './import.js';
import { CatalogImportError, type ImportProblem } from './model.js';

/** The pg-boss queue of catalog imports. */
export const CATALOG_IMPORT_QUEUE = 'catalog-import';

/** The upload area of ZIPs waiting for (or kept with) their import job. */
export const IMPORT_UPLOAD_AREA = 'catalog-imports';

/** Longest an import may run before its worker is presumed dead (seconds). */
const IMPORT_EXPIRE_SECONDS = 30 * 60;

/** Milliseconds between two progress writes of a running import. */
const PROGRESS_EVERY_MS = 500;

/** The job data of one import: the stored ZIP, dry run or not, and who asked. */
export interface CatalogImportJobData {
  fileId: string;
  fileName: string;
  /** Size of the uploaded ZIP in bytes. */
  size: number;
  dryRun: boolean;
  actor: AdminActor;
}

/** What a running import's output holds. */
export interface ImportJobProgress {
  progress: ImportProgress;
}

/** The output of a failed import: the message and the problems (file, line, column). */
export interface ImportJobFailure {
  message: string;
  problems: ImportProblem[];
}

/** Creates the `catalog-import` queue when missing (idempotent; every process may call it). */
export async function createCatalogImportQueue(boss: PgBoss): Promise<void> {
  const options = {
    name: CATALOG_IMPORT_QUEUE,
    retryLimit: 0,
    expireInSeconds: IMPORT_EXPIRE_SECONDS,
  };
  await ensureQueue(boss, options);
}

/** What the import worker needs. */
export interface CatalogImportDeps {
  boss: PgBoss;
  db: Db;
  /** Runs the progress updates (the queue's own executor). */
  sql: SqlExecutor;
  storage: FileStorage;
  dataDir: string;
  log: FastifyBaseLogger;
}

/**
 * Queues the import of the stored ZIP `data.fileId`.
 * @returns the job id.
 */
export async function queueCatalogImport(
  boss: PgBoss,
  data: CatalogImportJobData,
): Promise<string> {
  const id = await boss.send(CATALOG_IMPORT_QUEUE, data);
  if (!id) throw new Error('catalog import job not queued');
  return id;
}

/** Writes a running job's progress into its output (only while it is active). */
async function writeProgress(sql: SqlExecutor, id: string, progress: ImportProgress) {
  await sql.executeSql(
    `update pgboss.job set output = $1::jsonb where name = $2 and id = $3 and state = 'active'`,
    [JSON.stringify({ progress } satisfies ImportJobProgress), CATALOG_IMPORT_QUEUE, id],
  );
}

/**
 * Runs one import job: reads the stored ZIP, imports it (reporting progress) and completes the
 * job with the report, or fails it with the problems. Never throws for a bad file.
 */
export async function runCatalogImport(
  deps: CatalogImportDeps,
  job: PgBoss.Job<CatalogImportJobData>,
): Promise<void> {
  const { data } = job;
  const about = { jobId: job.id, fileName: data.fileName, dryRun: data.dryRun };
  let last = 0;
  const onProgress = async (progress: ImportProgress) => {
    if (Date.now() - last < PROGRESS_EVERY_MS) return;
    last = Date.now();
    await writeProgress(deps.sql, job.id, progress);
  };
  try {
    const zip = await deps.storage.read(IMPORT_UPLOAD_AREA, data.fileId);
    if (!zip) {
      throw new CatalogImportError([{ file: 'ZIP', message: 'the uploaded file is gone' }]);
    }
    const report = await importCatalogZip(deps.db, zip, {
      dryRun: data.dryRun,
      store: new ImageStore(path.join(deps.dataDir, 'images')),
      onProgress,
      onApplied: (tx, done) =>
        recordAudit(
          tx,
          data.actor,
          { entity: 'catalog', entityId: 'import', action: 'import' },
          {
            before: null,
            after: { created: done.created, changed: done.changed, removed: done.removed },
          },
        ),
    });
    const message = importSummary(report);
    await deps.boss.complete(CATALOG_IMPORT_QUEUE, job.id, { success: true, ...report, message });
    deps.log.info({ ...about, message }, 'catalog import done');
  } catch (err) {
    const failure: ImportJobFailure =
      err instanceof CatalogImportError
        ? {
            message: `The catalog was not imported (nothing was written):\n${err.message}`,
            problems: err.problems,
          }
        : { message: `The catalog import failed: ${(err as Error).message}`, problems: [] };
    await deps.boss.fail(CATALOG_IMPORT_QUEUE, job.id, failure);
    deps.log.warn({ ...about, error: failure.message.split('\n')[0] }, 'catalog import failed');
  }
}
