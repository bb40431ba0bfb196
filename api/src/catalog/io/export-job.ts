/**
 * The catalog export as a background job (issue 27, design "Background work"): a
 * `catalog-export` job builds the catalog ZIP (CSV files and pictures, export.ts) in a worker —
 * not in an api request, so no proxy timeout cuts it — and streams it into the file storage
 * (FILE_STORAGE, area {@link JOB_FILE_AREA}). The job's output names the file; the admin downloads
 * it through GET /api/admin/jobs/catalog-export/{id}/file.
 */
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { ensureQueue } from '../../jobs/queue.js';
import type { Db, SqlExecutor } from '../../db/client.js';
import type { FileStorage } from '../../files/file-storage.js';
import type { AdminActor } from '../../admin/audit.js';
import { ImageStore } from '../images/store.js';
import { exportCatalogZip } from './export.js';

/** The pg-boss queue of catalog exports. */
export const CATALOG_EXPORT_QUEUE = 'catalog-export';

/** The storage area of the files background jobs write (exports, CSVs, PDFs). */
export const JOB_FILE_AREA = 'job-files';

/** Longest an export may run before its worker is presumed dead (seconds). */
const EXPORT_EXPIRE_SECONDS = 30 * 60;

/** Bytes handed to the storage at a time. */
const CHUNK_BYTES = 1024 * 1024;

/** The job data of one export: who asked. */
export interface CatalogExportJobData {
  actor: AdminActor;
}

/** A file a job wrote: where it is kept, and how the admin's download names it. */
export interface JobFile {
  /** The storage id in {@link JOB_FILE_AREA}. */
  id: string;
  /** The download's file name, e.g. serena-catalog-2026-11-27.zip. */
  name: string;
  contentType: string;
  /** Size in bytes. */
  size: number;
}

/** The output of a completed export. */
export interface CatalogExportOutput {
  file: JobFile;
  products: number;
  pictures: number;
  message: string;
}

/** Creates the `catalog-export` queue when missing (idempotent; every process may call it). */
export async function createCatalogExportQueue(boss: PgBoss): Promise<void> {
  await ensureQueue(boss, {
    name: CATALOG_EXPORT_QUEUE,
    retryLimit: 1,
    retryDelay: 30,
    expireInSeconds: EXPORT_EXPIRE_SECONDS,
  });
}

/** What the export worker needs. */
export interface CatalogExportDeps {
  boss: PgBoss;
  db: Db;
  /** Runs the progress updates (the queue's own executor). */
  sql: SqlExecutor;
  storage: FileStorage;
  dataDir: string;
  log: FastifyBaseLogger;
}

/** Queues an export of the whole catalog. @returns the job id. */
export async function queueCatalogExport(
  boss: PgBoss,
  data: CatalogExportJobData,
): Promise<string> {
  const id = await boss.send(CATALOG_EXPORT_QUEUE, data);
  if (!id) throw new Error('catalog export job not queued');
  return id;
}

/** The bytes of `data` as a stream of chunks of at most {@link CHUNK_BYTES}. */
function chunks(data: Uint8Array): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < data.byteLength; at += CHUNK_BYTES) {
        yield Buffer.from(
          data.buffer,
          data.byteOffset + at,
          Math.min(CHUNK_BYTES, data.byteLength - at),
        );
      }
    })(),
  );
}

/**
 * Runs one export job: builds the ZIP, streams it into the file storage and completes the job
 * with the file; fails it with the error's message otherwise (pg-boss retries it once).
 * @throws the error after failing the job (so pg-boss counts the attempt).
 */
export async function runCatalogExport(
  deps: CatalogExportDeps,
  job: PgBoss.Job<CatalogExportJobData>,
): Promise<CatalogExportOutput> {
  await deps.sql.executeSql(
    `update pgboss.job set output = $1::jsonb where name = $2 and id = $3 and state = 'active'`,
    [
      JSON.stringify({ progress: { step: 'exporting', percent: 10 } }),
      CATALOG_EXPORT_QUEUE,
      job.id,
    ],
  );
  const { zip, summary } = await exportCatalogZip(
    deps.db,
    new ImageStore(path.join(deps.dataDir, 'images')),
  );
  const stored = await deps.storage.save(JOB_FILE_AREA, chunks(zip));
  const day = new Date().toISOString().slice(0, 10);
  const output: CatalogExportOutput = {
    file: {
      id: stored.id,
      name: `serena-catalog-${day}.zip`,
      contentType: 'application/zip',
      size: stored.size,
    },
    products: summary.products,
    pictures: summary.pictures,
    message: `Exported ${summary.products} products and ${summary.pictures} pictures.`,
  };
  deps.log.info({ jobId: job.id, bytes: stored.size }, 'catalog export done');
  return output;
}
