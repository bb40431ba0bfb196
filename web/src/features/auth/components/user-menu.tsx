import { Button } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { LoadOnIntent } from '@/components/load-on-intent';
import { paths } from '@/config/paths';
import { useAwaitingApprovalsCount } from '@/lib/live-approvals';
import { LogoutMutation } from '../api/mutations';
import type { Viewer } from '../api/use-viewer';
import { beginSignOut, endSignOut } from '../lib/signing-out';
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
 * What the user menu's items do: each goes to its page; Sign Out ends the session, empties the
 * cache, goes to / and reloads what is on screen (the product list loses its prices). Part of the
 * page frame, so only the menu's own code loads on intent.
 */
function useUserMenuActions(): (value: string) => void {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [logout] = useMutation(LogoutMutation);

  const signOut = async () => {
    beginSignOut();
    try {
      try {
        await logout();
      } catch {
        // The cookies may already be gone; the local session is dropped either way.
      }
      // Home first, committed at once (flushSync), then the cache is emptied; the guards of a
      // signed-in-only page still on screen meanwhile hold back (isSigningOut), so the customer
      // lands on /, never on /signin.
      await navigate(paths.home.to(), { flushSync: true });
      await client.clearStore();
      try {
        await client.refetchQueries({ include: 'active' });
      } catch {
        // A failed reload leaves each query's own error state to show.
      }
    } finally {
      endSignOut();
    }
  };

  return (value: string) => {
    if (value === 'account') void navigate(paths.accountInfo.to());
    else if (value === 'password') void navigate(paths.accountPassword.to());
    else if (value === 'company-users') void navigate(paths.companyUsers.to());
    else if (value === 'addresses') void navigate(paths.companyAddresses.to());
    else if (value === 'approvals') void navigate(paths.approvals.to());
    else if (value === 'quotes') void navigate(paths.quotes.to());
    else if (value === 'saved-lists') void navigate(paths.savedLists.to());
    else if (value === 'quick-order') void navigate(paths.quickOrder.to());
    else if (value === 'admin') void navigate(paths.admin.to());
    else if (value === 'sign-out') void signOut();
  };
}

/**
 * The signed-in header's user menu (spec §2 page frame): an avatar with the name's first letter on a
 * palette colour and the first name; the panel (user-menu-panel.tsx) shows full name and office
 * city, My Account, Update Password, Company users, Quotes, Admin (staff only) and Sign Out. The
 * menu's code loads when the pointer or focus first reaches the trigger.
 */
export function UserMenu({ viewer, color }: UserMenuProps) {
  // Issue 24: orders awaiting the viewer's approval heard of live (cleared on the approvals page).
  const awaiting = useAwaitingApprovalsCount();
  const onSelect = useUserMenuActions();
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
      {({ UserMenuPanel }) => (
        <UserMenuPanel viewer={viewer} color={color} awaiting={awaiting} onSelect={onSelect} />
      )}
    </LoadOnIntent>
  );
}
