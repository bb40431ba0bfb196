import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { clearToasts, toastTitles } from '@/test/toasts';
import { ImportJobStatus } from '../catalog/import-job';
import {
  AdminJobsQuery,
  CatalogImportJobQuery,
  OrdersCsvJobQuery,
  RetryJobMutation,
  StartOrdersCsvMutation,
} from '../jobs/documents';
import { OrdersCsvJob } from '../orders/orders-csv-job';
import JobsPage from '../jobs/jobs-page';
import { AdminViewerQuery } from '../staff/documents';

const counts = (c: Partial<Record<'queued' | 'active' | 'failed' | 'completed', number>>) => ({
  __typename: 'AdminJobCounts' as const,
  queued: 0,
  active: 0,
  failed: 0,
  completed: 0,
  ...c,
});
const kinds = (n: number) => ({
  __typename: 'AdminCatalogCounts' as const,
  categories: 0,
  sizes: 0,
  fabrics: 0,
  fabricColors: 0,
  products: n,
  storagePrices: 0,
});
const report = (dryRun: boolean) => ({
  __typename: 'AdminCatalogImportReport' as const,
  dryRun,
  products: 62,
  created: kinds(0),
  changed: kinds(1),
  removed: kinds(0),
  createdSkus: [],
  changedSkus: ['SH-MAT-003'],
  removedSkus: [],
  picturesAdded: 0,
  changes: [],
  changesTotal: 0,
  message: dryRun
    ? 'Dry run, nothing written: products 0 created, 1 changed, 0 removed.'
    : 'Imported: products 0 created, 1 changed, 0 removed.',
});
const job = (overrides: Record<string, unknown>) => ({
  __typename: 'AdminJob' as const,
  id: '6f1c2a4e-0000-4000-8000-000000000001',
  queue: 'CATALOG_IMPORT' as const,
  state: 'COMPLETED' as const,
  summary: 'Import shop.zip (dry run)',
  createdAt: '2026-11-27T10:00:00.000Z',
  startedAt: '2026-11-27T10:00:01.000Z',
  completedAt: '2026-11-27T10:00:09.000Z',
  retryCount: 0,
  retryLimit: 0,
  progress: null,
  error: null,
  problems: [],
  importReport: null,
  message: null,
  failedItems: [],
  resultFile: null,
  ...overrides,
});
const running = job({
  id: '6f1c2a4e-0000-4000-8000-000000000002',
  state: 'ACTIVE',
  summary: 'Import big.zip',
  completedAt: null,
  progress: {
    __typename: 'AdminJobProgress',
    step: 'unpacking',
    percent: 40,
    unpackedBytes: 1e6,
    done: null,
    total: null,
  },
});
const failedMail = job({
  id: '6f1c2a4e-0000-4000-8000-000000000003',
  queue: 'MAIL',
  state: 'FAILED',
  summary: 'To orla@brennan.ie: Order confirmation',
  retryCount: 12,
  retryLimit: 12,
  error: 'connect ECONNREFUSED 127.0.0.1:25',
});
const dryRunDone = job({ importReport: report(true) });
const exportFile = {
  __typename: 'AdminFile' as const,
  fileName: 'serena-catalog-2026-11-27.zip',
  contentType: 'application/zip',
  size: 14_900_000,
  downloadUrl: '/admin-files/jobs/catalog-export/6f1c2a4e-0000-4000-8000-000000000004/file',
};
const exported = job({
  id: '6f1c2a4e-0000-4000-8000-000000000004',
  queue: 'CATALOG_EXPORT',
  summary: 'Export the catalog',
  message: 'Exported 62 products and 180 pictures.',
  resultFile: exportFile,
});

const list = (jobs: unknown[], c: Parameters<typeof counts>[0]): MockLink.MockedResponse => ({
  request: { query: AdminJobsQuery, variables: { state: null, queue: null } },
  result: {
    data: {
      admin: {
        __typename: 'AdminQuery',
        jobs: { __typename: 'AdminJobList', counts: counts(c), jobs },
      },
    },
  },
});

