import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useRoutes } from 'react-router';
import { Link as RouterLink } from 'react-router';
import { RequireAdmin } from './components/require-admin';
import { AdminLayout } from './layout/admin-layout';
import { adminRoutes } from './sections';

function AdminNotFound() {
  return (
    <Stack gap="4" align="start">
      <Heading as="h1" size="xl">
        Not found
      </Heading>
      <Text>There is no admin page at this address.</Text>
      <Button asChild borderRadius="full">
        <RouterLink to="/admin">Back to the dashboard</RouterLink>
      </Button>
    </Stack>
  );
}

const routes = adminRoutes(<AdminNotFound />);

function AdminRoutes() {
  return useRoutes(routes);
}

/**
 * The admin console (issue 9), the element of `/admin/*`: loaded lazily by the app's route table
 * and never imported by storefront code. Staff only ({@link RequireAdmin}); the sections and their
 * routes come from `sections.tsx`.
 */
export default function AdminApp() {
  return (
    <RequireAdmin>
      <AdminLayout>
        <AdminRoutes />
      </AdminLayout>
    </RequireAdmin>
  );
}
