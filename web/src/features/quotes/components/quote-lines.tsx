import { Link, Table, Text } from '@chakra-ui/react';
import type { QuoteFieldsFragment } from '@/__generated__/graphql';
import { euros } from '../lib/states';

/**
 * The lines of a quote (issue 25): product and options, reference, quantity, the price when asked,
 * the quoted net unit price and the line total with VAT; the line's note and file under it.
 */
export function QuoteLines({ quote }: { quote: QuoteFieldsFragment }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
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
                <Text fontWeight="600">{line.productName}</Text>
                {line.description ? <Text fontSize="sm">{line.description}</Text> : null}
                {line.note ? <Text fontSize="sm">Note: {line.note}</Text> : null}
                {line.fileUrl ? (
                  <Link href={line.fileUrl} fontSize="sm" textDecoration="underline">
                    {line.fileName}
                  </Link>
                ) : null}
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
  );
}
