import { IconButton, Menu } from '@chakra-ui/react';
import type { IconButtonProps } from '@chakra-ui/react';
import { LuUserRound } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { Portal } from '@/components/portal';
import { paths } from '@/config/paths';

/**
 * The signed-out header's account icon menu (spec §2): Sign Up and Sign In. Loaded on the first
 * intent (components/load-on-intent.tsx), with `triggerStyle` the same as the stand-in's
 * (header-actions.tsx).
 */
export function AccountMenu({ triggerStyle }: { triggerStyle: IconButtonProps }) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton {...triggerStyle} aria-label="Account">
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
  );
}
