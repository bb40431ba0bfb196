import { Button, Collapsible, Flex, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { AdminJobQueue, AdminJobState } from '../__generated__/graphql';
import { AdminPage } from '../components/admin-page';
import { CardTable, type CardColumn } from '../components/card-table';
import { ConfirmDialog } from '../components/confirm-dialog';
import { FilterBar, SelectFilter } from '../components/list-filters';
import { LoadError } from '../components/load-error';
import { ImportReportTable } from '../catalog/import-report';
import { formatDateTime } from '../lib/format';
import { runChange } from '../lib/run-change';
import { AdminJobsQuery, RetryJobMutation } from './documents';
import { StatementsForm } from './statements-form';
import {
  errorHeadline,
  JobError,
  JobFailedItems,
  JobFileLink,
  JobProblems,
  JobProgress,
  JobStateBadge,
  QUEUE_LABELS,
  STATE_LABELS,
  usePollWhile,
  type AdminJobView,
} from './job-parts';

/** Milliseconds between two reads of the list while a job is queued or running. */
export const JOBS_POLL_MS = 2000;

const STATE_OPTIONS = (['QUEUED', 'ACTIVE', 'FAILED', 'COMPLETED'] as const).map((value) => ({
  value,
  label: STATE_LABELS[value].label,
}));
const QUEUE_OPTIONS = (Object.keys(QUEUE_LABELS) as AdminJobQueue[]).map((value) => ({
  value,
  label: QUEUE_LABELS[value],
}));

/** What a job did or is doing: progress, error and problems, or an import's report. */
function JobOutcome({ job }: { job: AdminJobView }) {
  const [open, setOpen] = useState(false);
  if (job.progress) return <JobProgress progress={job.progress} />;
  if (job.error) {
    return (
      <Stack gap="2">
        <JobError message={errorHeadline(job)} />
        <JobProblems problems={job.problems} />
      </Stack>
    );
  }
  if (job.resultFile) {
    return (
      <Stack gap="1">
        {job.message ? <Text fontSize="sm">{job.message}</Text> : null}
        <JobFailedItems items={job.failedItems} />
        <JobFileLink file={job.resultFile} />
      </Stack>
    );
  }
  const report = job.importReport;
  if (!report) return null;
  return (
    <Collapsible.Root open={open} onOpenChange={(e) => setOpen(e.open)} lazyMount unmountOnExit>
      <Text fontSize="sm">{report.message}</Text>
      <Collapsible.Trigger asChild>
        <Button size="xs" variant="plain" px="0" color="fg.muted">
          {open ? 'Hide the report' : 'Show the report'}
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <ImportReportTable report={report} />
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/** When it was queued, started and finished. */
function JobTimes({ job }: { job: AdminJobView }) {
  return (
    <Stack gap="0" fontSize="sm">
      <Text>Queued {formatDateTime(job.createdAt)}</Text>
      {job.startedAt ? <Text color="fg.muted">Started {formatDateTime(job.startedAt)}</Text> : null}
      {job.completedAt ? (
        <Text color="fg.muted">Finished {formatDateTime(job.completedAt)}</Text>
      ) : null}
    </Stack>
  );
}

/**
 * The background jobs (issue 27; the `jobs` permission): mails, catalog imports and exports, order
 * CSVs and statements (queued here for a month: {@link StatementsForm}), newest first,
 * filtered by state and queue, with the counts by state; a running import's progress, a failed
 * job's error and Retry (confirmed), a completed import's report, a completed export's download. The list reads itself again
 * every 2 s while a job is queued or running.
 */
export default function JobsPage() {
  const [state, setState] = useState<AdminJobState | ''>('');
  const [queue, setQueue] = useState<AdminJobQueue | ''>('');
  const { data, error, refetch, startPolling, stopPolling } = useQuery(AdminJobsQuery, {
    variables: { state: state || null, queue: queue || null },
    notifyOnNetworkStatusChange: false,
  });
  const [retry, { loading: retrying }] = useMutation(RetryJobMutation);
  const [confirming, setConfirming] = useState<AdminJobView | null>(null);
  const counts = data?.admin.jobs.counts;
  const busy = counts ? counts.queued + counts.active > 0 : false;
  usePollWhile(busy, JOBS_POLL_MS, startPolling, stopPolling);

  const onRetry = async (job: AdminJobView) => {
    const done = await runChange(async () => {
      const answer = await retry({ variables: { queue: job.queue, id: job.id } });
      return answer.data?.admin.retryJob;
    }, 'The job is queued again');
    setConfirming(null);
    if (done) await refetch();
  };

  const columns: CardColumn<AdminJobView>[] = [
    { header: 'Queue', cell: (job) => QUEUE_LABELS[job.queue] },
    {
      header: 'Job',
      cell: (job) => (
        <Stack gap="2" maxW="36rem" whiteSpace="normal">
          <Text fontWeight="medium" wordBreak="break-word">
            {job.summary}
          </Text>
          <JobOutcome job={job} />
        </Stack>
      ),
    },
    { header: 'State', cell: (job) => <JobStateBadge state={job.state} /> },
    { header: 'Times', cell: (job) => <JobTimes job={job} /> },
    { header: 'Attempts', cell: (job) => `${job.retryCount + 1} of ${job.retryLimit + 1}` },
    {
      header: 'Actions',
      cell: (job) =>
        job.state === 'FAILED' ? (
          <Button size="xs" variant="outline" onClick={() => setConfirming(job)}>
            Retry
          </Button>
        ) : null,
    },
  ];

  return (
    <AdminPage title="Jobs">
      <Text color="fg.muted">
        Work the shop does in the background: e-mails, catalog imports and exports, order CSV files,
        statements.
      </Text>
      <StatementsForm onQueued={() => void refetch()} />
      <FilterBar>
        <SelectFilter
          label="State"
          value={state}
          options={STATE_OPTIONS}
          onChange={(v) => setState(v as AdminJobState | '')}
        />
        <SelectFilter
          label="Queue"
          value={queue}
          options={QUEUE_OPTIONS}
          onChange={(v) => setQueue(v as AdminJobQueue | '')}
        />
      </FilterBar>
      {counts ? (
        <Flex gap="4" wrap="wrap" fontSize="sm" aria-label="Jobs by state" role="group">
          <Text>Queued: {counts.queued}</Text>
          <Text>Running: {counts.active}</Text>
          <Text>Failed: {counts.failed}</Text>
          <Text>Completed: {counts.completed}</Text>
        </Flex>
      ) : null}
      {error && !data ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : data ? (
        <CardTable
          caption="Background jobs"
          columns={columns}
          rows={data.admin.jobs.jobs}
          rowId={(job) => `${job.queue}:${job.id}`}
          emptyMessage="No jobs."
        />
      ) : (
        <Text color="fg.muted">Loading…</Text>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title="Retry this job?"
        description={`${confirming?.summary ?? ''} goes back in its queue and runs again.`}
        confirmLabel="Retry job"
        destructive={false}
        busy={retrying}
        onConfirm={() => confirming && void onRetry(confirming)}
        onClose={() => setConfirming(null)}
      />
    </AdminPage>
  );
}
