import {
  Box,
  Button,
  Center,
  HStack,
  IconButton,
  Link,
  Popover,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { IconButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { Portal } from '@/components/portal';
import { Price } from '@/components/price';
import type { PriceMoney } from '@/components/price';
import { paths } from '@/config/paths';
import { useCartQuote } from '@/lib/cart/quote';
import { useCart } from '@/lib/cart/use-cart';
import type { CartItem } from '@/lib/cart/types';
import { CartIcon } from './cart-icon';

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

/** Props of {@link CartPopover}. */
export interface CartPopoverProps {
  /** True when a customer is signed in. */
  signedIn: boolean;
  /** The trigger's look, the same as the stand-in's (header-cart.tsx). */
  triggerStyle: IconButtonProps;
  /** The trigger's accessible name. */
  label: string;
  /** The count on the badge. */
  count: number;
}

/**
 * The 'Shopping cart' dropdown of the header (spec §2 Page frame) with its trigger: loaded on the
 * first intent (components/load-on-intent.tsx), so the popover's code is not on every page.
 */
export function CartPopover({ signedIn, triggerStyle, label, count }: CartPopoverProps) {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <IconButton {...triggerStyle} aria-label={label}>
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
  );
}
