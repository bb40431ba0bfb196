import { Box, Center, Spinner, chakra } from '@chakra-ui/react';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Outlet, useMatches } from 'react-router';
import { NewsletterToggle } from '@/features/newsletter';
import { hydrateLater } from '@/lib/hydrate-later';
import { HydrationMark } from '@/lib/hydration-mark';
import { AppToaster } from './app-toaster';
import { Footer } from './footer';
import { Header } from './header';
import type { HeaderVariant } from './header';
import { RouteLoadingOverlay } from './loading-overlay';
import { ScrollToTop } from './scroll-to-top';

/** Route `handle` data read by the frame: which header layout a route uses. */
export interface RouteHandle {
  /** Header layout; 'solid' when absent. */
  header?: HeaderVariant;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'header' in value;
}

/** Props of {@link AppLayout}: slots later features fill in. */
export interface AppLayoutProps {
  /** Opens the Request A Callback modal; without it the header button links to /contact. */
  onRequestCallback?: () => void;
  /** The footer's newsletter block; the newsletter feature's subscribe/unsubscribe by default. */
  newsletter?: ReactNode;
  /** Rendered inside the frame, e.g. modals. */
  children?: ReactNode;
}

/** The footer's newsletter block when the app gives none: one element, so the footer is no update. */
const NEWSLETTER = <NewsletterToggle />;

/**
 * The footer, below the fold on every page: on a server-rendered page it hydrates after the rest
 * (lib/hydrate-later.tsx, issue 29). Memoized: a route change is no update to it.
 */
const LaterFooter = hydrateLater(Footer);

/** Fallback of the lazily loaded route modules: a quiet spinner with the page's footprint. */
export function RouteFallback() {
  return (
    <Center minH="60vh">
      <Spinner size="lg" color="brand.600" />
    </Center>
  );
}

/**
 * The page frame of spec §2: header (variant from the matched route's handle), main content with
 * the lazily loaded route, footer, scroll-to-top button, toast area and the route-change overlay.
 */
export function AppLayout({ onRequestCallback, newsletter, children }: AppLayoutProps) {
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => isRouteHandle(m.handle))?.handle;
  const variant: HeaderVariant = isRouteHandle(handle) ? (handle.header ?? 'solid') : 'solid';
  return (
    <Box minH="100dvh" display="flex" flexDirection="column" bg="bg">
      <chakra.a
        href="#main"
        position="absolute"
        left="-9999px"
        zIndex="skipLink"
        _focus={{ left: '4', top: '4', bg: 'bg.panel', px: '4', py: '2', borderRadius: 'md' }}
      >
        Skip to content
      </chakra.a>
      {/* Header, main content and footer are Suspense boundaries: on a server-rendered page React
          hydrates each in its own pass and commit instead of the whole page at once, so no
          single task blocks input for long (issue 12, Total Blocking Time); the footer waits
          until the page has hydrated (issue 29). */}
      <Suspense fallback={null}>
        <Header variant={variant} onRequestCallback={onRequestCallback} />
      </Suspense>
      {/* At least a screen tall, so the footer starts below the fold and does not jump as the
          page's code and data arrive (issue 12, CLS). */}
      <Box as="main" id="main" flex="1" minH="100dvh" tabIndex={-1} _focus={{ outline: 'none' }}>
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
          <HydrationMark />
        </Suspense>
      </Box>
      <LaterFooter newsletter={newsletter ?? NEWSLETTER} />
      <ScrollToTop />
      <RouteLoadingOverlay />
      <AppToaster />
      {children}
    </Box>
  );
}
