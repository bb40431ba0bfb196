import { Badge, Box, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageSpinner } from '@/components/page-status';
import { QuoteThread } from '@/components/quote-thread';
import { formatMoney } from '@/lib/money';
import { AdminPage } from '../components/admin-page';
import { LoadError } from '../components/load-error';
import { Panel } from '../components/panel';
import { runChange } from '../lib/run-change';
import { adminPaths } from '../paths';
import { postAdminFiles } from '../lib/upload-files';
import { AdminQuoteQuery, ShopReplyMutation, UploadShopReplyFileMutation } from './documents';
import { PriceQuoteForm } from './price-form';
import { QUOTE_STATE_NAMES } from './states';

/** Shown when the reply's file could not be uploaded for a reason the server did not name. */
const UPLOAD_FAILED = 'The file could not be uploaded. Please try again.';

/** Uploads the file of the shop's reply; its id, or the message to show. */
async function uploadReplyFile(file: File): Promise<{ id: string } | { error: string }> {
  try {
    const answer = await postAdminFiles(UploadShopReplyFileMutation, {}, 'file', [file], false);
    const payload = answer.data?.uploadSpecialQuoteFile;
    if (payload?.file) return { id: payload.file.id };
    return {
      error: payload?.userErrors[0]?.message ?? answer.errors?.[0]?.message ?? UPLOAD_FAILED,
    };
  } catch {
    return { error: UPLOAD_FAILED };
  }
}

/**
 * One quote in the inbox (issue 25): the company's request (lines, notes, files), the pricing form
 * while it is open, the totals and PDF once priced, and the thread (the shared QuoteThread) with
 * the shop's reply and its optional file.
 */
export default function AdminQuoteDetailPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(AdminQuoteQuery, { variables: { id } });
  const [reply] = useMutation(ShopReplyMutation, {
    refetchQueries: ['AdminQuote'],
  });
  if (loading && !data) return <PageSpinner />;
  if (error && !data) return <LoadError error={error} onRetry={() => void refetch()} />;
  const quote = data?.admin.quote;
  if (!quote) return <Text>Quote not found.</Text>;
  const open = quote.state !== 'ACCEPTED' && quote.state !== 'DECLINED';
  const send = async (body: string, file: File | null) => {
    let fileId: string | null = null;
    if (file) {
      const uploaded = await uploadReplyFile(file);
      if ('error' in uploaded) return uploaded.error;
      fileId = uploaded.id;
    }
    const ok = await runChange(async () => {
      const { data: answer } = await reply({ variables: { id: quote.id, body, fileId } });
      return answer?.admin.replyToQuote;
    }, 'Message sent.');
    return ok ? null : 'The message was not sent.';
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
        <QuoteThread
          messages={quote.messages}
          viewer="shop"
          replyLabel="Reply in the thread"
          onReply={open ? send : undefined}
        />
      </Panel>
    </AdminPage>
  );
}
