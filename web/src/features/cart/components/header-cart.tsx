import {
  Badge,
  Box,
  Button,
  Center,
  Float,
  HStack,
  IconButton,
  Link,
  Popover,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuShoppingCart } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { HEADER_ICON_STYLE } from '@/components/header-icon-style';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { Portal } from '@/components/portal';
import { Price } from '@/components/price';
import type { PriceMoney } from '@/components/price';
import { paths } from '@/config/paths';
import { useCartQuote } from '@/lib/cart/quote';
import { cartCount } from '@/lib/cart/store';
import { useCart } from '@/lib/cart/use-cart';
import type { CartItem } from '@/lib/cart/types';

/** Props of {@link HeaderCart}. */
export interface HeaderCartProps {
  /** True when a customer is signed in (from the frame's viewer). */
  signedIn: boolean;
  /**
   * The badge's item count when the caller tracks the cart itself (the header, whose actions wait
   * to hydrate until touched and must show a new count meanwhile); otherwise read from the cart.
   */
  count?: number;
}

function CartIcon({ count }: { count: number }) {
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

function DropdownLine({
  item,
  total,
  pricing,
  onNavigate,
}: {
  item: CartItem;
  total: PriceMoney | null;
  pricing: boolean;
  onNavigate: () => void;
}) {
  return (
    <HStack as="li" gap="3" align="flex-start" py="2.5">
      <ImageWithFallback
        src={item.image}
        alt={item.product_name}
        sizes="56px"
        w="14"
        h="14"
        borderRadius="md"
        flexShrink={0}
      />
      <Stack gap="0.5" flex="1" minW="0">
        <Link asChild fontWeight="600" fontSize="sm" lineClamp={2}>
          <RouterLink to={paths.product.to(item.id)} onClick={onNavigate}>
            {item.product_name}
          </RouterLink>
        </Link>
        <Text fontSize="xs" color="fg.muted">
          Quantity: {item.quantity}
        </Text>
      </Stack>
      {total ? <Price money={total} fontSize="sm" /> : pricing ? <Skeleton h="4" w="14" /> : null}
    </HStack>
  );
}

function DropdownBody({ signedIn, onNavigate }: { signedIn: boolean; onNavigate: () => void }) {
  const items = useCart();
  const { quote, loading } = useCartQuote(items, !signedIn);
  const buttonStyle = { size: 'sm', borderRadius: 'full', flex: '1' } as const;

  if (!signedIn) {
    return (
      <Stack gap="4" py="2">
        <Text color="fg.muted">Please login to view cart</Text>
        <Button {...buttonStyle} colorPalette="brand" asChild>
          <RouterLink to={paths.signIn.to()} onClick={onNavigate}>
            Login to view cart
          </RouterLink>
        </Button>
      </Stack>
    );
  }
  if (items.length === 0) {
    return (
      <Center py="6">
        <Text color="fg.muted">Your cart is empty</Text>
      </Center>
    );
  }
  return (
    <Stack gap="3">
      <Box as="ul" listStyleType="none" maxH="72" overflowY="auto" aria-label="Cart lines">
        {items.map((item, index) => (
          <DropdownLine
            key={item.lineId}
            item={item}
            total={quote?.lines[index]?.lineTotal ?? null}
            pricing={loading}
            onNavigate={onNavigate}
          />
        ))}
      </Box>
      <HStack gap="2">
        <Button {...buttonStyle} variant="outline" asChild>
          <RouterLink to={paths.cart.to()} onClick={onNavigate}>
            View cart
          </RouterLink>
        </Button>
        <Button {...buttonStyle} colorPalette="brand" asChild>
          <RouterLink to={paths.checkout.to()} onClick={onNavigate}>
            Check out
          </RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}

/**
 * The header's cart (spec §2 Page frame): a cart icon with a count badge shown only when the cart
 * is non-empty. From md up it opens the 'Shopping cart' dropdown (lines with image, name linking to
 * the product, quantity and the server's line total; View cart and Check out; 'Your cart is empty';
 * for visitors 'Please login to view cart' and 'Login to view cart'); on small screens it links
 * straight to /cart.
 */
export function HeaderCart({ signedIn, count: given }: HeaderCartProps) {
  const items = useCart();
  const count = signedIn ? (given ?? cartCount(items)) : 0;
  const [open, setOpen] = useState(false);
  const label = count > 0 ? `Cart, ${count} item${count === 1 ? '' : 's'}` : 'Cart';
  const iconStyle = { ...HEADER_ICON_STYLE, position: 'relative' } as const;

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
        <Popover.Root
          open={open}
          onOpenChange={(e) => setOpen(e.open)}
          positioning={{ placement: 'bottom-end' }}
          lazyMount
          unmountOnExit
        >
          <Popover.Trigger asChild>
            <IconButton {...iconStyle} aria-label={`Open shopping cart (${label})`}>
              <CartIcon count={count} />
            </IconButton>
          </Popover.Trigger>
          <Portal>
            <Popover.Positioner>
              <Popover.Content w="sm" maxW="calc(100vw - 2rem)" borderRadius="card">
                <Popover.Arrow />
                <Popover.Body p="5">
                  <Popover.Title fontWeight="600" fontSize="lg" mb="2">
                    Shopping cart
                  </Popover.Title>
                  <DropdownBody signedIn={signedIn} onNavigate={() => setOpen(false)} />
                </Popover.Body>
              </Popover.Content>
            </Popover.Positioner>
          </Portal>
        </Popover.Root>
      </Box>
    </>
  );
}
