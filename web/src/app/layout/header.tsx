import { Box, Container, Flex, HStack, IconButton, Link } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { LuMenu } from 'react-icons/lu';
import { NavLink as RouterNavLink } from 'react-router';
import { HEADER_ICON_STYLE } from '@/components/header-icon-style';
import { UserMenu, useViewer } from '@/features/auth';
import { HeaderCart } from '@/features/cart';
import { useHasHeroBackdrop } from '@/lib/hero-backdrop';
import { cartCount } from '@/lib/cart/store';
import { useCart } from '@/lib/cart/use-cart';
import { HydrateLater } from '@/lib/hydrate-later';
import { useAwaitingApprovalsCount, useLiveApprovals } from '@/lib/live-approvals';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { VisitorActions } from './header-actions';
import { Logo, LOGO_SRC } from './logo';
import { CollectionsMegaMenu } from './mega-menu';
import { NAV_BEFORE_COLLECTIONS, navAfterCollections } from './nav-links';
import type { NavLink } from './nav-links';
import { useScrolled } from './use-scrolled';

// Issue 12: the mobile drawer (a dialog with collapsible sections) loads the first time it opens.
const MobileDrawer = lazy(() =>
  import('./mobile-drawer').then((module) => ({ default: module.MobileDrawer })),
);

/**
 * Header layouts: 'transparent' over the home hero (spec §2), 'alternate' for /home-2 (logo centred
 * above the menu), 'solid' everywhere else.
 */
export type HeaderVariant = 'transparent' | 'solid' | 'alternate';

/** Props of {@link Header}. */
export interface HeaderProps {
  /** Which header layout to use. */
  variant: HeaderVariant;
  /** Opens the callback request; without it 'Request a Callback' links to /contact. */
  onRequestCallback?: () => void;
}

/**
 * The main menu: its links take the header's text colour (`inherit`), so a header turning
 * transparent (white text) gives it no new props and it keeps its server HTML (issue 29).
 */
function MainNav({ onMegaMenuChange }: { onMegaMenuChange: (open: boolean) => void }) {
  const signedIn = Boolean(useViewer().viewer);
  const item = (link: NavLink) => (
    <Box as="li" key={link.to} h="full" display="flex" alignItems="center">
      <Link
        asChild
        h="full"
        display="inline-flex"
        alignItems="center"
        color="inherit"
        fontSize="sm"
        fontWeight="500"
        letterSpacing="0.06em"
        textTransform="uppercase"
        textDecoration="none"
        borderBottomWidth="2px"
        borderColor="transparent"
        transition="border-color 0.2s ease"
        _hover={{ borderColor: 'brand.500', textDecoration: 'none' }}
        css={{ '&[aria-current=page]': { borderColor: 'var(--chakra-colors-brand-500)' } }}
      >
        <RouterNavLink to={link.to} end>
          {link.label}
        </RouterNavLink>
      </Link>
    </Box>
  );
  return (
    <Box h="full" display={{ base: 'none', md: 'block' }}>
      <Box as="nav" aria-label="Main" h="full">
        <HStack as="ul" listStyleType="none" gap={{ md: '6', lg: '9' }} h="full">
          {NAV_BEFORE_COLLECTIONS.map(item)}
          <Box as="li" h="full" display="flex" alignItems="center">
            <CollectionsMegaMenu onOpenChange={onMegaMenuChange} />
          </Box>
          {navAfterCollections(signedIn).map(item)}
        </HStack>
      </Box>
    </Box>
  );
}

/**
 * Orders awaiting the viewer's approval (and decisions on theirs) arrive live (issue 24). A
 * component of its own, so the subscription's state changes re-render nothing else (issue 29).
 */
function LiveApprovals({ enabled }: { enabled: boolean }) {
  useLiveApprovals({ enabled });
  return null;
}

/**
 * The site header (spec §2 Page frame): logo, main menu with the Collections mega-menu, visitor
 * actions, and below md a menu button opening the slide-in drawer. On the home page it is transparent
 * with white text until the page scrolls or the pointer hovers it, then white with black text, and the
 * logo swaps from the light to the dark variant. It is transparent only while the hero is mounted
 * under it, so its white text never sits on the light page while the home page loads.
 */
