import {
  Box,
  CloseButton,
  Drawer,
  Flex,
  HStack,
  IconButton,
  Link,
  Spinner,
  Center,
  Text,
  chakra,
} from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { FiMenu, FiShoppingBag } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router';
import { Portal } from '@/components/portal';
import { HydrationMark } from '@/lib/hydration-mark';
import { paths } from '@/config/paths';
import { UserMenu, useViewer } from '@/features/auth';
import { GlobalSearch } from '../search/global-search';
import { AdminNav } from './admin-nav';

/**
 * The admin console's frame (issue 9): a top bar (menu button below md, title, a link back to the
 * shop, the user menu), the sections as a sidebar from md up and as a drawer below, and the lazily
 * loaded screen in `main`.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { viewer } = useViewer();
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <chakra.a
        href="#main"
        position="absolute"
        left="-9999px"
        zIndex="skipLink"
        _focus={{ left: '4', top: '4', bg: 'bg.panel', px: '4', py: '2', borderRadius: 'md' }}
      >
        Skip to content
      </chakra.a>
      <Flex
        as="header"
        position="sticky"
        top="0"
        zIndex="sticky"
        h="16"
        px={{ base: '3', md: '6' }}
        align="center"
        gap="3"
        bg="bg.panel"
        borderBottomWidth="1px"
      >
        <IconButton
          aria-label="Open admin menu"
          variant="ghost"
          display={{ base: 'inline-flex', md: 'none' }}
          onClick={() => setOpen(true)}
        >
          <FiMenu />
        </IconButton>
        <Link
          asChild
          fontFamily="heading"
          fontSize={{ base: 'md', md: 'xl' }}
          fontWeight="600"
          color="fg"
          lineHeight="1.1"
        >
          <RouterLink to="/admin">Serena Trade Admin</RouterLink>
        </Link>
        <GlobalSearch />
        <HStack ml="auto" gap="2">
          <Link asChild color="fg" fontSize="sm" display={{ base: 'none', sm: 'inline-flex' }}>
            <RouterLink to={paths.home.to()}>
              <FiShoppingBag aria-hidden /> View shop
            </RouterLink>
          </Link>
          {viewer ? <UserMenu viewer={viewer} /> : null}
        </HStack>
      </Flex>
      <Flex>
        <Box
          as="nav"
          aria-label="Admin sections"
          display={{ base: 'none', md: 'block' }}
          w="60"
          flexShrink={0}
          p="4"
          borderRightWidth="1px"
          bg="bg.panel"
          minH="calc(100dvh - 4rem)"
        >
          <AdminNav />
        </Box>
        <Box
          as="main"
          id="main"
          tabIndex={-1}
          flex="1"
          minW="0"
          p={{ base: '4', md: '8' }}
          _focus={{ outline: 'none' }}
        >
          <Suspense
            fallback={
              <Center minH="40vh">
                <Spinner size="lg" color="brand.solid" role="status" aria-label="Loading" />
              </Center>
            }
          >
            {children}
            {/* Once the screen has committed (hydrated, on a server-rendered page: issue 29). */}
            <HydrationMark />
          </Suspense>
        </Box>
      </Flex>
      <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start" size="xs">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>Admin</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <nav aria-label="Admin sections">
                  <AdminNav onNavigate={() => setOpen(false)} />
                </nav>
                <Text mt="6" fontSize="sm">
                  <Link asChild color="fg">
                    <RouterLink to={paths.home.to()} onClick={() => setOpen(false)}>
                      <FiShoppingBag aria-hidden /> View shop
                    </RouterLink>
                  </Link>
                </Text>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton aria-label="Close admin menu" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Box>
  );
}
