import { Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { StaffPermission } from '@serena/domain/staff-roles';
import { useStaffAccess } from './use-staff-access';

/** The heading of a screen the staff role may not open. */
export const NOT_FOR_YOUR_ROLE = 'Your staff role cannot open this page.';

/** Props of {@link StaffGate}. */
export interface StaffGateProps {
  /** The permission the screen needs. */
  need: StaffPermission;
  /** Where to send a role without it instead of the refusal (the dashboard: the first section it may). */
  elsewhere?: (may: (need: StaffPermission) => boolean) => string | null;
  children: ReactNode;
}

/**
 * Shows a console screen only to a staff role holding its permission (issue 26); otherwise the
 * refusal, or a redirect to `elsewhere`. The bff and the api refuse the data anyway.
 */
export function StaffGate({ need, elsewhere, children }: StaffGateProps) {
  const access = useStaffAccess();
  if (access.loading) {
    return (
      <Center minH="40vh">
        <Spinner size="lg" color="brand.solid" role="status" aria-label="Loading" />
      </Center>
    );
  }
  if (access.may(need)) return <>{children}</>;
  const target = elsewhere?.((n) => access.may(n));
  if (target) return <Navigate to={target} replace />;
  return (
    <Stack gap="3" align="start">
      <Heading as="h1" size="xl">
        {NOT_FOR_YOUR_ROLE}
      </Heading>
      <Text color="fg.muted">Ask an owner of the shop if you need it.</Text>
    </Stack>
  );
}
