import { Button, Field, Flex, NativeSelect, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { CompanyRole } from '@/__generated__/graphql';
import { FormField } from '@/components/form/form-field';
import { FormMessage } from '@/components/form/form-message';
import { CompanyUsersQuery, InviteCompanyUserMutation } from '../api/company';
import { COMPANY_ROLE_LABELS, COMPANY_ROLES } from '../lib/company-roles';

/** Shown when the invitation could not be sent for an unknown reason. */
export const INVITE_FAILED = 'The invitation could not be sent. Please try again.';

/**
 * The company admin's invitation form (issue 24): full name, e-mail and role; the invitation is
 * e-mailed with a single-use link valid 7 days. Field errors show under their inputs.
 */
export function InviteUserForm() {
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CompanyRole>('BUYER');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const [invite, { loading }] = useMutation(InviteCompanyUserMutation, {
    refetchQueries: [CompanyUsersQuery],
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(null);
    setErrors({});
    try {
      const { data } = await invite({ variables: { input: { fullName, email, role } } });
      const result = data?.inviteCompanyUser;
      if (result && result.userErrors.length === 0) {
        setDone(`${result.message ?? 'Invitation sent'} to ${email.trim()}.`);
        setFullName('');
        setEmail('');
        return;
      }
      const fieldErrors: Record<string, string> = {};
      for (const e of result?.userErrors ?? []) fieldErrors[e.field ?? 'form'] = e.message;
      setErrors(Object.keys(fieldErrors).length > 0 ? fieldErrors : { form: INVITE_FAILED });
    } catch {
      setErrors({ form: INVITE_FAILED });
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} aria-label="Invite a user">
      <Stack gap="4">
        <Flex gap="4" direction={{ base: 'column', md: 'row' }}>
          <FormField
            label="Full name"
            name="fullName"
            required
            value={fullName}
            error={errors.full_name}
            onChange={(e) => setFullName(e.target.value)}
          />
          <FormField
            label="Email"
            name="email"
            type="email"
            required
            value={email}
            error={errors.email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Field.Root invalid={Boolean(errors.role)}>
            <Field.Label>Role</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="role"
                value={role}
                onChange={(e) => setRole(e.target.value as CompanyRole)}
              >
                {COMPANY_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {COMPANY_ROLE_LABELS[r]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {errors.role ? <Field.ErrorText>{errors.role}</Field.ErrorText> : null}
          </Field.Root>
        </Flex>
        <FormMessage message={errors.form ?? null} />
        <FormMessage message={done} status="success" />
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={loading}>
          Send invitation
        </Button>
      </Stack>
    </form>
  );
}
