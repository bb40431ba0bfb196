import { Button } from '@chakra-ui/react';
import { LoadOnIntent } from '@/components/load-on-intent';
import { useAwaitingApprovalsCount } from '@/lib/live-approvals';
import type { Viewer } from '../api/use-viewer';
import { UserMenuTriggerContent, userMenuLabel, userMenuTriggerStyle } from './user-menu-trigger';

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  /** The signed-in customer (from `useViewer`). */
  viewer: Viewer;
  /** Text colour of the trigger (the header is transparent with white text on home). */
  color?: string;
}

/** The menu's module, loaded on the first intent (issue 29). */
const loadUserMenuPanel = () => import('./user-menu-panel');

/**
 * The signed-in header's user menu (spec §2 page frame): an avatar with the name's first letter on a
 * palette colour and the first name; the panel (user-menu-panel.tsx) shows full name and office
 * city, My Account, Update Password, Company users, Quotes, Admin (staff only) and Sign Out. The
 * menu's code loads when the pointer or focus first reaches the trigger.
 */
export function UserMenu({ viewer, color }: UserMenuProps) {
  // Issue 24: orders awaiting the viewer's approval heard of live (cleared on the approvals page).
  const awaiting = useAwaitingApprovalsCount();
  return (
    <LoadOnIntent
      load={loadUserMenuPanel}
      fallback={(intent) => (
        <Button
          {...userMenuTriggerStyle(color)}
          {...intent}
          aria-label={userMenuLabel(viewer, awaiting)}
          aria-haspopup="menu"
          aria-expanded="false"
        >
          <UserMenuTriggerContent viewer={viewer} awaiting={awaiting} />
        </Button>
      )}
    >
      {({ UserMenuPanel }) => <UserMenuPanel viewer={viewer} color={color} awaiting={awaiting} />}
    </LoadOnIntent>
  );
}
