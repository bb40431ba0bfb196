import { Button, Flex, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormField } from '@/components/form/form-field';
import { runChange } from '../lib/run-change';
import { SetPaymentTermsMutation, SetVatNumberMutation } from './books-documents';

/**
 * The account's payment terms (days after issue an invoice is due, 0 to 365) and the customer's
 * VAT number (checked on the server; empty clears it), each saved on its own (issue 22).
 */
export function TermsForms({
  accountId,
  paymentTermsDays,
  vatNumber,
}: {
  accountId: string;
  paymentTermsDays: number;
  vatNumber: string | null;
}) {
  const [setTerms, terms] = useMutation(SetPaymentTermsMutation);
  const [setVat, vat] = useMutation(SetVatNumberMutation);
  const [days, setDays] = useState(String(paymentTermsDays));
  const [number, setNumber] = useState(vatNumber ?? '');
  const [daysError, setDaysError] = useState<string | undefined>();
  const [vatError, setVatError] = useState<string | undefined>();

  const saveTerms = async () => {
    const value = Number(days.trim());
    if (!/^\d{1,3}$/u.test(days.trim()) || value > 365) {
      setDaysError('Enter whole days from 0 to 365.');
      return;
    }
    await runChange(
      async () =>
        (await setTerms({ variables: { id: accountId, days: value } })).data?.admin.setPaymentTerms,
      'Payment terms saved.',
    );
  };

  const saveVat = async () => {
    const payload = async () => {
      const answer = (await setVat({ variables: { id: accountId, vatNumber: number.trim() } })).data
        ?.admin.setVatNumber;
      setVatError(answer?.userErrors.find((e) => e.field === 'vatNumber')?.message);
      if (answer?.account) setNumber(answer.account.vatNumber ?? '');
      return answer;
    };
    await runChange(payload, 'VAT number saved.');
  };

  return (
    <Stack gap="4">
      <Flex
        as="form"
        gap="3"
        align="end"
        aria-label="Payment terms"
        onSubmit={(e) => {
          e.preventDefault();
          void saveTerms();
        }}
      >
        <FormField
          label="Payment terms (days)"
          inputMode="numeric"
          value={days}
          error={daysError}
          onChange={(e) => {
            setDays(e.target.value);
            setDaysError(undefined);
          }}
        />
        <Button type="submit" loading={terms.loading} mb={daysError ? '6' : '0'}>
          Save
        </Button>
      </Flex>
      <Flex
        as="form"
        gap="3"
        align="end"
        aria-label="VAT number"
        onSubmit={(e) => {
          e.preventDefault();
          void saveVat();
        }}
      >
        <FormField
          label="VAT number"
          placeholder="e.g. IE6388047V"
          value={number}
          error={vatError}
          onChange={(e) => {
            setNumber(e.target.value);
            setVatError(undefined);
          }}
        />
        <Button type="submit" loading={vat.loading} mb={vatError ? '6' : '0'}>
          Save
        </Button>
      </Flex>
    </Stack>
  );
}
