import { Table, Text, chakra } from '@chakra-ui/react';
import type { AdminAccountQuery, LedgerEntryKind } from '@/admin/__generated__/graphql';
import { formatMoney } from '@/lib/money';
import { formatDateTime } from '../lib/format';

type Entry = NonNullable<AdminAccountQuery['admin']['account']>['ledger'][number];

const KIND: Record<LedgerEntryKind, string> = {
  PURCHASE: 'Purchase',
  REVERSAL: 'Reversal',
  PAYMENT: 'Payment',
};

/**
 * The credit ledger (issue 9): purchases, reversals and payments, oldest first, each with the
 * outstanding balance after it. Purchases add to the balance; reversals and payments take away.
 */
export function LedgerTable({ entries }: { entries: readonly Entry[] }) {
  if (entries.length === 0) return <Text color="fg.muted">No ledger entries yet.</Text>;
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="md"
      bg="bg.panel"
      tabIndex={0}
      role="region"
      aria-label="Credit ledger"
    >
      <Table.Root size="sm">
        <chakra.caption srOnly>Credit ledger</chakra.caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Entry</Table.ColumnHeader>
            <Table.ColumnHeader>Order / note</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Balance</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((entry) => (
            <Table.Row key={entry.id}>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(entry.createdAt)}</Table.Cell>
              <Table.Cell>{KIND[entry.kind]}</Table.Cell>
              <Table.Cell>{entry.orderTrackingId ?? entry.note ?? ''}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {entry.kind === 'PURCHASE' ? '' : '−'}
                {formatMoney(entry.amount)}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatMoney(entry.balance)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
