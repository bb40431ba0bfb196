import { Button, Center, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { OrderDetailItem } from '@/components/order/order-detail-item';
import { PageContainer } from '@/components/page-container';
import { PageError, PageSpinner } from '@/components/page-status';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { useLiveOrders } from '@/lib/live-orders';
import { ORDER_NOT_FOUND } from '@/lib/order-display';
import { OrderDetailQuery } from '../api/documents';
import { CancelOrderDialog } from '../components/cancel-order-dialog';
import { OrderCard } from '../components/order-card';
import { ReorderDialog } from '../components/reorder-dialog';
import { ReorderPurchaseOrder } from '../components/reorder-purchase-order';
import type { ReorderTarget } from '../components/reorder-dialog';

/**
 * /orders/{trackingId} (spec §2, login required): one of the customer's orders with its shipping
 * address, Track, Reorder and Cancel, and reordering its whole purchase order (issue 24); 'Order Not Found' when there is none. Visitors go to /signin.
 */
export default function OrderDetailRoute() {
  const { trackingId = '' } = useParams();
  const { data, loading, error } = useQuery(OrderDetailQuery, { variables: { trackingId } });
  const [cancelId, setCancelId] = useState<string | null>(null);
  const [reorderTarget, setReorderTarget] = useState<ReorderTarget | null>(null);
  useLiveOrders({ enabled: Boolean(data?.viewer) });

  if (loading && !data) return <PageSpinner />;
  if (error && !data) return <PageError message={error.message} />;
  const viewer = data?.viewer;
  if (!viewer) {
    return (
      <Navigate to={paths.signIn.to()} replace state={{ from: paths.orderDetail.to(trackingId) }} />
    );
  }
  const order = viewer.order;

  return (
    <PageContainer>
      <PageTitle
        eyebrow="My Orders"
        title={order ? `Order ${order.trackingId}` : ORDER_NOT_FOUND}
      />
      {order ? (
        <Stack gap="6" maxW="4xl" mx="auto">
          <OrderCard order={order} onCancel={setCancelId} onReorder={setReorderTarget} />
          <OrderDetailItem label="Shipping address">{order.shippingAddress}</OrderDetailItem>
          {order.purchaseOrderNumber ? (
            <OrderDetailItem label={`Purchase order ${order.purchaseOrderNumber}`}>
              <ReorderPurchaseOrder number={order.purchaseOrderNumber} />
            </OrderDetailItem>
          ) : null}
          <CancelOrderDialog
            orderId={cancelId}
            userId={viewer.id}
            onClose={() => setCancelId(null)}
          />
          <ReorderDialog
            target={reorderTarget}
            userId={viewer.id}
            onClose={() => setReorderTarget(null)}
          />
        </Stack>
      ) : (
        <Center>
          <Button asChild variant="outline" borderRadius="full">
            <RouterLink to={paths.orders.to()}>My Orders</RouterLink>
          </Button>
        </Center>
      )}
    </PageContainer>
  );
}
