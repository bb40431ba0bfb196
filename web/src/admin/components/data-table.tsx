import { Box, Center, HStack, Spinner, Stack, Table, Text, chakra } from '@chakra-ui/react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { FiArrowDown, FiArrowUp } from 'react-icons/fi';
import { Pagination } from '@/components/pagination';
import { LoadError } from './load-error';

/** The sort a table shows: a column id and direction, or null for the server's default order. */
export interface TableSort {
  /** The column id (also the server's sort field). */
  id: string;
  /** True for descending. */
  desc: boolean;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  /** The table's accessible name (its caption, visually hidden). */
  caption: string;
  /** TanStack column definitions; a column sorts only when `enableSorting` is true. */
  columns: ColumnDef<Row>[];
  /** The rows of the current page, as the server answered them. */
  rows: Row[];
  /** Stable row key. */
  rowId: (row: Row) => string;
  /** True while the page loads (the previous rows stay shown dimmed). */
  loading: boolean;
  /** The load failure to show instead of the rows, with a Try again button. */
  error?: unknown;
  /** Asks again after a failure. */
  onRetry: () => void;
  /** Shown when the server answers no rows. */
  emptyMessage: string;
  /** The current sort (from the URL). */
  sort: TableSort | null;
  /** Called with the new sort when a sortable header is clicked. */
  onSortChange: (sort: TableSort | null) => void;
  /** Current 1-based page, total pages and total rows over every page. */
  page: number;
  totalPages: number;
  totalCount: number;
  /** The link of a page (keeps the filters). */
  hrefForPage: (page: number) => string;
}

/** A column's header as plain text (the label of a cell in the card layout). */
function headerText(header: unknown): string {
  return typeof header === 'string' ? header : '';
}

/**
 * Below the md breakpoint (phones, 375 px) every row becomes a card (issue 26): the header row is
 * hidden from sight (not from screen readers) and each cell shows its column's name before it, so
 * every field is seen without scrolling sideways. One DOM for both layouts: the same table.
 */
export const CARDS_BELOW_MD = {
  mdDown: {
    display: 'block',
    '& thead': { srOnly: true },
    '& tbody, & tr': { display: 'block' },
    '& tbody tr': { borderBottomWidth: '1px', paddingBlock: '2' },
    '& tbody tr:last-of-type': { borderBottomWidth: '0' },
    '& td': {
      display: 'grid',
      gridTemplateColumns: '7rem minmax(0, 1fr)',
      gap: '2',
      borderBottomWidth: '0',
      paddingBlock: '1',
      wordBreak: 'break-word',
    },
    '& td[data-label=""]': { gridTemplateColumns: 'minmax(0, 1fr)' },
    '& td::before': { content: 'attr(data-label)', fontWeight: '600', color: 'fg.muted' },
    '& td[data-label=""]::before': { display: 'none' },
  },
} as const;

/**
 * The admin console's list table (issue 9), built on TanStack Table in manual mode: sorting,
 * filtering and pagination happen on the server, this only shows one page and reports clicks.
 * Sortable headers are buttons with `aria-sort`; below the md breakpoint each row is a card
 * (see {@link CARDS_BELOW_MD}). Loading, empty and error states are part of it.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowId,
  loading,
  error,
  onRetry,
  emptyMessage,
  sort,
  onSortChange,
  page,
  totalPages,
  totalCount,
  hrefForPage,
}: DataTableProps<Row>) {
  const sorting: SortingState = sort ? [sort] : [];
  // TanStack Table keeps its own state; the React Compiler skips this component (no memoisation).
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: rowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    pageCount: totalPages,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onSortChange(next[0] ?? null);
    },
  });

  if (error && rows.length === 0) return <LoadError error={error} onRetry={onRetry} />;

  if (!loading && rows.length === 0) {
    return (
      <Center p="10" bg="bg.panel" borderRadius="md" borderWidth="1px">
        <Text color="fg.muted">{emptyMessage}</Text>
      </Center>
    );
  }

  return (
    <Stack gap="3">
      <Table.ScrollArea
        borderWidth="1px"
        borderRadius="md"
        bg="bg.panel"
        tabIndex={0}
        aria-label={caption}
        role="region"
      >
        <Table.Root size="sm" aria-busy={loading} opacity={loading ? 0.6 : 1} css={CARDS_BELOW_MD}>
          <chakra.caption srOnly>{caption}</chakra.caption>
          <Table.Header>
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id}>
                {group.headers.map((header) => {
                  const column = header.column;
                  const direction = column.getIsSorted();
                  const label = flexRender(column.columnDef.header, header.getContext());
                  return (
                    <Table.ColumnHeader
                      key={header.id}
                      whiteSpace="nowrap"
                      aria-sort={
                        direction === 'asc'
                          ? 'ascending'
                          : direction === 'desc'
                            ? 'descending'
                            : undefined
                      }
                    >
                      {column.columnDef.enableSorting === true ? (
                        <chakra.button
                          type="button"
                          display="inline-flex"
                          alignItems="center"
                          gap="1"
                          fontWeight="inherit"
                          cursor="pointer"
                          onClick={() => onSortChange({ id: column.id, desc: direction === 'asc' })}
                        >
                          {label}
                          {direction === 'asc' ? (
                            <FiArrowUp aria-hidden />
                          ) : direction === 'desc' ? (
                            <FiArrowDown aria-hidden />
                          ) : (
                            <chakra.span aria-hidden color="fg.subtle">
                              ↕
                            </chakra.span>
                          )}
                        </chakra.button>
                      ) : (
                        label
                      )}
                    </Table.ColumnHeader>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body>
            {table.getRowModel().rows.map((row) => (
              <Table.Row key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <Table.Cell key={cell.id} data-label={headerText(cell.column.columnDef.header)}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {loading ? 'Loading…' : `${totalCount} ${totalCount === 1 ? 'result' : 'results'}`}
        </Text>
        {loading ? <Spinner size="sm" aria-hidden /> : null}
      </HStack>
      <Box mt="-8">
        <Pagination
          page={page}
          totalPages={totalPages}
          hrefFor={hrefForPage}
          label={`${caption} pages`}
        />
      </Box>
    </Stack>
  );
}
