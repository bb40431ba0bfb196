import { Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormMessage } from '@/components/form/form-message';
import { PageContainer } from '@/components/page-container';
import { PageTitle } from '@/components/page-title';
import { PanelCard } from '@/components/panel-card';
import { CompanyAddressesQuery } from '@/lib/company-addresses';
import { AddressCard } from '../components/address-card';
import { AddressForm } from '../components/address-form';

/**
 * /account/addresses (issue 24 "Address book"): the company's saved delivery addresses, the default
 * first, and a form to add one. Every company user reads the book (checkout picks from it); only
 * the company admin may add, edit, delete or make an address the default (the api refuses anyone
 * else, and the page says so). Login required (the route guard).
 */
export default function CompanyAddressesRoute() {
  const { data, loading, error } = useQuery(CompanyAddressesQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const [saved, setSaved] = useState<string | null>(null);
  let list;
  if (data) {
    list =
      data.companyAddresses.length === 0 ? (
        <Text color="fg.muted">No saved addresses yet.</Text>
      ) : (
        <Stack as="ul" gap="3" aria-label="Saved addresses" p="0" m="0">
          {data.companyAddresses.map((address) => (
            <AddressCard key={address.id} address={address} />
          ))}
        </Stack>
      );
  } else if (loading) {
    list = (
      <Center minH="40">
        <Spinner size="lg" color="brand.solid" role="status" aria-label="Loading" />
      </Center>
    );
  } else {
    list = (
      <Text textAlign="center" color="red.600" role="alert">
        {error ? 'Failed to load the address book' : null}
      </Text>
    );
  }
  return (
    <PageContainer>
      <PageTitle title="Address book" eyebrow="My Account" />
      <Stack gap="6" maxW="5xl" mx="auto">
        {list}
        <PanelCard>
          <Heading as="h2" size="md" mb="4">
            Add an address
          </Heading>
          <Stack gap="4">
            <FormMessage message={saved} status="success" />
            <AddressForm onSaved={setSaved} addressId={null} />
          </Stack>
        </PanelCard>
      </Stack>
    </PageContainer>
  );
}
