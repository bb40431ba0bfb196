import { Button, Flex } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import type { CompanyUserStatus } from '@/__generated__/graphql';
import {
  CompanyUsersQuery,
  ReinstateCompanyUserMutation,
  ReinviteCompanyUserMutation,
  RemoveCompanyUserMutation,
  SuspendCompanyUserMutation,
} from '../api/company';

/** The outcome of a change: its message, or its first userError. */
export interface ChangeResult {
  message?: string | null;
  userErrors: { message: string }[];
}

/** Props of {@link AccessButtons}. */
export interface AccessButtonsProps {
  /** The company user's id. */
  userId: string;
  /** Their status: Suspend shows while ACTIVE, Reinstate while SUSPENDED, Resend while INVITED. */
  status: CompanyUserStatus;
  /** Runs a change and shows its outcome (the row's message). */
  run: (change: () => Promise<ChangeResult | undefined>) => Promise<void>;
}

/**
 * Suspend, Reinstate or Resend invitation, and Remove, of one company user (issue 24); the list is fetched again
 * after each. Suspending and removing end the user's sessions at once (the api does).
 */
export function AccessButtons({ userId, status, run }: AccessButtonsProps) {
  const refetch = { refetchQueries: [CompanyUsersQuery] };
  const variables = { userId };
  const [suspend] = useMutation(SuspendCompanyUserMutation, refetch);
  const [reinstate] = useMutation(ReinstateCompanyUserMutation, refetch);
  const [remove] = useMutation(RemoveCompanyUserMutation, refetch);
  const [reinvite] = useMutation(ReinviteCompanyUserMutation, refetch);
  const onSuspend = () =>
    void run(async () => (await suspend({ variables })).data?.suspendCompanyUser);
  const onReinstate = () =>
    void run(async () => (await reinstate({ variables })).data?.reinstateCompanyUser);
  const onReinvite = () =>
    void run(async () => (await reinvite({ variables })).data?.reinviteCompanyUser);
  const onRemove = () =>
    void run(async () => (await remove({ variables })).data?.removeCompanyUser);
  return (
    <Flex gap="2" wrap="wrap">
      {status === 'SUSPENDED' ? (
        <Button size="sm" variant="outline" onClick={onReinstate}>
          Reinstate
        </Button>
      ) : status === 'ACTIVE' ? (
        <Button size="sm" variant="outline" onClick={onSuspend}>
          Suspend
        </Button>
      ) : (
        <Button size="sm" variant="outline" onClick={onReinvite}>
          Resend invitation
        </Button>
      )}
      <Button size="sm" variant="outline" colorPalette="red" onClick={onRemove}>
        Remove
      </Button>
    </Flex>
  );
}