describe('admin jobs page (issue 27)', () => {
  it('lists jobs with progress, error and report; refreshes while one runs; retries a failed one on confirmation', async () => {
    clearToasts();
    const finished = {
      ...running,
      state: 'COMPLETED',
      progress: null,
      importReport: report(false),
    };
    renderWithProviders(<JobsPage />, {
      mocks: [
        list([running, failedMail, dryRunDone, exported], {
          active: 1,
          failed: 1,
          completed: 2,
        }),
        list([finished, failedMail, dryRunDone, exported], { failed: 1, completed: 3 }),
        {
          request: { query: RetryJobMutation, variables: { queue: 'MAIL', id: failedMail.id } },
          result: {
            data: {
              admin: {
                __typename: 'AdminMutation',
                retryJob: {
                  __typename: 'AdminJobPayload',
                  job: { ...failedMail, state: 'QUEUED', error: null },
                  message: 'The job is queued again',
                  userErrors: [],
                },
              },
            },
          },
        },
        list([finished, { ...failedMail, state: 'QUEUED', error: null }, dryRunDone, exported], {
          queued: 1,
          completed: 3,
        }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Background jobs' });
    const runningRow = within(table).getByText('Import big.zip').closest('tr')!;
    expect(within(runningRow).getByText('Running')).toBeInTheDocument();
    expect(within(runningRow).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(within(runningRow).getByText('Unpacking the ZIP · 40 %')).toBeInTheDocument();
    expect(within(runningRow).getByText('Catalog import')).toHaveAttribute('data-label', 'Queue');

    const mailRow = within(table)
      .getByText('To orla@brennan.ie: Order confirmation')
      .closest('tr')!;
    expect(within(mailRow).getByText('Failed')).toBeInTheDocument();
    expect(within(mailRow).getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeInTheDocument();
    expect(within(mailRow).getByText('13 of 13')).toHaveAttribute('data-label', 'Attempts');
    expect(within(runningRow).queryByRole('button', { name: 'Retry' })).toBeNull();

    const dryRow = within(table).getByText('Import shop.zip (dry run)').closest('tr')!;
    expect(
      within(dryRow).getByText(
        'Dry run, nothing written: products 0 created, 1 changed, 0 removed.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Running: 1')).toBeInTheDocument();
    const exportRow = within(table).getByText('Export the catalog').closest('tr')!;
    expect(
      within(exportRow).getByText('Exported 62 products and 180 pictures.'),
    ).toBeInTheDocument();
    expect(
      within(exportRow).getByRole('link', {
        name: 'Download serena-catalog-2026-11-27.zip (14.2 MB)',
      }),
    ).toHaveAttribute('href', exportFile.downloadUrl);

    // The list reads itself again (2 s) while a job runs: the import finishes with its report.
    expect(
      await within(table).findByText(
        'Imported: products 0 created, 1 changed, 0 removed.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Running: 0')).toBeInTheDocument();

    await userEvent.click(within(mailRow).getByRole('button', { name: 'Retry' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Retry this job?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry job' }));
    await waitFor(() => expect(toastTitles()).toContain('The job is queued again'));
    expect(await screen.findByText('Queued: 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  }, 20_000);
});

const viewer = (staffRole: string, permissions: string[]): MockLink.MockedResponse => ({
  request: { query: AdminViewerQuery },
  result: {
    data: {
      admin: {
        __typename: 'AdminQuery',
        viewer: { __typename: 'AdminViewer', id: '1', label: 'a@b.ie', staffRole, permissions },
      },
    },
  },
});
const importJob = (value: unknown): MockLink.MockedResponse => ({
  request: { query: CatalogImportJobQuery, variables: { id: running.id } },
  result: {
    data: {
      admin: {
        __typename: 'AdminQuery',
        catalog: { __typename: 'AdminCatalogQuery', importJob: value },
      },
    },
  },
});

describe('the import page follows its job (issue 27)', () => {
  const queued = {
    ...running,
    state: 'QUEUED',
    progress: null,
    summary: 'Import shop.zip (dry run)',
  };

  it('shows the progress live, then the dry run report and Import this catalog', async () => {
    const onImport = vi.fn();
    renderWithProviders(<ImportJobStatus started={queued as never} onImport={onImport} />, {
      mocks: [
        viewer('OWNER', ['jobs', 'catalog']),
        importJob({ ...running, summary: 'Import shop.zip (dry run)' }),
        importJob({ ...dryRunDone, id: running.id }),
      ],
    });
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Importing… (Import shop.zip (dry run))')).toBeInTheDocument();
    const button = await screen.findByRole(
      'button',
      { name: 'Import this catalog' },
      { timeout: 5000 },
    );
    expect(
      screen.getByText('Dry run, nothing written: products 0 created, 1 changed, 0 removed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all jobs' })).toHaveAttribute(
      'href',
      '/admin/jobs',
    );
    await userEvent.click(button);
    expect(onImport).toHaveBeenCalledOnce();
  }, 15_000);

  it('shows a failed import with its problems, and no jobs link to CONTENT staff', async () => {
    renderWithProviders(<ImportJobStatus started={queued as never} onImport={() => undefined} />, {
      mocks: [
        viewer('CONTENT', ['catalog', 'news']),
        importJob({
          ...running,
          state: 'FAILED',
          progress: null,
          error: 'The catalog was not imported (nothing was written):\nproducts.csv: missing',
          problems: [
            {
              __typename: 'AdminCatalogImportProblem',
              file: 'products.csv',
              line: null,
              column: null,
              message: 'missing from the ZIP',
            },
          ],
        }),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The catalog was not imported (nothing was written):',
    );
    expect(screen.getByRole('table', { name: /Invalid rows/ })).toHaveTextContent(
      'missing from the ZIP',
    );
    expect(screen.queryByRole('link', { name: 'See all jobs' })).toBeNull();
  });
});

describe('the orders CSV in the background (issue 27)', () => {
  it('queues the CSV with the list filter, follows it and offers the file', async () => {
    const csvFile = {
      __typename: 'AdminFile' as const,
      fileName: 'orders-2026-11-27.csv',
      contentType: 'text/csv; charset=utf-8',
      size: 2048,
      downloadUrl: '/admin-files/jobs/orders-csv/6f1c2a4e-0000-4000-8000-000000000009/file',
    };
    const queuedCsv = job({
      id: '6f1c2a4e-0000-4000-8000-000000000009',
      queue: 'ORDERS_CSV',
      state: 'QUEUED',
      summary: 'Orders CSV 2026-11-27',
      startedAt: null,
      completedAt: null,
    });
    const variables = {
      filter: { deliveryStatus: 'awaiting dispatch' },
      sortBy: 'ORDER_DATE' as const,
      sortDirection: 'DESC' as const,
    };
    renderWithProviders(<OrdersCsvJob {...variables} />, {
      mocks: [
        {
          request: { query: StartOrdersCsvMutation, variables },
          result: {
            data: {
              admin: {
                __typename: 'AdminMutation',
                startOrdersCsvExport: {
                  __typename: 'AdminJobPayload',
                  job: queuedCsv,
                  message: 'The CSV is being written',
                  userErrors: [],
                },
              },
            },
          },
        },
        {
          request: { query: OrdersCsvJobQuery, variables: { id: queuedCsv.id } },
          result: {
            data: {
              admin: {
                __typename: 'AdminQuery',
                ordersCsvJob: {
                  ...queuedCsv,
                  state: 'COMPLETED',
                  message: '1,204 orders in the CSV.',
                  resultFile: csvFile,
                },
              },
            },
          },
        },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'CSV in the background' }));
    const link = await screen.findByRole('link', { name: 'Download orders-2026-11-27.csv (2 KB)' });
    expect(link).toHaveAttribute('href', csvFile.downloadUrl);
    expect(screen.getByText('1,204 orders in the CSV.')).toBeInTheDocument();
  });
});
