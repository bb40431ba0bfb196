import { Badge, Box, Button, Flex, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FiArrowDown, FiArrowUp } from 'react-icons/fi';
import { z } from 'zod';
import { FormField } from '@/components/form/form-field';
import { PageSpinner } from '@/components/page-status';
import { AdminPage } from '../components/admin-page';
import { LoadError } from '../components/load-error';
import { Panel } from '../components/panel';
import { moveItem } from '../lib/move';
import { runChange } from '../lib/run-change';
import {
  AddDeliveryStatusMutation,
  AdminDeliveryStatusesQuery,
  ReorderDeliveryStatusesMutation,
  RenameDeliveryStatusMutation,
} from './documents';

const nameSchema = z.object({
  name: z.string().trim().min(1, 'Enter a status name.').max(60, 'At most 60 characters.'),
});

function AddStatusForm() {
  const [add] = useMutation(AddDeliveryStatusMutation);
  const form = useForm({ resolver: zodResolver(nameSchema), defaultValues: { name: '' } });
  const submit = form.handleSubmit(async ({ name }) => {
    const done = await runChange(
      async () => (await add({ variables: { name } })).data?.admin.addDeliveryStatus,
      `'${name}' added.`,
    );
    if (done) form.reset();
  });
  return (
    <Flex as="form" gap="3" align="end" wrap="wrap" onSubmit={(e) => void submit(e)}>
      <Box flex="1" minW="12rem">
        <FormField
          label="New status (added before 'order delivered')"
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
      </Box>
      <Button type="submit" loading={form.formState.isSubmitting}>
        Add status
      </Button>
    </Flex>
  );
}

function RenameField({ id, name, onDone }: { id: string; name: string; onDone: () => void }) {
  const [rename, { loading }] = useMutation(RenameDeliveryStatusMutation);
  const [value, setValue] = useState(name);
  const save = async () => {
    const done = await runChange(
      async () =>
        (await rename({ variables: { id, name: value.trim() } })).data?.admin.renameDeliveryStatus,
      `Renamed to '${value.trim()}'.`,
    );
    if (done) onDone();
  };
  return (
    <Flex gap="2" flex="1" minW="12rem" wrap="wrap">
      <Input
        size="sm"
        flex="1"
        aria-label={`New name for '${name}'`}
        value={value}
        maxLength={60}
        onChange={(e) => setValue(e.currentTarget.value)}
      />
      <Button
        size="sm"
        loading={loading}
        disabled={!value.trim() || value.trim() === name}
        onClick={() => void save()}
      >
        Save
      </Button>
      <Button size="sm" variant="outline" onClick={onDone}>
        Cancel
      </Button>
    </Flex>
  );
}

/**
 * The delivery statuses (issue 9): the ordered list with how many orders each holds; add, rename
 * and reorder, while 'awaiting dispatch' stays first and 'order delivered' last (fixed).
 */
export default function DeliveryStatusesPage() {
  const { data, loading, error, refetch } = useQuery(AdminDeliveryStatusesQuery);
  const [reorder, reordering] = useMutation(ReorderDeliveryStatusesMutation);
  const [renaming, setRenaming] = useState<string | null>(null);
  if (loading && !data) return <PageSpinner />;
  if (error && !data) return <LoadError error={error} onRetry={() => void refetch()} />;
  const statuses = data?.admin.deliveryStatuses ?? [];
  const movable = (index: number, by: -1 | 1) =>
    moveItem(statuses, index, by, true).some((s, i) => s.id !== statuses[i]?.id);
  const move = (index: number, by: -1 | 1) =>
    void runChange(
      async () =>
        (
          await reorder({
            variables: { ids: moveItem(statuses, index, by, true).map((s) => s.id) },
          })
        ).data?.admin.reorderDeliveryStatuses,
      'Order of statuses saved.',
    );
  return (
    <AdminPage title="Delivery statuses">
      <Panel title="Statuses in order">
        <Stack as="ol" listStyleType="none" gap="2">
          {statuses.map((status, index) => (
            <Flex
              as="li"
              key={status.id}
              gap="3"
              align="center"
              wrap="wrap"
              borderWidth="1px"
              borderRadius="md"
              p="3"
            >
              <Text as="span" w="6" color="fg.muted" aria-hidden>
                {status.position}.
              </Text>
              {renaming === status.id ? (
                <RenameField id={status.id} name={status.name} onDone={() => setRenaming(null)} />
              ) : (
                <>
                  <Text flex="1" minW="10rem" fontWeight="500">
                    {status.name}{' '}
                    {status.fixed ? (
                      <Badge size="sm" colorPalette="gray">
                        fixed
                      </Badge>
                    ) : null}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {status.orderCount} {status.orderCount === 1 ? 'order' : 'orders'}
                  </Text>
                  {status.fixed ? null : (
                    <Flex gap="1">
                      <IconButton
                        size="sm"
                        variant="outline"
                        aria-label={`Move '${status.name}' up`}
                        disabled={!movable(index, -1) || reordering.loading}
                        onClick={() => move(index, -1)}
                      >
                        <FiArrowUp />
                      </IconButton>
                      <IconButton
                        size="sm"
                        variant="outline"
                        aria-label={`Move '${status.name}' down`}
                        disabled={!movable(index, 1) || reordering.loading}
                        onClick={() => move(index, 1)}
                      >
                        <FiArrowDown />
                      </IconButton>
                      <Button size="sm" variant="outline" onClick={() => setRenaming(status.id)}>
                        Rename
                      </Button>
                    </Flex>
                  )}
                </>
              )}
            </Flex>
          ))}
        </Stack>
      </Panel>
      <Panel title="Add a status">
        <AddStatusForm />
      </Panel>
    </AdminPage>
  );
}
