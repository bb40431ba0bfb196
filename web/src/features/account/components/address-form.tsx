import { Button, Checkbox, Flex, SimpleGrid, Stack } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { FormMessage } from '@/components/form/form-message';
import { MessageField } from '@/components/form/message-field';
import { CompanyAddressesQuery } from '@/lib/company-addresses';
import { CreateCompanyAddressMutation, UpdateCompanyAddressMutation } from '../api/addresses';
import {
  ADDRESS_ADMINS_ONLY,
  ADDRESS_FAILED,
  ADDRESS_LABELS,
  addressSchema,
  EMPTY_ADDRESS,
  type AddressData,
  type AddressField,
  type AddressValues,
} from '../lib/address-schema';

/** Props of {@link AddressForm}. */
export interface AddressFormProps {
  /** The saved address being edited, or null for a new one. */
  addressId: string | null;
  /** The form's starting values. */
  initial?: AddressValues;
  /** Called with the server's message after a successful save. */
  onSaved: (message: string) => void;
  /** Shown as a Cancel button when given (editing). */
  onCancel?: () => void;
}

/** True when the api refused the change because the viewer is not the company admin. */
export function isForbidden(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'FORBIDDEN')
  );
}

const TEXT_FIELDS: {
  name: Exclude<AddressField, 'deliveryNotes'>;
  required?: boolean;
  auto?: string;
}[] = [
  { name: 'recipientName', required: true, auto: 'shipping name' },
  { name: 'companyName', auto: 'shipping organization' },
  { name: 'line1', required: true, auto: 'shipping address-line1' },
  { name: 'line2', auto: 'shipping address-line2' },
  { name: 'town', required: true, auto: 'shipping address-level2' },
  { name: 'county', required: true, auto: 'shipping address-level1' },
  { name: 'eircode', required: true, auto: 'shipping postal-code' },
  { name: 'phone', auto: 'shipping tel' },
];

/**
 * The address book form (issue 24): recipient, company, two lines, town, county, Eircode (checked
 * and normalised as the api does), phone, delivery notes and "Make this the default address".
 * The api's field errors show under their inputs; a non-admin reads that only the company
 * administrator may change the book.
 */
export function AddressForm({
  addressId,
  initial = EMPTY_ADDRESS,
  onSaved,
  onCancel,
}: AddressFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    reset,
    formState: { errors },
  } = useForm<AddressValues, unknown, AddressData>({
    resolver: zodResolver(addressSchema),
    defaultValues: initial,
  });
  const options = { refetchQueries: [CompanyAddressesQuery] };
  const [create, { loading: creating }] = useMutation(CreateCompanyAddressMutation, options);
  const [update, { loading: updating }] = useMutation(UpdateCompanyAddressMutation, options);

  const save = async (input: AddressData) => {
    setFailure(null);
    try {
      const { data } = addressId
        ? await update({ variables: { addressId, input } })
        : await create({ variables: { input } });
      const result =
        data &&
        ('updateCompanyAddress' in data ? data.updateCompanyAddress : data.createCompanyAddress);
      const userErrors = result?.userErrors ?? [];
      if (result && userErrors.length === 0) {
        if (!addressId) reset(EMPTY_ADDRESS);
        onSaved(result.message ?? 'Address saved');
        return;
      }
      for (const e of userErrors) {
        if (e.field && e.field in ADDRESS_LABELS)
          setError(e.field as AddressField, { message: e.message });
      }
      const unplaced = userErrors.filter((e) => !e.field || !(e.field in ADDRESS_LABELS));
      if (userErrors.length === 0 || unplaced.length > 0) {
        setFailure(unplaced[0]?.message ?? ADDRESS_FAILED);
      }
    } catch (error) {
      setFailure(isForbidden(error) ? ADDRESS_ADMINS_ONLY : ADDRESS_FAILED);
    }
  };
  const notes = useWatch({ control, name: 'deliveryNotes' }) ?? '';

  return (
    <form
      onSubmit={(e) => void handleSubmit(save)(e)}
      noValidate
      aria-label={addressId ? 'Edit address' : 'Add an address'}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {TEXT_FIELDS.map((f) => (
            <FormField
              key={f.name}
              label={ADDRESS_LABELS[f.name]}
              required={f.required}
              autoComplete={f.auto}
              error={errors[f.name]?.message}
              {...register(f.name)}
            />
          ))}
        </SimpleGrid>
        <MessageField
          {...register('deliveryNotes')}
          label={ADDRESS_LABELS.deliveryNotes}
          count={notes.length}
          max={500}
          rows={2}
          error={errors.deliveryNotes?.message}
        />
        <Controller
          control={control}
          name="isDefault"
          render={({ field }) => (
            <Checkbox.Root
              checked={field.value}
              onCheckedChange={(e) => field.onChange(e.checked === true)}
              colorPalette="brand"
            >
              <Checkbox.HiddenInput name="isDefault" />
              <Checkbox.Control />
              <Checkbox.Label>Make this the default delivery address</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        <FormMessage message={failure} />
        <Flex gap="3" wrap="wrap">
          <Button
            type="submit"
            colorPalette="brand"
            borderRadius="full"
            px="8"
            loading={creating || updating}
          >
            {addressId ? 'Save address' : 'Add address'}
          </Button>
          {onCancel ? (
            <Button type="button" variant="outline" borderRadius="full" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </Flex>
      </Stack>
    </form>
  );
}
