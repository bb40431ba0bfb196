import { Badge, Box, Button, Field, Flex, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageSpinner } from '@/components/page-status';
import { formatMoney } from '@/lib/money';
import { AdminPage } from '../components/admin-page';
import { LoadError } from '../components/load-error';
import { Panel } from '../components/panel';
import { runChange } from '../lib/run-change';
import { adminPaths } from '../paths';
import { AdminQuoteQuery, ShopReplyMutation } from './documents';
import { PriceQuoteForm } from './price-form';
import { QUOTE_STATE_NAMES } from './states';

/**
 * One quote in the inbox (issue 25): the company's request (lines, notes, files), the pricing form
 * while it is open, the totals and PDF once priced, and the thread with the shop's reply.
 */
export default function AdminQuoteDetailPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(AdminQuoteQuery, { variables: { id } });
  const [body, setBody] = useState('');
  const [reply, { loading: sending }] = useMutation(ShopReplyMutation, {
    refetchQueries: ['AdminQuote'],
  });
  if (loading && !data) return <PageSpinner />;
  if (error && !data) return <LoadError error={error} onRetry={() => void refetch()} />;
  const quote = data?.admin.quote;
  if (!quote) return <Text>Quote not found.</Text>;
  const open = quote.state !== 'ACCEPTED' && quote.state !== 'DECLINED';
  const send = async () => {
    const ok = await runChange(async () => {
      const { data: answer } = await reply({ variables: { id: quote.id, body } });
      return answer?.admin.replyToQuote;
    }, 'Message sent.');
    if (ok) setBody('');
  };
  return (
    <AdminPage
      title={`Quote ${quote.number}`}
      breadcrumb={
        <RouterLink to={adminPaths.quotes.to()} style={{ textDecoration: 'underline' }}>
          Quotes
        </RouterLink>
      }
    >
      <Flex gap="3" wrap="wrap" align="center">
        <Badge size="lg">{QUOTE_STATE_NAMES[quote.state]}</Badge>
        <Text>
          {quote.companyName}
          {quote.requestedBy ? `, asked by ${quote.requestedBy}` : ''} on{' '}
          {new Date(quote.createdAt).toLocaleDateString('en-IE')}
        </Text>
        {quote.validUntil ? <Text>Valid until {quote.validUntil}</Text> : null}
        {quote.pdfUrl ? (
          <Link href={quote.pdfUrl} textDecoration="underline">
            Quote PDF
          </Link>
        ) : null}
        {quote.purchaseOrderNumber ? <Text>Ordered as {quote.purchaseOrderNumber}</Text> : null}
      </Flex>
      {quote.note ? <Text>Customer's note: {quote.note}</Text> : null}
      <Panel title="Request">
        <Stack as="ul" gap="3" p="0" m="0" listStyleType="none">
          {quote.lines.map((line) => (
            <Box as="li" key={line.id} borderBottomWidth="1px" pb="2">
              <Text fontWeight="600">
                {line.quantity} × {line.productName}
                {line.description ? ` (${line.description})` : ''} — ref. {line.referenceNumber}
              </Text>
              {line.note ? <Text>Note: {line.note}</Text> : null}
              {line.fileUrl ? (
                <Link href={line.fileUrl} textDecoration="underline">
                  {line.fileName}
                </Link>
              ) : null}
              <Text fontSize="sm">
                Asked at {formatMoney(line.listUnitPrice)} net each
                {line.quotedUnitPrice
                  ? `; quoted ${formatMoney(line.quotedUnitPrice)} net each`
                  : ''}
                {line.quotedTotal ? `, ${formatMoney(line.quotedTotal)} with VAT` : ''}
              </Text>
            </Box>
          ))}
        </Stack>
        {quote.total ? (
          <Text fontWeight="700">
            Total {formatMoney(quote.total)} (VAT {quote.vatRate} %
            {quote.vat ? `: ${formatMoney(quote.vat)}` : ''})
          </Text>
        ) : null}
      </Panel>
      {open ? (
        <Panel title="Price this quote">
          <PriceQuoteForm key={`${quote.id}-${quote.validUntil ?? ''}`} quote={quote} />
        </Panel>
      ) : null}
      <Panel title="Messages">
        <Stack as="ul" gap="2" p="0" m="0" listStyleType="none">
          {quote.messages.map((m) => (
            <Box as="li" key={m.id} borderWidth="1px" rounded="md" p="3">
              <Text fontSize="sm" fontWeight="600">
                {m.authorName ?? m.author} · {new Date(m.createdAt).toLocaleString('en-IE')}
              </Text>
              <Text whiteSpace="pre-wrap">{m.body}</Text>
              {m.fileUrl ? (
                <Link href={m.fileUrl} fontSize="sm" textDecoration="underline">
                  {m.fileName}
                </Link>
              ) : null}
            </Box>
          ))}
          {quote.messages.length === 0 ? <Text as="li">No messages yet.</Text> : null}
        </Stack>
        {open ? (
          <Stack gap="2">
            <Field.Root>
              <Field.Label>Message to the customer</Field.Label>
              <Textarea value={body} maxLength={4000} onChange={(e) => setBody(e.target.value)} />
            </Field.Root>
            <Button
              alignSelf="flex-start"
              variant="outline"
              loading={sending}
              disabled={!body.trim()}
              onClick={() => void send()}
            >
              Send message
            </Button>
          </Stack>
        ) : null}
      </Panel>
    </AdminPage>
  );
}
