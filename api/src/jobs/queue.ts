/**
 * The job queue (issue 27, design "Background work"): pg-boss on the shop's own database, so a
 * job row commits in the same transaction as the business change that asks for it (a
 * transactional outbox). pg-boss runs on PostgreSQL through node-postgres and on the embedded
 * PGlite through the same `SqlExecutor` (DbHandle.sql): one queue, one code path, both databases.
 */
import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle, SqlExecutor } from '../db/client.js';
import type { DbOrTx } from '../books/ledger.js';

export { PgBoss };

/** How a queue is opened: a worker supervises (expires stuck jobs, retries); a sender only sends. */
export interface JobQueueOptions {
  /** true: maintenance (expiry of jobs whose worker died, archiving) runs in this process. */
  supervise: boolean;
  log: FastifyBaseLogger;
}

/**
 * Starts pg-boss on the database of `handle` (creating or upgrading its `pgboss` schema under
 * pg-boss's own advisory lock, so several processes may start at once).
 * @throws when the database cannot be reached.
 */
export async function startJobQueue(
  handle: Pick<DbHandle, 'sql'>,
  options: JobQueueOptions,
): Promise<PgBoss> {
  const boss = new PgBoss({
    db: handle.sql,
    supervise: options.supervise,
    // Cron schedules (the approval expiry) are kept by the processes that work jobs.
    schedule: options.supervise,
    // Finished jobs are kept a week for the admin's view, then deleted.
    archiveCompletedAfterSeconds: 7 * 24 * 3600,
  });
  boss.on('error', (err) => options.log.error({ err }, 'job queue error'));
  await boss.start();
  return boss;
}

/**
 * A pg-boss executor that runs inside the Drizzle transaction `tx`: `boss.send(…, { db })` with it
 * commits the job with the transaction's other writes, or not at all (the outbox pattern).
 * pg-boss's `$n` parameters become Drizzle parameters.
 */
export function inTransaction(tx: DbOrTx): SqlExecutor & PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const chunks: SQL[] = text
        .split(/\$(\d+)\b/)
        .map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`));
      const result = await tx.execute(sql.join(chunks));
      return { rows: (result as { rows: unknown[] }).rows };
    },
  };
}

/**
 * Creates queue `name` with `options`, or updates the options of the existing one. Every process
 * calls it at start. Several processes starting at once on an empty database can collide in
 * pg-boss's `create_queue` (each attaches its queue's partition to `pgboss.job`, and two of them
 * may deadlock); the one refused tries again, up to `attempts` times.
 * @throws the last error when every attempt failed (e.g. the database cannot be reached).
 */
export async function ensureQueue(
  boss: PgBoss,
  options: PgBoss.Queue,
  attempts = 5,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (await boss.getQueue(options.name)) await boss.updateQueue(options.name, options);
      else await boss.createQueue(options.name, options);
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 200));
    }
  }
}
