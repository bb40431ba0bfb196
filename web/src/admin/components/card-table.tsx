import { Table, Text, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CARDS_BELOW_MD } from './data-table';

/** One column of a {@link CardTable}: its header (also the cell's label on a card) and cell. */
export interface CardColumn<Row> {
  /** The column's name. */
  header: string;
  /** The cell of `row`. */
  cell: (row: Row) => ReactNode;
  /** Right-aligned (amounts). */
  end?: boolean;
}

/** Props of {@link CardTable}. */
export interface CardTableProps<Row> {
  /** The table's accessible name (its caption, visually hidden). */
  caption: string;
  /** The columns, left to right. */
  columns: CardColumn<Row>[];
  /** Every row (the list is short: no paging). */
  rows: readonly Row[];
  /** Stable row key. */
  rowId: (row: Row) => string;
  /** Shown instead of the table when there are no rows. */
  emptyMessage: string;
}

/**
 * A short, unpaged admin table (issue 24 company section) that, like {@link DataTable}, becomes
 * one card per row below the md breakpoint (375 px), each cell labelled with its column's name.
 */
export function CardTable<Row>({
  caption,
  columns,
  rows,
  rowId,
  emptyMessage,
}: CardTableProps<Row>) {
  if (rows.length === 0) return <Text color="fg.muted">{emptyMessage}</Text>;
  return (
    <Table.ScrollArea
      position="relative"
      borderWidth="1px"
      borderRadius="md"
      bg="bg.panel"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <Table.Root size="sm" css={CARDS_BELOW_MD}>
        <chakra.caption srOnly>{caption}</chakra.caption>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.header} textAlign={column.end ? 'end' : undefined}>
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowId(row)}>
              {columns.map((column) => (
                <Table.Cell
                  key={column.header}
                  data-label={column.header}
                  textAlign={column.end ? { md: 'end' } : undefined}
                >
                  {column.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
