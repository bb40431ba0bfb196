import { Button, Field, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { MoneyLike } from '@/lib/money';
import { formatMoney } from '@/lib/money';
import { ConfirmDialog } from '../components/confirm-dialog';
import { runChange } from '../lib/run-change';
import { ReversePaymentMutation } from './books-documents';

/** Longest reason of a reversal (the server's limit). */
const MAX_REASON = 500;

/**
 * Reverses one payment of the ledger (issue 22): a button that opens a confirmation asking for the
 * reason; the server books a PAYMENT_REVERSAL entry (nothing is deleted) and audits it.
 */
export function ReversePaymentButton({
  accountId,
  entryId,
  amount,
}: {
  accountId: string;
  entryId: string;
  amount: MoneyLike;
}) {
  const [reverse, { loading }] = useMutation(ReversePaymentMutation);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const confirm = async () => {
    const why = reason.trim();
    if (!why) {
      setError('Give the reason for the reversal.');
      return;
    }
    const done = await runChange(
      async () =>
        (await reverse({ variables: { id: accountId, entryId, reason: why } })).data?.admin
          .reversePayment,
      'Payment reversed.',
    );
    if (done) {
      setOpen(false);
      setReason('');
    }
  };

  return (
    <>
      <Button size="xs" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        Reverse
      </Button>
      <ConfirmDialog
        open={open}
        title={`Reverse this payment of ${formatMoney(amount)}?`}
        description="The amount is owed again and its invoices reopen. The payment stays in the ledger with a reversal entry beside it."
        confirmLabel="Reverse payment"
        busy={loading}
        onConfirm={() => void confirm()}
        onClose={() => {
          setOpen(false);
          setError(undefined);
        }}
      >
        <Field.Root invalid={Boolean(error)} required>
          <Field.Label>
            Reason
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            value={reason}
            maxLength={MAX_REASON}
            placeholder="e.g. cheque returned unpaid"
            onChange={(e) => {
              setReason(e.target.value);
              setError(undefined);
            }}
          />
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        </Field.Root>
      </ConfirmDialog>
    </>
  );
}
