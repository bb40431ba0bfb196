import {
  Badge,
  Box,
  Button,
  Field,
  Link,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FiDownload } from 'react-icons/fi';
import { Link as RouterLink, useParams } from 'react-router';
import { PageSpinner } from '@/components/page-status';
import { storageLabel } from '@/lib/storage-label';
import { formatMoney } from '@/lib/money';
import { AdminPage } from '../components/admin-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LoadError } from '../components/load-error';
import { Fields, Panel } from '../components/panel';
import { formatDateTime } from '../lib/format';
import { runChange } from '../lib/run-change';
import { adminPaths } from '../paths';
import { DeliveryStatusForm } from './delivery-status-form';
import { PurchaseOrderPanel } from './purchase-order-panel';
import { useStaffAccess } from '../staff/use-staff-access';
import { AdminCancelOrderMutation, AdminOrderQuery } from './documents';

/**
 * One order (issue 9 Orders): the configuration, prices net/VAT/gross, shipping address, the
 * special-quote text and file (download), moving the delivery status, cancelling on the
 * customer's behalf (confirmed, with a reason) and what admins did to it; its purchase order with
 * the invoice and credit notes and the sibling lines (issue 22). Actions the staff role may not
 * take (cancel, the delivery status, the customer account link) are not shown (issue 26).
 */
export default function OrderDetailPage() {
  const { id = '' } = useParams();
  const access = useStaffAccess();
  const { data, loading, error, refetch } = useQuery(AdminOrderQuery, { variables: { id } });
  const [cancelOrder, cancelling] = useMutation(AdminCancelOrderMutation);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  if (loading && !data) return <PageSpinner />;
  if (error && !data) return <LoadError error={error} onRetry={() => void refetch()} />;
  const order = data?.admin.order;
  const back = (
    <Link asChild fontSize="sm" color="fg.muted">
      <RouterLink to={adminPaths.orders.to()}>← All orders</RouterLink>
    </Link>
  );
  if (!order) {
    return (
      <AdminPage title="Order not found" breadcrumb={back}>
        <Text>There is no order with this id.</Text>
      </AdminPage>
    );
  }
  const statusNames = (data?.admin.deliveryStatuses ?? []).map((s) => s.name);
  const cancel = async () => {
    const done = await runChange(
      async () =>
        (await cancelOrder({ variables: { id: order.id, reason: reason.trim() || null } })).data
          ?.admin.cancelOrder,
      'Order cancelled; the credit is returned.',
    );
    if (done) {
      setConfirming(false);
      setReason('');
    }
  };
  return (
    <AdminPage
      title={`Order ${order.trackingId}`}
      breadcrumb={back}
      actions={
        order.cancellable && access.may('orders.manage') ? (
          <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            Cancel order
          </Button>
        ) : null
      }
    >
      <Text>
        {order.cancelled ? (
          <Badge colorPalette="red" size="lg">
            Cancelled {formatDateTime(order.cancelledAt)}
          </Badge>
        ) : (
          <Badge colorPalette="blue" size="lg" data-testid="order-status">
            {order.deliveryStatus}
          </Badge>
        )}{' '}
        placed {formatDateTime(order.orderDate)}
      </Text>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <Panel title="Order">
          <Fields
            items={[
              ['Tracking ID', order.trackingId],
              ['Reference number', order.referenceNumber],
              [
                'Customer',
                access.may('accounts.view') ? (
                  <Link asChild key="c">
                    <RouterLink to={adminPaths.account.to(order.customer.id)}>
                      {order.customer.companyName || order.customer.fullName}
                    </RouterLink>
                  </Link>
                ) : (
                  order.customer.companyName || order.customer.fullName
                ),
              ],
              ['Contact', `${order.customer.fullName} · ${order.customer.email}`],
              ['Shipping address', order.shippingAddress],
            ]}
          />
        </Panel>
        <Panel title="Configuration">
          <Fields
            items={[
              ['Product', order.productName],
              ['Categories', order.categories.join(', ')],
              ['Size', order.sizeLabel ?? ''],
              ['Fabric', order.fabricName ?? ''],
              ['Colour', order.fabricColorName ?? ''],
              ['Storage', storageLabel(order.storageType)],
              ['Quantity', String(order.quantity)],
            ]}
          />
        </Panel>
        <Panel title="Prices">
          <Fields
            items={[
              ['Unit price (net)', formatMoney(order.unitPrice)],
              ['Unit VAT', formatMoney(order.unitVat)],
              ['Net', formatMoney(order.net)],
              [`VAT (${order.vatRate}%)`, formatMoney(order.vat)],
              ['Gross', <strong key="g">{formatMoney(order.gross)}</strong>],
            ]}
          />
        </Panel>
        <PurchaseOrderPanel order={order} />
        <Panel title="Special quote">
          <Text whiteSpace="pre-wrap">{order.specialQuoteText || 'No special instructions.'}</Text>
          {order.specialQuoteFile ? (
            <Button asChild variant="outline" alignSelf="start">
              <a
                href={order.specialQuoteFile.downloadUrl}
                download={order.specialQuoteFile.fileName}
              >
                <FiDownload aria-hidden /> Download {order.specialQuoteFile.fileName}
              </a>
            </Button>
          ) : null}
        </Panel>
        {order.allowedDeliveryStatuses.length > 0 && access.may('orders.status') ? (
          <Panel title="Delivery status">
            <DeliveryStatusForm
              key={order.deliveryStatus}
              orderId={order.id}
              current={order.deliveryStatus}
              order={statusNames}
              allowed={order.allowedDeliveryStatuses}
            />
          </Panel>
        ) : null}
        <Panel title="History">
          {order.history.length === 0 ? (
            <Text color="fg.muted">No admin changes yet.</Text>
          ) : (
            <Stack as="ol" listStyleType="none" gap="3">
              {order.history.map((entry) => (
                <Box as="li" key={entry.id} fontSize="sm">
                  <Text fontWeight="600">
                    {entry.action} · {formatDateTime(entry.at)}
                  </Text>
                  <Text color="fg.muted">
                    by {entry.actor}
                    {entry.reason ? ` — ${entry.reason}` : ''}
                  </Text>
                </Box>
              ))}
            </Stack>
          )}
        </Panel>
      </SimpleGrid>
      <ConfirmDialog
        open={confirming}
        title="Cancel this order?"
        description="The order is cancelled on the customer's behalf and its credit is returned to the account."
        confirmLabel="Cancel order"
        busy={cancelling.loading}
        onConfirm={() => void cancel()}
        onClose={() => setConfirming(false)}
      >
        <Field.Root>
          <Field.Label>Reason (optional)</Field.Label>
          <Textarea rows={2} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
        </Field.Root>
      </ConfirmDialog>
    </AdminPage>
  );
}
