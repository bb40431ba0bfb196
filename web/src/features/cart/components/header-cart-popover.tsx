import { IconButton, Popover } from '@chakra-ui/react';
import type { IconButtonProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { Portal } from '@/components/portal';
import { CartIcon } from './cart-icon';

/** Props of {@link CartPopover}. */
export interface CartPopoverProps {
  /** The trigger's look, the same as the stand-in's (header-cart.tsx). */
  triggerStyle: IconButtonProps;
  /** The trigger's accessible name. */
  label: string;
  /** The count on the badge. */
  count: number;
  /** The dropdown's content, given a function that closes it (cart-dropdown-body.tsx). */
  children: (close: () => void) => ReactNode;
}

/**
 * The 'Shopping cart' dropdown of the header (spec §2 Page frame) with its trigger: loaded on the
 * first intent (components/load-on-intent.tsx), so the popover's code is not on every page.
 */
export function CartPopover({ triggerStyle, label, count, children }: CartPopoverProps) {
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
              {children(() => setOpen(false))}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
