import { Badge, Button, Flex, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FiArrowDown, FiArrowUp } from 'react-icons/fi';
import { PageSpinner } from '@/components/page-status';
import { AdminPage } from '../components/admin-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LoadError } from '../components/load-error';
import { Panel } from '../components/panel';
import { moveItem } from '../lib/move';
import { runChange } from '../lib/run-change';
import { AddStatusForm } from './add-status-form';
import { saveStatuses } from './cache';
import {
  AdminDeliveryStatusesQuery,
  RemoveDeliveryStatusMutation,
  ReorderDeliveryStatusesMutation,
  RenameDeliveryStatusMutation,
} from './documents';

function RenameField({ id, name, onDone }: { id: string; name: string; onDone: () => void }) {
  const [rename, { loading }] = useMutation(RenameDeliveryStatusMutation, {
    update: (cache, { data }) =>
      saveStatuses(cache, data?.admin.renameDeliveryStatus.deliveryStatuses),
  });
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
 * The delivery statuses (issue 9): the ordered list with how many orders each holds; add where
 * the admin chooses, rename, reorder and remove one no order uses (issue 26), while 'awaiting
 * dispatch' stays first and 'order delivered' last (fixed). Every change shows at once.
 */
export default function DeliveryStatusesPage() {
  const { data, loading, error, refetch } = useQuery(AdminDeliveryStatusesQuery);
  const [reorder, reordering] = useMutation(ReorderDeliveryStatusesMutation, {
    update: (cache, { data }) =>
      saveStatuses(cache, data?.admin.reorderDeliveryStatuses.deliveryStatuses),
  });
  const [remove, removing] = useMutation(RemoveDeliveryStatusMutation, {
    update: (cache, { data }) =>
      saveStatuses(cache, data?.admin.removeDeliveryStatus.deliveryStatuses),
  });
  const [renaming, setRenaming] = useState<string | null>(null);
  const [removal, setRemoval] = useState<{ id: string; name: string } | null>(null);
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
  const confirmRemoval = async () => {
    if (!removal) return;
    await runChange(
      async () =>
        (await remove({ variables: { id: removal.id } })).data?.admin.removeDeliveryStatus,
      `'${removal.name}' removed.`,
    );
    setRemoval(null);
  };
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
                    <Flex gap="1" wrap="wrap">
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
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        aria-label={`Remove '${status.name}'`}
                        onClick={() => setRemoval({ id: status.id, name: status.name })}
                      >
                        Remove
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
        <AddStatusForm statuses={statuses} />
      </Panel>
      <ConfirmDialog
        open={removal !== null}
        title="Remove this status?"
        description={`'${removal?.name ?? ''}' is removed from the list. A status that orders are in cannot be removed: move them to another status first.`}
        confirmLabel="Remove status"
        busy={removing.loading}
        onConfirm={() => void confirmRemoval()}
        onClose={() => setRemoval(null)}
      />
    </AdminPage>
  );
}
