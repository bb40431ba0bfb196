import { Box, Flex, Grid, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { OrderDetailItem } from '@/components/order/order-detail-item';
import { PageContainer } from '@/components/page-container';
import { PageError, PageSpinner } from '@/components/page-status';
import { PageTitle } from '@/components/page-title';
import { Price } from '@/components/price';
import { useLiveOrders } from '@/lib/live-orders';
import { formatOrderDate, ORDER_NOT_FOUND, statusLabel } from '@/lib/order-display';
import { TrackOrderQuery } from '../api/documents';
import { DeliveryProgress } from '../components/delivery-progress';
import { TrackForm } from '../components/track-form';

const cardStyle = {
  borderWidth: '1px',
  borderColor: 'border.muted',
  borderRadius: 'card',
  bg: 'bg.panel',
  p: { base: '5', md: '8' },
} as const;

/**
 * /order-tracking/{slug} (spec §2 order tracking): a spinner, then 'Order Not Found' when no order
 * matches the tracking ID or reference number; otherwise 'Thank you for your order
 * #{referenceNumber}', order date, shipping address, product, fabric, colour, quantity, the delivery
 * progress bar, and the summary with the euro total (signed in only), tracking ID and status.
 */
export default function OrderTrackingRoute() {
  const { slug = '' } = useParams();
  const trackingId = slug.trim();
  const { data, loading, error, refetch } = useQuery(TrackOrderQuery, {
    variables: { trackingId },
    skip: trackingId === '',
  });
  // Issue 14: the owner (the only one who sees the total) follows the order live.
  const tracked = data?.trackOrder;
  useLiveOrders({
    enabled: Boolean(tracked?.totalPrice),
    onUpdate: (update) => {
      if (update.trackingId === tracked?.trackingId) void refetch();
    },
  });

  if (trackingId !== '' && loading && !data) {
    return <PageSpinner size="xl" label="Loading order" />;
  }
  if (error && !data) return <PageError message={error.message} />;
  const order = data?.trackOrder;
  if (!order) {
    return (
      <PageContainer>
        <PageTitle title={ORDER_NOT_FOUND} />
        <Box maxW="2xl" mx="auto">
          <TrackForm initialValue={trackingId} />
        </Box>
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <PageTitle title={`Thank you for your order #${order.referenceNumber}`}>
        Ordered on {formatOrderDate(order.orderDate)}
      </PageTitle>
      <Stack gap="6" maxW="5xl" mx="auto">
        <Box {...cardStyle}>
          <Heading as="h2" size="md" mb="6">
            Delivery progress
          </Heading>
          <DeliveryProgress steps={order.deliverySteps} />
        </Box>
        <Grid templateColumns={{ base: '1fr', md: '1.4fr 1fr' }} gap="6">
          <Box {...cardStyle}>
            <Heading as="h2" size="md" mb="5">
              Your order
            </Heading>
            <Flex gap="5" direction={{ base: 'column', sm: 'row' }}>
              <ImageWithFallback
                src={order.productImage}
                alt={order.productName}
                sizes="(min-width: 30em) 144px, 100vw"
                w={{ base: 'full', sm: '36' }}
                aspectRatio={{ base: 16 / 9, sm: 1 }}
                borderRadius="md"
                flexShrink={0}
              />
              <Stack gap="3" minW="0">
                <Text fontWeight="600" fontSize="lg">
                  {order.productName}
                </Text>
                <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="3">
                  {order.fabricName ? (
                    <OrderDetailItem label="Fabric">{order.fabricName}</OrderDetailItem>
                  ) : null}
                  {order.fabricColorName ? (
                    <OrderDetailItem label="Colour">{order.fabricColorName}</OrderDetailItem>
                  ) : null}
                  <OrderDetailItem label="Quantity">{order.quantity}</OrderDetailItem>
                  <OrderDetailItem label="Order date">
                    {formatOrderDate(order.orderDate)}
                  </OrderDetailItem>
                </Grid>
                <OrderDetailItem label="Shipping address">{order.shippingAddress}</OrderDetailItem>
              </Stack>
            </Flex>
          </Box>
          <Box {...cardStyle} bg="bg.subtle" as="section" aria-labelledby="tracking-summary">
            <Heading id="tracking-summary" as="h2" size="md" mb="5">
              Order summary
            </Heading>
            <Stack gap="4">
              {order.totalPrice ? (
                <Flex justify="space-between" align="center">
                  <Text>Total</Text>
                  <Price money={order.totalPrice} fontSize="xl" data-testid="tracking-total" />
                </Flex>
              ) : null}
              <Separator />
              <OrderDetailItem label="Tracking ID">{order.trackingId}</OrderDetailItem>
              <OrderDetailItem label="Current status">
                {statusLabel(order.deliveryStatus)}
              </OrderDetailItem>
            </Stack>
          </Box>
        </Grid>
      </Stack>
    </PageContainer>
  );
}
