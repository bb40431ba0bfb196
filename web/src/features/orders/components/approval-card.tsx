import { Badge, Box, Button, Field, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { getFragmentData } from '@/__generated__';
import type { FragmentType } from '@/__generated__';
import { FormMessage } from '@/components/form/form-message';
import { Price } from '@/components/price';
import { formatOrderDate } from '@/lib/order-display';
import { refreshOrdersAndCredit } from '@/lib/refresh-orders';
import { notify } from '@/lib/toaster';
import { ApproveOrderMutation, OrderApprovalFragment, RejectOrderMutation } from '../api/approvals';
import { APPROVAL_REASONS, APPROVAL_STATUS, DECISION_FAILED } from '../lib/approval-labels';

/** Props of {@link ApprovalCard}. */
export interface ApprovalCardProps {
  /** The request (ApprovalCard_approval fragment). */
  approval: FragmentType<typeof OrderApprovalFragment>;
  /** The viewer's user id: their orders and credit are refreshed after a decision. */
  viewerId: string;
}

/** The approver's note and the Approve / Reject buttons of a pending request. */
function DecisionForm(props: { id: string; viewerId: string }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const client = useApolloClient();
  const [approve, approving] = useMutation(ApproveOrderMutation);
  const [reject, rejecting] = useMutation(RejectOrderMutation);
  const decide = async (kind: 'approve' | 'reject') => {
    setError(null);
    const variables = { approvalId: props.id, note: note.trim() || null };
    try {
      const payload =
        kind === 'approve'
          ? (await approve({ variables })).data?.approveOrder
          : (await reject({ variables })).data?.rejectOrder;
      const failure = payload?.userErrors[0]?.message;
      if (!payload || failure) {
        setError(failure ?? DECISION_FAILED);
        return;
      }
      notify('success', payload.message ?? 'Saved');
      void refreshOrdersAndCredit(client, props.viewerId);
    } catch {
      setError(DECISION_FAILED);
    }
  };
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>Note</Field.Label>
        <Textarea
          name="note"
          maxLength={500}
          rows={2}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Field.Root>
      <Flex gap="3" wrap="wrap">
        <Button
          colorPalette="brand"
          loading={approving.loading}
          disabled={rejecting.loading}
          onClick={() => void decide('approve')}
        >
          Approve
        </Button>
        <Button
          variant="outline"
          colorPalette="red"
          loading={rejecting.loading}
          disabled={approving.loading}
          onClick={() => void decide('reject')}
        >
          Reject
        </Button>
      </Flex>
      <FormMessage message={error} />
    </Stack>
  );
}

/**
 * One order awaiting (or past) approval (issue 24): status, who placed it and when, why it needs
 * approval, its lines and total; the approver's decision and note once decided; for an approver
 * who did not place it, a note and Approve / Reject while it is pending.
 */
export function ApprovalCard({ approval: ref, viewerId }: ApprovalCardProps) {
  const approval = getFragmentData(OrderApprovalFragment, ref);
  const status = APPROVAL_STATUS[approval.status];
  const heading = `Order of ${approval.placedBy ?? 'a former user'}`;
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="card"
      p="4"
      aria-label={`${heading}, ${status.label}`}
    >
      <Stack gap="3">
        <Flex justify="space-between" gap="3" wrap="wrap">
          <Box>
            <Text fontWeight="600">{heading}</Text>
            <Text fontSize="sm" color="fg.muted">
              Placed {formatOrderDate(approval.createdAt)}
              {approval.buyerPoNumber ? ` · PO ${approval.buyerPoNumber}` : ''} ·{' '}
              {approval.reasons.map((r) => APPROVAL_REASONS[r]).join(', ')}
            </Text>
          </Box>
          <Flex direction="column" align={{ base: 'flex-start', sm: 'flex-end' }} gap="1">
            <Badge colorPalette={status.palette} variant="subtle">
              {status.label}
            </Badge>
            <Price money={approval.total} />
          </Flex>
        </Flex>
        <Stack as="ul" gap="1" p="0" m="0" fontSize="sm">
          {approval.lines.map((line, i) => (
            <Flex as="li" key={i} justify="space-between" gap="3" listStyleType="none">
              <Text>
                {line.productName}
                {[line.sizeLabel, line.fabricName, line.fabricColorName]
                  .filter(Boolean)
                  .map((part) => ` · ${part}`)
                  .join('')}{' '}
                × {line.quantity} — ref {line.referenceNumber}
              </Text>
              <Price money={line.total} fontWeight="400" />
            </Flex>
          ))}
        </Stack>
        {approval.status === 'PENDING' ? (
          <Text fontSize="sm" color="fg.muted">
            Credit reserved until {formatOrderDate(approval.expiresAt)}.
          </Text>
        ) : null}
        {approval.decidedBy ? (
          <Text fontSize="sm">
            {status.label} by {approval.decidedBy}
            {approval.note ? `: “${approval.note}”` : '.'}
          </Text>
        ) : null}
        {approval.canDecide ? <DecisionForm id={approval.id} viewerId={viewerId} /> : null}
      </Stack>
    </Box>
  );
}
