import { Badge, Box, Button, Flex, Grid, Link, Stack, Text } from '@chakra-ui/react';

import { Link as RouterLink } from 'react-router';
import { getFragmentData } from '@/__generated__';
import type { FragmentType } from '@/__generated__';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { OrderDetailItem } from '@/components/order/order-detail-item';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import { hydrateLater } from '@/lib/hydrate-later';
import { formatOrderDate, statusLabel } from '@/lib/order-display';
import { OrderCardFragment } from '../api/documents';
import { storageLabel } from '@/lib/storage-label';
import { canCancel, tabOf } from '../lib/order-rules';
import type { ReorderTarget } from './reorder-dialog';

/** Props of {@link OrderCard}. */
export interface OrderCardProps {
  /** The order (OrderCard_order fragment). */
  order: FragmentType<typeof OrderCardFragment>;
  /** Asks to cancel the order (the Cancel button shows only when allowed). */
  onCancel?: (orderId: string) => void;
  /** Opens the Reorder modal for the order (its id and product name). */
  onReorder?: (target: ReorderTarget) => void;
  /** Shows a link to the order's own page. */
  showDetailsLink?: boolean;
  /** Shows who placed the order (issue 24: once someone else in the company has ordered). */
  showPlacedBy?: boolean;
}

const TAB_COLOURS = { active: 'blue', cancelled: 'red', delivered: 'green' } as const;

/**
 * An order card of My Orders (spec §2, §3 Order (list)): image, product, fabric, colour, quantity,
 * total, tracking ID, reference, storage, special quote (or 'None') and delivery status, with Track,
 * Reorder and — only while it is awaiting dispatch and not cancelled — Cancel. With `showPlacedBy`
 * (issue 24) it names the company user who placed it.
 */
export function OrderCard({
  order: ref,
  onCancel,
  onReorder,
  showDetailsLink,
  showPlacedBy,
}: OrderCardProps) {
  const order = getFragmentData(OrderCardFragment, ref);
  const tab = tabOf(order);
  return (
    <Box
      as="article"
      aria-label={`Order ${order.trackingId}`}
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="card"
      bg="bg.panel"
      p={{ base: '4', md: '6' }}
      data-testid="order-card"
    >
      <Flex gap={{ base: '4', md: '6' }} direction={{ base: 'column', sm: 'row' }}>
        <ImageWithFallback
          src={order.productImage}
          alt={order.productName}
          sizes="(min-width: 30em) 128px, 100vw"
          w={{ base: 'full', sm: '32' }}
          aspectRatio={{ base: 16 / 9, sm: 1 }}
          borderRadius="md"
          flexShrink={0}
          alignSelf="flex-start"
        />
        <Stack gap="4" flex="1" minW="0">
          <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
            <Box minW="0">
              <Link asChild fontWeight="600" fontSize="lg">
                <RouterLink to={paths.product.to(order.productId)}>{order.productName}</RouterLink>
              </Link>
              <Text fontSize="sm" color="fg.muted">
                {formatOrderDate(order.orderDate)}
              </Text>
            </Box>
            <Stack align="flex-end" gap="1">
              <Price money={order.totalPrice} fontSize="lg" />
              <Badge colorPalette={TAB_COLOURS[tab]} variant="subtle" borderRadius="full" px="2.5">
                {order.cancelled ? 'Cancelled' : statusLabel(order.deliveryStatus)}
              </Badge>
            </Stack>
          </Flex>
          <Grid templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }} gap="3">
            {order.sizeLabel ? (
              <OrderDetailItem label="Size" size="sm">
                {order.sizeLabel}
              </OrderDetailItem>
            ) : null}
            {order.fabricName ? (
              <OrderDetailItem label="Fabric" size="sm">
                {order.fabricName}
              </OrderDetailItem>
            ) : null}
            {order.fabricColorName ? (
              <OrderDetailItem label="Colour" size="sm">
                {order.fabricColorName}
              </OrderDetailItem>
            ) : null}
            <OrderDetailItem label="Quantity" size="sm">
              {String(order.quantity)}
            </OrderDetailItem>
            <OrderDetailItem label="Tracking ID" size="sm">
              {order.trackingId}
            </OrderDetailItem>
            <OrderDetailItem label="Reference" size="sm">
              {order.referenceNumber}
            </OrderDetailItem>
            <OrderDetailItem label="Storage" size="sm">
              {storageLabel(order.storageType)}
            </OrderDetailItem>
            <OrderDetailItem label="Special quote" size="sm">
              {order.specialQuote || 'None'}
            </OrderDetailItem>
            <OrderDetailItem label="Delivery status" size="sm">
              {statusLabel(order.deliveryStatus)}
            </OrderDetailItem>
            {showPlacedBy && order.placedBy ? (
              <OrderDetailItem label="Placed by" size="sm">
                {order.placedBy}
              </OrderDetailItem>
            ) : null}
          </Grid>
          <Flex gap="2" wrap="wrap">
            <Button asChild size="sm" variant="outline" borderRadius="full">
              <RouterLink to={paths.orderTracking.to(order.trackingId)}>Track</RouterLink>
            </Button>
            {showDetailsLink ? (
              <Button asChild size="sm" variant="ghost" borderRadius="full">
                <RouterLink to={paths.orderDetail.to(order.trackingId)}>Details</RouterLink>
              </Button>
            ) : null}
            {onReorder ? (
              <Button
                size="sm"
                colorPalette="brand"
                borderRadius="full"
                onClick={() => onReorder({ orderId: order.id, productName: order.productName })}
              >
                Reorder
              </Button>
            ) : null}
            {onCancel && canCancel(order) ? (
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                borderRadius="full"
                onClick={() => onCancel(order.id)}
              >
                Cancel
              </Button>
            ) : null}
          </Flex>
        </Stack>
      </Flex>
    </Box>
  );
}

/**
 * An {@link OrderCard} that, on a server-rendered My Orders, hydrates after the rest of the page
 * (lib/hydrate-later.tsx, issue 29): the cards below the first ones and those of the tabs not
 * shown. Memoized: the same cached order with the same handlers is no update.
 */
export const LaterOrderCard = hydrateLater(OrderCard);
