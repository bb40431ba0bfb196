import { Box, Button, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { getFragmentData, graphql } from '@/__generated__';
import type { FragmentType } from '@/__generated__';
import type { AccountInfoForm_UserFragment } from '@/__generated__/graphql';
import { FormSection } from '@/components/form/form-section';
import { PhoneField } from '@/components/form/phone-field';
import { formatMoney } from '@/lib/money';
import { notify } from '@/lib/toaster';
import {
  COMPANY_NAME_HELP,
  USER_PROFILE_LABELS as L,
  VAT_NUMBER_HELP,
  VAT_NUMBER_INPUT_MAX,
} from '@/lib/validation/user-profile';
import { FormField } from '@/components/form/form-field';
import { UpdateAccountMutation } from '../api/documents';
import { accountFieldOf, accountSchema } from '../lib/account-schema';
import type { AccountData, AccountField, AccountValues } from '../lib/account-schema';

/** Spec §8 account update messages. */
export const ACCOUNT_MESSAGES = {
  updated: 'User Updated Successfully',
  failed: 'Update failed. Please try again.',
} as const;

/**
 * The profile fields the account form reads: the editable ones, and e-mail, invoice e-mail and credit
 * limit (euros as an exact decimal) shown read-only (spec §2 account information, §3 User, §6).
 */
export const AccountInfoFormUserFragment = graphql(`
  fragment AccountInfoForm_user on User {
    id
    fullName
    phoneNumber
    country
    companyName
    officeAddress
    officeCity
    officeEircode
    deliveryAddress
    deliveryCity
    deliveryEircode
    vatNumber
    email
    invoiceEmail
    creditLimit {
      amount
      currencyCode
    }
  }
`);

/** The signed-in customer's profile as the form reads it. */
export type AccountProfile = AccountInfoForm_UserFragment;

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
    vatNumber: user.vatNumber ?? '',
  };
}

/**
 * The account information form (spec §2, §6, §8): every profile field editable (the VAT number
 * optional, issue 22) except e-mail,
 * invoice e-mail and credit limit (shown read-only, the limit in euro). Saving toasts 'User Updated
 * Successfully' or 'Update failed. Please try again.' and shows server field errors in place.
 */
export function AccountInfoForm({
  user: userRef,
}: {
  user: FragmentType<typeof AccountInfoFormUserFragment>;
}) {
  const user = getFragmentData(AccountInfoFormUserFragment, userRef);
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
  // The first values in the markup too (issue 29: the server-rendered page shows them before any
  // script; `register` alone fills the inputs only once the page has hydrated).
  const [initial] = useState(() => valuesOf(user));

  const onSubmit = async (input: AccountData) => {
    try {
      const { data } = await updateAccount({ variables: { input } });
      const result = data?.updateAccount;
      if (result?.user) {
        // The server's values: the VAT number comes back normalised (issue 22).
        reset(valuesOf(getFragmentData(AccountInfoFormUserFragment, result.user)));
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
    defaultValue: initial[name],
    ...register(name),
  });

  const readOnlyHelp = 'Contact Serena Home to change this.';

  return (
    <form onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate>
      <Stack gap="8">
        <FormSection title="Account" columns={3}>
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
        </FormSection>

        <FormSection title="Company details" columns={2}>
          <FormField {...text('fullName')} autoComplete="name" />
          <FormField
            {...text('companyName')}
            autoComplete="organization"
            helper={COMPANY_NAME_HELP}
          />
          <PhoneField control={control} name="phoneNumber" label={L.phoneNumber} required />
          <FormField {...text('country')} autoComplete="country-name" />
          <FormField
            {...text('vatNumber')}
            required={false}
            maxLength={VAT_NUMBER_INPUT_MAX}
            autoComplete="off"
            helper={VAT_NUMBER_HELP}
          />
        </FormSection>

        <FormSection title="Office Address" columns={3}>
          <FormField {...text('officeAddress')} />
          <FormField {...text('officeCity')} />
          <FormField {...text('officeEircode')} />
        </FormSection>

        <FormSection title="Delivery Address" columns={3}>
          <FormField {...text('deliveryAddress')} />
          <FormField {...text('deliveryCity')} />
          <FormField {...text('deliveryEircode')} />
        </FormSection>

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
