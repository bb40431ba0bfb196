import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { CompanyAddressesQuery as Addresses } from '@/__generated__/graphql';
import { FormMessage } from '@/components/form/form-message';
import { addressLines, CompanyAddressesQuery } from '@/lib/company-addresses';
import { notify } from '@/lib/toaster';
import { DeleteCompanyAddressMutation, SetDefaultCompanyAddressMutation } from '../api/addresses';
import { ADDRESS_ADMINS_ONLY, ADDRESS_FAILED } from '../lib/address-schema';
import { AddressForm, isForbidden } from './address-form';

/** One saved address as the query answers it. */
export type SavedAddress = Addresses['companyAddresses'][number];

/**
 * One saved address in the address book (issue 24): the whole address, phone and delivery notes,
 * a Default badge, and Edit, Make default and Delete (the api lets only the company admin).
 */
export function AddressCard({ address }: { address: SavedAddress }) {
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const options = { refetchQueries: [CompanyAddressesQuery] };
  const [remove, { loading: removing }] = useMutation(DeleteCompanyAddressMutation, options);
  const [makeDefault, { loading: defaulting }] = useMutation(
    SetDefaultCompanyAddressMutation,
    options,
  );

  const run = async (
    call: () => Promise<{ message?: string | null; userErrors: { message: string }[] } | undefined>,
  ) => {
    setFailure(null);
    try {
      const result = await call();
      const problem = result?.userErrors[0]?.message;
      if (!result || problem) setFailure(problem ?? ADDRESS_FAILED);
      else if (result.message) notify('success', result.message);
    } catch (error) {
      setFailure(isForbidden(error) ? ADDRESS_ADMINS_ONLY : ADDRESS_FAILED);
    }
  };

  if (editing) {
    return (
      <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="lg" p="5" bg="bg">
        <AddressForm
          addressId={address.id}
          initial={{ ...address }}
          onSaved={(message) => {
            setEditing(false);
            notify('success', message);
          }}
          onCancel={() => setEditing(false)}
        />
      </Box>
    );
  }
  const name = addressLines(address)[0] ?? '';
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderRadius="lg"
      p="5"
      bg="bg"
      aria-label={`Address ${name}, ${address.town}`}
    >
      <Flex justify="space-between" gap="4" wrap="wrap" align="start">
        <Stack gap="0.5" minW="0" data-testid="saved-address">
          {addressLines(address).map((line, i) => (
            <Text key={i} fontWeight={i === 0 ? '600' : undefined} overflowWrap="anywhere">
              {line}
            </Text>
          ))}
          {address.phone ? <Text color="fg.muted">Tel. {address.phone}</Text> : null}
          {address.deliveryNotes ? (
            <Text color="fg.muted" overflowWrap="anywhere">
              Delivery notes: {address.deliveryNotes}
            </Text>
          ) : null}
        </Stack>
        {address.isDefault ? (
          <Badge colorPalette="green" variant="subtle">
            Default
          </Badge>
        ) : null}
      </Flex>
      <Flex gap="2" mt="4" wrap="wrap">
        <Button size="sm" variant="outline" borderRadius="full" onClick={() => setEditing(true)}>
          Edit
        </Button>
        {address.isDefault ? null : (
          <Button
            size="sm"
            variant="outline"
            borderRadius="full"
            loading={defaulting}
            onClick={() =>
              void run(
                async () =>
                  (await makeDefault({ variables: { addressId: address.id } })).data
                    ?.setDefaultCompanyAddress,
              )
            }
          >
            Make default
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          borderRadius="full"
          loading={removing}
          onClick={() =>
            void run(
              async () =>
                (await remove({ variables: { addressId: address.id } })).data?.deleteCompanyAddress,
            )
          }
        >
          Delete
        </Button>
      </Flex>
      <Box mt={failure ? '3' : '0'}>
        <FormMessage message={failure} />
      </Box>
    </Box>
  );
}
