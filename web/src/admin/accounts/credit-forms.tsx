import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/form/form-field';
import { euroAmount, toEuroString } from '../lib/money-input';
import { runChange } from '../lib/run-change';
import { RecordPaymentMutation, SetCreditLimitMutation } from './documents';

const creditSchema = z.object({ creditLimit: euroAmount(true) });
const paymentSchema = z.object({
  amount: euroAmount(false),
  note: z.string().trim().max(200, 'At most 200 characters.'),
});

/** Sets an account's credit limit (issue 9): euros, 0 or more. */
export function CreditLimitForm({ accountId, current }: { accountId: string; current: string }) {
  const [setCreditLimit] = useMutation(SetCreditLimitMutation);
  const form = useForm({
    resolver: zodResolver(creditSchema),
    defaultValues: { creditLimit: current },
  });
  const submit = form.handleSubmit(async ({ creditLimit }) => {
    await runChange(
      async () =>
        (
          await setCreditLimit({
            variables: { id: accountId, creditLimit: toEuroString(creditLimit) },
          })
        ).data?.admin.setCreditLimit,
      'Credit limit saved.',
    );
  });
  return (
    <Stack as="form" gap="3" onSubmit={(e) => void submit(e)} aria-label="Set credit limit">
      <FormField
        label="Credit limit (€)"
        inputMode="decimal"
        error={form.formState.errors.creditLimit?.message}
        {...form.register('creditLimit')}
      />
      <Button type="submit" alignSelf="start" loading={form.formState.isSubmitting}>
        Set credit limit
      </Button>
    </Stack>
  );
}

/** Records a payment received (issue 9): euros above 0 and an optional note; restores credit. */
export function PaymentForm({ accountId }: { accountId: string }) {
  const [recordPayment] = useMutation(RecordPaymentMutation);
  const form = useForm({
    resolver: zodResolver(paymentSchema),
    defaultValues: { amount: '', note: '' },
  });
  const submit = form.handleSubmit(async ({ amount, note }) => {
    const done = await runChange(
      async () =>
        (
          await recordPayment({
            variables: { id: accountId, amount: toEuroString(amount), note: note || null },
          })
        ).data?.admin.recordPayment,
      'Payment recorded.',
    );
    if (done) form.reset();
  });
  return (
    <Stack as="form" gap="3" onSubmit={(e) => void submit(e)} aria-label="Record a payment">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <FormField
          label="Payment (€)"
          inputMode="decimal"
          error={form.formState.errors.amount?.message}
          {...form.register('amount')}
        />
        <FormField
          label="Note (optional)"
          placeholder="e.g. bank reference"
          error={form.formState.errors.note?.message}
          {...form.register('note')}
        />
      </SimpleGrid>
      <Button type="submit" alignSelf="start" loading={form.formState.isSubmitting}>
        Record payment
      </Button>
    </Stack>
  );
}
