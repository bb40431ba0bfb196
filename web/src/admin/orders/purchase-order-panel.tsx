import { Badge, Box, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { AdminOrderQuery } from '@/admin/__generated__/graphql';
import { formatMoney } from '@/lib/money';
import { Fields, Panel } from '../components/panel';
import { adminPaths } from '../paths';

type Order = NonNullable<AdminOrderQuery['admin']['order']>;

/**
 * The purchase order an order is a line of (issue 22): the shop's PO number (it opens the order
 * list searched by it, i.e. every line of the purchase order), the buyer's PO number, the invoice
 * and credit note numbers, and the other lines of the same purchase order.
 */
export function PurchaseOrderPanel({ order }: { order: Order }) {
  const po = order.purchaseOrderNumber;
  return (
    <Panel title="Purchase order">
      <Fields
        items={[
          [
            'PO number',
            po ? (
              <Link asChild key="po">
                <RouterLink to={`${adminPaths.orders.to()}?q=${encodeURIComponent(po)}`}>
                  {po}
                </RouterLink>
              </Link>
            ) : (
              ''
            ),
          ],
          ['Buyer PO number', order.buyerPoNumber ?? ''],
          ['Invoice', order.invoiceNumber ?? ''],
          [
            'Credit notes',
            order.creditNotes
              .map((n) => `${n.number} (−${formatMoney(n.gross)}, ${n.issueDate})`)
              .join(', '),
          ],
        ]}
      />
      <Box>
        <Text fontWeight="600" fontSize="sm" mb="2">
          Other lines of this purchase order
        </Text>
        {order.siblings.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            None: this order is the only line.
          </Text>
        ) : (
          <Stack
            as="ul"
            listStyleType="none"
            gap="2"
            aria-label="Other lines of this purchase order"
          >
            {order.siblings.map((line) => (
              <Box as="li" key={line.id} fontSize="sm">
                <Link asChild fontFamily="mono" fontWeight="600">
                  <RouterLink to={adminPaths.order.to(line.id)}>{line.trackingId}</RouterLink>
                </Link>{' '}
                {line.productName} × {line.quantity} · {formatMoney(line.gross)} ·{' '}
                {line.cancelled ? <Badge colorPalette="red">Cancelled</Badge> : line.deliveryStatus}
              </Box>
            ))}
          </Stack>
        )}
      </Box>
    </Panel>
  );
}
