import { Button, Dialog, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Portal } from '@/components/portal';
import { refreshOrdersAndCredit } from '@/lib/refresh-orders';
import { notify } from '@/lib/toaster';
import { CancelOrderMutation } from '../api/documents';
import { serverMessage } from '../lib/errors';
import { ORDER_MESSAGES } from '../lib/order-rules';

import type { CancelOrderDialogProps } from './order-dialog-types';

/**
 * Confirms and cancels an order (spec §4, §8 Cancel): on success the orders and credit are
 * refreshed; a failure shows the server's message or 'An error occurred while canceling the order.'.
 */
export function CancelOrderDialogView({ orderId, userId, onClose }: CancelOrderDialogProps) {
  const client = useApolloClient();
  const [cancelOrder, { loading }] = useMutation(CancelOrderMutation);

  const confirm = async () => {
    if (!orderId) return;
    try {
      const { data } = await cancelOrder({ variables: { orderId } });
      const failure = data?.cancelOrder.userErrors[0];
      if (failure || !data?.cancelOrder.order) {
        notify('error', failure?.message ?? ORDER_MESSAGES.cancelFailed);
        return;
      }
      notify('success', 'Order cancelled.');
      onClose();
      await refreshOrdersAndCredit(client, userId);
    } catch (error) {
      notify('error', serverMessage(error, ORDER_MESSAGES.cancelFailed));
    }
  };

  return (
    <Dialog.Root
      open={orderId !== null}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Cancel order</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>Are you sure you want to cancel this order?</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" borderRadius="full">
                  Keep order
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                borderRadius="full"
                loading={loading}
                onClick={() => void confirm()}
              >
                Cancel order
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
