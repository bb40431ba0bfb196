import { Box, Button, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { AccountInfoQuery } from '@/__generated__/graphql';
import { PhoneInput } from '@/components/phone-input';
import { formatMoney } from '@/lib/money';
import { notify } from '@/lib/toaster';
import { UpdateAccountMutation } from '../api/documents';
import { COMPANY_NAME_MAX, USER_PROFILE_LABELS as L } from '@/lib/validation/user-profile';
import { accountFieldOf, accountSchema } from '../lib/account-schema';
import type { AccountData, AccountField, AccountValues } from '../lib/account-schema';
import { FormField } from '@/components/form/form-field';

/** Spec §8 account update messages. */
export const ACCOUNT_MESSAGES = {
  updated: 'User Updated Successfully',
  failed: 'Update failed. Please try again.',
} as const;

/** The signed-in customer's profile as the form reads it. */
export type AccountProfile = NonNullable<AccountInfoQuery['viewer']>;

function valuesOf(user: AccountProfile): AccountValues {
  return {
    fullName: user.fullName,
    companyName: user.companyName,
    phoneNumber: user.phoneNumber,
    country: user.country,
    officeAddress: user.officeAddress,
    officeCity: user.officeCity,
    officeEircode: user.officeEircode,
    deliveryAddress: user.deliveryAddress,
    deliveryCity: user.deliveryCity,
    deliveryEircode: user.deliveryEircode,
  };
}

/**
 * The account information form (spec §2, §6, §8): every profile field editable except e-mail,
 * invoice e-mail and credit limit (shown read-only, the limit in euro). Saving toasts 'User Updated
 * Successfully' or 'Update failed. Please try again.' and shows server field errors in place.
 */
export function AccountInfoForm({ user }: { user: AccountProfile }) {
  const [updateAccount, { loading }] = useMutation(UpdateAccountMutation);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<AccountValues, unknown, AccountData>({
    resolver: zodResolver(accountSchema),
    defaultValues: valuesOf(user),
  });

  const onSubmit = async (input: AccountData) => {
    try {
      const { data } = await updateAccount({ variables: { input } });
      const result = data?.updateAccount;
      if (result?.user) {
        reset(input);
        notify('success', ACCOUNT_MESSAGES.updated);
        return;
      }
      for (const userError of result?.userErrors ?? []) {
        const name = accountFieldOf(userError.field);
        if (name) setError(name, { type: 'server', message: userError.message });
      }
    } catch {
      // Network or server fault: the generic failure below.
    }
    notify('error', ACCOUNT_MESSAGES.failed);
  };

  const text = (name: Exclude<AccountField, 'phoneNumber'>) => ({
    label: L[name],
    error: errors[name]?.message,
    required: true,
    ...register(name),
  });

  const readOnlyHelp = 'Contact Serena Home to change this.';

  return (
    <form onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate>
      <Stack gap="8">
        <Stack gap="4">
          <Heading as="h2" size="md">
            Account
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <FormField label="Email" value={user.email} readOnly helper={readOnlyHelp} />
            <FormField
              label="Invoice Email"
              value={user.invoiceEmail}
              readOnly
              helper={readOnlyHelp}
            />
            <FormField
              label="Credit Limit"
              value={formatMoney(user.creditLimit)}
              readOnly
              helper={readOnlyHelp}
            />
          </SimpleGrid>
        </Stack>

        <Stack gap="4">
          <Heading as="h2" size="md">
            Company details
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField {...text('fullName')} autoComplete="name" />
            <FormField
              {...text('companyName')}
              autoComplete="organization"
              maxLength={COMPANY_NAME_MAX}
            />
            <Controller
              control={control}
              name="phoneNumber"
              render={({ field, fieldState }) => (
                <FormField
                  label={L.phoneNumber}
                  required
                  error={fieldState.error?.message}
                  control={
                    <PhoneInput
                      name={field.name}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      invalid={Boolean(fieldState.error)}
                    />
                  }
                />
              )}
            />
            <FormField {...text('country')} autoComplete="country-name" />
          </SimpleGrid>
        </Stack>

        <Stack gap="4">
          <Heading as="h2" size="md">
            Office Address
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <FormField {...text('officeAddress')} />
            <FormField {...text('officeCity')} />
            <FormField {...text('officeEircode')} />
          </SimpleGrid>
        </Stack>

        <Stack gap="4">
          <Heading as="h2" size="md">
            Delivery Address
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <FormField {...text('deliveryAddress')} />
            <FormField {...text('deliveryCity')} />
            <FormField {...text('deliveryEircode')} />
          </SimpleGrid>
        </Stack>

        <Box>
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={loading}
            disabled={!isDirty}
          >
            Save Changes
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
