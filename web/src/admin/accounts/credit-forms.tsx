import { Button, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/form/form-field';
import { notify } from '@/lib/toaster';
import { ConfirmDialog } from '../components/confirm-dialog';
import { SAVE_FAILED, adminErrorMessage } from '../lib/errors';
import { euroAmount, toEuroString } from '../lib/money-input';
import { runChange } from '../lib/run-change';
import { SetCreditLimitMutation } from './books-documents';

const creditSchema = z.object({ creditLimit: euroAmount(true) });

/** The server's refusal that asks for an explicit confirmation (issue 22 guard rail). */
export const CONFIRMATION_REQUIRED = 'CONFIRMATION_REQUIRED';

/**
 * Sets an account's credit limit (issue 9): euros, 0 or more. A limit below what the customer owes
 * is refused by the server with a message saying what follows; the admin confirms it in a dialog
 * that shows that message (issue 22).
 */
export function CreditLimitForm({ accountId, current }: { accountId: string; current: string }) {
  const [setCreditLimit, { loading }] = useMutation(SetCreditLimitMutation);
  const [asked, setAsked] = useState<{ creditLimit: string; message: string } | null>(null);
  const form = useForm({
    resolver: zodResolver(creditSchema),
    defaultValues: { creditLimit: current },
  });
  const send = async (creditLimit: string, confirm: boolean) =>
    (await setCreditLimit({ variables: { id: accountId, creditLimit, confirm } })).data?.admin
      .setCreditLimit;

  const submit = form.handleSubmit(async ({ creditLimit }) => {
    const limit = toEuroString(creditLimit);
    let payload: Awaited<ReturnType<typeof send>>;
    try {
      payload = await send(limit, false);
    } catch (error) {
      notify('error', adminErrorMessage(error, SAVE_FAILED));
      return;
    }
    const refusal = payload?.userErrors[0];
    // Below the balance: nothing changed yet; the dialog shows what follows and asks.
    if (refusal?.code === CONFIRMATION_REQUIRED) {
      setAsked({ creditLimit: limit, message: refusal.message });
      return;
    }
    await runChange(() => Promise.resolve(payload), 'Credit limit saved.');
  });

  const confirm = async () => {
    if (!asked) return;
    const done = await runChange(() => send(asked.creditLimit, true), 'Credit limit saved.');
    if (done) setAsked(null);
  };

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
      <ConfirmDialog
        open={asked !== null}
        title="Set a credit limit below the balance?"
        description={asked?.message ?? ''}
        confirmLabel={`Set limit to €${asked?.creditLimit ?? ''}`}
        busy={loading}
        onConfirm={() => void confirm()}
        onClose={() => setAsked(null)}
      />
    </Stack>
  );
}
