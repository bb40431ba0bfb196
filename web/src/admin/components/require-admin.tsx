import { Button, Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useViewer } from '@/features/auth';

/** The heading shown to a signed-in customer who opens /admin. */
export const ADMINS_ONLY = 'This page is for Serena Home staff only.';

/**
 * Shows the admin console only to the shop's staff (issue 9): a visitor is sent to /signin (and
 * back here after signing in), a signed-in trade customer sees a 'staff only' page with a link home.
 * The server refuses every admin field anyway (FORBIDDEN); this guard only decides what to show.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { viewer, loading, signedOut } = useViewer();
  const location = useLocation();
  if (loading) {
    return (
      <Center minH="100dvh" aria-busy="true">
        <Spinner size="lg" color="brand.solid" role="status" aria-label="Loading" />
      </Center>
    );
  }
  if (signedOut || !viewer) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.signIn.to()} replace state={{ from }} />;
  }
  if (!viewer.isAdmin) {
    return (
      <Center as="main" minH="100dvh" px="4">
        <Stack gap="4" textAlign="center" maxW="md" align="center">
          <Heading as="h1" size="xl">
            {ADMINS_ONLY}
          </Heading>
          <Text color="fg.muted">Your trade account cannot open the admin console.</Text>
          <Button asChild borderRadius="full">
            <RouterLink to={paths.home.to()}>Return Home Page</RouterLink>
          </Button>
        </Stack>
      </Center>
    );
  }
  return <>{children}</>;
}
