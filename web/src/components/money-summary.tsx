import { Box, Flex, Heading, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Price } from '@/components/price';
import type { PriceMoney } from '@/components/price';

/** The three amounts of a priced cart, as the server quotes them (Money selected with `...Price_money`). */
export interface MoneyTotals {
  /** Sum of the net line prices. */
  subtotal: PriceMoney;
  /** Sum of the VAT. */
  vat: PriceMoney;
  /** Subtotal plus VAT. */
  total: PriceMoney;
}

/** Props of {@link MoneySummary}. */
export interface MoneySummaryProps {
  /** Id of the 'Order summary' heading, which labels the section. */
  titleId: string;
  /** The server's totals; null while loading or on failure. */
  totals: MoneyTotals | null;
  /** True while the cart is being priced (shows skeletons). */
  loading: boolean;
  /** Test ids of the three amounts. */
  testIds: { subtotal: string; vat: string; total: string };
  /** What follows the totals (messages, buttons, credit). */
  children?: ReactNode;
}

function Row({
  label,
  money,
  loading,
  testId,
  strong,
}: {
  label: string;
  money: PriceMoney | undefined;
  loading: boolean;
  testId: string;
  strong?: boolean;
}) {
  return (
    <Flex justify="space-between" align="center" fontWeight={strong ? '600' : undefined}>
      <Text fontSize={strong ? 'lg' : 'md'}>{label}</Text>
      {money ? (
        <Price money={money} data-testid={testId} />
      ) : loading ? (
        <Skeleton h="5" w="24" />
      ) : (
        <Text color="fg.subtle">—</Text>
      )}
    </Flex>
  );
}

/**
 * The sticky 'Order summary' panel of the cart and the checkout (spec §2 Cart, Checkout): Subtotal,
 * Vat and Order Total from the server's quote, skeletons while it is priced, a dash when it failed,
 * then `children`.
 */
export function MoneySummary({ titleId, totals, loading, testIds, children }: MoneySummaryProps) {
  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="card"
      p="6"
      bg="bg.subtle"
      alignSelf="start"
      position={{ lg: 'sticky' }}
      top={{ lg: '28' }}
    >
      <Heading id={titleId} as="h2" size="md" mb="4">
        Order summary
      </Heading>
      <Stack gap="3" aria-busy={loading || undefined}>
        <Row
          label="Subtotal"
          money={totals?.subtotal}
          loading={loading}
          testId={testIds.subtotal}
        />
        <Row label="Vat" money={totals?.vat} loading={loading} testId={testIds.vat} />
        <Separator />
        <Row
          label="Order Total"
          money={totals?.total}
          loading={loading}
          testId={testIds.total}
          strong
        />
        {children}
      </Stack>
    </Box>
  );
}
