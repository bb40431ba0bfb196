import { memo } from 'react';
import { Box, List, Text } from '@chakra-ui/react';
import { formatMoney, type MoneyLike } from '@/lib/money';

/** One volume tier as the product page shows it. */
export interface VolumePriceLike {
  /** The smallest quantity of the tier. */
  minQuantity: number;
  /** Net price of one unit from that quantity on. */
  unitPrice: MoneyLike;
}

/** Props of {@link VolumePrices}. */
export interface VolumePricesProps {
  /** The viewer's tiers, lowest quantity first; null or empty shows nothing. */
  tiers: readonly VolumePriceLike[] | null | undefined;
}

/** The sentence of one tier (issue 25), e.g. '10 or more: €94.50 each'. */
export function volumePriceText(tier: VolumePriceLike): string {
  return `${tier.minQuantity} or more: ${formatMoney(tier.unitPrice)} each`;
}

/**
 * The signed-in customer's volume tiers on the product page (issue 25): one line per tier,
 * '10 or more: €X each' (net of VAT, the price the cart and checkout charge at that quantity).
 * Renders nothing without tiers, so the page is unchanged for products and customers without any.
 * Memoized: the tiers do not change with the configurator's choice.
 */
export const VolumePrices = memo(function VolumePrices({ tiers }: VolumePricesProps) {
  if (!tiers?.length) return null;
  return (
    <Box as="section" aria-label="Volume prices" fontSize="sm">
      <Text fontWeight="600" mb="1">
        Volume prices (excl. VAT)
      </Text>
      <List.Root ps="5" color="fg.muted">
        {tiers.map((tier) => (
          <List.Item key={tier.minQuantity} fontVariantNumeric="tabular-nums">
            {volumePriceText(tier)}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
});
