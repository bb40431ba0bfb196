import { Button, Checkbox, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormSection } from '@/components/form/form-section';
import { PhoneField } from '@/components/form/phone-field';
import { paths } from '@/config/paths';
import { notify } from '@/lib/toaster';
import { FormMessage } from '@/components/form/form-message';
import { PasswordField } from '@/components/form/password-field';
import { FormField } from '@/components/form/form-field';
import {
  COMPANY_NAME_HELP,
  USER_PROFILE_LABELS as L,
  VAT_NUMBER_HELP,
  VAT_NUMBER_INPUT_MAX,
} from '@/lib/validation/user-profile';
import { RegisterMutation } from '../api/mutations';
import { AuthLayout } from '../components/auth-layout';
import { graphQLErrorMessage } from '../lib/errors';
import { SIGN_UP_DEFAULTS, signUpFieldOf, signUpSchema } from '../lib/sign-up-schema';
import type { SignUpData, SignUpField, SignUpValues } from '../lib/sign-up-schema';

/** The toast after a stored application (spec §8 registration). */
export const REGISTRATION_SUCCESS =
  'Registration successful! You will be able to login after admin account approval';
/** The fallback registration failure message (spec §8). */
export const REGISTRATION_FAILED = 'Something went wrong';

/**
 * 'Apply For Trade Account' (spec §2, §5 sign-up rules, §8 registration): validates every rule on
 * the client, shows server field errors under their fields, toasts the success message and goes to
 * /signin. 'Same as Office Address' copies the office address into the delivery fields and keeps
 * them in sync (and disabled) while ticked.
 */
export default function SignUpRoute() {
  const navigate = useNavigate();
  const [register, { loading }] = useMutation(RegisterMutation);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register: field,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<SignUpValues, unknown, SignUpData>({
    resolver: zodResolver(signUpSchema),
    defaultValues: SIGN_UP_DEFAULTS,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const [sameAsOffice, officeAddress, officeCity, officeEircode] = useWatch({
    control,
    name: ['sameAsOffice', 'officeAddress', 'officeCity', 'officeEircode'],
  });

  useEffect(() => {
    if (!sameAsOffice) return;
    const options = { shouldValidate: isSubmitted, shouldDirty: true };
    setValue('deliveryAddress', officeAddress, options);
    setValue('deliveryCity', officeCity, options);
    setValue('deliveryEircode', officeEircode, options);
  }, [sameAsOffice, officeAddress, officeCity, officeEircode, setValue, isSubmitted]);

  const onSubmit = async ({ sameAsOffice: same, ...values }: SignUpData) => {
    setFormError(null);
    const input = same
      ? {
          ...values,
          deliveryAddress: values.officeAddress,
          deliveryCity: values.officeCity,
          deliveryEircode: values.officeEircode,
        }
      : values;
    try {
      const { data } = await register({ variables: { input } });
      const result = data?.register;
      if (result?.success) {
        notify('success', REGISTRATION_SUCCESS);
        await navigate(paths.signIn.to());
        return;
      }
      const unmatched: string[] = [];
      for (const userError of result?.userErrors ?? []) {
        const name = signUpFieldOf(userError.field);
        if (name) setError(name, { type: 'server', message: userError.message });
        else unmatched.push(userError.message);
      }
      if (unmatched.length > 0 || !result?.userErrors.length) {
        setFormError(unmatched[0] ?? result?.message ?? REGISTRATION_FAILED);
      }
    } catch (error) {
      setFormError(graphQLErrorMessage(error) ?? REGISTRATION_FAILED);
    }
  };

  const text = (name: Exclude<SignUpField, 'phoneNumber' | 'password' | 'confirmPassword'>) => ({
    label: L[name],
    error: errors[name]?.message,
    required: true,
    ...field(name),
  });

  return (
    <AuthLayout
      title="Apply For Trade Account"
      eyebrow="Trade customers"
      width="3xl"
      lead="Your account can be used once Serena Home has approved it."
    >
      <form onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate>
        <Stack gap="8">
          <FormSection title="Company details" columns={2}>
            <FormField {...text('fullName')} autoComplete="name" />
            <FormField
              {...text('companyName')}
              autoComplete="organization"
              helper={COMPANY_NAME_HELP}
            />
            <FormField {...text('email')} type="email" autoComplete="email" />
            <FormField {...text('invoiceEmail')} type="email" autoComplete="email" />
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

          <FormSection title="Office Address" columns={2}>
            <FormField {...text('officeAddress')} autoComplete="street-address" />
            <FormField {...text('officeCity')} autoComplete="address-level2" />
            <FormField {...text('officeEircode')} autoComplete="postal-code" />
          </FormSection>

          <FormSection
            title="Delivery Address"
            columns={2}
            lead={
              <Controller
                control={control}
                name="sameAsOffice"
                render={({ field: box }) => (
                  <Checkbox.Root
                    checked={box.value}
                    onCheckedChange={(e) => box.onChange(e.checked === true)}
                    name={box.name}
                    colorPalette="brand"
                  >
                    <Checkbox.HiddenInput ref={box.ref} onBlur={box.onBlur} />
                    <Checkbox.Control />
                    <Checkbox.Label>Same as Office Address</Checkbox.Label>
                  </Checkbox.Root>
                )}
              />
            }
          >
            <FormField {...text('deliveryAddress')} disabled={sameAsOffice} />
            <FormField {...text('deliveryCity')} disabled={sameAsOffice} />
            <FormField {...text('deliveryEircode')} disabled={sameAsOffice} />
          </FormSection>

          <FormSection title="Password" columns={2}>
            <PasswordField
              label={L.password}
              error={errors.password?.message}
              required
              autoComplete="new-password"
              {...field('password')}
            />
            <PasswordField
              label={L.confirmPassword}
              error={errors.confirmPassword?.message}
              required
              autoComplete="new-password"
              {...field('confirmPassword')}
            />
          </FormSection>

          <FormMessage message={formError} />
          <Button type="submit" colorPalette="brand" size="lg" loading={loading}>
            Apply For Trade Account
          </Button>
          <Text textAlign="center" fontSize="sm" color="fg.muted">
            Already have a trade account?{' '}
            <Link asChild color="brand.fg" fontWeight="600">
              <RouterLink to={paths.signIn.to()}>Trade Sign In</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
