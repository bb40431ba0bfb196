import { Badge, Table, Text, chakra } from '@chakra-ui/react';
import type { AdminAccountQuery, LedgerEntryKind } from '@/admin/__generated__/graphql';
import { formatMoney } from '@/lib/money';
import { formatDateTime } from '../lib/format';
import { ReversePaymentButton } from './reverse-payment';

type Entry = NonNullable<AdminAccountQuery['admin']['account']>['ledger'][number];

const KIND: Record<LedgerEntryKind, string> = {
  PURCHASE: 'Purchase',
  REVERSAL: 'Reversal',
  PAYMENT: 'Payment',
  PAYMENT_REVERSAL: 'Payment reversed',
};

/**
 * The credit ledger (issue 9): purchases, reversals and payments, oldest first, each with the
 * outstanding balance after it. Purchases and payment reversals add to the balance; reversals and
 * payments take away. A payment not yet reversed can be reversed from its row (issue 22).
 */
export function LedgerTable({
  entries,
  accountId,
}: {
  entries: readonly Entry[];
  accountId: string;
}) {
  if (entries.length === 0) return <Text color="fg.muted">No ledger entries yet.</Text>;
  return (
    <Table.ScrollArea
      // Positioned, so the visually hidden header text stays inside the scroll area at 375 px.
      position="relative"
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
            <Table.ColumnHeader>
              <chakra.span srOnly>Actions</chakra.span>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((entry) => (
            <Table.Row key={entry.id}>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(entry.createdAt)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {KIND[entry.kind]}
                {entry.reversed ? (
                  <Badge ms="2" colorPalette="red" size="sm">
                    reversed
                  </Badge>
                ) : null}
              </Table.Cell>
              <Table.Cell>{entry.orderTrackingId ?? entry.note ?? ''}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {entry.kind === 'PURCHASE' || entry.kind === 'PAYMENT_REVERSAL' ? '' : '−'}
                {formatMoney(entry.amount)}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatMoney(entry.balance)}
              </Table.Cell>
              <Table.Cell textAlign="end">
                {entry.kind === 'PAYMENT' && !entry.reversed ? (
                  <ReversePaymentButton
                    accountId={accountId}
                    entryId={entry.id}
                    amount={entry.amount}
                  />
                ) : null}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
