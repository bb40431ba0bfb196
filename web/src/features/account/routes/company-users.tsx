import { Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { PageContainer } from '@/components/page-container';
import { PageTitle } from '@/components/page-title';
import { PanelCard } from '@/components/panel-card';
import { CompanyUsersQuery } from '../api/company';
import { CompanyUserRow } from '../components/company-user-row';
import { InviteUserForm } from '../components/invite-user-form';
import { ApprovalRuleForm } from '../components/approval-rule-form';
import { COMPANY_ADMINS_ONLY } from '../lib/company-roles';

/** True when the query failed because the viewer is not the company admin. */
function isForbidden(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'FORBIDDEN')
  );
}

/**
 * /account/company-users (issue 24): the company admin's users — invite by e-mail, change roles
 * and spending limits, suspend, reinstate, remove — and the company's approval rule. Login required (the route guard); a user who is
 * not the company admin reads that only the company administrator can manage users.
 */
export default function CompanyUsersRoute() {
  const { data, loading, error } = useQuery(CompanyUsersQuery, {
    fetchPolicy: 'cache-and-network',
  });
  let body;
  if (data) {
    body = (
      <Stack gap="6">
        <PanelCard>
          <Heading as="h2" size="md" mb="4">
            Invite a user
          </Heading>
          <InviteUserForm />
        </PanelCard>
        <PanelCard>
          <Heading as="h2" size="md" mb="4">
            Approval rule
          </Heading>
          <ApprovalRuleForm />
        </PanelCard>
        <Stack as="ul" gap="3" aria-label="Company users" p="0" m="0">
          {data.companyUsers.map((user) => (
            <CompanyUserRow key={user.id} user={user} />
          ))}
        </Stack>
      </Stack>
    );
  } else if (loading) {
    body = (
      <Center minH="40">
        <Spinner size="lg" color="brand.solid" role="status" aria-label="Loading" />
      </Center>
    );
  } else {
    body = (
      <Text textAlign="center" color="red.600" role="alert">
        {isForbidden(error) ? COMPANY_ADMINS_ONLY : 'Failed to load company users'}
      </Text>
    );
  }
  return (
    <PageContainer>
      <PageTitle title="Company users" eyebrow="My Account" />
      {body}
    </PageContainer>
  );
}
