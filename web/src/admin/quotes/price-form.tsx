import { Button, Field, Input, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { formatMoney } from '@/lib/money';
import type { AdminQuoteQuery } from '@/admin/__generated__/graphql';
import { runChange } from '../lib/run-change';
import { PriceQuoteMutation } from './documents';

type Quote = NonNullable<AdminQuoteQuery['admin']['quote']>;

/** Today plus `days` as YYYY-MM-DD. */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The shop's answer to a quote (issue 25): a net unit price per line (prefilled with the quoted or
 * the asked price) and/or a discount on the whole for the lines left blank, the validity date and a
 * message. Saving e-mails the customer the quote PDF.
 */
export function PriceQuoteForm({ quote }: { quote: Quote }) {
  const [prices, setPrices] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      quote.lines.map((l) => [l.id, (l.quotedUnitPrice ?? l.listUnitPrice).amount]),
    ),
  );
  const [discount, setDiscount] = useState(quote.discountPercent ?? '');
  const [validUntil, setValidUntil] = useState(quote.validUntil ?? inDays(14));
  const [message, setMessage] = useState('');
  const [price, { loading }] = useMutation(PriceQuoteMutation, {
    refetchQueries: ['AdminQuote', 'AdminQuotes'],
  });
  const save = () =>
    runChange(async () => {
      const lines = Object.entries(prices)
        .filter(([, v]) => v.trim())
        .map(([lineId, unitPrice]) => ({ lineId, unitPrice: unitPrice.trim() }));
      const { data } = await price({
        variables: {
          id: quote.id,
          input: { lines, discountPercent: discount.trim() || null, validUntil, message },
        },
      });
      return data?.admin.priceQuote;
    }, 'Quote priced and sent to the customer.');

  return (
    <Stack gap="4">
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label="Prices per line">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Line</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Asked at (net)</Table.ColumnHeader>
              <Table.ColumnHeader>Quoted net unit price (€)</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {quote.lines.map((line) => (
              <Table.Row key={line.id}>
                <Table.Cell>
                  {line.quantity} × {line.productName}
                </Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(line.listUnitPrice)}</Table.Cell>
                <Table.Cell>
                  <Input
                    size="sm"
                    inputMode="decimal"
                    aria-label={`Quoted price of ${line.productName} (${line.referenceNumber})`}
                    value={prices[line.id] ?? ''}
                    onChange={(e) => setPrices({ ...prices, [line.id]: e.target.value })}
                  />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Text fontSize="sm">Leave a price blank to take the discount off the price asked at.</Text>
      <Stack direction={{ base: 'column', md: 'row' }} gap="4">
        <Field.Root>
          <Field.Label>Discount on the whole (%)</Field.Label>
          <Input
            value={discount}
            inputMode="decimal"
            onChange={(e) => setDiscount(e.target.value)}
          />
        </Field.Root>
        <Field.Root required>
          <Field.Label>Valid until</Field.Label>
          <Input type="date" value={validUntil} onChange={(e) => setValidUntil(e.target.value)} />
        </Field.Root>
      </Stack>
      <Field.Root>
        <Field.Label>Message sent with the price</Field.Label>
        <Textarea value={message} maxLength={4000} onChange={(e) => setMessage(e.target.value)} />
      </Field.Root>
      <Button
        alignSelf="flex-start"
        colorPalette="brand"
        loading={loading}
        onClick={() => void save()}
      >
        Send the quote
      </Button>
    </Stack>
  );
}
