/**
 * AdminJob.failedItems and progress (issue 27): a completed statements job's failed accounts as
 * "Account 42 (Acme Ltd)" with their message (odd output shapes read safely); a running job's
 * done/total; none for other states.
 */
import { describe, expect, it } from 'vitest';
import { AdminJob } from '../src/resolvers/admin/AdminJob.js';
import type { AdminJobDto } from '../src/upstream/admin-jobs.js';

const job = (state: AdminJobDto['state'], output: unknown): AdminJobDto => ({
  id: '6f1c2a4e-0000-4000-8000-000000000001',
  queue: 'statements',
  state,
  summary: 'Statements November 2026 (all accounts)',
  createdAt: '2026-11-27T10:00:00.000Z',
  startedAt: null,
  completedAt: null,
  retryCount: 0,
  retryLimit: 1,
  output,
});

type Resolve = (parent: AdminJobDto) => unknown;
const failedItems = AdminJob.failedItems as unknown as Resolve;
const progress = AdminJob.progress as unknown as Resolve;

describe('AdminJob of a statements job', () => {
  it('names the failed accounts of a completed job', () => {
    const output = {
      message: '1 statement in statements-2026-11.zip. 2 accounts failed.',
      failures: [
        { accountId: 42, company: 'Acme Ltd', message: 'Timed out' },
        { accountId: 7, company: '', message: 'The account no longer exists.' },
        { accountId: { bad: true }, company: 3, message: null },
      ],
    };
    expect(failedItems(job('completed', output))).toEqual([
      { item: 'Account 42 (Acme Ltd)', message: 'Timed out' },
      { item: 'Account 7', message: 'The account no longer exists.' },
      { item: 'Account ?', message: '' },
    ]);
    expect(failedItems(job('failed', output))).toEqual([]);
    expect(failedItems(job('completed', { failures: 'no' }))).toEqual([]);
  });

  it('reads done of total while it runs', () => {
    const running = job('active', {
      progress: { step: 'statements', percent: 25, done: 3, total: 12 },
    });
    expect(progress(running)).toEqual({
      step: 'statements',
      percent: 25,
      unpackedBytes: null,
      done: 3,
      total: 12,
    });
  });
});
