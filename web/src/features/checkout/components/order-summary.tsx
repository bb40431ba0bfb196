import { Flex, Skeleton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MoneySummary } from '@/components/money-summary';
import { Price } from '@/components/price';
import type { PriceMoney } from '@/components/price';
import type { CartQuoteResult } from '@/lib/cart/quote';

/** Props of {@link OrderSummary}. */
export interface OrderSummaryProps {
  /** The server's quote; null while loading or on failure. */
  quote: CartQuoteResult | null;
  /** True while the cart is priced. */
  loading: boolean;
  /** The customer's available credit, when known. */
  availableCredit: PriceMoney | null;
  /** The confirm button and messages. */
  children: ReactNode;
}

const TEST_IDS = {
  subtotal: 'checkout-subtotal',
  vat: 'checkout-vat',
  total: 'checkout-order-total',
};

/**
 * The checkout's order summary (spec §2 Checkout): Subtotal, Vat and Order Total from the server's
 * quote, the available credit, and the confirm area.
 */
export function OrderSummary({ quote, loading, availableCredit, children }: OrderSummaryProps) {
  return (
    <MoneySummary
      titleId="checkout-summary-title"
      totals={quote}
      loading={loading}
      testIds={TEST_IDS}
    >
      <Flex justify="space-between" align="center" fontSize="sm" color="fg.muted">
        <Text>Available credit</Text>
        {availableCredit ? (
          <Price money={availableCredit} fontWeight="500" data-testid="available-credit" />
        ) : (
          <Skeleton h="4" w="20" />
        )}
      </Flex>
      {children}
    </MoneySummary>
  );
}
