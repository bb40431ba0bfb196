import { Box, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageSpinner } from '@/components/page-status';
import { formatMoney } from '@/lib/money';
import { AdminPage } from '../components/admin-page';
import { LoadError } from '../components/load-error';
import { formatDate } from '../lib/format';
import { adminPaths } from '../paths';
import { useStaffAccess } from '../staff/use-staff-access';
import { AdminDashboardQuery } from './documents';

function Stat({
  label,
  value,
  to,
  note,
}: {
  label: string;
  value: ReactNode;
  to?: string;
  note?: string;
}) {
  return (
    <Box bg="bg.panel" borderWidth="1px" borderRadius="md" p="5">
      <Text fontSize="sm" color="fg.muted">
        {to ? (
          <Link asChild color="fg.muted">
            <RouterLink to={to}>{label}</RouterLink>
          </Link>
        ) : (
          label
        )}
      </Text>
      <Text fontSize="3xl" fontWeight="600" mt="1">
        {value}
      </Text>
      {note ? (
        <Text fontSize="sm" color="fg.muted">
          {note}
        </Text>
      ) : null}
    </Box>
  );
}

/**
 * The admin dashboard (issue 9): pending applications, orders awaiting dispatch, unread contact
 * messages and callbacks, orders and net/gross sales this week (since Monday), what customers owe
 * past the due date (issue 22; it opens the overdue accounts), and the newest applications.
 */
export default function DashboardPage() {
  const access = useStaffAccess();
  const { data, loading, error, refetch } = useQuery(AdminDashboardQuery, {
    fetchPolicy: 'cache-and-network',
  });
  if (loading && !data) return <PageSpinner />;
  if (error && !data) return <LoadError error={error} onRetry={() => void refetch()} />;
  if (!data) return null;
  const { dashboard, accounts } = data.admin;
  // Issue 26: each card only for a staff role that may open what it links to.
  const may: typeof access.may = (need) => access.may(need);
  return (
    <AdminPage title="Dashboard">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {may('accounts.manage') ? (
          <Stat
            label="Pending applications"
            value={dashboard.pendingApplications}
            to={`${adminPaths.accounts.to()}?status=PENDING`}
          />
        ) : null}
        {may('orders.view') ? (
          <Stat
            label="Orders awaiting dispatch"
            value={dashboard.ordersAwaitingDispatch}
            to={`${adminPaths.orders.to()}?status=${encodeURIComponent('awaiting dispatch')}`}
          />
        ) : null}
        {may('inbox') ? (
          <Stat
            label="Unread messages"
            value={dashboard.unreadContactMessages}
            to={adminPaths.inbox.to()}
          />
        ) : null}
        {may('inbox') ? (
          <Stat
            label="Unread callback requests"
            value={dashboard.unreadCallbackRequests}
            to={`${adminPaths.inbox.to()}?tab=callbacks`}
          />
        ) : null}
        <Stat
          label="Orders this week"
          value={dashboard.ordersThisWeek}
          note={`since ${formatDate(dashboard.weekStartsAt)}`}
        />
        <Stat label="Net sales this week" value={formatMoney(dashboard.netSalesThisWeek)} />
        <Stat label="Gross sales this week" value={formatMoney(dashboard.grossSalesThisWeek)} />
        {may(['books', 'accounts.manage']) ? (
          <Stat
            label="Overdue invoices"
            value={formatMoney(dashboard.overdueTotal)}
            to={`${adminPaths.accounts.to()}?overdue=true`}
            note={`${dashboard.overdueAccounts} ${dashboard.overdueAccounts === 1 ? 'account' : 'accounts'}`}
          />
        ) : null}
        {may('quotes') ? (
          <Stat
            label="Quotes awaiting a price"
            value={dashboard.quotesAwaitingPrice}
            to={adminPaths.quotes.to()}
          />
        ) : null}
      </SimpleGrid>
      {may('accounts.manage') ? (
        <Stack as="section" aria-labelledby="pending-heading" gap="3">
          <Heading as="h2" size="lg" id="pending-heading">
            Applications awaiting approval
          </Heading>
          {accounts.nodes.length === 0 ? (
            <Text color="fg.muted">No applications are waiting.</Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="2">
              {accounts.nodes.map((account) => (
                <Box
                  as="li"
                  key={account.id}
                  bg="bg.panel"
                  borderWidth="1px"
                  borderRadius="md"
                  p="4"
                >
                  <Link asChild fontWeight="600" color="fg">
                    <RouterLink to={adminPaths.account.to(account.id)}>
                      {account.companyName} — {account.fullName}
                    </RouterLink>
                  </Link>
                  <Text fontSize="sm" color="fg.muted">
                    {account.email} · applied {formatDate(account.createdAt)}
                  </Text>
                </Box>
              ))}
            </Stack>
          )}
        </Stack>
      ) : null}
    </AdminPage>
  );
}
