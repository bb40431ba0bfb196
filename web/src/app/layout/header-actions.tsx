import { Box, Button, HStack, IconButton, Menu } from '@chakra-ui/react';
import { LuPhone, LuTruck, LuUserRound } from 'react-icons/lu';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { HEADER_ICON_STYLE } from '@/components/header-icon-style';
import { Portal } from '@/components/portal';
import { paths } from '@/config/paths';

/** Props of {@link VisitorActions}. */
export interface VisitorActionsProps {
  /** Opens the callback request; without it the button links to /contact. */
  onRequestCallback?: () => void;
  /**
   * The signed-in customer's user menu: when given it replaces the account icon menu and 'Request a
   * Callback' is hidden (spec §2 signed-in header).
   */
  account?: ReactNode;
}

/**
 * 'Request a Callback': solid brand, outlined in white on the home page's transparent header (the
 * header's `data-transparent`, see components/header-icon-style.ts).
 */
const CALLBACK_STYLE = {
  size: 'sm',
  borderRadius: 'full',
  px: '5',
  variant: 'solid',
  colorPalette: 'brand',
  css: {
    '[data-transparent] &': { bg: 'transparent', color: 'white', borderColor: 'whiteAlpha.700' },
    '[data-transparent] &:hover': { bg: 'whiteAlpha.200' },
  },
} as const;

/**
 * The signed-out header actions (spec §2): 'Request a Callback', a track-order icon to /track and an
 * account icon menu with Sign Up and Sign In. Their colours follow the header's state by CSS alone
 * (no props), so they can keep their server HTML until touched on every page.
 */
export function VisitorActions({ onRequestCallback, account }: VisitorActionsProps) {
  return (
    <HStack gap={{ base: '0', md: '1' }}>
      {account ? null : (
        <Box display={{ base: 'none', md: 'block' }} mr="2">
          {onRequestCallback ? (
            <Button {...CALLBACK_STYLE} onClick={onRequestCallback}>
              <LuPhone aria-hidden /> Request a Callback
            </Button>
          ) : (
            <Button {...CALLBACK_STYLE} asChild>
              <RouterLink to={paths.contact.to()}>
                <LuPhone aria-hidden /> Request a Callback
              </RouterLink>
            </Button>
          )}
        </Box>
      )}
      <IconButton
        {...HEADER_ICON_STYLE}
        asChild
        aria-label="Track your order"
        // Spec §2 lists the track icon in the signed-out header; signed in, small screens keep room
        // for the cart and user menu (My Orders has tracking).
        display={account ? { base: 'none', md: 'inline-flex' } : undefined}
      >
        <RouterLink to={paths.track.to()}>
          <LuTruck />
        </RouterLink>
      </IconButton>
      {account ?? (
        <Menu.Root positioning={{ placement: 'bottom-end' }}>
          <Menu.Trigger asChild>
            <IconButton {...HEADER_ICON_STYLE} aria-label="Account">
              <LuUserRound />
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="44" py="2" borderRadius="card">
                <Menu.Item value="signup" asChild cursor="pointer" py="2" px="3">
                  <RouterLink to={paths.signUp.to()}>Sign Up</RouterLink>
                </Menu.Item>
                <Menu.Item value="signin" asChild cursor="pointer" py="2" px="3">
                  <RouterLink to={paths.signIn.to()}>Sign In</RouterLink>
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      )}
    </HStack>
  );
}
