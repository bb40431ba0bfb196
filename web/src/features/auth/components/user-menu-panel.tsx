import { Badge, Box, Button, Menu, Text } from '@chakra-ui/react';
import { Portal } from '@/components/portal';
import type { Viewer } from '../api/use-viewer';
import { UserMenuTriggerContent, userMenuLabel, userMenuTriggerStyle } from './user-menu-trigger';

/** Props of {@link UserMenuPanel}. */
export interface UserMenuPanelProps {
  /** The signed-in customer (from `useViewer`). */
  viewer: Viewer;
  /** Text colour of the trigger. */
  color?: string;
  /** Orders awaiting the viewer's approval (issue 24), shown on the trigger and the Approvals item. */
  awaiting: number;
  /** Called with the chosen item's value (user-menu.tsx, useUserMenuActions). */
  onSelect: (value: string) => void;
}

/**
 * The user menu itself (spec §2 page frame; see user-menu.tsx), with its trigger: the panel shows
 * full name and office city, My Account, Update Password, Company users (trade customers, issue
 * 24), Quotes (issue 25), Admin (only for the shop's staff, issue 9) and Sign Out; what each item
 * does is `onSelect`'s. Loaded on the first intent (components/load-on-intent.tsx).
 */
export function UserMenuPanel({ viewer, color, awaiting, onSelect }: UserMenuPanelProps) {
  return (
    <Menu.Root
      onSelect={(details) => onSelect(details.value)}
      positioning={{ placement: 'bottom-end' }}
    >
      <Menu.Trigger asChild>
        <Button {...userMenuTriggerStyle(color)} aria-label={userMenuLabel(viewer, awaiting)}>
          <UserMenuTriggerContent viewer={viewer} awaiting={awaiting} />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Box px="3" py="2">
              <Text fontWeight="600">{viewer.fullName}</Text>
              <Text fontSize="sm" color="fg.muted">
                {viewer.officeCity}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.Item value="account">My Account</Menu.Item>
            <Menu.Item value="password">Update Password</Menu.Item>
            {viewer.isAdmin ? null : <Menu.Item value="company-users">Company users</Menu.Item>}
            {viewer.isAdmin ? null : <Menu.Item value="addresses">Address book</Menu.Item>}
            {viewer.isAdmin ? null : (
              <Menu.Item value="approvals">
                Approvals
                {awaiting > 0 ? (
                  <Badge ms="auto" variant="solid" colorPalette="red" data-testid="approvals-badge">
                    {awaiting}
                  </Badge>
                ) : null}
              </Menu.Item>
            )}
            {viewer.isAdmin ? null : <Menu.Item value="quotes">Quotes</Menu.Item>}
            {viewer.isAdmin ? null : <Menu.Item value="saved-lists">Saved lists</Menu.Item>}
            <Menu.Item value="quick-order">Quick order</Menu.Item>
            {viewer.isAdmin ? <Menu.Item value="admin">Admin</Menu.Item> : null}
            <Menu.Separator />
            <Menu.Item value="sign-out">Sign Out</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
