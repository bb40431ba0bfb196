import { Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { clearCart } from '@/lib/cart/store';
import type { CartItem } from '@/lib/cart/types';
import { notify } from '@/lib/toaster';
import { toQuoteLines } from '../lib/quote-input';
import { QuotesQuery, RequestQuoteMutation } from '../api/documents';

/** Shown when the request could not be sent for an unknown reason. */
export const REQUEST_FAILED = 'The quote request could not be sent. Please try again.';

/**
 * The cart's "Request a quote" action (issue 25): the cart's lines (with their reference numbers,
 * special instructions and files) and an optional note become a quote request the shop prices by
 * hand; the cart is then emptied and the quote opens in the account.
 */
export function RequestQuote({ items }: { items: readonly CartItem[] }) {
  const navigate = useNavigate();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestQuoteMutation, {
    refetchQueries: [QuotesQuery],
  });

  const onRequest = async () => {
    setError(null);
    const lines = toQuoteLines(items);
    try {
      const { data } = await request({
        variables: { input: { note: note.trim() || null, lines } },
      });
      const result = data?.requestQuote;
      if (result?.quote) {
        clearCart();
        notify('success', `Quote ${result.quote.number} requested. We will answer with a price.`);
        void navigate(paths.quote.to(result.quote.id));
        return;
      }
      setError(result?.userErrors[0]?.message ?? REQUEST_FAILED);
    } catch {
      setError(REQUEST_FAILED);
    }
  };

  return (
    <Stack gap="3" mt="6" borderTopWidth="1px" pt="5">
      <Text fontWeight="600">Contract job or a large order?</Text>
      <Field.Root>
        <Field.Label>Note for a quote (optional)</Field.Label>
        <Textarea
          value={note}
          maxLength={4000}
          onChange={(e) => setNote(e.target.value)}
          placeholder="e.g. hotel fit-out, 40 rooms, delivery in March"
        />
      </Field.Root>
      {error ? (
        <Text color="red.600" role="alert">
          {error}
        </Text>
      ) : null}
      <Button
        variant="outline"
        borderRadius="full"
        loading={loading}
        onClick={() => void onRequest()}
      >
        Request a quote
      </Button>
    </Stack>
  );
}
