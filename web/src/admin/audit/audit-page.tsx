import { Button, Link, List, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import type { ColumnDef } from '@tanstack/react-table';
import { FiDownload } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router';
import type {
  AdminAuditLogQuery as AuditResult,
  AuditEntity,
  AuditLogFilter,
} from '@/admin/__generated__/graphql';
import { AdminPage } from '../components/admin-page';
import { DataTable } from '../components/data-table';
import { DateFilter, FilterBar, SearchFilter, SelectFilter } from '../components/list-filters';
import { formatDateTime } from '../lib/format';
import { useCsvExport } from '../lib/use-csv-export';
import { useListParams } from '../lib/use-list-params';
import { adminPaths } from '../paths';
import { AdminAuditLogCsvQuery, AdminAuditLogQuery } from './documents';

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
  QUOTE: 'Quote',
  ORDER_APPROVAL: 'Order approval',
};
const ENTITY_KEYS = Object.keys(AUDIT_ENTITIES) as AuditEntity[];

/** Where an entry's entity is shown in the console, when it has a screen of its own. */
function entityHref(entity: AuditEntity, id: string): string | null {
  if (entity === 'ACCOUNT') return adminPaths.account.to(id);
  if (entity === 'ORDER') return adminPaths.order.to(id);
  if (entity === 'PRODUCT') return adminPaths.catalogProduct.to(id);
  if (entity === 'NEWS') return adminPaths.news.to();
  if (entity === 'PRICE_LIST' || entity === 'VOLUME_BREAK') return adminPaths.priceLists.to();
  if (entity === 'DELIVERY_STATUS') return adminPaths.deliveryStatuses.to();
  if (entity === 'CONTACT_MESSAGE' || entity === 'CALLBACK_REQUEST') return adminPaths.inbox.to();
  return null;
}

/** Longest value shown in full in the table (HTML bodies are cut; the CSV holds them whole). */
const SHOWN = 120;
const cut = (text: string | null) =>
  text === null ? '(none)' : text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text;

/** "Credit limit: €5,000.00 → €7,500.00", one line per changed field. */
function Changes({ changes }: { changes: Row['changes'] }) {
  if (changes.length === 0) return null;
  return (
    <List.Root fontSize="sm" gap="0.5" listStyleType="none" maxW="32rem">
      {changes.map((c) => (
        <List.Item key={c.field} wordBreak="break-word">
          <Text as="span" fontWeight="600">
            {c.label}:
          </Text>{' '}
          {cut(c.before)} → {cut(c.after)}
        </List.Item>
      ))}
    </List.Root>
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
    cell: ({ row }) => {
      const { entity, entityId } = row.original;
      const label = `${AUDIT_ENTITIES[entity]} #${entityId}`;
      const href = entityHref(entity, entityId);
      return href ? (
        <Link asChild variant="underline">
          <RouterLink to={href}>{label}</RouterLink>
        </Link>
      ) : (
        label
      );
    },
  },
  { id: 'action', header: 'Action', cell: ({ row }) => row.original.action },
  {
    id: 'change',
    header: 'Change',
    cell: ({ row }) => <Changes changes={row.original.changes} />,
  },
  { id: 'reason', header: 'Reason', cell: ({ row }) => row.original.reason ?? '' },
];

/**
 * The audit log (issue 9; issue 26 readable): every admin write — who, when, what, and each
 * changed field in words with money in euros — filtered by entity, actor, action, dates and text,
 * linked to the entity's screen, exported as CSV.
 */
export default function AuditPage() {
  const list = useListParams();
  const client = useApolloClient();
  const csv = useCsvExport(['entry', 'entries']);
  const entity = ENTITY_KEYS.find((e) => e === list.get('entity')) ?? null;
  const entityId = entity && list.get('id') ? list.get('id') : null;
  const filter: AuditLogFilter = {
    actor: list.get('actor') || null,
    action: list.get('action') || null,
    from: list.get('from') || null,
    to: list.get('to') || null,
    search: list.get('q') || null,
  };
  const { data, previousData, loading, error, refetch } = useQuery(AdminAuditLogQuery, {
    variables: { entity, entityId, filter, page: list.page, pageSize: 25 },
    fetchPolicy: 'cache-and-network',
  });
  const log = (data ?? previousData)?.admin.auditLog;

  const exportCsv = () =>
    csv.run(async () => {
      const result = await client.query({
        query: AdminAuditLogCsvQuery,
        variables: { entity, entityId, filter },
        fetchPolicy: 'network-only',
      });
      return result.data?.admin.auditLogCsv;
    });

  return (
    <AdminPage
      title="Audit log"
      actions={
        <Button variant="outline" loading={csv.exporting} onClick={() => void exportCsv()}>
          <FiDownload aria-hidden /> Export CSV
        </Button>
      }
    >
      <FilterBar>
        <SearchFilter
          label="Search changes, ids and reasons"
          value={list.get('q')}
          onCommit={(q) => list.set({ q })}
        />
        <SelectFilter
          label="Entity"
          value={entity ?? ''}
          options={ENTITY_KEYS.map((e) => ({ value: e, label: AUDIT_ENTITIES[e] }))}
          onChange={(value) => list.set({ entity: value, id: null })}
        />
        <SearchFilter
          label="Who (e-mail)"
          value={list.get('actor')}
          onCommit={(actor) => list.set({ actor })}
        />
        <SearchFilter
          label="Action"
          value={list.get('action')}
          onCommit={(action) => list.set({ action })}
        />
        <DateFilter label="From" value={list.get('from')} onChange={(from) => list.set({ from })} />
        <DateFilter label="To" value={list.get('to')} onChange={(to) => list.set({ to })} />
      </FilterBar>
      <DataTable
        caption="Audit log"
        columns={columns}
        rows={log?.nodes ?? []}
        rowId={(row) => row.id}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        emptyMessage="No admin changes match these filters."
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
