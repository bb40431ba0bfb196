import { Box, Container, Flex, Grid, Heading, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, MouseEvent } from 'react';
import { LuArrowRight, LuChevronDown } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useCollectionsMenu } from './use-collections-menu';
import type { MenuLink } from './use-collections-menu';

/** How long the mega-menu stays hidden after a link in it is clicked (spec §9: 2000 ms). */
export const MEGA_MENU_HIDE_MS = 2000;

function MenuColumn({ title, to, links }: { title: string; to?: string; links: MenuLink[] }) {
  return (
    <Stack gap="3" minW="0">
      <Heading as="h3" textStyle="eyebrow" color="brand.fg" fontSize="xs">
        {to ? (
          <Link asChild color="inherit" _hover={{ textDecoration: 'underline' }}>
            <RouterLink to={to}>{title}</RouterLink>
          </Link>
        ) : (
          title
        )}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2">
        {links.map((link) => (
          <li key={link.key}>
            <Link
              asChild
              color="fg"
              fontSize="sm"
              _hover={{ color: 'brand.fg', textDecoration: 'none' }}
              textTransform="capitalize"
            >
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

function PromoCard({
  title,
  text,
  to,
  tone,
}: {
  title: string;
  text: string;
  to: string;
  tone: 'brand' | 'stone';
}) {
  return (
    <Link
      asChild
      display="flex"
      flexDirection="column"
      justifyContent="flex-end"
      alignItems="flex-start"
      minH="44"
      p="6"
      borderRadius="card"
      bg={tone === 'brand' ? 'brand.700' : 'stone.800'}
      color="white"
      position="relative"
      overflow="hidden"
      textDecoration="none"
      _hover={{ textDecoration: 'none', bg: tone === 'brand' ? 'brand.800' : 'stone.900' }}
    >
      <RouterLink to={to}>
        <Box
          aria-hidden
          position="absolute"
          top="-10"
          right="-10"
          boxSize="40"
          borderRadius="full"
          borderWidth="1px"
          borderColor="whiteAlpha.300"
        />
        <Box
          aria-hidden
          position="absolute"
          top="-4"
          right="-4"
          boxSize="24"
          borderRadius="full"
          borderWidth="1px"
          borderColor="whiteAlpha.300"
        />
        <Text fontFamily="heading" fontSize="2xl" fontWeight="500" lineHeight="1.1">
          {title}
        </Text>
        <Text fontSize="sm" color="whiteAlpha.800" mt="2">
          {text}
        </Text>
        <Flex align="center" gap="2" mt="4" fontSize="xs" fontWeight="600" letterSpacing="0.18em">
          SHOP NOW <LuArrowRight aria-hidden />
        </Flex>
      </RouterLink>
    </Link>
  );
}

/** Props of {@link CollectionsMegaMenu}. */
export interface CollectionsMegaMenuProps {
  /** Told when the panel opens or closes (the home header turns solid while it is open). */
  onOpenChange?: (open: boolean) => void;
}

/**
 * The Collections main-menu entry with its mega-menu (spec §2 Page frame): All Products with the
 * category links (except Mattresses and Headboards), HEADBOARDS and MATTRESSES product columns, and
 * two promo cards. Opens on hover and keyboard focus, closes on Escape or leaving it, and stays hidden
 * for 2 s after a link in it is clicked.
 */
export function CollectionsMegaMenu({ onOpenChange }: CollectionsMegaMenuProps) {
  const menu = useCollectionsMenu();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [suppressed, setSuppressed] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const ignoreFocus = useRef(false);
  const visible = open && !suppressed;

  useEffect(() => {
    onOpenChange?.(visible);
  }, [visible, onOpenChange]);

  useEffect(() => {
    if (!suppressed) return undefined;
    const timer = window.setTimeout(() => setSuppressed(false), MEGA_MENU_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [suppressed]);

  const show = () => setOpen(true);
  const hide = () => setOpen(false);

  const onFocus = () => {
    if (ignoreFocus.current) {
      ignoreFocus.current = false;
      return;
    }
    show();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) hide();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      hide();
      ignoreFocus.current = true;
      triggerRef.current?.focus();
    }
  };
  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a')) {
      setOpen(false);
      setSuppressed(true);
      (document.activeElement as HTMLElement | null)?.blur();
    }
  };

  return (
    <Box
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      h="full"
      display="flex"
      alignItems="center"
    >
      <chakra.button
        ref={triggerRef}
        type="button"
        aria-expanded={visible}
        aria-controls={panelId}
        onClick={() => (visible ? hide() : setOpen(true))}
        display="inline-flex"
        alignItems="center"
        gap="1"
        h="full"
        // The header's text colour (white over the home hero).
        color="inherit"
        fontSize="sm"
        fontWeight="500"
        letterSpacing="0.06em"
        textTransform="uppercase"
        cursor="pointer"
        bg="transparent"
        borderBottomWidth="2px"
        borderColor={visible ? 'brand.500' : 'transparent'}
        transition="border-color 0.2s ease"
      >
        Collections
        <Box
          as="span"
          transition="transform 0.2s ease"
          transform={visible ? 'rotate(180deg)' : undefined}
        >
          <LuChevronDown aria-hidden />
        </Box>
      </chakra.button>
      <Box
        id={panelId}
        role="region"
        aria-label="Collections"
        hidden={!visible}
        position="absolute"
        left="0"
        right="0"
        top="100%"
        bg="bg.panel"
        color="fg"
        borderTopWidth="1px"
        borderColor="border.muted"
        boxShadow="0 28px 48px -28px rgba(28, 26, 23, 0.45)"
        onClick={onPanelClick}
        zIndex="dropdown"
      >
        <Container maxW="7xl" px="8" py="10">
          <Grid templateColumns="1fr 1fr 1fr 1.2fr 1.2fr" gap="10">
            <MenuColumn title="All Products" to={paths.products.to()} links={menu.categoryLinks} />
            <MenuColumn title="HEADBOARDS" links={menu.headboards} />
            <MenuColumn title="MATTRESSES" links={menu.mattresses} />
            <PromoCard
              title="Furniture Wholesale"
              text="Trade prices on beds, mattresses and sofas."
              to={paths.products.to()}
              tone="brand"
            />
            <PromoCard
              title="Contract Furniture"
              text="Hotels, student living and projects."
              to={paths.contracts.to()}
              tone="stone"
            />
          </Grid>
        </Container>
      </Box>
    </Box>
  );
}
