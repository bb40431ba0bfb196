import { Button, Checkbox, Fieldset, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { AdminRecordPaymentMutation } from '@/admin/__generated__/graphql';
import { FormField } from '@/components/form/form-field';
import { formatMoney } from '@/lib/money';
import { notify } from '@/lib/toaster';
import { ConfirmDialog } from '../components/confirm-dialog';
import { SAVE_FAILED, adminErrorMessage } from '../lib/errors';
import { euroAmount, toEuroString } from '../lib/money-input';
import { runChange } from '../lib/run-change';
import { RecordPaymentMutation } from './books-documents';

const paymentSchema = z.object({
  amount: euroAmount(false),
  note: z.string().trim().max(200, 'At most 200 characters.'),
});

type Outcome = NonNullable<AdminRecordPaymentMutation['admin']['recordPayment']['payment']>;

/** An open invoice the admin may allocate a payment to. */
export interface OpenInvoice {
  number: string;
  dueDate: string;
  open: { amount: string; currencyCode: string };
}

/** What the confirmation shows: the payment's variables and the dry run's answer. */
interface Plan {
  variables: { id: string; amount: string; note: string | null; invoiceNumbers: string[] };
  outcome: Outcome;
}

/** The lines of the confirmation: each allocation, and what stays on account. */
function PlanDetails({ outcome }: { outcome: Outcome }) {
  return (
    <Stack gap="2" data-testid="payment-plan">
      <Text>
        New balance owed: <strong>{formatMoney(outcome.outstanding)}</strong>; available credit:{' '}
        <strong>{formatMoney(outcome.availableCredit)}</strong>.
      </Text>
      {outcome.allocations.length > 0 ? (
        <List.Root ps="5">
          {outcome.allocations.map((a) => (
            <List.Item key={a.invoiceNumber}>
              {a.invoiceNumber}: {formatMoney(a.amount)}{' '}
              {Number(a.openAfter.amount) > 0
                ? `(${formatMoney(a.openAfter)} still open)`
                : '(paid in full)'}
            </List.Item>
          ))}
        </List.Root>
      ) : null}
      {Number(outcome.unallocated.amount) > 0 ? (
        <Text>{formatMoney(outcome.unallocated)} stays on account for the next invoice.</Text>
      ) : null}
    </Stack>
  );
}

/**
 * Records a payment received (issues 9 and 22): euros above 0, an optional note, and the invoices
 * to allocate it to (none ticked: oldest due first). Submitting asks the server for a dry run and
 * shows the new balance and the allocations; only the confirmation records it.
 */
export function PaymentForm({
  accountId,
  openInvoices,
}: {
  accountId: string;
  openInvoices: readonly OpenInvoice[];
}) {
  const [recordPayment, { loading }] = useMutation(RecordPaymentMutation);
  const [chosen, setChosen] = useState<string[]>([]);
  const [plan, setPlan] = useState<Plan | null>(null);
  const form = useForm({
    resolver: zodResolver(paymentSchema),
    defaultValues: { amount: '', note: '' },
  });
  const send = async (variables: Plan['variables'], dryRun: boolean) =>
    (await recordPayment({ variables: { ...variables, dryRun } })).data?.admin.recordPayment;

  const submit = form.handleSubmit(async ({ amount, note }) => {
    const variables = {
      id: accountId,
      amount: toEuroString(amount),
      note: note || null,
      invoiceNumbers: openInvoices.map((i) => i.number).filter((n) => chosen.includes(n)),
    };
    let payload: Awaited<ReturnType<typeof send>>;
    try {
      payload = await send(variables, true);
    } catch (error) {
      notify('error', adminErrorMessage(error, SAVE_FAILED));
      return;
    }
    const outcome = payload?.payment;
    // The dry run wrote nothing: the dialog shows what would happen and asks (no toast).
    if (outcome && payload?.userErrors.length === 0) {
      setPlan({ variables, outcome });
      return;
    }
    await runChange(() => Promise.resolve(payload), '');
  });

  const confirm = async () => {
    if (!plan) return;
    const done = await runChange(() => send(plan.variables, false), 'Payment recorded.');
    if (!done) return;
    setPlan(null);
    setChosen([]);
    form.reset();
  };

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
      {openInvoices.length > 0 ? (
        <Fieldset.Root>
          <Fieldset.Legend fontSize="sm">
            Allocate to (none ticked: oldest due first)
          </Fieldset.Legend>
          <Stack gap="1">
            {openInvoices.map((invoice) => (
              <Checkbox.Root
                key={invoice.number}
                size="sm"
                checked={chosen.includes(invoice.number)}
                onCheckedChange={(e) =>
                  setChosen((now) =>
                    e.checked === true
                      ? [...now, invoice.number]
                      : now.filter((n) => n !== invoice.number),
                  )
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {invoice.number} · {formatMoney(invoice.open)} open · due {invoice.dueDate}
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </Fieldset.Root>
      ) : null}
      <Button type="submit" alignSelf="start" loading={form.formState.isSubmitting}>
        Record payment
      </Button>
      <ConfirmDialog
        open={plan !== null}
        title={`Record a payment of €${plan?.variables.amount ?? ''}?`}
        description={plan ? <PlanDetails outcome={plan.outcome} /> : ''}
        confirmLabel="Record payment"
        destructive={false}
        busy={loading}
        onConfirm={() => void confirm()}
        onClose={() => setPlan(null)}
      />
    </Stack>
  );
}
