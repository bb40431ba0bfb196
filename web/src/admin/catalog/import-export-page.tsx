import { Box, Button, Flex, Input, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { notify } from '@/lib/toaster';
import { AdminPage } from '../components/admin-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Panel } from '../components/panel';
import { postAdminFiles } from '../lib/upload-files';
import type { AdminImportCatalogMutation } from '../__generated__/graphql';
import { CatalogNav } from './catalog-nav';
import { ImportChanges } from './import-changes';
import { CatalogExportUrlQuery, ImportCatalogMutation } from './documents';

type ImportResult = AdminImportCatalogMutation['admin']['catalog']['importCatalog'];
const KINDS = [
  ['products', 'Products'],
  ['categories', 'Categories'],
  ['sizes', 'Sizes'],
  ['fabrics', 'Fabrics'],
  ['fabricColors', 'Fabric colours'],
  ['storagePrices', 'Storage prices'],
] as const;

async function sendImport(file: File, dryRun: boolean): Promise<ImportResult | null> {
  const answer = await postAdminFiles(ImportCatalogMutation, { dryRun }, 'file', [file], false);
  if (answer.errors?.length) {
    notify('error', answer.errors[0]!.message);
    return null;
  }
  return answer.data?.admin.catalog.importCatalog ?? null;
}

function ReportTable({ result }: { result: ImportResult }) {
  const report = result.report!;
  return (
    <Box overflowX="auto">
      <Table.Root size="sm">
        <Table.Caption>{report.message}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>What</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Created</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Changed</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Removed</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {KINDS.map(([key, label]) => (
            <Table.Row key={key}>
              <Table.Cell>{label}</Table.Cell>
              <Table.Cell textAlign="end">{report.created[key]}</Table.Cell>
              <Table.Cell textAlign="end">{report.changed[key]}</Table.Cell>
              <Table.Cell textAlign="end">{report.removed[key]}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {report.removedSkus.length ? (
        <Text mt="2" fontSize="sm" color="red.fg">
          Removed SKUs: {report.removedSkus.slice(0, 50).join(', ')}
          {report.removedSkus.length > 50 ? ' …' : ''}
        </Text>
      ) : null}
      <ImportChanges report={report} />
    </Box>
  );
}

/**
 * Catalog import and export (issue 10): upload a catalog ZIP, see the dry run's created, changed
 * and removed counts (or every invalid row with file, line and column), then confirm the import;
 * download the whole catalog as a ZIP.
 */
export default function ImportExportPage() {
  const { data } = useQuery(CatalogExportUrlQuery);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [confirming, setConfirming] = useState(false);
  const dryRun = async () => {
    if (!file) return;
    setBusy(true);
    setResult(await sendImport(file, true).catch(() => null));
    setBusy(false);
  };
  const runImport = async () => {
    if (!file) return;
    setBusy(true);
    const done = await sendImport(file, false).catch(() => null);
    setBusy(false);
    setConfirming(false);
    setResult(done);
    if (done?.report) notify('success', done.report.message);
  };
  return (
    <AdminPage title="Import & export">
      <CatalogNav />
      <Panel title="Export">
        <Text>The whole catalog as CSV files and pictures in one ZIP.</Text>
        {data ? (
          <Button asChild alignSelf="start" variant="outline">
            <a href={data.admin.catalog.exportUrl} download>
              Download catalog ZIP
            </a>
          </Button>
        ) : null}
      </Panel>
      <Panel title="Import">
        <Text>
          Importing replaces the catalog with the file's content, keyed by SKU. Check the dry run
          first; an invalid row rejects the whole file and nothing is written. Files above 10 MB go
          through the CLI: <code>npm run admin -- catalog-import FILE</code>.
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
              setResult(null);
            }}
          />
          <Button disabled={!file} loading={busy && !confirming} onClick={() => void dryRun()}>
            Check (dry run)
          </Button>
        </Flex>
        {result?.userErrors.length ? (
          <Stack role="alert" gap="2">
            <Text color="red.fg" fontWeight="500" whiteSpace="pre-line">
              {result.userErrors[0]!.message}
            </Text>
            {result.problems.length ? (
              <Box overflowX="auto">
                <Table.Root size="sm">
                  <Table.Caption>Invalid rows: nothing was written</Table.Caption>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>File</Table.ColumnHeader>
                      <Table.ColumnHeader>Line</Table.ColumnHeader>
                      <Table.ColumnHeader>Column</Table.ColumnHeader>
                      <Table.ColumnHeader>Reason</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {result.problems.slice(0, 100).map((p, i) => (
                      <Table.Row key={i}>
                        <Table.Cell>{p.file}</Table.Cell>
                        <Table.Cell>{p.line ?? ''}</Table.Cell>
                        <Table.Cell>{p.column ?? ''}</Table.Cell>
                        <Table.Cell>{p.message}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            ) : null}
          </Stack>
        ) : null}
        {result?.report ? (
          <Stack gap="3">
            <ReportTable result={result} />
            {result.report.dryRun ? (
              <Button alignSelf="start" onClick={() => setConfirming(true)}>
                Import this catalog
              </Button>
            ) : (
              <Link href="/admin/catalog">Open the products</Link>
            )}
          </Stack>
        ) : null}
      </Panel>
      <ConfirmDialog
        open={confirming}
        title="Import this catalog?"
        description={`${result?.report?.message ?? ''} Products not in the file are removed from the shop.`}
        confirmLabel="Import catalog"
        busy={busy}
        onConfirm={() => void runImport()}
        onClose={() => setConfirming(false)}
      />
    </AdminPage>
  );
}
