import { Box, Table, Text } from '@chakra-ui/react';
import type { AdminImportReportFieldsFragment } from '../__generated__/graphql';
import { ImportChanges } from './import-changes';

/** What a catalog import did or would do (the fields of AdminImportReportFields). */
export type ImportReport = AdminImportReportFieldsFragment;

/** A problem of a refused import: file, line, column and why. */
export interface ImportProblem {
  file: string;
  line?: number | null;
  column?: string | null;
  message: string;
}

const KINDS = [
  ['products', 'Products'],
  ['categories', 'Categories'],
  ['sizes', 'Sizes'],
  ['fabrics', 'Fabrics'],
  ['fabricColors', 'Fabric colours'],
  ['storagePrices', 'Storage prices'],
] as const;

/** An import report (issue 10): created, changed and removed per kind, removed SKUs, changes. */
export function ImportReportTable({ report }: { report: ImportReport }) {
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

/** The invalid rows of a refused import (the first 100): nothing was written. */
export function ImportProblemsTable({ problems }: { problems: readonly ImportProblem[] }) {
  if (problems.length === 0) return null;
  return (
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
          {problems.slice(0, 100).map((p, i) => (
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
  );
}
