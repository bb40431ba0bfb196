import { Box, Flex, Heading, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Price } from '@/components/price';
import type { CartQuoteResult } from '@/lib/cart';
import type { MoneyLike } from '@/lib/money';

/** Props of {@link OrderSummary}. */
export interface OrderSummaryProps {
  /** The server's quote; null while loading or on failure. */
  quote: CartQuoteResult | null;
  /** True while the cart is priced. */
  loading: boolean;
  /** The customer's available credit, when known. */
  availableCredit: MoneyLike | null;
  /** The confirm button and messages. */
  children: ReactNode;
}

function Row({
  label,
  money,
  loading,
  strong,
}: {
  label: string;
  money?: MoneyLike | null;
  loading: boolean;
  strong?: boolean;
}) {
  return (
    <Flex justify="space-between" align="center" fontWeight={strong ? '600' : undefined}>
      <Text fontSize={strong ? 'lg' : 'md'}>{label}</Text>
      {money ? (
        <Price money={money} data-testid={`checkout-${label.toLowerCase().replace(/\s+/g, '-')}`} />
      ) : loading ? (
        <Skeleton h="5" w="24" />
      ) : (
        <Text color="fg.subtle">—</Text>
      )}
    </Flex>
  );
}

/**
 * The checkout's order summary (spec §2 Checkout): Subtotal, Vat and Order Total from the server's
 * quote, the available credit, and the confirm area.
 */
export function OrderSummary({ quote, loading, availableCredit, children }: OrderSummaryProps) {
  return (
    <Box
      as="section"
      aria-labelledby="checkout-summary-title"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="card"
      p="6"
      bg="bg.subtle"
      alignSelf="start"
      position={{ lg: 'sticky' }}
      top={{ lg: '28' }}
    >
      <Heading id="checkout-summary-title" as="h2" size="md" mb="4">
        Order summary
      </Heading>
      <Stack gap="3">
        <Row label="Subtotal" money={quote?.subtotal} loading={loading} />
        <Row label="Vat" money={quote?.vat} loading={loading} />
        <Separator />
        <Row label="Order Total" money={quote?.total} loading={loading} strong />
        <Flex justify="space-between" align="center" fontSize="sm" color="fg.muted">
          <Text>Available credit</Text>
          {availableCredit ? (
            <Price money={availableCredit} fontWeight="500" data-testid="available-credit" />
          ) : (
            <Skeleton h="4" w="20" />
          )}
        </Flex>
        {children}
      </Stack>
    </Box>
  );
}
