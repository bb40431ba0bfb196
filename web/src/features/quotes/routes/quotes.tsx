import { Badge, Center, Flex, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import type { QuotesQuery as Result } from '@/__generated__/graphql';
import { PageContainer } from '@/components/page-container';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { QuotesQuery } from '../api/documents';
import { QUOTE_STATE_LABELS, QUOTE_STATE_PALETTES, euros } from '../lib/states';

/** Shown when the company has asked for no quote yet. */
export const NO_QUOTES = 'No quotes yet. Request one from your cart.';

type QuoteRow = Result['quotes'][number];

/** Below the md breakpoint (a 375 px phone): one card per quote instead of the wide table. */
function QuoteCards({ quotes }: { quotes: readonly QuoteRow[] }) {
  return (
    <Stack as="ul" gap="3" p="0" m="0" listStyleType="none" aria-label="Quotes" hideFrom="md">
      {quotes.map((q) => (
        <Stack as="li" key={q.id} gap="1" borderWidth="1px" rounded="md" p="3">
          <Flex justify="space-between" gap="2" wrap="wrap" align="center">
            <RouterLink to={paths.quote.to(q.id)} style={{ textDecoration: 'underline' }}>
              {q.number}
            </RouterLink>
            <Badge colorPalette={QUOTE_STATE_PALETTES[q.state]}>
              {QUOTE_STATE_LABELS[q.state]}
            </Badge>
          </Flex>
          <Text fontSize="sm">Asked {new Date(q.createdAt).toLocaleDateString('en-IE')}</Text>
          {q.validUntil ? <Text fontSize="sm">Valid until {q.validUntil}</Text> : null}
          <Text fontWeight="600">Total {euros(q.total?.amount)}</Text>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * /account/quotes (issue 25): the company's quotes, newest first — number, date, state, validity
 * and total — each linking to its detail: a table from the md breakpoint, cards below it (no
 * sideways scrolling on a phone). Login required (the route guard).
 */
export default function QuotesRoute() {
  const { data, loading, error } = useQuery(QuotesQuery, { fetchPolicy: 'cache-and-network' });
  let body;
  if (data) {
    body = data.quotes.length ? (
      <>
        <QuoteCards quotes={data.quotes} />
        <Table.ScrollArea hideBelow="md">
          <Table.Root size="sm" aria-label="Quotes">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Quote</Table.ColumnHeader>
                <Table.ColumnHeader>Asked</Table.ColumnHeader>
                <Table.ColumnHeader>State</Table.ColumnHeader>
                <Table.ColumnHeader>Valid until</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.quotes.map((q) => (
                <Table.Row key={q.id}>
                  <Table.Cell>
                    <RouterLink to={paths.quote.to(q.id)} style={{ textDecoration: 'underline' }}>
                      {q.number}
                    </RouterLink>
                  </Table.Cell>
                  <Table.Cell>{new Date(q.createdAt).toLocaleDateString('en-IE')}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={QUOTE_STATE_PALETTES[q.state]}>
                      {QUOTE_STATE_LABELS[q.state]}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>{q.validUntil ?? '—'}</Table.Cell>
                  <Table.Cell textAlign="end">{euros(q.total?.amount)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </>
    ) : (
      <Text textAlign="center">{NO_QUOTES}</Text>
    );
  } else if (loading) {
    body = (
      <Center minH="40">
        <Spinner size="lg" color="brand.solid" role="status" aria-label="Loading" />
      </Center>
    );
  } else {
    body = (
      <Text textAlign="center" color="red.600" role="alert">
        {error ? 'Failed to load quotes' : ''}
      </Text>
    );
  }
  return (
    <PageContainer>
      <PageTitle title="Quotes" eyebrow="My Account" />
      <Stack gap="6">{body}</Stack>
    </PageContainer>
  );
}
