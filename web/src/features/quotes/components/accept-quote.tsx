import { Button, Grid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormField } from '@/components/form/form-field';
import { notify } from '@/lib/toaster';
import { AcceptQuoteMutation, DeclineQuoteMutation } from '../api/documents';

/** Shown when accepting or declining failed for an unknown reason. */
export const DECISION_FAILED = 'That did not work. Please try again.';

/**
 * Accept or decline a priced quote (issue 25): accepting asks where to deliver (and the buyer's PO
 * number) and places the order at the quoted prices — the credit is checked then; declining closes
 * the quote. The shop's refusals (expired, insufficient credit) show above the buttons.
 */
export function AcceptQuote({ quoteId }: { quoteId: string }) {
  const [address, setAddress] = useState({
    firstName: '',
    address: '',
    city: '',
    country: 'Ireland',
  });
  const [po, setPo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [accept, { loading }] = useMutation(AcceptQuoteMutation);
  const [decline, { loading: declining }] = useMutation(DeclineQuoteMutation);
  const complete = Object.values(address).every((v) => v.trim());

  const onAccept = async () => {
    setError(null);
    try {
      const { data } = await accept({
        variables: {
          id: quoteId,
          input: { shippingAddress: address, buyerPoNumber: po.trim() || null },
        },
      });
      const problem = data?.acceptQuote.userErrors[0]?.message;
      if (problem) setError(problem);
      else notify('success', 'Quote accepted. Your order has been placed.');
    } catch {
      setError(DECISION_FAILED);
    }
  };
  const onDecline = async () => {
    setError(null);
    try {
      const { data } = await decline({ variables: { id: quoteId } });
      const problem = data?.declineQuote.userErrors[0]?.message;
      if (problem) setError(problem);
    } catch {
      setError(DECISION_FAILED);
    }
  };
  const field = (key: keyof typeof address, label: string) => (
    <FormField
      label={label}
      required
      value={address[key]}
      onChange={(e) => setAddress({ ...address, [key]: e.target.value })}
    />
  );

  return (
    <Stack gap="4">
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
        {field('firstName', 'First name')}
        {field('address', 'Address')}
        {field('city', 'City')}
        {field('country', 'Country')}
        <FormField
          label="Your PO number (optional)"
          value={po}
          maxLength={35}
          onChange={(e) => setPo(e.target.value)}
        />
      </Grid>
      {error ? (
        <Text color="red.600" role="alert">
          {error}
        </Text>
      ) : null}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button
          colorPalette="brand"
          borderRadius="full"
          loading={loading}
          disabled={!complete}
          onClick={() => void onAccept()}
        >
          Accept quote and place order
        </Button>
        <Button
          variant="outline"
          borderRadius="full"
          loading={declining}
          onClick={() => void onDecline()}
        >
          Decline quote
        </Button>
      </Stack>
    </Stack>
  );
}
