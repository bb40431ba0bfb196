/**
 * The AdminJob type (issue 27): a background job as the api lists it, its queue and state as
 * GraphQL enums, and its output read by state: the progress of a running import, the report of a
 * completed one or the file of a completed export (and the accounts a statements job left out),
 * the message and problems of a failed job.
 */
import type {
  AdminJobQueue,
  AdminJobResolvers,
  AdminJobState,
} from '../../__generated__/resolvers-types.js';
import type { CatalogImportReportDto } from '../../upstream/admin-catalog.js';
import type { AdminJobDto } from '../../upstream/admin-jobs.js';
import type { ImportProblem } from './catalog/import.js';
import { ADMIN_JOB_FILES_PREFIX } from './files.js';

/** The api's queue names by GraphQL value. */
export const JOB_QUEUES: Readonly<Record<AdminJobQueue, AdminJobDto['queue']>> = {
  MAIL: 'mail',
  CATALOG_IMPORT: 'catalog-import',
  CATALOG_EXPORT: 'catalog-export',
  ORDERS_CSV: 'orders-csv',
  STATEMENTS: 'statements',
};

/** The api's job states by GraphQL value. */
export const JOB_STATES: Readonly<Record<AdminJobState, AdminJobDto['state']>> = {
  QUEUED: 'queued',
  ACTIVE: 'active',
  FAILED: 'failed',
  COMPLETED: 'completed',
  CANCELLED: 'cancelled',
};

const keyOf = <K extends string, V>(table: Readonly<Record<K, V>>, value: V): K =>
  (Object.entries(table) as [K, V][]).find(([, v]) => v === value)![0];

/** The job's output as an object (pg-boss stores any JSON; a non-object reads as empty). */
function outputOf(job: AdminJobDto): Record<string, unknown> {
  const out = job.output;
  if (out === null || typeof out !== 'object' || Array.isArray(out)) return {};
  // pg-boss's own failures (an expired job, a thrown error) wrap the error in `value`.
  const value = (out as { value?: unknown }).value;
  if (value !== null && typeof value === 'object' && !('message' in out)) {
    return value as Record<string, unknown>;
  }
  return out as Record<string, unknown>;
}

/** The AdminJob resolvers. */
export const AdminJob: AdminJobResolvers = {
  queue: (job) => keyOf(JOB_QUEUES, job.queue),
  state: (job) => keyOf(JOB_STATES, job.state),
  progress: (job) => {
    const progress = outputOf(job).progress as
      | {
          step?: unknown;
          percent?: unknown;
          unpackedBytes?: unknown;
          done?: unknown;
          total?: unknown;
        }
      | undefined;
    if (job.state !== 'active' || !progress || typeof progress.percent !== 'number') return null;
    return {
      step: typeof progress.step === 'string' ? progress.step : '',
      percent: Math.max(0, Math.min(100, Math.round(progress.percent))),
      unpackedBytes: typeof progress.unpackedBytes === 'number' ? progress.unpackedBytes : null,
      done: typeof progress.done === 'number' ? progress.done : null,
      total: typeof progress.total === 'number' ? progress.total : null,
    };
  },
  error: (job) => {
    if (job.state !== 'failed') return null;
    const message = outputOf(job).message;
    return typeof message === 'string' && message !== '' ? message : 'The job failed.';
  },
  problems: (job) => {
    const problems = outputOf(job).problems;
    if (job.state !== 'failed' || !Array.isArray(problems)) return [];
    return (problems as Partial<ImportProblem>[]).map((p) => ({
      file: String(p.file ?? 'ZIP'),
      line: typeof p.line === 'number' ? p.line : null,
      column: typeof p.column === 'string' ? p.column : null,
      message: String(p.message ?? ''),
    }));
  },
  message: (job) => {
    const message = outputOf(job).message;
    return job.state === 'completed' && typeof message === 'string' ? message : null;
  },
  failedItems: (job) => {
    const failures = outputOf(job).failures;
    if (job.state !== 'completed' || !Array.isArray(failures)) return [];
    return (failures as { accountId?: unknown; company?: unknown; message?: unknown }[]).map(
      (f) => {
        const id = typeof f.accountId === 'number' ? String(f.accountId) : '?';
        const company = typeof f.company === 'string' && f.company ? ` (${f.company})` : '';
        const message = typeof f.message === 'string' ? f.message : '';
        return { item: `Account ${id}${company}`, message };
      },
    );
  },
  resultFile: (job) => {
    const file = outputOf(job).file as
      { name?: unknown; contentType?: unknown; size?: unknown } | undefined;
    if (job.state !== 'completed' || typeof file?.name !== 'string') return null;
    return {
      fileName: file.name,
      contentType:
        typeof file.contentType === 'string' ? file.contentType : 'application/octet-stream',
      size: typeof file.size === 'number' ? file.size : 0,
      downloadUrl: `${ADMIN_JOB_FILES_PREFIX}${job.queue}/${encodeURIComponent(job.id)}/file`,
    };
  },
  importReport: (job) => {
    const out = outputOf(job);
    if (job.queue !== 'catalog-import' || job.state !== 'completed' || !('created' in out)) {
      return null;
    }
    return out as unknown as CatalogImportReportDto;
  },
};
