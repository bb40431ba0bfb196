import { Alert, Button, Link, Stack } from '@chakra-ui/react';
import { useLazyQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { graphql } from '@/__generated__';
import { paths } from '@/config/paths';
import { quickLineToCartItem } from '@/lib/cart/quick-line';
import { addToCart } from '@/lib/cart/store';
import { notify } from '@/lib/toaster';

/** Every line of a purchase order, priced today or with the reason it is no longer sold (issue 24). */
export const PurchaseOrderReorderQuery = graphql(`
  query PurchaseOrderReorder($number: String!) {
    purchaseOrderReorder(number: $number) {
      ...QuickOrderLineFields @unmask
    }
  }
`);

/** Messages of reordering a whole purchase order, word for word. */
export const REORDER_PO_MESSAGES = {
  added: (count: number, number: string) =>
    `Added ${count} ${count === 1 ? 'line' : 'lines'} of ${number} to the cart at today's prices.`,
  notSold: (reasons: string[]) => `Not added: ${reasons.join(' ')}`,
  failed: 'The purchase order could not be reordered. Please try again.',
} as const;

/**
 * "Reorder purchase order" (issue 24): puts every line of purchase order `number` that is still
 * for sale into the cart, repriced at today's prices (the cart and checkout price again on the
 * server); the lines no longer sold are named in a message, never dropped silently.
 */
export function ReorderPurchaseOrder({ number }: { number: string }) {
  const [load, { loading }] = useLazyQuery(PurchaseOrderReorderQuery, {
    fetchPolicy: 'network-only',
  });
  const [added, setAdded] = useState<string | null>(null);
  const [notSold, setNotSold] = useState<string | null>(null);

  const reorder = async () => {
    setAdded(null);
    setNotSold(null);
    try {
      const { data } = await load({ variables: { number } });
      const lines = data?.purchaseOrderReorder;
      if (!lines) {
        setNotSold(REORDER_PO_MESSAGES.failed);
        return;
      }
      let count = 0;
      const reasons: string[] = [];
      for (const line of lines) {
        const item = quickLineToCartItem(line);
        if (item) {
          addToCart(item);
          count += 1;
        } else {
          reasons.push(line.error ?? `${line.productName ?? line.sku} is no longer sold.`);
        }
      }
      const message = REORDER_PO_MESSAGES.added(count, number);
      setAdded(message);
      notify('success', message);
      if (reasons.length > 0) setNotSold(REORDER_PO_MESSAGES.notSold(reasons));
    } catch {
      setNotSold(REORDER_PO_MESSAGES.failed);
    }
  };

  return (
    <Stack gap="2" align="flex-start">
      <Button
        size="sm"
        variant="outline"
        borderRadius="full"
        loading={loading}
        onClick={() => void reorder()}
      >
        Reorder purchase order
      </Button>
      {added ? (
        <Alert.Root status="success" size="sm" role="status">
          <Alert.Indicator />
          <Alert.Title fontWeight="500">
            {added}{' '}
            <Link asChild variant="underline">
              <RouterLink to={paths.cart.to()}>View cart</RouterLink>
            </Link>
          </Alert.Title>
        </Alert.Root>
      ) : null}
      {notSold ? (
        <Alert.Root status="warning" size="sm" role="alert">
          <Alert.Indicator />
          <Alert.Title fontWeight="500">{notSold}</Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
