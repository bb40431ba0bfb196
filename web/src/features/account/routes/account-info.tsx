import { Center, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Navigate, useLocation } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { PanelCard } from '@/components/panel-card';
import { AccountInfoQuery } from '../api/documents';
import { AccountInfoForm } from '../components/account-info-form';

/**
 * Account information (spec §2 account screens, §6): the signed-in customer's profile form.
 * Login required; a visitor who reaches it anyway is sent to /signin.
 */
export default function AccountInfoRoute() {
  const { data, loading, error } = useQuery(AccountInfoQuery, { fetchPolicy: 'cache-and-network' });
  const location = useLocation();
  const user = data?.viewer;

  return (
    <PageContainer>
      <PageTitle title="Account Information" eyebrow="My Account" />
      {user ? (
        <PanelCard>
          <AccountInfoForm key={user.id} user={user} />
        </PanelCard>
      ) : loading ? (
        <Center minH="40">
          <Spinner size="lg" color="brand.solid" role="status" aria-label="Loading" />
        </Center>
      ) : error ? (
        <Text textAlign="center" color="red.600" role="alert">
          Failed to load user
        </Text>
      ) : (
        <Navigate to={paths.signIn.to()} replace state={{ from: location.pathname }} />
      )}
    </PageContainer>
  );
}
