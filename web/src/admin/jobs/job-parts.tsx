import { Badge, Box, Link, List, Progress, Stack, Text } from '@chakra-ui/react';
import { FiDownload } from 'react-icons/fi';
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
  ORDERS_CSV: 'Orders CSV',
  STATEMENTS: 'Statements',
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
  statements: 'Writing the statements',
};

/** The progress bar of a running job: its step, how many items of all (when known) and percent. */
export function JobProgress({ progress }: { progress: NonNullable<AdminJobView['progress']> }) {
  const counted =
    typeof progress.done === 'number' && typeof progress.total === 'number'
      ? ` · ${progress.done} of ${progress.total}`
      : '';
  const step = STEPS[progress.step] ?? 'Working';
  return (
    <Stack gap="1" minW="10rem">
      <Progress.Root
        value={progress.percent}
        size="sm"
        colorPalette="orange"
        aria-label={`${step}: ${progress.percent} %`}
      >
        {/* Explicit sizes: the shop's theme gives the progress track no height of its own. */}
        <Progress.Track h="2" borderRadius="full" bg="bg.muted" overflow="hidden">
          <Progress.Range h="full" bg="orange.500" />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="xs" color="fg.muted">
        {step}
        {counted} · {progress.percent} %
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

/** The download of the file a completed job wrote (a catalog export, an orders CSV). */
export function JobFileLink({ file }: { file: NonNullable<AdminJobView['resultFile']> }) {
  return (
    <Link
      href={file.downloadUrl}
      download={file.fileName}
      fontSize="sm"
      fontWeight="medium"
      wordBreak="break-all"
    >
      <FiDownload aria-hidden />
      Download {file.fileName} ({formatBytes(file.size)})
    </Link>
  );
}

/** How many problems of a failed import the jobs list shows. */
const SHOWN_PROBLEMS = 5;

/** A failed import's problems, short: "products.csv, line 4, price_euro: …" (the first few). */
export function JobProblems({ problems }: { problems: AdminJobView['problems'] }) {
  if (problems.length === 0) return null;
  const where = (p: AdminJobView['problems'][number]) =>
    [p.file, p.line === null || p.line === undefined ? null : `line ${p.line}`, p.column]
      .filter(Boolean)
      .join(', ');
  return (
    <List.Root fontSize="sm" ps="4" gap="0.5" aria-label="Problems">
      {problems.slice(0, SHOWN_PROBLEMS).map((p, i) => (
        <List.Item key={i}>
          {where(p)}: {p.message}
        </List.Item>
      ))}
      {problems.length > SHOWN_PROBLEMS ? (
        <List.Item>… and {problems.length - SHOWN_PROBLEMS} more</List.Item>
      ) : null}
    </List.Root>
  );
}

/** The first line of a failed job's error when its problems are listed apart. */
export const errorHeadline = (job: Pick<AdminJobView, 'error' | 'problems'>) =>
  job.problems.length > 0 ? (job.error ?? '').split('\n')[0]! : (job.error ?? '');

/** The items a completed job left out because they failed (a statements job's accounts). */
export function JobFailedItems({ items }: { items: AdminJobView['failedItems'] }) {
  if (items.length === 0) return null;
  return (
    <List.Root fontSize="sm" ps="4" gap="0.5" color="red.fg" aria-label="Failed">
      {items.slice(0, SHOWN_PROBLEMS).map((f, i) => (
        <List.Item key={i}>
          {f.item}: {f.message}
        </List.Item>
      ))}
      {items.length > SHOWN_PROBLEMS ? (
        <List.Item>… and {items.length - SHOWN_PROBLEMS} more</List.Item>
      ) : null}
    </List.Root>
  );
}
