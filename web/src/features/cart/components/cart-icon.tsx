import { Badge, Float } from '@chakra-ui/react';
import { LuShoppingCart } from 'react-icons/lu';

/** The header's cart icon with the count badge (shown only when `count` > 0; 99+ above 99). */
export function CartIcon({ count }: { count: number }) {
  return (
    <>
      <LuShoppingCart />
      {count > 0 ? (
        <Float placement="top-end" offset="1.5">
          <Badge
            size="xs"
            variant="solid"
            colorPalette="brand"
            borderRadius="full"
            minW="4.5"
            justifyContent="center"
            data-testid="cart-badge"
          >
            {count > 99 ? '99+' : count}
          </Badge>
        </Float>
      ) : null}
    </>
  );
}
