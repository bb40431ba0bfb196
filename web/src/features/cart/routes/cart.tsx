import { Box, Button, Center, Grid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { memo, useDeferredValue } from 'react';
import type { ReactNode } from 'react';
import type { CartItem } from '@/lib/cart/types';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { useCartQuote } from '@/lib/cart/quote';
import { useCart, useCartKnown } from '@/lib/cart/use-cart';
import { CartViewerQuery } from '../api/documents';
import { CartLine } from '../components/cart-line';
import { CartSummary } from '../components/cart-summary';
import { SignInPrompt } from '../components/sign-in-prompt';

/** The empty-cart text (spec §2 Cart). */
export const EMPTY_CART_TEXT = 'Cart is Empty.';

/**
 * /cart (spec §2 Cart): visitors see 'Please log in' with a Login link; otherwise the lines with
 * quantity steppers and Remove, and the summary priced by the server, re-quoted on every change;
 * an empty cart shows 'Cart is Empty.'. Issue 25: `summaryExtra` (the quote request) goes under the summary.
 */
export default function CartRoute({
  summaryExtra,
}: {
  /** What the page composes under the summary (issue 25: Request a quote), given the cart. */
  summaryExtra?: (items: readonly CartItem[]) => ReactNode;
} = {}) {
  // A change (a quantity, a removed line) is drawn and priced in a background render: the click's
  // own frame only runs this component, so the stepper answers at once (issue 29, interaction
  // latency at 4x CPU slowdown: 240 ms median for + before).
  const items = useDeferredValue(useCart());
  const known = useCartKnown();
  const { data, loading: viewerLoading } = useQuery(CartViewerQuery);
  const signedIn = !!data?.viewer;

  let body;
  if ((viewerLoading && !data) || !known) {
    body = (
      <Center py="16">
        <Spinner size="lg" color="brand.solid" role="status" aria-label="Loading" />
      </Center>
    );
  } else if (!signedIn) {
    body = <SignInPrompt />;
  } else if (items.length === 0) {
    body = (
      <Stack align="center" gap="4" py="10">
        <Text fontSize="lg">{EMPTY_CART_TEXT}</Text>
        <Button asChild variant="outline" borderRadius="full">
          <RouterLink to={paths.products.to()}>All Products</RouterLink>
        </Button>
      </Stack>
    );
  } else {
    body = <CartContents items={items} summaryExtra={summaryExtra} />;
  }

  return (
    <PageContainer>
      <PageTitle title="Shopping Cart" />
      {body}
    </PageContainer>
  );
}

/**
 * The lines with their steppers and the priced summary of a signed-in customer's cart (re-quoted
 * on every change). Memoized: it renders again only when the lines are new.
 */
const CartContents = memo(function CartContents({
  items,
  summaryExtra,
}: {
  items: readonly CartItem[];
  summaryExtra?: (items: readonly CartItem[]) => ReactNode;
}) {
  const { quote, loading, error, lineErrors, checkLines } = useCartQuote(items);
  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 360px' }} gap={{ base: '8', lg: '12' }}>
      <Box as="ul" listStyleType="none" aria-label="Cart lines">
        {items.map((item, index) => (
          <CartLine
            key={item.lineId}
            item={item}
            lineTotal={quote?.lines[index]?.lineTotal ?? null}
            unitPrice={quote?.lines[index]?.unitPrice ?? null}
            pricing={loading}
            error={lineErrors.get(index) ?? null}
            checkPrice={checkLines}
          />
        ))}
      </Box>
      <Box>
        <CartSummary quote={quote} loading={loading} error={lineErrors.size ? null : error} />
        {summaryExtra?.(items)}
      </Box>
    </Grid>
  );
});
