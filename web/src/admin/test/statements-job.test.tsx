import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { clearToasts, toastTitles } from '@/test/toasts';
import { AdminJobsQuery, StartStatementsExportMutation } from '../jobs/documents';
import JobsPage from '../jobs/jobs-page';
import { monthOf, StatementsForm } from '../jobs/statements-form';

const ID = '6f1c2a4e-0000-4000-8000-00000000005a';
const statementsJob = (overrides: Record<string, unknown>) => ({
  __typename: 'AdminJob' as const,
  id: ID,
  queue: 'STATEMENTS' as const,
  state: 'QUEUED' as const,
  summary: 'Statements September 2026 (all accounts)',
  createdAt: '2026-11-27T10:00:00.000Z',
  startedAt: null,
  completedAt: null,
  retryCount: 0,
  retryLimit: 1,
  progress: null,
  error: null,
  problems: [],
  importReport: null,
  message: null,
  failedItems: [],
  resultFile: null,
  ...overrides,
});
const counts = (queued: number, active: number, completed: number) => ({
  __typename: 'AdminJobCounts' as const,
  queued,
  active,
  failed: 0,
  completed,
});
const list = (jobs: unknown[], c: ReturnType<typeof counts>): MockLink.MockedResponse => ({
  request: { query: AdminJobsQuery, variables: { state: null, queue: null } },
  result: {
    data: {
      admin: {
        __typename: 'AdminQuery',
        jobs: { __typename: 'AdminJobList', counts: c, jobs },
      },
    },
  },
});
const started = (month: string, payload: Record<string, unknown>): MockLink.MockedResponse => ({
  request: { query: StartStatementsExportMutation, variables: { input: { month } } },
  result: {
    data: {
      admin: {
        __typename: 'AdminMutation',
        startStatementsExport: {
          __typename: 'AdminJobPayload',
          job: null,
          message: null,
          userErrors: [],
          ...payload,
        },
      },
    },
  },
});

describe('statements for all accounts on the jobs page (issue 27)', () => {
  it('queues the chosen month; the job shows with its progress, then its failures and download', async () => {
    clearToasts();
    const file = {
      __typename: 'AdminFile' as const,
      fileName: 'statements-2026-09.zip',
      contentType: 'application/zip',
      size: 3 * 1024 * 1024,
      downloadUrl: `/admin-files/jobs/statements/${ID}/file`,
    };
    const running = statementsJob({
      state: 'ACTIVE',
      startedAt: '2026-11-27T10:00:01.000Z',
      progress: {
        __typename: 'AdminJobProgress',
        step: 'statements',
        percent: 25,
        unpackedBytes: null,
        done: 3,
        total: 12,
      },
    });
    const done = statementsJob({
      state: 'COMPLETED',
      completedAt: '2026-11-27T10:00:09.000Z',
      message: '11 statements in statements-2026-09.zip. 1 account failed.',
      failedItems: [
        { __typename: 'AdminJobFailedItem', item: 'Account 42 (Acme Ltd)', message: 'Timed out' },
      ],
      resultFile: file,
    });
    renderWithProviders(<JobsPage />, {
      mocks: [
        list([], counts(0, 0, 0)),
        started('2026-09', {
          job: statementsJob({}),
          message: 'The statements are being written',
        }),
        list([running], counts(0, 1, 0)),
        list([done], counts(0, 0, 1)),
      ],
    });
    const form = await screen.findByRole('form', { name: 'Statements' });
    const month = within(form).getByLabelText(/Month/);
    expect(month).toHaveValue(monthOf(new Date(), -1));
    expect(month).toHaveAttribute('max', monthOf(new Date()));
    fireEvent.change(month, { target: { value: '2026-09' } });
    await userEvent.click(
      within(form).getByRole('button', { name: 'Statements for all accounts' }),
    );
    await waitFor(() => expect(toastTitles()).toContain('The statements are being written'));

    const table = await screen.findByRole('table', { name: 'Background jobs' });
    const row = (
      await within(table).findByText('Statements September 2026 (all accounts)')
    ).closest('tr')!;
    expect(within(row).getByText('Statements')).toHaveAttribute('data-label', 'Queue');
    expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(within(row).getByText('Writing the statements · 3 of 12 · 25 %')).toBeInTheDocument();

    // The list reads itself again while the job runs: it completes with a failure and its ZIP.
    const link = await within(table).findByRole(
      'link',
      { name: 'Download statements-2026-09.zip (3.0 MB)' },
      { timeout: 5000 },
    );
    expect(link).toHaveAttribute('href', file.downloadUrl);
    expect(
      within(table).getByText('11 statements in statements-2026-09.zip. 1 account failed.'),
    ).toBeInTheDocument();
    expect(within(table).getByRole('list', { name: 'Failed' })).toHaveTextContent(
      'Account 42 (Acme Ltd): Timed out',
    );
  }, 15_000);

  it('shows why a month was refused', async () => {
    clearToasts();
    let queued = 0;
    const now = new Date(2026, 0, 15);
    renderWithProviders(<StatementsForm now={now} onQueued={() => (queued += 1)} />, {
      mocks: [
        started('2025-12', {
          userErrors: [
            {
              __typename: 'UserError',
              field: 'month',
              message: 'There is no statement for December 2025 yet.',
              code: 'INVALID',
            },
          ],
        }),
      ],
    });
    expect(screen.getByLabelText(/Month/)).toHaveValue('2025-12');
    await userEvent.click(screen.getByRole('button', { name: 'Statements for all accounts' }));
    await waitFor(() =>
      expect(toastTitles()).toContain('There is no statement for December 2025 yet.'),
    );
    expect(queued).toBe(0);
  });
});
