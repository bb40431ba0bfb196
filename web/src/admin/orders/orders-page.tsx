import { Badge, Button, Link, Text } from '@chakra-ui/react';
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
import { AdminOrdersCsvQuery, AdminOrdersQuery } from './documents';
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
        <Button variant="outline" loading={csv.exporting} onClick={() => void exportCsv()}>
          <FiDownload aria-hidden /> Export CSV
        </Button>
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
      <DataTable
        caption="Orders"
        columns={columns}
        rows={shown?.orders.nodes ?? []}
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
