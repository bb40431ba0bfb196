import { Badge, Center, Flex, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { PageTitle } from '@/components/page-title';
import { PanelCard } from '@/components/panel-card';
import { paths } from '@/config/paths';
import { QuoteThread } from '@/components/quote-thread';
import { postGraphQL } from '@/lib/upload';
import { QuoteQuery, ReplyToQuoteMutation, UploadQuoteReplyFileMutation } from '../api/documents';
import { AcceptQuote } from '../components/accept-quote';
import { QuoteLines } from '../components/quote-lines';
import { QUOTE_STATE_LABELS, QUOTE_STATE_PALETTES, euros } from '../lib/states';

/** Shown when a reply (or its file) could not be sent for a reason the server did not name. */
const REPLY_FAILED = 'The message could not be sent. Please try again.';

/**
 * /account/quotes/:id (issue 25): one quote — its state and validity, the lines with the shop's
 * prices and totals, the quote PDF, accept (delivery address, PO number) or decline while it is
 * priced and valid, and the thread with a reply form while it is open.
 */
export default function QuoteDetailRoute() {
  const { id = '' } = useParams();
  const { data, loading } = useQuery(QuoteQuery, { variables: { id } });
  const [reply] = useMutation(ReplyToQuoteMutation);
  const quote = data?.quote;
  if (!quote) {
    return (
      <PageContainer>
        <PageTitle title="Quote" eyebrow="My Account" />
        {loading ? (
          <Center minH="40">
            <Spinner size="lg" color="brand.solid" role="status" aria-label="Loading" />
          </Center>
        ) : (
          <Text textAlign="center">Quote not found.</Text>
        )}
      </PageContainer>
    );
  }
  const open = quote.state === 'REQUESTED' || quote.state === 'PRICED' || quote.state === 'EXPIRED';
  const onReply = async (body: string, file: File | null) => {
    try {
      let fileId: string | null = null;
      if (file) {
        const uploaded = await postGraphQL(
          UploadQuoteReplyFileMutation,
          {},
          { variable: 'file', file },
        );
        const payload = uploaded.data?.uploadSpecialQuoteFile;
        if (!payload?.file) return payload?.userErrors[0]?.message ?? REPLY_FAILED;
        fileId = payload.file.id;
      }
      const { data: answer } = await reply({ variables: { id: quote.id, body, fileId } });
      return answer?.replyToQuote.userErrors[0]?.message ?? null;
    } catch {
      return REPLY_FAILED;
    }
  };
  return (
    <PageContainer>
      <PageTitle title={`Quote ${quote.number}`} eyebrow="My Account" />
      <Stack gap="6">
        <Flex gap="3" wrap="wrap" align="center">
          <Badge colorPalette={QUOTE_STATE_PALETTES[quote.state]} size="lg">
            {QUOTE_STATE_LABELS[quote.state]}
          </Badge>
          {quote.validUntil ? <Text>Valid until {quote.validUntil}</Text> : null}
          {quote.pdfUrl ? (
            <Link href={quote.pdfUrl} textDecoration="underline">
              Quote PDF
            </Link>
          ) : null}
          {quote.purchaseOrderNumber ? <Text>Ordered as {quote.purchaseOrderNumber}</Text> : null}
          <RouterLink to={paths.quotes.to()} style={{ textDecoration: 'underline' }}>
            All quotes
          </RouterLink>
        </Flex>
        {quote.note ? <Text>Your note: {quote.note}</Text> : null}
        <QuoteLines quote={quote} />
        <Stack align="flex-end" gap="1" aria-label="Quote totals">
          <Text>Net: {euros(quote.net?.amount)}</Text>
          <Text>
            VAT {quote.vatRate} %: {euros(quote.vat?.amount)}
          </Text>
          <Text fontWeight="700">Total: {euros(quote.total?.amount)}</Text>
        </Stack>
        {quote.state === 'PRICED' ? (
          <PanelCard>
            <Heading as="h2" size="md" mb="4">
              Accept this quote
            </Heading>
            <AcceptQuote quoteId={quote.id} />
          </PanelCard>
        ) : null}
        {quote.state === 'EXPIRED' ? (
          <Text role="status">This quote has expired. Please ask us for a new one.</Text>
        ) : null}
        <PanelCard>
          <Heading as="h2" size="md" mb="4">
            Messages
          </Heading>
          <QuoteThread
            messages={quote.messages}
            viewer="customer"
            replyLabel="Your message"
            onReply={open ? onReply : undefined}
          />
        </PanelCard>
      </Stack>
    </PageContainer>
  );
}
