import { Avatar, Badge, Box, Button, Float, Menu, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { LuChevronDown } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { Portal } from '@/components/portal';
import { paths } from '@/config/paths';
import { useAwaitingApprovalsCount } from '@/lib/live-approvals';
import { LogoutMutation } from '../api/mutations';
import type { Viewer } from '../api/use-viewer';
import { avatarColor, avatarInitial } from '../lib/avatar';
import { beginSignOut, endSignOut } from '../lib/signing-out';

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  /** The signed-in customer (from `useViewer`). */
  viewer: Viewer;
  /** Text colour of the trigger (the header is transparent with white text on home). */
  color?: string;
  /**
   * Orders awaiting the viewer's approval when the caller tracks them itself (the header, whose
   * actions wait to hydrate until touched and must show a new count meanwhile); otherwise read
   * from the live approvals.
   */
  awaiting?: number;
}

/**
 * The signed-in header's user menu (spec §2 page frame): an avatar with the name's first letter on a
 * palette colour and the first name; the panel shows full name and office city, My Account, Update
 * Password, Company users (trade customers, issue 24), Quotes (issue 25), Admin (only for the shop's staff, issue 9) and Sign Out. Sign Out ends the session, empties the cache, goes to / and reloads what is
 * on screen (the product list loses its prices).
 */
export function UserMenu({ viewer, color, awaiting: given }: UserMenuProps) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [logout] = useMutation(LogoutMutation);
  // Issue 24: orders awaiting the viewer's approval heard of live (cleared on the approvals page).
  const heard = useAwaitingApprovalsCount();
  const awaiting = given ?? heard;

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

  const onSelect = (value: string) => {
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

  return (
    <Menu.Root
      onSelect={(details) => onSelect(details.value)}
      positioning={{ placement: 'bottom-end' }}
    >
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          px="2"
          color={color}
          aria-label={
            awaiting > 0
              ? `Account menu of ${viewer.fullName}, ${awaiting} awaiting your approval`
              : `Account menu of ${viewer.fullName}`
          }
        >
          <Avatar.Root size="xs" style={{ backgroundColor: avatarColor(viewer.fullName) }}>
            <Avatar.Fallback color="white" fontWeight="600" data-testid="user-avatar">
              {avatarInitial(viewer.fullName)}
            </Avatar.Fallback>
            {awaiting > 0 ? (
              <Float placement="top-end" offset="0.5">
                <Badge size="xs" variant="solid" colorPalette="red" borderRadius="full">
                  {awaiting}
                </Badge>
              </Float>
            ) : null}
          </Avatar.Root>
          <Text as="span" display={{ base: 'none', sm: 'inline' }} fontWeight="500">
            {viewer.firstName}
          </Text>
          <LuChevronDown aria-hidden="true" />
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
