/**
 * The admin orders CSV as a background job (issue 27, design "Background work"): an `orders-csv`
 * job with the order list's filter and sort; a worker reads the matching orders a page at a time
 * and streams the CSV into the file storage (FILE_STORAGE, area `job-files`), so memory stays
 * bounded whatever the number of orders. The job's output names the file; it downloads through
 * GET /api/admin/jobs/orders-csv/{id}/file.
 */
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db, SqlExecutor } from '../db/client.js';
import type { FileStorage } from '../files/file-storage.js';
import { ensureQueue } from '../jobs/queue.js';
import { JOB_FILE_AREA, type JobFile } from '../catalog/io/export-job.js';
import type { AdminActor } from './audit.js';
import { matchingOrders, type OrderFilter, type OrderQuery } from './orders.js';
import { ordersCsvPage } from './orders-csv.js';

/** The pg-boss queue of order CSV exports. */
export const ORDERS_CSV_QUEUE = 'orders-csv';

/** Orders read (and held) at a time. */
export const ORDERS_CSV_PAGE = 500;

/** The filter and sort of the export, as the order list takes them. */
export type OrdersCsvQuery = OrderFilter & Pick<OrderQuery, 'sortBy' | 'sortDirection'>;

/** The job data of one export: the list's filter and sort, the day it names, and who asked. */
export interface OrdersCsvJobData {
  query: OrdersCsvQuery;
  /** YYYY-MM-DD of the request (the file is orders-{day}.csv, like the direct download). */
  day: string;
  actor: AdminActor;
}

/** The output of a completed export. */
export interface OrdersCsvOutput {
  file: JobFile;
  rowCount: number;
  message: string;
}

/** Creates the `orders-csv` queue when missing (idempotent; every process may call it). */
export async function createOrdersCsvQueue(boss: PgBoss): Promise<void> {
  await ensureQueue(boss, {
    name: ORDERS_CSV_QUEUE,
    retryLimit: 1,
    retryDelay: 30,
    expireInSeconds: 30 * 60,
  });
}

/** Queues an export of the orders matching `data.query`. @returns the job id. */
export async function queueOrdersCsv(boss: PgBoss, data: OrdersCsvJobData): Promise<string> {
  const id = await boss.send(ORDERS_CSV_QUEUE, data);
  if (!id) throw new Error('orders CSV job not queued');
  return id;
}

/** What the export worker needs. */
export interface OrdersCsvDeps {
  boss: PgBoss;
  db: Db;
  sql: SqlExecutor;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** Orders read at a time (default {@link ORDERS_CSV_PAGE}; tests use fewer). */
  pageSize?: number;
}

/**
 * Runs one export job: streams the CSV page by page into the file storage and returns the
 * output that completes the job (a thrown error fails it; pg-boss retries it once).
 */
export async function runOrdersCsv(
  deps: OrdersCsvDeps,
  job: PgBoss.Job<OrdersCsvJobData>,
): Promise<OrdersCsvOutput> {
  // JSON turns the ids of a selection back into numbers already; the rest is as sent.
  const query = job.data.query;
  const size = deps.pageSize ?? ORDERS_CSV_PAGE;
  let rowCount = 0;
  async function* pages(): AsyncGenerator<Buffer> {
    for (let offset = 0; ; offset += size) {
      const rows = await matchingOrders(deps.db, query, { limit: size, offset });
      if (rows.length > 0 || offset === 0) yield Buffer.from(ordersCsvPage(rows, offset === 0));
      rowCount += rows.length;
      if (rows.length < size) return;
      await deps.sql.executeSql(
        `update pgboss.job set output = $1::jsonb where name = $2 and id = $3 and state = 'active'`,
        [
          JSON.stringify({ progress: { step: 'writing', percent: 50, rows: rowCount } }),
          ORDERS_CSV_QUEUE,
          job.id,
        ],
      );
    }
  }
  const stored = await deps.storage.save(JOB_FILE_AREA, Readable.from(pages()));
  deps.log.info({ jobId: job.id, rowCount, bytes: stored.size }, 'orders CSV done');
  return {
    file: {
      id: stored.id,
      name: `orders-${job.data.day}.csv`,
      contentType: 'text/csv; charset=utf-8',
      size: stored.size,
    },
    rowCount,
    message: `${rowCount} ${rowCount === 1 ? 'order' : 'orders'} in the CSV.`,
  };
}
