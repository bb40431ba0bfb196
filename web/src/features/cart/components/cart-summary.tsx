import { Button, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { MoneySummary } from '@/components/money-summary';
import { paths } from '@/config/paths';
import type { CartQuoteResult } from '@/lib/cart/quote';

/** Props of {@link CartSummary}. */
export interface CartSummaryProps {
  /** The server's quote; null while loading or on failure. */
  quote: CartQuoteResult | null;
  /** True while the cart is being priced (shows skeletons). */
  loading: boolean;
  /** The quote's failure message, or null. */
  error: string | null;
}

const TEST_IDS = { subtotal: 'summary-subtotal', vat: 'summary-vat', total: 'summary-total' };

/**
 * The cart summary (spec §2 Cart): Subtotal, Vat and Order Total from the server's `cartQuote`, with
 * skeletons while it is priced, and the Checkout link.
 */
export function CartSummary({ quote, loading, error }: CartSummaryProps) {
  return (
    <MoneySummary titleId="cart-summary-title" totals={quote} loading={loading} testIds={TEST_IDS}>
      {error ? (
        <Text role="alert" color="red.600" fontSize="sm">
          {error}
        </Text>
      ) : null}
      <Button asChild colorPalette="brand" size="lg" borderRadius="full" mt="2">
        <RouterLink to={paths.checkout.to()}>Checkout</RouterLink>
      </Button>
    </MoneySummary>
  );
}
