import { Badge, Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import type {
  AdminAccountCompanyQuery as CompanyData,
  CompanyRole,
  CompanyUserStatus,
} from '@/admin/__generated__/graphql';
import { PageSpinner } from '@/components/page-status';
import { formatMoney } from '@/lib/money';
import { CardTable, type CardColumn } from '../components/card-table';
import { LoadError } from '../components/load-error';
import { formatDateTime } from '../lib/format';
import { AdminAccountCompanyQuery } from './company-documents';
import { CompanyUserAccess } from './company-user-access';

type Company = NonNullable<CompanyData['admin']['company']>;
type Address = Company['addresses'][number];
type Approval = Company['pendingApprovals'][number];
type User = CompanyData['admin']['companyUsers'][number];

/** How each company role reads (issue 24). */
const ROLE_LABEL: Record<CompanyRole, string> = {
  COMPANY_ADMIN: 'Company admin',
  BUYER: 'Buyer',
  APPROVER: 'Approver',
  ACCOUNTS: 'Accounts',
};

/** How each company-user status reads, with its badge colour. */
const STATUS: Record<CompanyUserStatus, { label: string; palette: string }> = {
  ACTIVE: { label: 'Active', palette: 'green' },
  INVITED: { label: 'Invited', palette: 'blue' },
  SUSPENDED: { label: 'Suspended', palette: 'red' },
  PENDING: { label: 'Awaiting approval', palette: 'orange' },
  REJECTED: { label: 'Rejected', palette: 'gray' },
};

const limit = (money: User['orderLimit']) => (money ? formatMoney(money) : 'No limit');

/** The users' columns; the actions column only for staff who may manage accounts. */
function userColumns(canManage: boolean): CardColumn<User>[] {
  const columns: CardColumn<User>[] = [
    {
      header: 'Name',
      cell: (u) => (
        <>
          {u.fullName}
          {u.accountHolder ? (
            <Text fontSize="xs" color="fg.muted">
              Account holder
            </Text>
          ) : null}
        </>
      ),
    },
    { header: 'E-mail', cell: (u) => u.email },
    { header: 'Role', cell: (u) => ROLE_LABEL[u.role] },
    { header: 'Per-order limit', cell: (u) => limit(u.orderLimit), end: true },
    { header: 'Monthly limit', cell: (u) => limit(u.monthLimit), end: true },
    {
      header: 'Status',
      cell: (u) => <Badge colorPalette={STATUS[u.status].palette}>{STATUS[u.status].label}</Badge>,
    },
  ];
  if (!canManage) return columns;
  return [
    ...columns,
    {
      header: '',
      cell: (u) =>
        u.accountHolder ? null : (
          <CompanyUserAccess userId={u.id} name={u.fullName} status={u.status} />
        ),
    },
  ];
}

const APPROVAL_COLUMNS: CardColumn<Approval>[] = [
  {
    header: 'Order reference',
    cell: (a) => a.buyerPoNumber || [...new Set(a.lines.map((l) => l.referenceNumber))].join(', '),
  },
  { header: 'Amount', cell: (a) => formatMoney(a.total), end: true },
  { header: 'Placed by', cell: (a) => a.placedBy ?? '—' },
  { header: 'Placed at', cell: (a) => formatDateTime(a.createdAt) },
  { header: 'Expires at', cell: (a) => formatDateTime(a.expiresAt) },
];

/** One saved delivery address, whole, the default marked. */
function AddressCard({ address }: { address: Address }) {
  const lines = [
    address.recipientName,
    address.companyName,
    address.line1,
    address.line2,
    address.town,
    address.county,
    address.eircode,
  ].filter(Boolean);
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" fontSize="sm">
      {address.isDefault ? (
        <Badge colorPalette="green" mb="1">
          Default
        </Badge>
      ) : null}
      {lines.map((line, i) => (
        <Text key={i}>{line}</Text>
      ))}
      {address.phone ? <Text color="fg.muted">Phone: {address.phone}</Text> : null}
      {address.deliveryNotes ? (
        <Text color="fg.muted">Delivery notes: {address.deliveryNotes}</Text>
      ) : null}
    </Box>
  );
}

/** A sub-heading of the section. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="2" as="section" aria-label={title}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * The Company section of an account (issue 24 admin console): its users with their role, limits
 * and status (Suspend / Reinstate for staff who may manage accounts), its delivery addresses,
 * its approval rule and the orders awaiting approval. Read only otherwise: the company manages
 * these itself.
 */
export function CompanySection({
  accountId,
  canManage,
}: {
  accountId: string;
  canManage: boolean;
}) {
  const { data, loading, error, refetch } = useQuery(AdminAccountCompanyQuery, {
    variables: { accountId },
  });
  if (loading && !data) return <PageSpinner />;
  if (error && !data) return <LoadError error={error} onRetry={() => void refetch()} />;
  const users = data?.admin.companyUsers ?? [];
  const company = data?.admin.company;
  if (!company) return <Text color="fg.muted">This account has no company.</Text>;
  return (
    <Stack gap="6">
      <Part title="Users">
        <CardTable
          caption="Company users"
          columns={userColumns(canManage)}
          rows={users}
          rowId={(u) => u.id}
          emptyMessage="No users."
        />
      </Part>
      <Part title="Delivery addresses">
        {company.addresses.length === 0 ? (
          <Text color="fg.muted">No saved delivery addresses.</Text>
        ) : (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="3">
            {company.addresses.map((address) => (
              <AddressCard key={address.id} address={address} />
            ))}
          </SimpleGrid>
        )}
      </Part>
      <Part title="Approval rule">
        <Text>
          {company.approvalRule
            ? `Orders above ${formatMoney(company.approvalRule)} always need approval.`
            : 'No company rule: only the users’ own limits apply.'}
        </Text>
      </Part>
      <Part title="Pending approvals">
        <CardTable
          caption="Pending approvals"
          columns={APPROVAL_COLUMNS}
          rows={company.pendingApprovals}
          rowId={(a) => a.id}
          emptyMessage="No orders awaiting approval."
        />
      </Part>
    </Stack>
  );
}
