import { Badge, Box, Button, Field, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminStaffQuery as AdminStaffResult } from '@/admin/__generated__/graphql';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { STAFF_ROLES, type StaffRole } from '@serena/domain/staff-roles';
import { FormField } from '@/components/form/form-field';
import { AdminPage } from '../components/admin-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DataTable } from '../components/data-table';
import { Panel } from '../components/panel';
import { formatDate } from '../lib/format';
import { runChange } from '../lib/run-change';
import {
  AdminStaffQuery,
  ChangeStaffRoleMutation,
  InviteStaffMutation,
  RemoveStaffMutation,
} from './documents';
import { useStaffAccess } from './use-staff-access';

/** What each role may do, in the console's words (issue 26). */
export const ROLE_SUMMARIES: Record<StaffRole, string> = {
  OWNER: 'Everything, staff included',
  SALES: 'Accounts, applications, credit limits, quotes, inbox',
  ACCOUNTS: 'Payments, statements, credit notes, reconciliation',
  WAREHOUSE: 'Orders: view, move delivery status, print',
  CONTENT: 'Catalog and news',
};

const refetch = { refetchQueries: ['AdminStaff'] };

type Member = AdminStaffResult['admin']['staff'][number];

/** A labelled select of the staff roles. */
function RoleSelect(props: {
  label: string;
  value: StaffRole;
  onChange: (role: StaffRole) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={props.value}
          onChange={(e) => props.onChange(e.currentTarget.value as StaffRole)}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Invites a staff member by e-mail with a role. */
function InviteForm() {
  const [invite, { loading }] = useMutation(InviteStaffMutation, refetch);
  const [email, setEmail] = useState('');
  const [fullName, setFullName] = useState('');
  const [role, setRole] = useState<StaffRole>('WAREHOUSE');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await runChange(
      async () =>
        (
          await invite({
            variables: { input: { email: email.trim(), fullName: fullName.trim(), role } },
          })
        ).data?.admin.inviteStaff,
      `Invitation sent to ${email.trim()}.`,
    );
    if (done) {
      setEmail('');
      setFullName('');
    }
  };
  return (
    <Stack as="form" gap="4" onSubmit={(e) => void submit(e)}>
      <Flex gap="3" wrap="wrap" align="end">
        <Box flex="1" minW="12rem">
          <FormField
            label="Full name"
            value={fullName}
            maxLength={100}
            onChange={(e) => setFullName(e.currentTarget.value)}
          />
        </Box>
        <Box flex="1" minW="12rem">
          <FormField
            label="Email"
            type="email"
            value={email}
            maxLength={254}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
        </Box>
        <Box minW="10rem">
          <RoleSelect label="Role" value={role} onChange={setRole} />
        </Box>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {role}: {ROLE_SUMMARIES[role]}. The invitation link works once and expires in 7 days.
      </Text>
      <Box>
        <Button type="submit" loading={loading} disabled={!email.trim() || !fullName.trim()}>
          Send invitation
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * Staff management (issue 26, OWNER): who works in the console with which role; invite by e-mail,
 * change a role, remove (with a confirmation). The api keeps at least one owner.
 */
export default function StaffPage() {
  const {
    data,
    loading,
    error,
    refetch: reload,
  } = useQuery(AdminStaffQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const viewer = useStaffAccess();
  const [changeRole] = useMutation(ChangeStaffRoleMutation, refetch);
  const [remove, removing] = useMutation(RemoveStaffMutation, refetch);
  const [leaving, setLeaving] = useState<{ id: string; email: string } | null>(null);
  const staff = data?.admin.staff ?? [];
  const columns: ColumnDef<Member>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: ({ row: { original: m } }) => (
        <>
          {m.fullName}{' '}
          {m.status === 'INVITED' ? <Badge colorPalette="orange">Invited</Badge> : null}
        </>
      ),
    },
    { id: 'email', header: 'Email', cell: ({ row }) => row.original.email },
    {
      id: 'role',
      header: 'Role',
      cell: ({ row: { original: m } }) => (
        <RoleSelect
          label={`Role of ${m.fullName}`}
          value={m.role}
          onChange={(role) => void setRole(m.id, m.email, role)}
        />
      ),
    },
    { id: 'since', header: 'Since', cell: ({ row }) => formatDate(row.original.createdAt) },
    {
      id: 'actions',
      header: '',
      cell: ({ row: { original: m } }) =>
        m.email === viewer.label ? (
          <Text fontSize="sm">You</Text>
        ) : (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            aria-label={`Remove ${m.fullName}`}
            onClick={() => setLeaving({ id: m.id, email: m.email })}
          >
            Remove
          </Button>
        ),
    },
  ];
  const setRole = (id: string, email: string, role: StaffRole) =>
    runChange(
      async () => (await changeRole({ variables: { id, role } })).data?.admin.changeStaffRole,
      `${email} is now ${role}.`,
    );
  const confirmRemove = async () => {
    if (!leaving) return;
    await runChange(
      async () => (await remove({ variables: { id: leaving.id } })).data?.admin.removeStaff,
      `Removed ${leaving.email}.`,
    );
    setLeaving(null);
  };
  return (
    <AdminPage title="Staff">
      <Panel title="Invite a staff member">
        <InviteForm />
      </Panel>
      <Panel title="Team">
        <DataTable
          caption="Staff"
          columns={columns}
          rows={staff}
          rowId={(m) => m.id}
          loading={loading}
          error={error}
          onRetry={() => void reload()}
          emptyMessage="No staff yet."
          sort={null}
          onSortChange={() => undefined}
          page={1}
          totalPages={1}
          totalCount={staff.length}
          hrefForPage={() => '/admin/staff'}
        />
      </Panel>
      <ConfirmDialog
        open={leaving !== null}
        title="Remove this staff member?"
        description={`${leaving?.email ?? ''} can no longer sign in to the console; their sessions end at once.`}
        confirmLabel="Remove"
        busy={removing.loading}
        onConfirm={() => void confirmRemove()}
        onClose={() => setLeaving(null)}
      />
    </AdminPage>
  );
}
