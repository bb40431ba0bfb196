import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { notify } from '@/lib/toaster';
import { adminErrorMessage, SAVE_FAILED } from '../lib/errors';
import { CatalogExportJobQuery, StartCatalogExportMutation } from '../jobs/documents';
import {
  JobError,
  JobFileLink,
  JobProgress,
  isPending,
  usePollWhile,
  type AdminJobView,
} from '../jobs/job-parts';

/** Milliseconds between two reads of a running export job. */
export const EXPORT_POLL_MS = 1000;

/** An export job: queued or running (read every second), then its download or its error. */
function ExportJobStatus({ started }: { started: AdminJobView }) {
  const { data, startPolling, stopPolling } = useQuery(CatalogExportJobQuery, {
    variables: { id: started.id },
  });
  const job = data?.admin.catalog.exportJob ?? started;
  const pending = isPending(job);
  usePollWhile(pending, EXPORT_POLL_MS, startPolling, stopPolling);
  if (pending) {
    return (
      <Stack gap="2" aria-live="polite">
        <Text fontWeight="medium">
          {job.state === 'QUEUED' ? 'The export is queued…' : 'Exporting…'}
        </Text>
        {job.progress ? <JobProgress progress={job.progress} /> : null}
      </Stack>
    );
  }
  if (job.resultFile) {
    return (
      <Stack gap="2">
        {job.message ? <Text>{job.message}</Text> : null}
        <JobFileLink file={job.resultFile} />
      </Stack>
    );
  }
  return <JobError message={job.error ?? 'The export was cancelled.'} />;
}

/**
 * The catalog export as a background job (issue 27): a worker builds the ZIP, so a large catalog
 * never runs into a request's time limit; the page follows the job and offers its download.
 */
export function CatalogExportJob() {
  const [start, { loading }] = useMutation(StartCatalogExportMutation);
  const [job, setJob] = useState<AdminJobView | null>(null);
  const run = async () => {
    try {
      const answer = await start();
      const payload = answer.data?.admin.catalog.startCatalogExport;
      if (!payload?.job) notify('error', payload?.userErrors[0]?.message ?? SAVE_FAILED);
      else setJob(payload.job);
    } catch (error) {
      notify('error', adminErrorMessage(error, SAVE_FAILED));
    }
  };
  return (
    <Stack gap="3">
      <Button alignSelf="start" variant="outline" loading={loading} onClick={() => void run()}>
        Export in the background
      </Button>
      {job ? <ExportJobStatus key={job.id} started={job} /> : null}
    </Stack>
  );
}
