import { Button, Flex, Input, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { notify } from '@/lib/toaster';
import { AdminPage } from '../components/admin-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Panel } from '../components/panel';
import { SAVE_FAILED } from '../lib/errors';
import { postAdminFiles } from '../lib/upload-files';
import { StartCatalogImportMutation } from '../jobs/documents';
import type { AdminJobView } from '../jobs/job-parts';
import { CatalogNav } from './catalog-nav';
import { CatalogExportUrlQuery } from './documents';
import { CatalogExportJob } from './export-job';
import { ImportJobStatus } from './import-job';

/**
 * Queues the import (or dry run) of `file` as a background job (issue 27).
 * @returns the job, or null after a toast saying why not.
 */
async function startImport(file: File, dryRun: boolean): Promise<AdminJobView | null> {
  try {
    const answer = await postAdminFiles(
      StartCatalogImportMutation,
      { dryRun },
      'file',
      [file],
      false,
    );
    const payload = answer.data?.admin.catalog.startCatalogImport;
    const failure = answer.errors?.[0]?.message ?? payload?.userErrors[0]?.message;
    if (failure || !payload?.job) {
      notify('error', failure ?? SAVE_FAILED);
      return null;
    }
    return payload.job;
  } catch {
    notify('error', SAVE_FAILED);
    return null;
  }
}

/**
 * Catalog import and export (issues 10 and 27): upload a catalog ZIP, which a background worker
 * checks (dry run) with its progress shown live, then see the created, changed and removed counts
 * (or every invalid row with file, line and column) and confirm the import, itself a job;
 * download the whole catalog as a ZIP.
 */
export default function ImportExportPage() {
  const { data } = useQuery(CatalogExportUrlQuery);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [job, setJob] = useState<AdminJobView | null>(null);
  const [confirming, setConfirming] = useState(false);
  const start = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(true);
    const started = await startImport(file, dryRun);
    setBusy(false);
    setConfirming(false);
    if (started) setJob(started);
  };
  return (
    <AdminPage title="Import & export">
      <CatalogNav />
      <Panel title="Export">
        <Text>
          The whole catalog as CSV files and pictures in one ZIP. A large catalog is best exported
          in the background: a worker builds the ZIP, then it is ready to download.
        </Text>
        <Flex gap="3" wrap="wrap" align="start">
          {data ? (
            <Button asChild alignSelf="start" variant="outline">
              <a href={data.admin.catalog.exportUrl} download>
                Download catalog ZIP
              </a>
            </Button>
          ) : null}
          <CatalogExportJob />
        </Flex>
      </Panel>
      <Panel title="Import">
        <Text>
          Importing replaces the catalog with the file's content, keyed by SKU. Check the dry run
          first; an invalid row rejects the whole file and nothing is written. The import runs in
          the background: you may leave this page. Files above 10 MB go through the CLI:{' '}
          <code>npm run admin -- catalog-import FILE</code>.
        </Text>
        <Flex gap="3" wrap="wrap" align="center">
          <Input
            type="file"
            accept=".zip,application/zip"
            aria-label="Catalog ZIP"
            maxW="sm"
            p="1"
            onChange={(e) => {
              setFile(e.currentTarget.files?.[0] ?? null);
              setJob(null);
            }}
          />
          <Button disabled={!file} loading={busy && !confirming} onClick={() => void start(true)}>
            Check (dry run)
          </Button>
        </Flex>
        {job ? (
          <ImportJobStatus key={job.id} started={job} onImport={() => setConfirming(true)} />
        ) : null}
      </Panel>
      <ConfirmDialog
        open={confirming}
        title="Import this catalog?"
        description={`${job?.importReport?.message ?? ''} Products not in the file are removed from the shop.`}
        confirmLabel="Import catalog"
        busy={busy}
        onConfirm={() => void start(false)}
        onClose={() => setConfirming(false)}
      />
    </AdminPage>
  );
}
