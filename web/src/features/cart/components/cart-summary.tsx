import { Box, Button, Flex, Heading, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import type { CartQuoteResult } from '@/lib/cart';

/** Props of {@link CartSummary}. */
export interface CartSummaryProps {
  /** The server's quote; null while loading or on failure. */
  quote: CartQuoteResult | null;
  /** True while the cart is being priced (shows skeletons). */
  loading: boolean;
  /** The quote's failure message, or null. */
  error: string | null;
}

function Row({
  label,
  children,
  strong,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <Flex justify="space-between" align="center" fontWeight={strong ? '600' : undefined}>
      <Text fontSize={strong ? 'lg' : 'md'}>{label}</Text>
      {children}
    </Flex>
  );
}

/**
 * The cart summary (spec §2 Cart): Subtotal, Vat and Order Total from the server's `cartQuote`, with
 * skeletons while it is priced, and the Checkout link.
 */
export function CartSummary({ quote, loading, error }: CartSummaryProps) {
  const amount = (value: CartQuoteResult['subtotal'] | undefined, label: string) =>
    value ? (
      <Price money={value} data-testid={`summary-${label}`} />
    ) : loading ? (
      <Skeleton h="5" w="24" />
    ) : (
      <Text color="fg.subtle">—</Text>
    );
  return (
    <Box
      as="section"
      aria-labelledby="cart-summary-title"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="card"
      p="6"
      bg="bg.subtle"
      alignSelf="start"
      position={{ lg: 'sticky' }}
      top={{ lg: '28' }}
    >
      <Heading id="cart-summary-title" as="h2" size="md" mb="4">
        Order summary
      </Heading>
      <Stack gap="3" aria-busy={loading || undefined}>
        <Row label="Subtotal">{amount(quote?.subtotal, 'subtotal')}</Row>
        <Row label="Vat">{amount(quote?.vat, 'vat')}</Row>
        <Separator />
        <Row label="Order Total" strong>
          {amount(quote?.total, 'total')}
        </Row>
        {error ? (
          <Text role="alert" color="red.600" fontSize="sm">
            {error}
          </Text>
        ) : null}
        <Button asChild colorPalette="brand" size="lg" borderRadius="full" mt="2">
          <RouterLink to={paths.checkout.to()}>Checkout</RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}
