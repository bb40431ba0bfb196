import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DataTable } from '../components/data-table';
import type { DataTableProps } from '../components/data-table';

interface Row {
  id: string;
  name: string;
  city: string;
}

const columns: ColumnDef<Row>[] = [
  { id: 'NAME', header: 'Name', enableSorting: true, cell: ({ row }) => row.original.name },
  { id: 'city', header: 'City', cell: ({ row }) => row.original.city },
];
const rows: Row[] = [
  { id: '1', name: 'Brennan Beds', city: 'Cork' },
  { id: '2', name: 'Walsh Interiors', city: 'Galway' },
];

function renderTable(props: Partial<DataTableProps<Row>> = {}) {
  const onSortChange = vi.fn();
  const onRetry = vi.fn();
  renderWithProviders(
    <DataTable
      caption="Trade accounts"
      columns={columns}
      rows={rows}
      rowId={(row) => row.id}
      loading={false}
      onRetry={onRetry}
      emptyMessage="No accounts match these filters."
      sort={{ id: 'NAME', desc: true }}
      onSortChange={onSortChange}
      page={2}
      totalPages={3}
      totalCount={45}
      hrefForPage={(page) => `?q=cork&page=${page}`}
      {...props}
    />,
  );
  return { onSortChange, onRetry };
}

describe('DataTable', () => {
  it('shows one page of rows, the sort on its header and the total', () => {
    renderTable();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Walsh Interiors')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: 'City' })).not.toHaveAttribute('aria-sort');
    expect(
      within(screen.getByRole('columnheader', { name: 'City' })).queryByRole('button'),
    ).toBeNull();
    expect(screen.getByText('45 results')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Trade accounts' })).toHaveAttribute('tabindex', '0');
  });

  it('asks the server for the other direction when a sorted header is clicked', async () => {
    const { onSortChange } = renderTable();
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenCalledWith({ id: 'NAME', desc: false });
  });

  it('sorts an unsorted column ascending first', async () => {
    const { onSortChange } = renderTable({ sort: null });
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenCalledWith({ id: 'NAME', desc: false });
  });

  it('links the other pages with the filters kept', () => {
    renderTable();
    const nav = screen.getByRole('navigation', { name: 'Trade accounts pages' });
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/?q=cork&page=3',
    );
    expect(within(nav).getByText('2')).toHaveAttribute('aria-current', 'page');
  });

  it('shows the empty state when the server answers no rows', () => {
    renderTable({ rows: [], totalCount: 0, totalPages: 0 });
    expect(screen.getByText('No accounts match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the error state with Try again', async () => {
    const { onRetry } = renderTable({ rows: [], error: new Error('offline') });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load this page.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
