import { Button, Dialog, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Portal } from '@/components/portal';
import { notify } from '@/lib/toaster';
import { refreshOrdersAndCredit } from '@/lib/refresh-orders';
import { ReorderMutation } from '../api/documents';
import { serverMessage } from '../lib/errors';
import { ORDER_MESSAGES } from '../lib/order-rules';
import { reorderSchema } from '../lib/reorder-schema';
import type { ReorderData, ReorderValues } from '../lib/reorder-schema';

import type { ReorderDialogProps } from './order-dialog-types';

function ReorderForm({
  orderId,
  userId,
  onClose,
}: Omit<ReorderDialogProps, 'target'> & { orderId: string }) {
  const client = useApolloClient();
  const [reorder, { loading }] = useMutation(ReorderMutation);
  const [failure, setFailure] = useState<string | null>(null);
  // One key per open dialog: a retried or double submit returns the order already placed.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReorderValues, unknown, ReorderData>({
    resolver: zodResolver(reorderSchema),
    defaultValues: { quantity: '1', referenceNumber: '' },
  });

  const submit = async ({ quantity, referenceNumber }: ReorderData) => {
    setFailure(null);
    try {
      const { data } = await reorder({
        variables: { orderId, quantity, referenceNumber: referenceNumber || null, idempotencyKey },
      });
      const userError = data?.reorder.userErrors[0];
      if (userError || !data?.reorder.order) {
        setFailure(userError?.message ?? ORDER_MESSAGES.reorderFailed);
        return;
      }
      notify('success', 'Reorder placed.');
      onClose();
      await refreshOrdersAndCredit(client, userId);
    } catch (error) {
      setFailure(serverMessage(error, ORDER_MESSAGES.reorderFailed));
    }
  };

  return (
    <form onSubmit={(e) => void handleSubmit(submit)(e)} noValidate aria-label="Reorder">
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root invalid={Boolean(errors.quantity)} required>
            <Field.Label>
              Quantity
              <Field.RequiredIndicator />
            </Field.Label>
            <Input type="number" min={1} max={99} inputMode="numeric" {...register('quantity')} />
            {errors.quantity ? <Field.ErrorText>{errors.quantity.message}</Field.ErrorText> : null}
          </Field.Root>
          <Field.Root>
            <Field.Label>Reference Number</Field.Label>
            <Input {...register('referenceNumber')} />
          </Field.Root>
          {failure ? (
            <Text role="alert" color="red.600" fontSize="sm">
              {failure}
            </Text>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" borderRadius="full">
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="brand" borderRadius="full" loading={loading}>
          Submit
        </Button>
      </Dialog.Footer>
    </form>
  );
}

/**
 * The Reorder modal of My Orders (spec §2, §5, §8), naming the product it repeats: Quantity (min 1) and an optional Reference
 * Number, Cancel and Submit. A failure shows the server's message or 'Reorder failed.'; success
 * refreshes the orders and credit.
 */
export function ReorderDialogView({ target, userId, onClose }: ReorderDialogProps) {
  return (
    <Dialog.Root
      open={target !== null}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Reorder</Dialog.Title>
              {target ? (
                <Dialog.Description color="fg.muted" data-testid="reorder-product">
                  {target.productName}
                </Dialog.Description>
              ) : null}
            </Dialog.Header>
            {target ? (
              <ReorderForm orderId={target.orderId} userId={userId} onClose={onClose} />
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
