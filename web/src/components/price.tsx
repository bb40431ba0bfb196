import { Text } from '@chakra-ui/react';
import type { TextProps } from '@chakra-ui/react';
import { graphql, getFragmentData } from '@/__generated__';
import type { FragmentType } from '@/__generated__';
import { formatMoney } from '@/lib/money';

/**
 * The money fields {@link Price} reads: an exact decimal amount in euros and its currency (design:
 * Money; never floats). Queries spread `...Price_money` (masked) on any Money they hand to a Price.
 */
export const PriceMoneyFragment = graphql(`
  fragment Price_money on Money {
    amount
    currencyCode
  }
`);

/** A masked reference to a Money selected with `...Price_money`; read only by {@link Price}. */
export type PriceMoney = FragmentType<typeof PriceMoneyFragment>;

/** Props of {@link Price}. */
export interface PriceProps extends TextProps {
  /** The price; null or undefined for visitors, in which case nothing renders (spec §1, §6). */
  money: PriceMoney | null | undefined;
}

/**
 * The text of a price, formatted in euro for Ireland ("€1,234.50"); null when the price is hidden
 * (a visitor's, spec §1). For a part that sets the price's own markup (the product card).
 */
export function priceText(ref: PriceMoney | null | undefined): string | null {
  const money = getFragmentData(PriceMoneyFragment, ref);
  return money ? formatMoney(money) : null;
}

/** A price formatted in euro for Ireland ("€1,234.50"); renders nothing when the price is hidden. */
export function Price({ money: ref, ...rest }: PriceProps) {
  const text = priceText(ref);
  if (text === null) return null;
  return (
    <Text fontWeight="600" fontVariantNumeric="tabular-nums" {...rest}>
      {text}
    </Text>
  );
}
