import { Button } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { CompanyUserStatus } from '@/admin/__generated__/graphql';
import { ConfirmDialog } from '../components/confirm-dialog';
import { runChange } from '../lib/run-change';
import {
  AdminReinstateCompanyUserMutation,
  AdminSuspendCompanyUserMutation,
} from './company-documents';

/**
 * Suspend or reinstate one company user from the shop's side (issue 24 admin console), after a
 * confirmation: a suspended user's sessions end at once. The account holder has no button — they
 * are blocked with the account itself.
 */
export function CompanyUserAccess({
  userId,
  name,
  status,
}: {
  userId: string;
  name: string;
  status: CompanyUserStatus;
}) {
  const [open, setOpen] = useState(false);
  const [suspend, suspending] = useMutation(AdminSuspendCompanyUserMutation);
  const [reinstate, reinstating] = useMutation(AdminReinstateCompanyUserMutation);
  const suspended = status === 'SUSPENDED';
  const variables = { userId };
  const confirm = async () => {
    await runChange(
      async () =>
        suspended
          ? (await reinstate({ variables })).data?.admin.reinstateCompanyUser
          : (await suspend({ variables })).data?.admin.suspendCompanyUser,
      suspended ? 'User reinstated.' : 'User suspended.',
    );
    setOpen(false);
  };
  return (
    <>
      <Button
        size="xs"
        variant="outline"
        colorPalette={suspended ? undefined : 'red'}
        onClick={() => setOpen(true)}
      >
        {suspended ? 'Reinstate' : 'Suspend'}
      </Button>
      <ConfirmDialog
        open={open}
        title={suspended ? `Reinstate ${name}?` : `Suspend ${name}?`}
        description={
          suspended
            ? 'They can sign in and use the company account again.'
            : 'They are signed out at once and cannot sign in until reinstated. The rest of the company is not affected.'
        }
        confirmLabel={suspended ? 'Reinstate user' : 'Suspend user'}
        destructive={!suspended}
        busy={suspending.loading || reinstating.loading}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
