import {
  Box,
  Center,
  Flex,
  Grid,
  Heading,
  Separator,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { PageContainer } from '@/components/page-container';
import { PageTitle } from '@/components/page-title';
import { Price } from '@/components/price';
import { TrackOrderQuery } from '../api/documents';
import { DeliveryProgress } from '../components/delivery-progress';
import { TrackForm } from '../components/track-form';
import { formatOrderDate, ORDER_NOT_FOUND, statusLabel } from '../lib/tracking';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box minW="0">
      <Text fontSize="xs" textTransform="uppercase" letterSpacing="0.06em" color="fg.subtle">
        {label}
      </Text>
      <Box fontSize="md" wordBreak="break-word">
        {children}
      </Box>
    </Box>
  );
}

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
  const { data, loading, error } = useQuery(TrackOrderQuery, {
    variables: { trackingId },
    skip: trackingId === '',
  });

  if (trackingId !== '' && loading && !data) {
    return (
      <Center minH="50vh">
        <Spinner size="xl" color="brand.solid" aria-label="Loading order" />
      </Center>
    );
  }
  if (error && !data) {
    return (
      <PageContainer>
        <Text role="alert" textAlign="center" color="red.600">
          {error.message}
        </Text>
      </PageContainer>
    );
  }
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
                  {order.fabricName ? <Detail label="Fabric">{order.fabricName}</Detail> : null}
                  {order.fabricColorName ? (
                    <Detail label="Colour">{order.fabricColorName}</Detail>
                  ) : null}
                  <Detail label="Quantity">{order.quantity}</Detail>
                  <Detail label="Order date">{formatOrderDate(order.orderDate)}</Detail>
                </Grid>
                <Detail label="Shipping address">{order.shippingAddress}</Detail>
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
              <Detail label="Tracking ID">{order.trackingId}</Detail>
              <Detail label="Current status">{statusLabel(order.deliveryStatus)}</Detail>
            </Stack>
          </Box>
        </Grid>
      </Stack>
    </PageContainer>
  );
}
