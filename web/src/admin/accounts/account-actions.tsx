import { Button, Flex } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { AccountStatus } from '@/admin/__generated__/graphql';
import { FormField } from '@/components/form/form-field';
import { MessageField } from '@/components/form/message-field';
import { ConfirmDialog } from '../components/confirm-dialog';
import { euroAmount, toEuroString } from '../lib/money-input';
import { runChange } from '../lib/run-change';
import {
  ApproveAccountMutation,
  BlockAccountMutation,
  RejectAccountMutation,
  UnblockAccountMutation,
} from './documents';

type Pending = 'approve' | 'reject' | 'block' | null;

/** Longest rejection reason (the api's limit). */
const MAX_REASON = 1000;

/**
 * The status actions of an account (issue 9): approve an application with its opening credit
 * limit (issue 22) or reject it with a reason (issue 26; the applicant is e-mailed either way), block an approved account
 * (its sessions end at once) and unblock it. Approve, reject and block ask for confirmation first.
 */
export function AccountActions({
  id,
  status,
  name,
}: {
  id: string;
  status: AccountStatus;
  name: string;
}) {
  const [pending, setPending] = useState<Pending>(null);
  const [approve, approving] = useMutation(ApproveAccountMutation);
  const [reject, rejecting] = useMutation(RejectAccountMutation);
  const [block, blocking] = useMutation(BlockAccountMutation);
  const [unblock, unblocking] = useMutation(UnblockAccountMutation);
  const variables = { id };
  const [limit, setLimit] = useState('0');
  const [limitError, setLimitError] = useState<string | undefined>();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  const confirm = async () => {
    if (pending === 'approve') {
      const checked = euroAmount(true).safeParse(limit);
      if (!checked.success) {
        setLimitError(checked.error.issues[0]?.message);
        return;
      }
      const creditLimit = toEuroString(checked.data);
      await runChange(
        async () => (await approve({ variables: { id, creditLimit } })).data?.admin.approveAccount,
        'Account approved.',
      );
    } else if (pending === 'reject') {
      if (!reason.trim()) {
        setReasonError('Give the reason the applicant will read.');
        return;
      }
      const done = await runChange(
        async () =>
          (await reject({ variables: { id, reason: reason.trim() } })).data?.admin.rejectAccount,
        'Application rejected.',
      );
      if (done) setReason('');
    } else if (pending === 'block') {
      await runChange(
        async () => (await block({ variables })).data?.admin.blockAccount,
        'Account blocked.',
      );
    }
    setPending(null);
  };

  return (
    <Flex gap="2" wrap="wrap">
      {status === 'PENDING' || status === 'REJECTED' ? (
        <Button colorPalette="brand" onClick={() => setPending('approve')}>
          Approve
        </Button>
      ) : null}
      {status === 'PENDING' ? (
        <Button variant="outline" colorPalette="red" onClick={() => setPending('reject')}>
          Reject
        </Button>
      ) : null}
      {status === 'APPROVED' ? (
        <Button variant="outline" colorPalette="red" onClick={() => setPending('block')}>
          Block
        </Button>
      ) : null}
      {status === 'BLOCKED' ? (
        <Button
          loading={unblocking.loading}
          onClick={() =>
            void runChange(
              async () => (await unblock({ variables })).data?.admin.unblockAccount,
              'Account unblocked.',
            )
          }
        >
          Unblock
        </Button>
      ) : null}
      <ConfirmDialog
        open={pending === 'approve'}
        title="Approve this application?"
        description={`${name} is e-mailed and can sign in. With a credit limit above €0 they can order on credit at once; at €0 the e-mail says they can browse trade prices until you set a limit.`}
        confirmLabel="Approve account"
        destructive={false}
        busy={approving.loading}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      >
        <FormField
          label="Opening credit limit (€)"
          inputMode="decimal"
          value={limit}
          error={limitError}
          onChange={(e) => {
            setLimit(e.target.value);
            setLimitError(undefined);
          }}
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={pending === 'reject'}
        title="Reject this application?"
        description={`${name} will be e-mailed that the application was not approved, with your reason, and cannot sign in.`}
        confirmLabel="Reject application"
        busy={rejecting.loading}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      >
        <MessageField
          label="Reason (sent to the applicant)"
          rows={3}
          max={MAX_REASON}
          count={reason.length}
          value={reason}
          error={reasonError}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setReasonError(undefined);
          }}
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={pending === 'block'}
        title="Block this account?"
        description={`${name} is signed out everywhere at once and cannot sign in until unblocked.`}
        confirmLabel="Block account"
        busy={blocking.loading}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      />
    </Flex>
  );
}
