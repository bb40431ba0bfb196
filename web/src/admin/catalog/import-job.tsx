import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { adminPaths } from '../paths';
import { CatalogImportJobQuery } from '../jobs/documents';
import {
  errorHeadline,
  JobError,
  JobProgress,
  isPending,
  usePollWhile,
  type AdminJobView,
} from '../jobs/job-parts';
import { useStaffAccess } from '../staff/use-staff-access';
import { ImportProblemsTable, ImportReportTable } from './import-report';

/** Milliseconds between two reads of a running import job. */
export const IMPORT_POLL_MS = 1000;

/** Props of {@link ImportJobStatus}. */
export interface ImportJobStatusProps {
  /** The job as startCatalogImport answered it. */
  started: AdminJobView;
  /** Asks to import the file for real (shown under a completed dry run's report). */
  onImport: () => void;
}

/**
 * A catalog import job on the import page (issue 27): queued, then its progress live (read every
 * second), then its report — with "Import this catalog" after a dry run — or its error and
 * problems; and a link to the jobs page for staff who may see it.
 */
export function ImportJobStatus({ started, onImport }: ImportJobStatusProps) {
  const access = useStaffAccess();
  const { data, startPolling, stopPolling } = useQuery(CatalogImportJobQuery, {
    variables: { id: started.id },
  });
  const job = data?.admin.catalog.importJob ?? started;
  const pending = isPending(job);
  usePollWhile(pending, IMPORT_POLL_MS, startPolling, stopPolling);

  const jobsLink = access.may('jobs') ? (
    <Link asChild fontSize="sm">
      <RouterLink to={adminPaths.jobs.to()}>See all jobs</RouterLink>
    </Link>
  ) : null;

  if (pending) {
    return (
      <Stack gap="2" aria-live="polite">
        <Text fontWeight="medium">
          {job.state === 'QUEUED' ? 'The import is queued…' : 'Importing…'} ({job.summary})
        </Text>
        {job.progress ? <JobProgress progress={job.progress} /> : null}
        {jobsLink}
      </Stack>
    );
  }
  if (job.state === 'FAILED' || job.state === 'CANCELLED') {
    return (
      <Stack gap="2">
        <JobError message={job.error ? errorHeadline(job) : 'The import was cancelled.'} />
        <ImportProblemsTable problems={job.problems} />
        {jobsLink}
      </Stack>
    );
  }
  const report = job.importReport;
  if (!report) return null;
  return (
    <Stack gap="3">
      <ImportReportTable report={report} />
      {report.dryRun ? (
        <Button alignSelf="start" onClick={onImport}>
          Import this catalog
        </Button>
      ) : (
        <Link asChild>
          <RouterLink to={adminPaths.catalogProducts.to()}>Open the products</RouterLink>
        </Link>
      )}
      {jobsLink}
    </Stack>
  );
}
