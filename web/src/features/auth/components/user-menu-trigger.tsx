import { Avatar, Badge, Float, Text } from '@chakra-ui/react';
import type { ButtonProps } from '@chakra-ui/react';
import { LuChevronDown } from 'react-icons/lu';
import type { Viewer } from '../api/use-viewer';
import { avatarColor, avatarInitial } from '../lib/avatar';

/** The user menu trigger's look (a ghost button in the header's text colour). */
export function userMenuTriggerStyle(color: string | undefined): ButtonProps {
  return { variant: 'ghost', px: '2', color };
}

/** The trigger's accessible name: the viewer's full name and the orders awaiting approval. */
export function userMenuLabel(viewer: Viewer, awaiting: number): string {
  return awaiting > 0
    ? `Account menu of ${viewer.fullName}, ${awaiting} awaiting your approval`
    : `Account menu of ${viewer.fullName}`;
}

/**
 * What the user menu's trigger shows (spec §2 page frame): the avatar (the name's first letter on a
 * palette colour, a red count of orders awaiting approval), the first name from sm up, a chevron.
 */
export function UserMenuTriggerContent({ viewer, awaiting }: { viewer: Viewer; awaiting: number }) {
  return (
    <>
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
    </>
  );
}
