import { Heading, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { OrderApprovalsQuery } from '../api/approvals';
import { ApprovalCard } from './approval-card';

/** Props of {@link ApprovalList}. */
export interface ApprovalListProps {
  /** The viewer's user id (their orders and credit are refreshed after a decision). */
  viewerId: string;
  /** The heading above the list. */
  title: string;
}

/**
 * The company's orders awaiting or past approval (issue 24; a buyer sees their own), newest
 * first, under `title`; nothing at all while there are none, so a company that never needed
 * approval sees its pages as before.
 */
export function ApprovalList({ viewerId, title }: ApprovalListProps) {
  const { data } = useQuery(OrderApprovalsQuery, { fetchPolicy: 'cache-and-network' });
  const approvals = data?.orderApprovals ?? [];
  if (approvals.length === 0) return null;
  return (
    <Stack gap="3" mb="8">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      <Stack as="ul" gap="3" p="0" m="0" aria-label={title}>
        {approvals.map((a) => (
          <ApprovalCard key={a.id} approval={a} viewerId={viewerId} />
        ))}
      </Stack>
    </Stack>
  );
}
