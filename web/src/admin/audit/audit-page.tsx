import { Box, Code, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminAuditLogQuery as AuditResult, AuditEntity } from '@/admin/__generated__/graphql';
import { AdminPage } from '../components/admin-page';
import { DataTable } from '../components/data-table';
import { FilterBar, SelectFilter } from '../components/list-filters';
import { formatDateTime } from '../lib/format';
import { useListParams } from '../lib/use-list-params';
import { AdminAuditLogQuery } from './documents';

type Row = AuditResult['admin']['auditLog']['nodes'][number];

/** The words of each audited entity kind. */
export const AUDIT_ENTITIES: Record<AuditEntity, string> = {
  ACCOUNT: 'Account',
  ORDER: 'Order',
  CONTACT_MESSAGE: 'Contact message',
  CALLBACK_REQUEST: 'Callback request',
  NEWS: 'News',
  DELIVERY_STATUS: 'Delivery status',
  CATEGORY: 'Category',
  PRODUCT: 'Product',
  CATALOG: 'Catalog import',
  PRICE_LIST: 'Price list',
  VOLUME_BREAK: 'Volume break',
};
const ENTITY_KEYS = Object.keys(AUDIT_ENTITIES) as AuditEntity[];

function Change({
  before,
  after,
}: {
  before: string | null | undefined;
  after: string | null | undefined;
}) {
  if (!before && !after) return null;
  return (
    <chakra.details fontSize="xs">
      <chakra.summary cursor="pointer">Before / after</chakra.summary>
      <Box mt="1" maxW="28rem">
        <Text fontWeight="600">Before</Text>
        <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all">
          {before ?? '—'}
        </Code>
        <Text fontWeight="600" mt="1">
          After
        </Text>
        <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all">
          {after ?? '—'}
        </Code>
      </Box>
    </chakra.details>
  );
}

const columns: ColumnDef<Row>[] = [
  {
    id: 'at',
    header: 'When',
    cell: ({ row }) => <Text whiteSpace="nowrap">{formatDateTime(row.original.at)}</Text>,
  },
  { id: 'actor', header: 'Who', cell: ({ row }) => row.original.actor },
  {
    id: 'entity',
    header: 'What',
    cell: ({ row }) => `${AUDIT_ENTITIES[row.original.entity]} #${row.original.entityId}`,
  },
  { id: 'action', header: 'Action', cell: ({ row }) => row.original.action },
  { id: 'reason', header: 'Reason', cell: ({ row }) => row.original.reason ?? '' },
  {
    id: 'change',
    header: 'Change',
    cell: ({ row }) => <Change before={row.original.before} after={row.original.after} />,
  },
];

/** The audit log (issue 9): every admin write — who, when, what, before and after — by entity. */
export default function AuditPage() {
  const list = useListParams();
  const entity = ENTITY_KEYS.find((e) => e === list.get('entity')) ?? null;
  const { data, previousData, loading, error, refetch } = useQuery(AdminAuditLogQuery, {
    variables: {
      entity,
      entityId: entity && list.get('id') ? list.get('id') : null,
      page: list.page,
      pageSize: 25,
    },
    fetchPolicy: 'cache-and-network',
  });
  const log = (data ?? previousData)?.admin.auditLog;
  return (
    <AdminPage title="Audit log">
      <FilterBar>
        <SelectFilter
          label="Entity"
          value={entity ?? ''}
          options={ENTITY_KEYS.map((e) => ({ value: e, label: AUDIT_ENTITIES[e] }))}
          onChange={(value) => list.set({ entity: value, id: null })}
        />
      </FilterBar>
      <DataTable
        caption="Audit log"
        columns={columns}
        rows={log?.nodes ?? []}
        rowId={(row) => row.id}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        emptyMessage="No admin changes recorded yet."
        sort={null}
        onSortChange={() => undefined}
        page={list.page}
        totalPages={log?.pageInfo.totalPages ?? 0}
        totalCount={log?.totalCount ?? 0}
        hrefForPage={list.hrefForPage}
      />
    </AdminPage>
  );
}
