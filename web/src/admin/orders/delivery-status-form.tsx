import { Button, Field, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { runChange } from '../lib/run-change';
import { SetOrderDeliveryStatusMutation } from './documents';

/** Props of {@link DeliveryStatusForm}. */
export interface DeliveryStatusFormProps {
  /** The order id. */
  orderId: string;
  /** The order's delivery status now. */
  current: string;
  /** Every delivery status name, in order. */
  order: readonly string[];
  /** The statuses the server allows now: every later one and the one before. */
  allowed: readonly string[];
}

/** True when `target` lies before `current` in the status order (a step back needs a reason). */
export function isStepBack(order: readonly string[], current: string, target: string): boolean {
  return order.indexOf(target) >= 0 && order.indexOf(target) < order.indexOf(current);
}

/**
 * Moves an order along the delivery statuses (issue 9): to any later status, or back one step
 * with a reason (required then; kept in the audit log either way).
 */
export function DeliveryStatusForm({ orderId, current, order, allowed }: DeliveryStatusFormProps) {
  const [setStatus] = useMutation(SetOrderDeliveryStatusMutation);
  const schema = z
    .object({
      deliveryStatus: z.string().min(1, 'Choose a delivery status.'),
      reason: z.string().trim().max(500),
    })
    .refine((v) => !isStepBack(order, current, v.deliveryStatus) || v.reason.length > 0, {
      path: ['reason'],
      message: 'Give a reason for moving the order back.',
    });
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      deliveryStatus: allowed.find((s) => !isStepBack(order, current, s)) ?? '',
      reason: '',
    },
  });
  const target = useWatch({ control: form.control, name: 'deliveryStatus' });
  const submit = form.handleSubmit(async ({ deliveryStatus, reason }) => {
    const done = await runChange(
      async () =>
        (await setStatus({ variables: { id: orderId, deliveryStatus, reason: reason || null } }))
          .data?.admin.setOrderDeliveryStatus,
      `Order moved to '${deliveryStatus}'.`,
    );
    if (done) form.reset({ deliveryStatus: '', reason: '' });
  });
  const errors = form.formState.errors;
  return (
    <Stack as="form" gap="3" onSubmit={(e) => void submit(e)} aria-label="Move delivery status">
      <Field.Root invalid={Boolean(errors.deliveryStatus)}>
        <Field.Label>New delivery status</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('deliveryStatus')}>
            <option value="">Choose…</option>
            {allowed.map((name) => (
              <option key={name} value={name}>
                {isStepBack(order, current, name) ? `${name} (back one step)` : name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {errors.deliveryStatus ? (
          <Field.ErrorText>{errors.deliveryStatus.message}</Field.ErrorText>
        ) : null}
      </Field.Root>
      <Field.Root invalid={Boolean(errors.reason)}>
        <Field.Label>
          Reason {isStepBack(order, current, target) ? '(required when moving back)' : '(optional)'}
        </Field.Label>
        <Textarea rows={2} {...form.register('reason')} />
        {errors.reason ? <Field.ErrorText>{errors.reason.message}</Field.ErrorText> : null}
      </Field.Root>
      <Button type="submit" alignSelf="start" loading={form.formState.isSubmitting}>
        Move order
      </Button>
    </Stack>
  );
}
