/**
 * The background jobs as the bff sees them (issue 27): the admin's jobs list and retry
 * (`/api/admin/jobs`, the `jobs` permission) and the catalog import and export jobs
 * (`/api/admin/catalog/import-jobs`, `/export-jobs`, the `catalog` permission), the orders CSV
 * and the statements jobs, each taking the staff member's bearer token. Failures
 * throw the GraphQL errors of errors.ts.
 */
import type { Readable } from 'node:stream';
import type { AdminCall } from './admin-types.js';
import type { ApiBody, ApiJson, ApiQuery } from './api-json.js';

/** GET /api/admin/jobs: the counts by state and the jobs, newest first. */
export type AdminJobListDto = ApiJson<'adminListJobs', 200>;

/** One job as the api lists it (its output is the queue's own: progress, report, failure). */
export type AdminJobDto = AdminJobListDto['jobs'][number];

/** The job list's filter (api names: `queued`, `catalog-import`, …). */
export type AdminJobListParams = ApiQuery<'adminListJobs'>;

/** The order list's filter and sort of an orders CSV job. */
export type AdminOrdersCsvParams = ApiQuery<'adminStartOrdersCsv'>;

/** The month and accounts of a statements job. */
export type AdminStatementsJobBody = ApiBody<'adminStartStatements'>;

/** An import job with its file name and dry-run flag. */
export type AdminImportJobDto = ApiJson<'adminCatalogImportJob', 200>['job'];

/** How long streaming a catalog ZIP to the api may take (at most 10 MB here): 2 minutes. */
export const IMPORT_UPLOAD_TIMEOUT_MS = 120_000;

/** Every jobs call of the bff. */
export interface AdminJobsUpstream {
  /** GET /api/admin/jobs?state&queue&limit */
  list(params: AdminJobListParams, token: string): Promise<AdminJobListDto>;
  /** POST /api/admin/jobs/{queue}/{id}/retry (409 when the job has not failed, 404 unknown) */
  retry(queue: AdminJobDto['queue'], id: string, token: string): Promise<{ message: string }>;
  /** POST /api/admin/catalog/import-jobs?dryRun&fileName, the ZIP streamed as application/zip. */
  startImport(
    zip: Readable,
    options: { dryRun: boolean; fileName: string },
    token: string,
  ): Promise<{ job: AdminImportJobDto }>;
  /** GET /api/admin/catalog/import-jobs/{id} (404 unknown) */
  importJob(id: string, token: string): Promise<{ job: AdminImportJobDto }>;
  /** POST /api/admin/catalog/export-jobs */
  startExport(token: string): Promise<{ job: AdminJobDto }>;
  /** GET /api/admin/catalog/export-jobs/{id} (404 unknown) */
  exportJob(id: string, token: string): Promise<{ job: AdminJobDto }>;
  /** POST /api/admin/orders-csv-jobs?filter (the order list's query) */
  startOrdersCsv(params: AdminOrdersCsvParams, token: string): Promise<{ job: AdminJobDto }>;
  /** GET /api/admin/orders-csv-jobs/{id} (404 unknown) */
  ordersCsvJob(id: string, token: string): Promise<{ job: AdminJobDto }>;
  /** POST /api/admin/statements/export-jobs `{ month, accountIds? }` (400 bad month or ids) */
  startStatements(body: AdminStatementsJobBody, token: string): Promise<{ job: AdminJobDto }>;
}

/** `?a=1&b=x` of the defined, non-empty values of `params` ('' when none); admin.ts has the same. */
function queryOf(params: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value as string | number | boolean));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Creates the jobs calls over `call`. */
export function createAdminJobsUpstream(call: AdminCall): AdminJobsUpstream {
  const importJobs = '/api/admin/catalog/import-jobs';
  const exportJobs = '/api/admin/catalog/export-jobs';
  const ordersJobs = '/api/admin/orders-csv-jobs';
  return {
    list: (params, token) => call('GET', `/api/admin/jobs${queryOf(params)}`, token),
    retry: (queue, id, token) =>
      call(
        'POST',
        `/api/admin/jobs/${encodeURIComponent(queue)}/${encodeURIComponent(id)}/retry`,
        token,
      ),
    startImport: (zip, { dryRun, fileName }, token) => {
      const q = new URLSearchParams({ dryRun: dryRun ? '1' : '0', fileName });
      return call(
        'POST',
        `${importJobs}?${q.toString()}`,
        token,
        { contentType: 'application/zip', body: zip, state: { truncated: false } },
        { timeoutMs: IMPORT_UPLOAD_TIMEOUT_MS },
      );
    },
    importJob: (id, token) => call('GET', `${importJobs}/${encodeURIComponent(id)}`, token),
    startExport: (token) => call('POST', exportJobs, token),
    exportJob: (id, token) => call('GET', `${exportJobs}/${encodeURIComponent(id)}`, token),
    startOrdersCsv: (params, token) => call('POST', `${ordersJobs}${queryOf(params)}`, token),
    ordersCsvJob: (id, token) => call('GET', `${ordersJobs}/${encodeURIComponent(id)}`, token),
    startStatements: (body, token) =>
      call('POST', '/api/admin/statements/export-jobs', token, body),
  };
}
