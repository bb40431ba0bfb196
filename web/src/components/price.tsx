import { Text } from '@chakra-ui/react';
import type { TextProps } from '@chakra-ui/react';
import { formatMoney } from '@/lib/money';
import type { MoneyLike } from '@/lib/money';

/** Props of {@link Price}. */
export interface PriceProps extends TextProps {
  /** The price; null or undefined for visitors, in which case nothing renders (spec §1, §6). */
  money: MoneyLike | null | undefined;
}

/** A price formatted in euro for Ireland ("€1,234.50"); renders nothing when the price is hidden. */
export function Price({ money, ...rest }: PriceProps) {
  if (!money) return null;
  return (
    <Text fontWeight="600" fontVariantNumeric="tabular-nums" {...rest}>
      {formatMoney(money)}
    </Text>
  );
}
