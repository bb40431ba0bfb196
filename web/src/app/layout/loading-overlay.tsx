import { Box, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { isServerRendered } from '@/lib/first-paint';

/** How long the overlay shows on each route change (spec §9: route loader 500 ms). */
export const ROUTE_LOADER_MS = 500;

/**
 * Shows a loading overlay for 500 ms whenever the path changes, then scrolls the page to the top;
 * browser scroll restoration is switched to manual (spec §2 Page frame). A server-rendered first
 * screen (issue 12) is already loaded: it starts settled, without the overlay.
 */
export function RouteLoadingOverlay() {
  const { pathname } = useLocation();
  const [settledPath, setSettledPath] = useState<string | null>(() =>
    isServerRendered() ? pathname : null,
  );

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    if (settledPath === pathname) return;
    const timer = window.setTimeout(() => {
      setSettledPath(pathname);
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    }, ROUTE_LOADER_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, settledPath]);

  if (settledPath === pathname) return null;
  return (
    <Box
      data-testid="route-loading-overlay"
      role="status"
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="rgba(252, 250, 246, 0.82)"
      backdropFilter="blur(2px)"
      display="flex"
      alignItems="center"
      justifyContent="center"
    >
      <Spinner size="xl" color="brand.600" borderWidth="3px" />
      <VisuallyHidden>Loading…</VisuallyHidden>
    </Box>
  );
}
