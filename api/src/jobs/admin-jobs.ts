/**
 * The background jobs as the admin sees them (issue 27, design "Background work"): the jobs of the
 * `mail`, `catalog-import`, `catalog-export`, `orders-csv` and `statements` queues (pg-boss's `pgboss.job` table, where a job stays until it is
 * archived a week after it finished), newest first, with a one-line summary (never a mail's body),
 * the progress of a running import and the error or result of a finished job; and the retry of a
 * failed one.
 */
import type PgBoss from 'pg-boss';
import type { SqlExecutor } from '../db/client.js';
import { statementsSummary } from '../books/statements/job.js';

/** The queues the admin sees. */
export const ADMIN_QUEUES = [
  'mail',
  'catalog-import',
  'catalog-export',
  'orders-csv',
  'statements',
] as const;
/** One of {@link ADMIN_QUEUES}. */
export type AdminQueue = (typeof ADMIN_QUEUES)[number];

/** How the admin groups job states: pg-boss's `created` and `retry` are both queued. */
export const JOB_VIEW_STATES = ['queued', 'active', 'failed', 'completed'] as const;
/** One of {@link JOB_VIEW_STATES}. */
export type JobViewState = (typeof JOB_VIEW_STATES)[number];

const PG_BOSS_STATES: Record<JobViewState, string[]> = {
  queued: ['created', 'retry'],
  active: ['active'],
  failed: ['failed'],
  completed: ['completed'],
};

/** A job as listed: ids, state, times (ISO), attempts, a summary and its output. */
export interface JobView {
  id: string;
  queue: AdminQueue;
  state: JobViewState | 'cancelled';
  summary: string;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
  /** Attempts made so far (a queued mail retried twice: 2). */
  retryCount: number;
  retryLimit: number;
  /**
   * A running import: `{ progress }`; a completed import: its report; a failed job:
   * `{ message, problems? }` (pg-boss's own failures: `{ value: { message } }`).
   */
  output: unknown;
}

interface JobRow {
  id: string;
  name: AdminQueue;
  state: string;
  data: Record<string, unknown> | null;
  output: unknown;
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
  retry_count: number;
  retry_limit: number;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** "To a@b.ie: Order confirmation …", "Import serena-catalog.zip (dry run)" or "Export the catalog". */
function summaryOf(queue: AdminQueue, data: Record<string, unknown> | null): string {
  const text = (k: string) => (typeof data?.[k] === 'string' ? data[k] : '');
  if (queue === 'mail') return `To ${text('to')}: ${text('subject')}`;
  if (queue === 'catalog-export') return 'Export the catalog';
  if (queue === 'orders-csv') return `Orders CSV ${text('day')}`.trim();
  if (queue === 'statements') {
    // The list reads only the number of accounts; one job read has the ids themselves.
    const ids = data?.accountIds;
    const count = Array.isArray(ids) ? ids.length : data?.accounts;
    return statementsSummary(text('month'), typeof count === 'number' ? count : null);
  }
  return `Import ${text('fileName') || 'catalog ZIP'}${data?.dryRun === true ? ' (dry run)' : ''}`;
}

function viewOf(row: JobRow): JobView {
  const state = (Object.entries(PG_BOSS_STATES).find(([, s]) => s.includes(row.state))?.[0] ??
    'cancelled') as JobView['state'];
  return {
    id: row.id,
    queue: row.name,
    state,
    summary: summaryOf(row.name, row.data),
    createdAt: iso(row.created_on)!,
    startedAt: iso(row.started_on),
    completedAt: iso(row.completed_on),
    retryCount: row.retry_count,
    retryLimit: row.retry_limit,
    output: row.output,
  };
}

const COLUMNS = `id, name, state, data, output, created_on, started_on, completed_on,
  retry_count, retry_limit`;

/** Options of {@link listJobs}. */
export interface JobFilter {
  state?: JobViewState;
  queue?: AdminQueue;
  /** At most this many (default 50, at most 200). */
  limit?: number;
}

/** The jobs of `filter`, newest first, and how many there are of each state (both queues). */
export async function listJobs(
  sql: SqlExecutor,
  filter: JobFilter = {},
): Promise<{ jobs: JobView[]; counts: Record<JobViewState, number> }> {
  const queues = filter.queue ? [filter.queue] : [...ADMIN_QUEUES];
  const states = filter.state ? PG_BOSS_STATES[filter.state] : Object.values(PG_BOSS_STATES).flat();
  const limit = Math.min(200, Math.max(1, filter.limit ?? 50));
  // Job data of a mail holds its body and attachments: only the summary fields are read.
  const { rows } = await sql.executeSql(
    `select id, name, state::text as state,
        jsonb_build_object('to', data->'to', 'subject', data->'subject',
          'fileName', data->'fileName', 'dryRun', data->'dryRun', 'day', data->'day', 'month', data->'month',
          'accounts', case when jsonb_typeof(data->'accountIds') = 'array'
            then jsonb_array_length(data->'accountIds') end) as data,
        output, created_on, started_on, completed_on, retry_count, retry_limit
       from pgboss.job where name = any($1::text[]) and state::text = any($2::text[])
      order by created_on desc, id limit $3`,
    [queues, states, limit],
  );
  const { rows: countRows } = await sql.executeSql(
    `select state::text as state, count(*)::int as n from pgboss.job
      where name = any($1::text[]) group by state`,
    [queues],
  );
  const counts = { queued: 0, active: 0, failed: 0, completed: 0 };
  for (const r of countRows as { state: string; n: number }[]) {
    const view = Object.entries(PG_BOSS_STATES).find(([, s]) => s.includes(r.state))?.[0];
    if (view) counts[view as JobViewState] += r.n;
  }
  return { jobs: (rows as JobRow[]).map(viewOf), counts };
}

/** One job of `queue` by id, or undefined. */
export async function getJob(
  sql: SqlExecutor,
  queue: AdminQueue,
  id: string,
): Promise<(JobView & { data: Record<string, unknown> | null }) | undefined> {
  const { rows } = await sql.executeSql(
    `select ${COLUMNS} from pgboss.job where name = $1 and id = $2::uuid`,
    [queue, id],
  );
  const row = (rows as JobRow[])[0];
  return row && { ...viewOf(row), data: queue === 'mail' ? null : row.data };
}

/**
 * Puts the failed job `id` of `queue` back in the queue (its worker takes it again).
 * @returns false when there is no failed job with that id.
 */
export async function retryJob(
  boss: PgBoss,
  sql: SqlExecutor,
  queue: AdminQueue,
  id: string,
): Promise<boolean> {
  if ((await getJob(sql, queue, id))?.state !== 'failed') return false;
  await boss.retry(queue, id);
  return true;
}
