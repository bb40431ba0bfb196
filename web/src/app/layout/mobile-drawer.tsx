import { Box, Button, CloseButton, Collapsible, Drawer, Link, Stack, Text } from '@chakra-ui/react';
import { LuChevronDown, LuPhone } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { Portal } from '@/components/portal';
import { paths } from '@/config/paths';
import { useViewer } from '@/features/auth';
import { Logo } from './logo';
import { NAV_BEFORE_COLLECTIONS, navAfterCollections } from './nav-links';
import { useCollectionsMenu } from './use-collections-menu';
import type { MenuLink } from './use-collections-menu';

/** Props of {@link MobileDrawer}. */
export interface MobileDrawerProps {
  /** Whether the drawer is open. */
  open: boolean;
  /** Called with the new open state (close button, backdrop, Escape, or a link click). */
  onOpenChange: (open: boolean) => void;
  /** Opens the callback request; without it the entry links to /contact. */
  onRequestCallback?: () => void;
}

const topLinkStyle = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  w: 'full',
  py: '3.5',
  fontFamily: 'heading',
  fontSize: '2xl',
  fontWeight: '500',
  color: 'fg',
  borderBottomWidth: '1px',
  borderColor: 'border.muted',
  textDecoration: 'none',
} as const;

function SubMenu({
  title,
  links,
  onNavigate,
}: {
  title: string;
  links: MenuLink[];
  onNavigate: () => void;
}) {
  return (
    <Collapsible.Root>
      <Collapsible.Trigger
        display="flex"
        w="full"
        alignItems="center"
        justifyContent="space-between"
        py="2.5"
        fontSize="sm"
        fontWeight="600"
        letterSpacing="0.14em"
        textTransform="uppercase"
        color="fg.muted"
        cursor="pointer"
        css={{ '&[data-state=open] svg': { transform: 'rotate(180deg)' } }}
      >
        {title}
        <LuChevronDown aria-hidden />
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack as="ul" listStyleType="none" gap="0" pl="3" pb="2">
          {links.length === 0 ? (
            <Text as="li" fontSize="sm" color="fg.subtle" py="1.5">
              …
            </Text>
          ) : (
            links.map((link) => (
              <li key={link.key}>
                <Link
                  asChild
                  display="block"
                  py="1.5"
                  fontSize="md"
                  color="fg"
                  textTransform="capitalize"
                >
                  <RouterLink to={link.to} onClick={onNavigate}>
                    {link.label}
                  </RouterLink>
                </Link>
              </li>
            ))
          )}
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/**
 * The mobile navigation (below md): a slide-in drawer with a close button, the main menu and the
 * Collections sub-menus as collapsible sections (spec §2 Page frame).
 */
export function MobileDrawer({ open, onOpenChange, onRequestCallback }: MobileDrawerProps) {
  const menu = useCollectionsMenu();
  const { viewer } = useViewer();
  const close = () => onOpenChange(false);
  const plain = (link: { label: string; to: string }) => (
    <Link asChild {...topLinkStyle} key={link.to}>
      <RouterLink to={link.to} onClick={close}>
        {link.label}
      </RouterLink>
    </Link>
  );
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="bg" maxW="22rem">
            <Drawer.Header borderBottomWidth="1px" borderColor="border.muted" py="4">
              <Drawer.Title asChild>
                <Box>
                  <Logo tone="dark" height={34} />
                </Box>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.CloseTrigger asChild top="4" insetEnd="4">
              <CloseButton aria-label="Close menu" size="md" />
            </Drawer.CloseTrigger>
            <Drawer.Body px="6" py="4">
              <Box as="nav" aria-label="Mobile">
                {NAV_BEFORE_COLLECTIONS.map(plain)}
                <Collapsible.Root>
                  <Collapsible.Trigger
                    {...topLinkStyle}
                    cursor="pointer"
                    css={{ '&[data-state=open] > svg': { transform: 'rotate(180deg)' } }}
                  >
                    Collections
                    <LuChevronDown aria-hidden size="18" />
                  </Collapsible.Trigger>
                  <Collapsible.Content>
                    <Stack gap="0" py="2" pl="2" borderBottomWidth="1px" borderColor="border.muted">
                      <SubMenu
                        title="All Products"
                        onNavigate={close}
                        links={[
                          { key: 'all', label: 'All Products', to: paths.products.to() },
                          ...menu.categoryLinks,
                        ]}
                      />
                      <SubMenu title="HEADBOARDS" links={menu.headboards} onNavigate={close} />
                      <SubMenu title="MATTRESSES" links={menu.mattresses} onNavigate={close} />
                    </Stack>
                  </Collapsible.Content>
                </Collapsible.Root>
                {navAfterCollections(Boolean(viewer)).map(plain)}
              </Box>
            </Drawer.Body>
            {/* Signed-in customers get no 'Request a Callback' (spec §2 signed-in header). */}
            {viewer ? null : (
              <Drawer.Footer
                borderTopWidth="1px"
                borderColor="border.muted"
                justifyContent="stretch"
              >
                {onRequestCallback ? (
                  <Button
                    w="full"
                    colorPalette="brand"
                    borderRadius="full"
                    onClick={() => {
                      close();
                      onRequestCallback();
                    }}
                  >
                    <LuPhone aria-hidden /> Request a Callback
                  </Button>
                ) : (
                  <Button asChild w="full" colorPalette="brand" borderRadius="full">
                    <RouterLink to={paths.contact.to()} onClick={close}>
                      <LuPhone aria-hidden /> Request a Callback
                    </RouterLink>
                  </Button>
                )}
              </Drawer.Footer>
            )}
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
