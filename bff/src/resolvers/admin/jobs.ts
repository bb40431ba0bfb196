/**
 * The background jobs in the admin namespace (issue 27): the jobs list with its counts and the
 * retry of a failed job (the `jobs` permission), the start of a catalog import or export job and
 * its state (the `catalog` permission). The api's refusals (400, 404, 409) become userErrors.
 */
import type { Readable } from 'node:stream';
import type {
  AdminCatalogMutationResolvers,
  AdminCatalogQueryResolvers,
  AdminMutationResolvers,
  AdminQueryResolvers,
} from '../../__generated__/resolvers-types.js';
import type { AdminJobDto } from '../../upstream/admin-jobs.js';
import { badUserInput, errorCode } from '../../upstream/errors.js';
import { JOB_QUEUES, JOB_STATES } from './AdminJob.js';
import { attempt, invalid, refusalOf, type AdminUserError } from './payload.js';

/** Most jobs one list answers. */
const MAX_JOBS = 100;

/** Job ids are UUIDs (pg-boss); anything else cannot be a job. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An AdminJobPayload as the resolvers build it. */
export type JobPayload = {
  job: AdminJobDto | null;
  message: string | null;
  userErrors: AdminUserError[];
};
/** The payload of a refused job change. */
export const refused = (userErrors: AdminUserError[]): JobPayload => ({
  job: null,
  message: null,
  userErrors,
});
const noJob = (id: string): AdminUserError[] => [
  { field: 'id', message: `No job with id ${id}`, code: 'NOT_FOUND' },
];

/** The AdminQuery field of the jobs list. */
export const jobQueries: Pick<AdminQueryResolvers, 'jobs'> = {
  jobs: (scope, { state, queue, limit }, { upstream }) => {
    const size = limit ?? 50;
    if (size < 1 || size > MAX_JOBS) {
      throw badUserInput(`limit must be between 1 and ${MAX_JOBS}`, 'limit');
    }
    return upstream.admin.jobs.list(
      {
        state: state && state !== 'CANCELLED' ? (JOB_STATES[state] as 'queued') : null,
        queue: queue ? JOB_QUEUES[queue] : null,
        limit: size,
      },
      scope.token,
    );
  },
};

/** The AdminMutation field that retries a failed job, then answers it as listed. */
export const jobMutations: Pick<AdminMutationResolvers, 'retryJob'> = {
  retryJob: (scope, { queue, id }, { upstream }) => {
    if (!UUID.test(id)) return Promise.resolve(refused(noJob(id)));
    const name = JOB_QUEUES[queue];
    return attempt<JobPayload>(async () => {
      const { message } = await upstream.admin.jobs.retry(name, id, scope.token);
      const { jobs } = await upstream.admin.jobs.list({ queue: name, limit: 100 }, scope.token);
      return { job: jobs.find((j) => j.id === id) ?? null, message, userErrors: [] };
    }, refused);
  },
};

/** The job `read` answers, or null for an id that is not a job's or an unknown job. */
export async function oneJob(id: string, read: (id: string) => Promise<{ job: AdminJobDto }>) {
  if (!UUID.test(id)) return null;
  try {
    return (await read(id)).job;
  } catch (error) {
    if (errorCode(error) === 'NOT_FOUND') return null;
    throw error;
  }
}

/** The AdminCatalogQuery fields of one import or export job. */
export const importJobQueries: Pick<AdminCatalogQueryResolvers, 'importJob' | 'exportJob'> = {
  importJob: (scope, { id }, { upstream }) =>
    oneJob(id, (jobId) => upstream.admin.jobs.importJob(jobId, scope.token)),
  exportJob: (scope, { id }, { upstream }) =>
    oneJob(id, (jobId) => upstream.admin.jobs.exportJob(jobId, scope.token)),
};

/** The AdminCatalogMutation fields that queue a catalog import or export job. */
export const importJobMutations: Pick<
  AdminCatalogMutationResolvers,
  'startCatalogImport' | 'startCatalogExport'
> = {
  startCatalogExport: (scope, _args, { upstream }) =>
    attempt<JobPayload>(async () => {
      const { job } = await upstream.admin.jobs.startExport(scope.token);
      return { job, message: 'The export is queued', userErrors: [] };
    }, refused),
  startCatalogImport: async (scope, { file, dryRun }, { upstream }) => {
    if (!file) return refused(invalid('file', 'Choose the catalog ZIP to import.'));
    const upload = await file;
    const stream: Readable = upload.createReadStream();
    try {
      const { job } = await upstream.admin.jobs.startImport(
        stream,
        { dryRun, fileName: upload.filename.slice(0, 200) || 'catalog.zip' },
        scope.token,
      );
      return { job, message: 'The import is queued', userErrors: [] };
    } catch (error) {
      if ((stream as Readable & { truncated?: boolean }).truncated) {
        stream.resume();
        return refused([
          {
            field: 'file',
            message:
              'The ZIP is larger than 10 MB; import it with the CLI (npm run admin -- catalog-import FILE).',
            code: 'FILE_TOO_LARGE',
          },
        ]);
      }
      const userErrors = refusalOf(error);
      if (userErrors) return refused(userErrors);
      throw error;
    }
  },
};
