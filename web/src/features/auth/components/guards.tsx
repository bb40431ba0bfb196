import { Center, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useViewer } from '../api/use-viewer';
import { fromPath } from '../lib/redirect';
import { isSigningOut } from '../lib/signing-out';

/** Props of the route guards. */
export interface GuardProps {
  /** The guarded route's element. */
  children: ReactNode;
}

function SessionSpinner() {
  return (
    <Center minH="50vh" aria-busy="true">
      <Spinner size="lg" color="brand.solid" role="status" aria-label="Loading" />
    </Center>
  );
}

/**
 * Shows its children only to a signed-in customer; a visitor is sent to /signin with
 * `state.from` set to the page they asked for (spec §2 route table, §6). When the session cannot be
 * checked (network failure) the page is shown: its own data calls are refused by the server anyway.
 * While the customer signs out, nothing is shown instead: Sign Out goes to / itself.
 */
export function RequireAuth({ children }: GuardProps) {
  const { loading, signedOut } = useViewer();
  const location = useLocation();
  if (loading) return <SessionSpinner />;
  if (signedOut) {
    // Sign Out is taking the customer home (../lib/signing-out.ts): no detour through /signin.
    if (isSigningOut()) return null;
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.signIn.to()} replace state={{ from }} />;
  }
  return <>{children}</>;
}

/**
 * Shows its children only to visitors (sign-in, sign-up, forget-password); a signed-in customer is
 * sent back to the page they came from (`state.from`), or / (spec §2 route table, §6).
 */
export function VisitorOnly({ children }: GuardProps) {
  const { viewer, loading } = useViewer();
  const location = useLocation();
  if (loading) return <SessionSpinner />;
  if (viewer) return <Navigate to={fromPath(location.state) ?? paths.home.to()} replace />;
  return <>{children}</>;
}
