import { Box, Button, HStack, IconButton, Menu } from '@chakra-ui/react';
import { LuPhone, LuTruck, LuUserRound } from 'react-icons/lu';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Portal } from '@/components/portal';
import { paths } from '@/config/paths';

/** Props of {@link VisitorActions}. */
export interface VisitorActionsProps {
  /** Icon and text colour (white on the transparent home header). */
  color: string;
  /** Whether the header is in its transparent state. */
  transparent: boolean;
  /** Opens the callback request; without it the button links to /contact. */
  onRequestCallback?: () => void;
  /**
   * The signed-in customer's user menu: when given it replaces the account icon menu and 'Request a
   * Callback' is hidden (spec §2 signed-in header).
   */
  account?: ReactNode;
}

/**
 * The signed-out header actions (spec §2): 'Request a Callback', a track-order icon to /track and an
 * account icon menu with Sign Up and Sign In.
 */
export function VisitorActions({
  color,
  transparent,
  onRequestCallback,
  account,
}: VisitorActionsProps) {
  const callbackStyle = {
    size: 'sm',
    borderRadius: 'full',
    px: '5',
    variant: transparent ? 'outline' : 'solid',
    colorPalette: transparent ? undefined : 'brand',
    color: transparent ? 'white' : undefined,
    borderColor: transparent ? 'whiteAlpha.700' : undefined,
    _hover: transparent ? { bg: 'whiteAlpha.200' } : undefined,
  } as const;
  return (
    <HStack gap={{ base: '0', md: '1' }}>
      {account ? null : (
        <Box display={{ base: 'none', md: 'block' }} mr="2">
          {onRequestCallback ? (
            <Button {...callbackStyle} onClick={onRequestCallback}>
              <LuPhone aria-hidden /> Request a Callback
            </Button>
          ) : (
            <Button {...callbackStyle} asChild>
              <RouterLink to={paths.contact.to()}>
                <LuPhone aria-hidden /> Request a Callback
              </RouterLink>
            </Button>
          )}
        </Box>
      )}
      <IconButton
        asChild
        aria-label="Track your order"
        variant="ghost"
        color={color}
        // Spec §2 lists the track icon in the signed-out header; signed in, small screens keep room
        // for the cart and user menu (My Orders has tracking).
        display={account ? { base: 'none', md: 'inline-flex' } : undefined}
        borderRadius="full"
        _hover={{ bg: transparent ? 'whiteAlpha.200' : 'bg.muted' }}
      >
        <RouterLink to={paths.track.to()}>
          <LuTruck />
        </RouterLink>
      </IconButton>
      {account ?? (
        <Menu.Root positioning={{ placement: 'bottom-end' }}>
          <Menu.Trigger asChild>
            <IconButton
              aria-label="Account"
              variant="ghost"
              color={color}
              borderRadius="full"
              _hover={{ bg: transparent ? 'whiteAlpha.200' : 'bg.muted' }}
            >
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
