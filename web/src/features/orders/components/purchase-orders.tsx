import { Alert, Badge, Box, Button, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { LuFileDown } from 'react-icons/lu';
import { getFragmentData, graphql } from '@/__generated__';
import type { FragmentType } from '@/__generated__';
import { Price } from '@/components/price';
import type { PriceMoney } from '@/components/price';
import { formatOrderDate } from '@/lib/order-display';

/** The purchase order fields My Orders shows (issue 14). */
export const PurchaseOrdersFragment = graphql(`
  fragment PurchaseOrders_user on User {
    purchaseOrders {
      id
      number
      date
      shippingAddress
      invoiceUrl
      vatRatePercent
      net {
        ...Price_money
      }
      vat {
        ...Price_money
      }
      gross {
        ...Price_money
      }
      orders {
        id
        trackingId
        productName
        quantity
        deliveryStatus
      }
    }
  }
`);

/** Props of {@link PurchaseOrders}. */
export interface PurchaseOrdersProps {
  /** The viewer (PurchaseOrders_user fragment). */
  user: FragmentType<typeof PurchaseOrdersFragment>;
  /** The number of the purchase order just placed, shown first as the confirmation. */
  placed?: string | null;
}

function Amount({ label, money }: { label: string; money: PriceMoney }) {
  return (
    <Box textAlign="end">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Price money={money} fontSize="sm" />
    </Box>
  );
}

/**
 * The customer's purchase orders (issue 14): one per checkout, with its number, date, shipping
 * address, net, VAT and gross, the tracking ID and delivery status of each of its orders, and a
 * link to download its PDF invoice. The one just placed comes first with a confirmation.
 */
export function PurchaseOrders({ user: ref, placed }: PurchaseOrdersProps) {
  const { purchaseOrders } = getFragmentData(PurchaseOrdersFragment, ref);
  if (purchaseOrders.length === 0) return null;
  const ordered = placed
    ? [...purchaseOrders].sort((a, b) => Number(b.number === placed) - Number(a.number === placed))
    : purchaseOrders;
  return (
    <Box as="section" aria-labelledby="purchase-orders-title" mb="10">
      <Heading id="purchase-orders-title" as="h2" fontSize="xl" mb="4">
        Purchase orders
      </Heading>
      <Stack gap="4">
        {ordered.map((po) => (
          <Box
            as="article"
            key={po.id}
            aria-label={`Purchase order ${po.number}`}
            data-testid="purchase-order"
            borderWidth="1px"
            borderColor={po.number === placed ? 'brand.solid' : 'border.muted'}
            borderRadius="card"
            p={{ base: '4', md: '5' }}
            bg="bg.panel"
          >
            {po.number === placed ? (
              <Alert.Root status="success" mb="4" borderRadius="md">
                <Alert.Indicator />
                <Alert.Title>
                  Purchase order {po.number} placed: {po.orders.length}{' '}
                  {po.orders.length === 1 ? 'order' : 'orders'}, one tracking ID each.
                </Alert.Title>
              </Alert.Root>
            ) : null}
            <Flex justify="space-between" gap="4" wrap="wrap" align="flex-start">
              <Box>
                <Text fontWeight="700" fontSize="lg">
                  {po.number}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {formatOrderDate(po.date)} · {po.shippingAddress || '—'}
                </Text>
              </Box>
              <Flex gap="5" align="flex-end" wrap="wrap">
                <Amount label="Net" money={po.net} />
                <Amount label={`VAT (${po.vatRatePercent}%)`} money={po.vat} />
                <Amount label="Total" money={po.gross} />
                <Button asChild size="sm" variant="outline" borderRadius="full">
                  <a href={po.invoiceUrl} download={`invoice-${po.number}.pdf`}>
                    <LuFileDown aria-hidden /> Invoice (PDF)
                  </a>
                </Button>
              </Flex>
            </Flex>
            <Grid
              as="ul"
              listStyleType="none"
              mt="4"
              gap="2"
              templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }}
            >
              {po.orders.map((order) => (
                <Flex as="li" key={order.id} gap="2" fontSize="sm" align="center" wrap="wrap">
                  <Text fontFamily="mono">{order.trackingId}</Text>
                  <Text color="fg.muted" truncate>
                    {order.productName} × {order.quantity}
                  </Text>
                  <Badge data-testid="po-line-status">{order.deliveryStatus}</Badge>
                </Flex>
              ))}
            </Grid>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
