import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { notify } from '@/lib/toaster';
import type {
  AdminOrderFilter,
  AdminOrderSortField,
  SortDirection,
} from '../__generated__/graphql';
import { adminErrorMessage, SAVE_FAILED } from '../lib/errors';
import { OrdersCsvJobQuery, StartOrdersCsvMutation } from '../jobs/documents';
import {
  JobError,
  JobFileLink,
  isPending,
  usePollWhile,
  type AdminJobView,
} from '../jobs/job-parts';

/** Milliseconds between two reads of a running CSV job. */
const POLL_MS = 1000;

function OrdersCsvJobStatus({ started }: { started: AdminJobView }) {
  const { data, startPolling, stopPolling } = useQuery(OrdersCsvJobQuery, {
    variables: { id: started.id },
  });
  const job = data?.admin.ordersCsvJob ?? started;
  const pending = isPending(job);
  usePollWhile(pending, POLL_MS, startPolling, stopPolling);
  if (pending) return <Text aria-live="polite">Writing the CSV…</Text>;
  if (!job.resultFile) return <JobError message={job.error ?? 'The CSV was not written.'} />;
  return (
    <Stack gap="1">
      {job.message ? <Text fontSize="sm">{job.message}</Text> : null}
      <JobFileLink file={job.resultFile} />
    </Stack>
  );
}

/** Props of {@link OrdersCsvJob}. */
export interface OrdersCsvJobProps {
  filter: AdminOrderFilter;
  sortBy: AdminOrderSortField;
  sortDirection: SortDirection;
}

/**
 * The order list's CSV written by a background worker (issue 27): for any number of orders, with
 * the list's filter and sort; the page follows the job and offers the file's download.
 */
export function OrdersCsvJob({ filter, sortBy, sortDirection }: OrdersCsvJobProps) {
  const [start, { loading }] = useMutation(StartOrdersCsvMutation);
  const [job, setJob] = useState<AdminJobView | null>(null);
  const run = async () => {
    try {
      const answer = await start({ variables: { filter, sortBy, sortDirection } });
      const payload = answer.data?.admin.startOrdersCsvExport;
      if (!payload?.job) notify('error', payload?.userErrors[0]?.message ?? SAVE_FAILED);
      else setJob(payload.job);
    } catch (error) {
      notify('error', adminErrorMessage(error, SAVE_FAILED));
    }
  };
  return (
    <Stack gap="2" align="start">
      <Button variant="outline" loading={loading} onClick={() => void run()}>
        CSV in the background
      </Button>
      {job ? <OrdersCsvJobStatus key={job.id} started={job} /> : null}
    </Stack>
  );
}
