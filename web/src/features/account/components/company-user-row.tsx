import { Badge, Box, Button, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { getFragmentData } from '@/__generated__';
import type { FragmentType } from '@/__generated__';
import type { CompanyRole, CompanyUserStatus } from '@/__generated__/graphql';
import { FormField } from '@/components/form/form-field';
import { FormMessage } from '@/components/form/form-message';
import { CompanyUserFragment, UpdateCompanyUserMutation } from '../api/company';
import { AccessButtons, type ChangeResult } from './access-buttons';
import { COMPANY_ROLE_LABELS, COMPANY_ROLES, COMPANY_STATUS } from '../lib/company-roles';

/** Props of {@link CompanyUserRow}. */
export interface CompanyUserRowProps {
  /** The user (CompanyUserRow_user fragment). */
  user: FragmentType<typeof CompanyUserFragment>;
}

/** The name, e-mail and status badge of a company user. */
function UserHeading(props: { fullName: string; email: string; status: CompanyUserStatus }) {
  const status = COMPANY_STATUS[props.status];
  return (
    <Flex justify="space-between" gap="3" wrap="wrap">
      <Box>
        <Text fontWeight="600">{props.fullName}</Text>
        <Text fontSize="sm" color="fg.muted">
          {props.email}
        </Text>
      </Box>
      <Badge colorPalette={status.palette} variant="subtle" alignSelf="flex-start">
        {status.label}
      </Badge>
    </Flex>
  );
}

/** A company role picker (issue 24), labelled for screen readers. */
function RoleSelect(props: {
  label: string;
  value: CompanyRole;
  disabled: boolean;
  onChange: (role: CompanyRole) => void;
}) {
  return (
    <NativeSelect.Root disabled={props.disabled} maxW={{ md: '48' }}>
      <NativeSelect.Field
        aria-label={props.label}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as CompanyRole)}
      >
        {COMPANY_ROLES.map((r) => (
          <option key={r} value={r}>
            {COMPANY_ROLE_LABELS[r]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * One user on the Company users page (issue 24): name, e-mail, status; the role and the spending
 * limits per order and per month (euros, gross; empty = none) with Save; Suspend or Reinstate and
 * Remove. The account holder's role and access are fixed, so they get only the limits.
 */
export function CompanyUserRow({ user: ref }: CompanyUserRowProps) {
  const user = getFragmentData(CompanyUserFragment, ref);
  const [role, setRole] = useState<CompanyRole>(user.role);
  const [orderLimit, setOrderLimit] = useState(user.orderLimit?.amount ?? '');
  const [monthLimit, setMonthLimit] = useState(user.monthLimit?.amount ?? '');
  const [feedback, setFeedback] = useState<{ text: string; ok: boolean } | null>(null);
  const [update, updating] = useMutation(UpdateCompanyUserMutation);

  const show = (result: ChangeResult | undefined) => {
    const error = result?.userErrors[0]?.message;
    setFeedback(
      error ? { text: error, ok: false } : { text: result?.message ?? 'Saved', ok: true },
    );
  };
  const run = async (change: () => Promise<ChangeResult | undefined>) => {
    try {
      show(await change());
    } catch {
      setFeedback({ text: 'Something went wrong.', ok: false });
    }
  };
  const onSave = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = {
      userId: user.id,
      orderLimit: orderLimit.trim(),
      monthLimit: monthLimit.trim(),
      ...(user.accountHolder ? {} : { role }),
    };
    void run(async () => (await update({ variables: { input } })).data?.updateCompanyUser);
  };

  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="card"
      p="4"
      aria-label={user.fullName}
    >
      <form onSubmit={onSave}>
        <Stack gap="3">
          <UserHeading fullName={user.fullName} email={user.email} status={user.status} />
          <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
            <RoleSelect
              label={`Role of ${user.fullName}`}
              value={role}
              disabled={user.accountHolder}
              onChange={setRole}
            />
            <FormField
              label="Limit per order (€)"
              name="orderLimit"
              inputMode="decimal"
              placeholder="No limit"
              value={orderLimit}
              onChange={(e) => setOrderLimit(e.target.value)}
            />
            <FormField
              label="Limit per month (€)"
              name="monthLimit"
              inputMode="decimal"
              placeholder="No limit"
              value={monthLimit}
              onChange={(e) => setMonthLimit(e.target.value)}
            />
            <Button type="submit" colorPalette="brand" loading={updating.loading}>
              Save
            </Button>
          </Flex>
          {user.accountHolder ? null : (
            <AccessButtons userId={user.id} status={user.status} run={run} />
          )}
          {feedback ? (
            <FormMessage message={feedback.text} status={feedback.ok ? 'success' : 'error'} />
          ) : null}
        </Stack>
      </form>
    </Box>
  );
}
