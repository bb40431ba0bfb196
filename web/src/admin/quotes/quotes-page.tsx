import { Badge, Flex, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageSpinner } from '@/components/page-status';
import { formatMoney } from '@/lib/money';
import type { AdminQuotesQuery as Result, QuoteState } from '@/admin/__generated__/graphql';
import { AdminPage } from '../components/admin-page';
import { LoadError } from '../components/load-error';
import { adminPaths } from '../paths';
import { AdminQuotesQuery } from './documents';
import { QUOTE_STATE_NAMES } from './states';

type QuoteRow = Result['admin']['quotes'][number];

/** Below the md breakpoint (a 375 px phone): one card per quote instead of the wide table. */
function QuoteCards({ quotes }: { quotes: readonly QuoteRow[] }) {
  return (
    <Stack as="ul" gap="3" p="0" m="0" listStyleType="none" aria-label="Quotes" hideFrom="md">
      {quotes.map((q) => (
        <Stack as="li" key={q.id} gap="1" borderWidth="1px" rounded="md" p="3">
          <Flex justify="space-between" gap="2" wrap="wrap" align="center">
            <RouterLink to={adminPaths.quote.to(q.id)} style={{ textDecoration: 'underline' }}>
              {q.number}
            </RouterLink>
            <Badge>{QUOTE_STATE_NAMES[q.state]}</Badge>
          </Flex>
          <Text fontSize="sm">
            {q.companyName}
            {q.requestedBy ? ` (${q.requestedBy})` : ''}
          </Text>
          <Text fontSize="sm">
            Asked {new Date(q.createdAt).toLocaleDateString('en-IE')} ·{' '}
            {q.lines.length === 1 ? '1 line' : `${q.lines.length} lines`}
          </Text>
          <Text fontWeight="600">Total {q.total ? formatMoney(q.total) : '—'}</Text>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The quote inbox (issue 25): every quote, newest first, filtered by state (by default those
 * awaiting a price) — number, company, who asked, when, state, validity and total: a table from
 * the md breakpoint, cards below it (no sideways scrolling on a phone).
 */
export default function AdminQuotesPage() {
  const [state, setState] = useState<QuoteState | ''>('REQUESTED');
  const { data, loading, error, refetch } = useQuery(AdminQuotesQuery, {
    variables: { state: state || null },
    fetchPolicy: 'cache-and-network',
  });
  let body;
  if (loading && !data) body = <PageSpinner />;
  else if (error && !data) body = <LoadError error={error} onRetry={() => void refetch()} />;
  else if (data && data.admin.quotes.length === 0) body = <Text>No quotes here.</Text>;
  else if (data)
    body = (
      <>
        <QuoteCards quotes={data.admin.quotes} />
        <Table.ScrollArea borderWidth="1px" rounded="md" hideBelow="md">
          <Table.Root size="sm" aria-label="Quotes">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Quote</Table.ColumnHeader>
                <Table.ColumnHeader>Company</Table.ColumnHeader>
                <Table.ColumnHeader>Asked</Table.ColumnHeader>
                <Table.ColumnHeader>State</Table.ColumnHeader>
                <Table.ColumnHeader>Lines</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.admin.quotes.map((q) => (
                <Table.Row key={q.id}>
                  <Table.Cell>
                    <RouterLink
                      to={adminPaths.quote.to(q.id)}
                      style={{ textDecoration: 'underline' }}
                    >
                      {q.number}
                    </RouterLink>
                  </Table.Cell>
                  <Table.Cell>
                    {q.companyName}
                    {q.requestedBy ? ` (${q.requestedBy})` : ''}
                  </Table.Cell>
                  <Table.Cell>{new Date(q.createdAt).toLocaleDateString('en-IE')}</Table.Cell>
                  <Table.Cell>
                    <Badge>{QUOTE_STATE_NAMES[q.state]}</Badge>
                  </Table.Cell>
                  <Table.Cell>{q.lines.length}</Table.Cell>
                  <Table.Cell textAlign="end">{q.total ? formatMoney(q.total) : '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </>
    );
  return (
    <AdminPage
      title="Quotes"
      actions={
        <NativeSelect.Root size="sm" width="52">
          <NativeSelect.Field
            aria-label="Show quotes"
            value={state}
            onChange={(e) => setState(e.target.value as QuoteState | '')}
          >
            <option value="">All quotes</option>
            {Object.entries(QUOTE_STATE_NAMES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      }
    >
      {body}
    </AdminPage>
  );
}
