import { Link, Stack, Table, Text } from '@chakra-ui/react';
import type { QuoteFieldsFragment } from '@/__generated__/graphql';
import { euros } from '../lib/states';

type Line = QuoteFieldsFragment['lines'][number];

/** A line's product, options, note and file. */
function LineItem({ line }: { line: Line }) {
  return (
    <>
      <Text fontWeight="600">{line.productName}</Text>
      {line.description ? <Text fontSize="sm">{line.description}</Text> : null}
      {line.note ? <Text fontSize="sm">Note: {line.note}</Text> : null}
      {line.fileUrl ? (
        <Link href={line.fileUrl} fontSize="sm" textDecoration="underline">
          {line.fileName}
        </Link>
      ) : null}
    </>
  );
}

/** Below the md breakpoint (a 375 px phone): one card per line instead of the six-column table. */
function QuoteLineCards({ quote }: { quote: QuoteFieldsFragment }) {
  return (
    <Stack as="ul" gap="3" p="0" m="0" listStyleType="none" aria-label="Quote lines" hideFrom="md">
      {quote.lines.map((line) => (
        <Stack as="li" key={line.id} gap="1" borderWidth="1px" rounded="md" p="3">
          <LineItem line={line} />
          <Text fontSize="sm">
            Ref. {line.referenceNumber} · Qty {line.quantity}
          </Text>
          <Text fontSize="sm">Your price: {euros(line.listUnitPrice.amount)}</Text>
          <Text fontSize="sm">Quoted (net): {euros(line.quotedUnitPrice?.amount)}</Text>
          <Text fontWeight="600">Total incl. VAT: {euros(line.quotedTotal?.amount)}</Text>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The lines of a quote (issue 25): product and options, reference, quantity, the price when asked,
 * the quoted net unit price and the line total with VAT; the line's note and file under it. A
 * table from the md breakpoint, cards below it (no sideways scrolling on a phone).
 */
export function QuoteLines({ quote }: { quote: QuoteFieldsFragment }) {
  return (
    <>
      <QuoteLineCards quote={quote} />
      <Table.ScrollArea borderWidth="1px" rounded="md" hideBelow="md">
        <Table.Root size="sm" aria-label="Quote lines">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Item</Table.ColumnHeader>
              <Table.ColumnHeader>Reference</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Qty</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Your price</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Quoted (net)</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Total incl. VAT</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {quote.lines.map((line) => (
              <Table.Row key={line.id}>
                <Table.Cell minW="48">
                  <LineItem line={line} />
                </Table.Cell>
                <Table.Cell>{line.referenceNumber}</Table.Cell>
                <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
                <Table.Cell textAlign="end">{euros(line.listUnitPrice.amount)}</Table.Cell>
                <Table.Cell textAlign="end">{euros(line.quotedUnitPrice?.amount)}</Table.Cell>
                <Table.Cell textAlign="end">{euros(line.quotedTotal?.amount)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </>
  );
}
