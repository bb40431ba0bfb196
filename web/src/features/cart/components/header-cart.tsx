import { Box, IconButton } from '@chakra-ui/react';
import type { IconButtonProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LoadOnIntent } from '@/components/load-on-intent';
import { paths } from '@/config/paths';
import { cartCount } from '@/lib/cart/store';
import { useCart } from '@/lib/cart/use-cart';
import { CartIcon } from './cart-icon';

/** Props of {@link HeaderCart}. */
export interface HeaderCartProps {
  /** True when a customer is signed in (from the frame's viewer). */
  signedIn: boolean;
  /** Icon colour (white on the transparent home header). */
  color?: string;
  /** Whether the header is in its transparent state (hover background). */
  transparent?: boolean;
}

/** The dropdown's module, loaded on the first intent (issue 29). */
const loadCartPopover = () => import('./header-cart-popover');

/**
 * The header's cart (spec §2 Page frame): a cart icon with a count badge shown only when the cart
 * is non-empty. From md up it opens the 'Shopping cart' dropdown (lines with image, name linking to
 * the product, quantity and the server's line total; View cart and Check out; 'Your cart is empty';
 * for visitors 'Please login to view cart' and 'Login to view cart'); on small screens it links
 * straight to /cart. The dropdown's code loads when the pointer or focus first reaches the icon.
 */
export function HeaderCart({ signedIn, color, transparent = false }: HeaderCartProps) {
  const items = useCart();
  const count = signedIn ? cartCount(items) : 0;
  const label = count > 0 ? `Cart, ${count} item${count === 1 ? '' : 's'}` : 'Cart';
  const iconStyle: IconButtonProps = {
    variant: 'ghost',
    color,
    borderRadius: 'full',
    position: 'relative',
    _hover: { bg: transparent ? 'whiteAlpha.200' : 'bg.muted' },
  };
  const triggerLabel = `Open shopping cart (${label})`;

  return (
    <>
      <IconButton
        {...iconStyle}
        asChild
        aria-label={label}
        display={{ base: 'inline-flex', md: 'none' }}
      >
        <RouterLink to={paths.cart.to()}>
          <CartIcon count={count} />
        </RouterLink>
      </IconButton>
      <Box display={{ base: 'none', md: 'block' }}>
        <LoadOnIntent
          load={loadCartPopover}
          fallback={(intent) => (
            <IconButton
              {...iconStyle}
              {...intent}
              aria-label={triggerLabel}
              aria-haspopup="dialog"
              aria-expanded="false"
            >
              <CartIcon count={count} />
            </IconButton>
          )}
        >
          {({ CartPopover }) => (
            <CartPopover
              signedIn={signedIn}
              triggerStyle={iconStyle}
              label={triggerLabel}
              count={count}
            />
          )}
        </LoadOnIntent>
      </Box>
    </>
  );
}
