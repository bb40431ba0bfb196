import { Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { clearAwaitingApprovals, useAwaitingApprovalsCount } from '@/lib/live-approvals';
import { PageContainer } from '@/components/page-container';
import { PageTitle } from '@/components/page-title';
import { PageSpinner } from '@/components/page-status';
import { ViewerIdQuery } from '../api/approvals-viewer';
import { ApprovalList } from '../components/approval-list';

/**
 * /account/approvals (issue 24): the company's orders awaiting approval and the ones decided; an
 * approver (APPROVER or company admin) approves or rejects with a note those they did not place.
 * Login required (the route guard). The approvers' e-mail links here.
 */
export default function ApprovalsRoute() {
  const { data, loading } = useQuery(ViewerIdQuery);
  // Issue 24: the live notices' badge counts orders not yet seen here.
  const awaiting = useAwaitingApprovalsCount();
  useEffect(() => clearAwaitingApprovals(), [awaiting]);
  if (loading && !data) return <PageSpinner />;
  const viewerId = data?.viewer?.id ?? '';
  return (
    <PageContainer>
      <PageTitle title="Approvals" eyebrow="My Account" />
      <ApprovalList viewerId={viewerId} title="Orders for approval" />
      <Text color="fg.muted" fontSize="sm">
        Orders over a buyer&apos;s limits or the company&apos;s approval amount wait here with their
        credit reserved for 7 days.
      </Text>
    </PageContainer>
  );
}
