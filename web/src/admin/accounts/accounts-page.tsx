import { Badge, Link } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { ColumnDef } from '@tanstack/react-table';
import { Link as RouterLink } from 'react-router';
import type {
  AccountSortField,
  AccountStatus,
  AdminAccountsQuery,
} from '@/admin/__generated__/graphql';
import { formatMoney } from '@/lib/money';
import { AdminPage } from '../components/admin-page';
import { DataTable } from '../components/data-table';
import { FilterBar, SearchFilter, SelectFilter } from '../components/list-filters';
import { ACCOUNT_STATUS, formatDate } from '../lib/format';
import { useListParams } from '../lib/use-list-params';
import { adminPaths } from '../paths';
import { AdminAccountsQuery as AccountsQuery } from './documents';

type Row = AdminAccountsQuery['admin']['accounts']['nodes'][number];

/** Rows per page of the account list. */
export const ACCOUNTS_PAGE_SIZE = 20;

const SORT_FIELDS: readonly AccountSortField[] = [
  'CREATED_AT',
  'FULL_NAME',
  'COMPANY_NAME',
  'EMAIL',
  'STATUS',
  'CREDIT_LIMIT',
];
const STATUSES = Object.keys(ACCOUNT_STATUS) as AccountStatus[];

const columns: ColumnDef<Row>[] = [
  {
    id: 'FULL_NAME',
    header: 'Name',
    enableSorting: true,
    cell: ({ row }) => (
      <Link asChild fontWeight="600" color="fg">
        <RouterLink to={adminPaths.account.to(row.original.id)}>{row.original.fullName}</RouterLink>
      </Link>
    ),
  },
  {
    id: 'COMPANY_NAME',
    header: 'Company',
    enableSorting: true,
    cell: ({ row }) => row.original.companyName,
  },
  { id: 'EMAIL', header: 'E-mail', enableSorting: true, cell: ({ row }) => row.original.email },
  {
    id: 'STATUS',
    header: 'Status',
    enableSorting: true,
    cell: ({ row }) => {
      const status = ACCOUNT_STATUS[row.original.status];
      return <Badge colorPalette={status.palette}>{status.label}</Badge>;
    },
  },
  {
    id: 'CREDIT_LIMIT',
    header: 'Credit limit',
    enableSorting: true,
    cell: ({ row }) => formatMoney(row.original.creditLimit),
  },
  {
    id: 'OVERDUE',
    header: 'Overdue',
    enableSorting: false,
    cell: ({ row }) =>
      Number(row.original.overdue.amount) > 0 ? (
        <Badge colorPalette="red">{formatMoney(row.original.overdue)}</Badge>
      ) : (
        '—'
      ),
  },
  {
    id: 'CREATED_AT',
    header: 'Applied',
    enableSorting: true,
    cell: ({ row }) => formatDate(row.original.createdAt),
  },
];

/**
 * The trade accounts (issue 9 Accounts): every account with its status, searched by name, company
 * and e-mail, filtered by status and by overdue invoices (issue 22) and sorted on the server; each
 * name opens the account.
 */
export default function AccountsPage() {
  const list = useListParams();
  const search = list.get('q');
  const status = list.get('status');
  const overdue = list.get('overdue') === 'true';
  const sortBy = SORT_FIELDS.find((f) => f === list.sortBy) ?? 'CREATED_AT';
  const { data, previousData, loading, error, refetch } = useQuery(AccountsQuery, {
    variables: {
      search: search || null,
      status: STATUSES.find((s) => s === status) ?? null,
      overdue: overdue || null,
      sortBy,
      sortDirection: list.sortDirection,
      page: list.page,
      pageSize: ACCOUNTS_PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const accounts = (data ?? previousData)?.admin.accounts;
  return (
    <AdminPage title="Accounts">
      <FilterBar>
        <SearchFilter
          label="Search name, company or e-mail"
          value={search}
          onCommit={(q) => list.set({ q })}
        />
        <SelectFilter
          label="Status"
          value={status}
          options={STATUSES.map((s) => ({ value: s, label: ACCOUNT_STATUS[s].label }))}
          onChange={(value) => list.set({ status: value })}
        />
        <SelectFilter
          label="Invoices"
          value={overdue ? 'true' : ''}
          options={[{ value: 'true', label: 'Overdue only' }]}
          onChange={(value) => list.set({ overdue: value })}
        />
      </FilterBar>
      <DataTable
        caption="Trade accounts"
        columns={columns}
        rows={accounts?.nodes ?? []}
        rowId={(row) => row.id}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        emptyMessage={
          search || status || overdue
            ? 'No accounts match these filters.'
            : 'No trade accounts yet.'
        }
        sort={{ id: sortBy, desc: list.sortDirection === 'DESC' }}
        onSortChange={(sort) =>
          list.set({ sort: sort?.id ?? null, dir: sort && !sort.desc ? 'asc' : null })
        }
        page={list.page}
        totalPages={accounts?.pageInfo.totalPages ?? 0}
        totalCount={accounts?.totalCount ?? 0}
        hrefForPage={list.hrefForPage}
      />
    </AdminPage>
  );
}
