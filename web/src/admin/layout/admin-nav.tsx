import { Box, Stack } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import { ADMIN_SECTIONS } from '../sections';
import { useStaffAccess } from '../staff/use-staff-access';

/** Props of {@link AdminNav}. */
export interface AdminNavProps {
  /** Called after a link is followed (the drawer closes). */
  onNavigate?: () => void;
}

/**
 * The admin sections the staff role may open (issue 26) as a list of links, the current one marked
 * (`aria-current="page"`).
 */
export function AdminNav({ onNavigate }: AdminNavProps) {
  const access = useStaffAccess();
  return (
    <Stack as="ul" listStyleType="none" gap="1" p="0" m="0">
      {ADMIN_SECTIONS.filter((section) => access.may(section.need)).map(
        ({ path, label, icon: Icon }) => (
          <li key={path}>
            <Box
              asChild
              display="flex"
              alignItems="center"
              gap="3"
              px="3"
              py="2"
              borderRadius="md"
              fontWeight="500"
              color="fg"
              textDecoration="none"
              _hover={{ bg: 'bg.muted' }}
              css={{
                '&[aria-current=page]': { bg: 'brand.solid', color: 'brand.contrast' },
              }}
            >
              <NavLink
                to={path === '' ? '/admin' : `/admin/${path}`}
                end={path === ''}
                onClick={onNavigate}
              >
                <Icon aria-hidden />
                {label}
              </NavLink>
            </Box>
          </li>
        ),
      )}
    </Stack>
  );
}