export function Header({ variant, onRequestCallback }: HeaderProps) {
  const scrolled = useScrolled(10);
  const { viewer } = useViewer();
  const [hovered, setHovered] = useState(false);
  const [megaOpen, setMegaOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerRequested = useOpenedOnce(drawerOpen);
  const onMegaMenuChange = useCallback((open: boolean) => setMegaOpen(open), []);
  const cartItems = cartCount(useCart());
  const awaiting = useAwaitingApprovalsCount();

  const overHero = useHasHeroBackdrop();
  // White text only over the dark hero: until it has painted the header stays solid (issue 14).
  const transparent = variant === 'transparent' && overHero && !scrolled && !hovered && !megaOpen;
  // The home page's header turns light over its hero once the hero has painted: the light logo is
  // fetched with the page, as it was when the footer's (now lazy, below the fold) preloaded it.
  if (variant === 'transparent') preload(LOGO_SRC.light, { as: 'image' });
  const color = transparent ? 'white' : 'fg';
  // The main menu is hidden below md: on a phone's server-rendered page it keeps its server HTML
  // and hydrates only if the window grows to show it, or when touched (issue 29). One element for
  // the page's life: its text colour is the header's (inherited), so the home header turning
  // transparent once the hero has painted (a synchronous store update) is no new content for it,
  // which would hydrate it at once in one long task.
  const mainNav = useMemo(
    () => (
      <HydrateLater>
        <MainNav onMegaMenuChange={onMegaMenuChange} />
      </HydrateLater>
    ),
    [onMegaMenuChange],
  );

  // The menu button and the logo answer only a touch too (a link and a button: on a phone, the
  // most of the header a page hydrates at once, issue 29), with the actions' exception below for
  // the home page. One element each while the logo's tone stays the same (the button's colours
  // follow the header by CSS, components/header-icon-style.ts).
  const { menuButton, logo } = useMemo(() => {
    const wait = (part: ReactNode) =>
      variant === 'transparent' ? part : <HydrateLater when="touched">{part}</HydrateLater>;
    const button = (
      <IconButton
        {...HEADER_ICON_STYLE}
        aria-label="Open menu"
        display={{ base: 'inline-flex', md: 'none' }}
        onClick={() => setDrawerOpen(true)}
      >
        <LuMenu />
      </IconButton>
    );
    if (variant === 'alternate') {
      return { menuButton: wait(button), logo: wait(<Logo tone="dark" height={44} />) };
    }
    return {
      menuButton: null,
      logo: wait(
        <HStack gap="1">
          {button}
          <Logo tone={transparent ? 'light' : 'dark'} height={40} />
        </HStack>,
      ),
    };
  }, [variant, transparent]);
  // The account menu, the cart and the callback button answer only a touch: on a server-rendered
  // page they keep their server HTML until touched (their menus' state machines are a third of the
  // header's hydration, issue 29). Their colours follow the header's state by CSS (its
  // `data-transparent`), so the home page's header turning transparent once its hero has painted
  // is no new content for them either. One element while the viewer and the counts stay the same:
  // a new one is new content, which hydrates them.
  const actions = useMemo(
    () => (
      <HydrateLater when="touched">
        <VisitorActions
          onRequestCallback={onRequestCallback}
          account={
            viewer ? (
              <>
                <HeaderCart signedIn count={cartItems} />
                <UserMenu viewer={viewer} color="inherit" awaiting={awaiting} />
              </>
            ) : undefined
          }
        />
      </HydrateLater>
    ),
    [onRequestCallback, viewer, cartItems, awaiting],
  );

  return (
    <Box
      as="header"
      data-variant={variant}
      data-transparent={transparent || undefined}
      position={variant === 'transparent' ? 'fixed' : 'sticky'}
      top="0"
      insetX="0"
      zIndex="sticky"
      color={color}
      bg={transparent ? 'transparent' : 'bg.panel'}
      borderBottomWidth="1px"
      borderColor={transparent ? 'whiteAlpha.300' : 'border.muted'}
      boxShadow={!transparent && scrolled ? '0 8px 24px -18px rgba(28, 26, 23, 0.5)' : 'none'}
      transition="background 0.3s ease, border-color 0.3s ease, box-shadow 0.3s ease"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <LiveApprovals enabled={Boolean(viewer && !viewer.isAdmin)} />
      {variant === 'alternate' ? (
        <>
          <Container maxW="7xl" px={{ base: '4', md: '8' }}>
            <Flex h={{ base: '16', md: '20' }} align="center" justify="space-between" gap="4">
              <Box flex="1">{menuButton}</Box>
              {logo}
              <Flex flex="1" justify="flex-end">
                {actions}
              </Flex>
            </Flex>
          </Container>
          <Box
            borderTopWidth="1px"
            borderColor="border.muted"
            display={{ base: 'none', md: 'block' }}
            position="relative"
          >
            <Flex h="12" justify="center">
              {mainNav}
            </Flex>
          </Box>
        </>
      ) : (
        <Container maxW="7xl" px={{ base: '4', md: '8' }}>
          <Flex h={{ base: '16', md: '20' }} align="center" justify="space-between" gap="4">
            {logo}
            {mainNav}
            {actions}
          </Flex>
        </Container>
      )}
      {drawerRequested && (
        <Suspense fallback={null}>
          <MobileDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            onRequestCallback={onRequestCallback}
          />
        </Suspense>
      )}
    </Box>
  );
}
