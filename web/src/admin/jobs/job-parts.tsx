import { Badge, Box, Button, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import type {
  AdminJobFieldsFragment,
  AdminJobQueue,
  AdminJobState,
} from '../__generated__/graphql';

/** A background job as the console reads it (AdminJobFields). */
export type AdminJobView = AdminJobFieldsFragment;

/** The words of each queue (issue 27). */
export const QUEUE_LABELS: Record<AdminJobQueue, string> = {
  MAIL: 'Mail',
  CATALOG_IMPORT: 'Catalog import',
  CATALOG_EXPORT: 'Catalog export',
};

/** The words and badge colour of each job state. */
export const STATE_LABELS: Record<AdminJobState, { label: string; palette: string }> = {
  QUEUED: { label: 'Queued', palette: 'blue' },
  ACTIVE: { label: 'Running', palette: 'orange' },
  FAILED: { label: 'Failed', palette: 'red' },
  COMPLETED: { label: 'Completed', palette: 'green' },
  CANCELLED: { label: 'Cancelled', palette: 'gray' },
};

/** True while a job still has to run or is running (the page keeps polling). */
export const isPending = (job: Pick<AdminJobView, 'state'>) =>
  job.state === 'QUEUED' || job.state === 'ACTIVE';

/** The state badge of a job. */
export function JobStateBadge({ state }: { state: AdminJobState }) {
  const { label, palette } = STATE_LABELS[state];
  return <Badge colorPalette={palette}>{label}</Badge>;
}

const STEPS: Record<string, string> = {
  unpacking: 'Unpacking the ZIP',
  comparing: 'Comparing with the shop',
  writing: 'Writing the catalog',
  exporting: 'Building the ZIP',
};

/** The progress bar of a running import: its step and percent. */
export function JobProgress({ progress }: { progress: NonNullable<AdminJobView['progress']> }) {
  const step = STEPS[progress.step] ?? 'Working';
  return (
    <Stack gap="1" minW="10rem">
      <Progress.Root
        value={progress.percent}
        size="sm"
        colorPalette="orange"
        aria-label={`${step}: ${progress.percent} %`}
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="xs" color="fg.muted">
        {step} · {progress.percent} %
      </Text>
    </Stack>
  );
}

/** A failed job's error message, as written (an import's problems follow on their own lines). */
export function JobError({ message }: { message: string }) {
  return (
    <Box role="alert">
      <Text fontSize="sm" color="red.fg" whiteSpace="pre-line" wordBreak="break-word">
        {message}
      </Text>
    </Box>
  );
}

/** Calls `start(ms)` while `pending`, `stop()` once it is not (and when the caller unmounts). */
export function usePollWhile(
  pending: boolean,
  ms: number,
  start: (ms: number) => void,
  stop: () => void,
): void {
  useEffect(() => {
    if (pending) start(ms);
    else stop();
    return () => stop();
  }, [pending, ms, start, stop]);
}

/** Size in bytes as staff read it: '812 KB', '14.2 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The download of the file a completed job wrote (a catalog export). */
export function JobFileLink({ file }: { file: NonNullable<AdminJobView['resultFile']> }) {
  return (
    <Button asChild size="xs" variant="outline" alignSelf="start">
      <a href={file.downloadUrl} download={file.fileName}>
        Download {file.fileName} ({formatBytes(file.size)})
      </a>
    </Button>
  );
}
