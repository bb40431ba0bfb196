import { Badge, Stack, Table, Text, chakra } from '@chakra-ui/react';
import type { AdminAccountQuery, InvoiceState } from '@/admin/__generated__/graphql';
import { formatMoney } from '@/lib/money';

type Invoice = NonNullable<AdminAccountQuery['admin']['account']>['invoices'][number];

/** The label and colour of each invoice state. */
export const INVOICE_STATE: Record<InvoiceState, { label: string; palette: string }> = {
  UNPAID: { label: 'Unpaid', palette: 'orange' },
  PART_PAID: { label: 'Part paid', palette: 'yellow' },
  PAID: { label: 'Paid', palette: 'green' },
  CREDITED: { label: 'Credited', palette: 'gray' },
};

/**
 * An account's invoices (issue 22), oldest due first: number, both PO numbers, dates, gross,
 * credited, paid, open and state (overdue ones marked), with their credit notes under the number.
 */
export function InvoicesTable({ invoices }: { invoices: readonly Invoice[] }) {
  if (invoices.length === 0) return <Text color="fg.muted">No invoices yet.</Text>;
  return (
    <Table.ScrollArea
      // Positioned, so the visually hidden header text stays inside the scroll area at 375 px.
      position="relative"
      borderWidth="1px"
      borderRadius="md"
      bg="bg.panel"
      tabIndex={0}
      role="region"
      aria-label="Invoices"
    >
      <Table.Root size="sm">
        <chakra.caption srOnly>Invoices</chakra.caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Invoice</Table.ColumnHeader>
            <Table.ColumnHeader>PO / buyer PO</Table.ColumnHeader>
            <Table.ColumnHeader>Issued</Table.ColumnHeader>
            <Table.ColumnHeader>Due</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Gross</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Credited</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Paid</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Open</Table.ColumnHeader>
            <Table.ColumnHeader>State</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {invoices.map((invoice) => {
            const state = INVOICE_STATE[invoice.state];
            return (
              <Table.Row key={invoice.number}>
                <Table.Cell whiteSpace="nowrap">
                  {invoice.number}
                  {invoice.creditNotes.map((note) => (
                    <Text key={note.number} fontSize="xs" color="fg.muted">
                      {note.number} −{formatMoney(note.gross)}
                    </Text>
                  ))}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {invoice.purchaseOrderNumber}
                  {invoice.buyerPoNumber ? (
                    <Text fontSize="xs" color="fg.muted">
                      {invoice.buyerPoNumber}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{invoice.issueDate}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{invoice.dueDate}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(invoice.gross)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(invoice.credited)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(invoice.paid)}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {formatMoney(invoice.open)}
                </Table.Cell>
                <Table.Cell>
                  <Stack gap="1" align="start">
                    <Badge colorPalette={state.palette}>{state.label}</Badge>
                    {invoice.daysOverdue > 0 ? (
                      <Badge colorPalette="red">
                        {invoice.daysOverdue} {invoice.daysOverdue === 1 ? 'day' : 'days'} overdue
                      </Badge>
                    ) : null}
                  </Stack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
