import { Badge, Button, Link, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import type { ColumnDef } from '@tanstack/react-table';
import { FiDownload } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router';
import type { AdminOrdersQuery as AdminOrdersResult } from '@/admin/__generated__/graphql';
import { formatMoney } from '@/lib/money';
import { AdminPage } from '../components/admin-page';
import { DataTable } from '../components/data-table';
import { DateFilter, FilterBar, SearchFilter, SelectFilter } from '../components/list-filters';
import { formatDate } from '../lib/format';
import { useCsvExport } from '../lib/use-csv-export';
import { useListParams } from '../lib/use-list-params';
import { adminPaths } from '../paths';
import { useStaffAccess } from '../staff/use-staff-access';
import { BulkActions } from './bulk-actions';
import { AdminOrdersCsvQuery, AdminOrdersQuery } from './documents';
import { OrdersCsvJob } from './orders-csv-job';
import { CANCELLED, orderFilterFrom, orderSortFrom } from './order-filters';

type Row = AdminOrdersResult['admin']['orders']['nodes'][number];

/** Rows per page of the order list. */
export const ORDERS_PAGE_SIZE = 20;

const columns: ColumnDef<Row>[] = [
  {
    id: 'trackingId',
    header: 'Tracking ID',
    cell: ({ row }) => (
      <Link asChild fontWeight="600" color="fg" fontFamily="mono">
        <RouterLink to={adminPaths.order.to(row.original.id)}>{row.original.trackingId}</RouterLink>
      </Link>
    ),
  },
  {
    id: 'ORDER_DATE',
    header: 'Date',
    enableSorting: true,
    cell: ({ row }) => formatDate(row.original.orderDate),
  },
  {
    id: 'CUSTOMER',
    header: 'Customer',
    enableSorting: true,
    cell: ({ row }) => row.original.customer.companyName || row.original.customer.fullName,
  },
  {
    id: 'PRODUCT_NAME',
    header: 'Product',
    enableSorting: true,
    cell: ({ row }) => `${row.original.productName} × ${row.original.quantity}`,
  },
  { id: 'reference', header: 'Reference', cell: ({ row }) => row.original.referenceNumber },
  {
    id: 'purchaseOrder',
    header: 'PO',
    cell: ({ row }) => row.original.purchaseOrderNumber ?? '—',
  },
  {
    id: 'buyerPo',
    header: 'Buyer PO',
    cell: ({ row }) => row.original.buyerPoNumber ?? '—',
  },
  {
    id: 'DELIVERY_STATUS',
    header: 'Delivery status',
    enableSorting: true,
    cell: ({ row }) =>
      row.original.cancelled ? (
        <Badge colorPalette="red">Cancelled</Badge>
      ) : (
        row.original.deliveryStatus
      ),
  },
  {
    id: 'TOTAL',
    header: 'Gross',
    enableSorting: true,
    cell: ({ row }) => formatMoney(row.original.gross),
  },
];

/** The picked rows of the list, or every order matching the filter (issue 26). */
interface Selection {
  ids: Set<string>;
  allMatching: boolean;
}

const NONE: Selection = { ids: new Set(), allMatching: false };

/** The checkbox column of the bulk selection: one per row, and one for the whole page. */
function selectColumn(
  rows: Row[],
  selection: Selection,
  setSelection: (next: Selection) => void,
): ColumnDef<Row> {
  const pageIds = rows.map((r) => r.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selection.ids.has(id));
  const toggle = (ids: string[], on: boolean) => {
    const next = new Set(selection.ids);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setSelection({ ids: next, allMatching: false });
  };
  return {
    id: 'select',
    header: () => (
      <chakra.input
        type="checkbox"
        aria-label="Select every order on this page"
        checked={allOnPage || selection.allMatching}
        onChange={(e) => toggle(pageIds, e.currentTarget.checked)}
        w="4"
        h="4"
      />
    ),
    cell: ({ row }) => (
      <chakra.input
        type="checkbox"
        aria-label={`Select order ${row.original.trackingId}`}
        checked={selection.allMatching || selection.ids.has(row.original.id)}
        onChange={(e) => toggle([row.original.id], e.currentTarget.checked)}
        w="4"
        h="4"
      />
    ),
  };
}

/**
 * Every order (issue 9 Orders): filtered by delivery status, customer, date range and text
 * (tracking ID, reference number, product, the shop's or the buyer's PO number — issue 22), sorted
 * and paged on the server, with both PO columns; the filtered list exports as CSV.
 */
export default function OrdersPage() {
  const list = useListParams();
  const client = useApolloClient();
  const csv = useCsvExport(['order', 'orders']);
  const filter = orderFilterFrom(list);
  const sortBy = orderSortFrom(list);
  const { data, previousData, loading, error, refetch } = useQuery(AdminOrdersQuery, {
    variables: {
      filter,
      sortBy,
      sortDirection: list.sortDirection,
      page: list.page,
      pageSize: ORDERS_PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const shown = (data ?? previousData)?.admin;
  const statuses = shown?.deliveryStatuses ?? [];
  const access = useStaffAccess();
  const [selection, setSelection] = useState<Selection>(NONE);
  const bulk = access.may('orders.status') || access.may('orders.print');
  const rows = shown?.orders.nodes ?? [];
  const totalCount = shown?.orders.totalCount ?? 0;
  const selected = selection.allMatching ? totalCount : selection.ids.size;
  const pickedAll = rows.length > 0 && rows.every((r) => selection.ids.has(r.id));

  const exportCsv = () =>
    csv.run(async () => {
      const result = await client.query({
        query: AdminOrdersCsvQuery,
        variables: { filter, sortBy, sortDirection: list.sortDirection },
        fetchPolicy: 'network-only',
      });
      return result.data?.admin.ordersCsv;
    });

  return (
    <AdminPage
      title="Orders"
      actions={
        <>
          <Button variant="outline" loading={csv.exporting} onClick={() => void exportCsv()}>
            <FiDownload aria-hidden /> Export CSV
          </Button>
          {access.may(['orders.print', 'orders.manage']) ? (
            <OrdersCsvJob filter={filter} sortBy={sortBy} sortDirection={list.sortDirection} />
          ) : null}
        </>
      }
    >
      <FilterBar>
        <SearchFilter
          label="Search tracking ID, PO or reference"
          value={list.get('q')}
          onCommit={(q) => list.set({ q })}
        />
        <SelectFilter
          label="Delivery status"
          value={list.get('status')}
          options={[
            ...statuses.map((s) => ({ value: s.name, label: s.name })),
            { value: CANCELLED, label: 'Cancelled' },
          ]}
          onChange={(status) => list.set({ status })}
        />
        <DateFilter label="From" value={list.get('from')} onChange={(from) => list.set({ from })} />
        <DateFilter label="To" value={list.get('to')} onChange={(to) => list.set({ to })} />
      </FilterBar>
      {list.get('customer') ? (
        <Text fontSize="sm">
          Showing one customer&apos;s orders.{' '}
          <Button
            variant="plain"
            size="sm"
            px="0"
            textDecoration="underline"
            onClick={() => list.set({ customer: null })}
          >
            Show every customer
          </Button>
        </Text>
      ) : null}
      {bulk && selected > 0 ? (
        <>
          <BulkActions
            selection={selection.allMatching ? filter : { ids: [...selection.ids] }}
            count={selected}
            statuses={statuses.map((s) => s.name)}
            onMoved={() => setSelection(NONE)}
          />
          {pickedAll && !selection.allMatching && totalCount > rows.length ? (
            <Text fontSize="sm">
              Every order on this page is selected.{' '}
              <Button
                variant="plain"
                size="sm"
                px="0"
                textDecoration="underline"
                onClick={() => setSelection({ ids: new Set(), allMatching: true })}
              >
                Select all {totalCount} orders matching the filters
              </Button>
            </Text>
          ) : null}
        </>
      ) : null}
      <DataTable
        caption="Orders"
        columns={bulk ? [selectColumn(rows, selection, setSelection), ...columns] : columns}
        rows={rows}
        rowId={(row) => row.id}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        emptyMessage="No orders match these filters."
        sort={{ id: sortBy, desc: list.sortDirection === 'DESC' }}
        onSortChange={(sort) =>
          list.set({ sort: sort?.id ?? null, dir: sort && !sort.desc ? 'asc' : null })
        }
        page={list.page}
        totalPages={shown?.orders.pageInfo.totalPages ?? 0}
        totalCount={shown?.orders.totalCount ?? 0}
        hrefForPage={list.hrefForPage}
      />
    </AdminPage>
  );
}
