import { Badge, Box, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageSpinner } from '@/components/page-status';
import { formatMoney } from '@/lib/money';
import { AdminPage } from '../components/admin-page';
import { LoadError } from '../components/load-error';
import { Fields, Panel } from '../components/panel';
import { ACCOUNT_STATUS, formatDateTime } from '../lib/format';
import { adminPaths } from '../paths';
import { AccountActions } from './account-actions';
import { AccountNotes } from './account-notes';
import { CompanySection } from './company-section';
import { CreditLimitForm } from './credit-forms';
import { InvoicesTable } from './invoices-table';
import { PaymentForm } from './payment-form';
import { PriceListForm } from './price-list-form';
import { useStaffAccess } from '../staff/use-staff-access';
import { TermsForms } from './terms-forms';
import { AdminAccountQuery } from './documents';
import { LedgerTable } from './ledger-table';

/**
 * One trade account (issue 9 Accounts): the full application, the status actions, the credit limit
 * and payment forms, and the credit ledger with its running balance and the available credit;
 * issue 22: payment terms, VAT number, the overdue amount and the invoices with their states;
 * issue 26: the staff-only account notes; issue 24: the company's users (suspend / reinstate),
 * delivery addresses, approval rule and pending approvals.
 */
export default function AccountDetailPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(AdminAccountQuery, { variables: { id } });
  const access = useStaffAccess();
  if (loading && !data) return <PageSpinner />;
  if (error && !data) return <LoadError error={error} onRetry={() => void refetch()} />;
  const account = data?.admin.account;
  const back = (
    <Link asChild fontSize="sm" color="fg.muted">
      <RouterLink to={adminPaths.accounts.to()}>← All accounts</RouterLink>
    </Link>
  );
  if (!account) {
    return (
      <AdminPage title="Account not found" breadcrumb={back}>
        <Text>There is no trade account with this id.</Text>
      </AdminPage>
    );
  }
  const status = ACCOUNT_STATUS[account.status];
  return (
    <AdminPage
      title={account.companyName || account.fullName}
      breadcrumb={back}
      actions={<AccountActions id={account.id} status={account.status} name={account.fullName} />}
    >
      <Text>
        <Badge colorPalette={status.palette} size="lg">
          {status.label}
        </Badge>{' '}
        applied {formatDateTime(account.createdAt)} ·{' '}
        <Link asChild>
          <RouterLink to={`${adminPaths.orders.to()}?customer=${encodeURIComponent(account.id)}`}>
            {account.orderCount} {account.orderCount === 1 ? 'order' : 'orders'}
          </RouterLink>
        </Link>
      </Text>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <Stack gap="6">
          <Panel title="Application">
            <Fields
              items={[
                ['Full name', account.fullName],
                ['Company', account.companyName],
                ['E-mail', account.email],
                ['Invoice e-mail', account.invoiceEmail],
                ['Phone', account.phoneNumber],
                ['Country', account.country],
                [
                  'Office',
                  [account.officeAddress, account.officeCity, account.officeEircode]
                    .filter(Boolean)
                    .join(', '),
                ],
                [
                  'Delivery',
                  [account.deliveryAddress, account.deliveryCity, account.deliveryEircode]
                    .filter(Boolean)
                    .join(', '),
                ],
                ['Newsletter', account.subscribed ? 'Subscribed' : 'Not subscribed'],
              ]}
            />
          </Panel>
          <Panel title="Terms and VAT">
            <TermsForms
              key={`${account.paymentTermsDays}-${account.vatNumber ?? ''}`}
              accountId={account.id}
              paymentTermsDays={account.paymentTermsDays}
              vatNumber={account.vatNumber}
            />
          </Panel>
          {access.may('prices') ? (
            <Panel title="Prices">
              <PriceListForm
                key={account.priceList?.id ?? 'trade'}
                accountId={account.id}
                current={account.priceList ?? null}
              />
            </Panel>
          ) : null}
          <Panel title="Notes">
            <AccountNotes accountId={account.id} canAdd={access.may('accounts.manage')} />
          </Panel>
        </Stack>
        <Panel title="Credit">
          <Fields
            items={[
              ['Credit limit', formatMoney(account.creditLimit)],
              ['Outstanding', formatMoney(account.outstanding)],
              [
                'Overdue',
                <Box
                  as="span"
                  key="o"
                  color={Number(account.overdue.amount) > 0 ? 'fg.error' : undefined}
                >
                  {formatMoney(account.overdue)}
                </Box>,
              ],
              [
                'Available credit',
                <Box as="strong" key="a" data-testid="available-credit">
                  {formatMoney(account.availableCredit)}
                </Box>,
              ],
            ]}
          />
          <CreditLimitForm accountId={account.id} current={account.creditLimit.amount} />
          <PaymentForm
            accountId={account.id}
            openInvoices={account.invoices.filter((i) => Number(i.open.amount) > 0)}
          />
        </Panel>
      </SimpleGrid>
      <Panel title="Company">
        <CompanySection accountId={account.id} canManage={access.may('accounts.manage')} />
      </Panel>
      <Panel title="Invoices">
        <InvoicesTable invoices={account.invoices} />
      </Panel>
      <Panel title="Credit ledger">
        <LedgerTable entries={account.ledger} accountId={account.id} />
      </Panel>
    </AdminPage>
  );
}
