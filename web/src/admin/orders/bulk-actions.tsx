import { Box, Button, Field, Flex, NativeSelect, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FiDownload, FiPrinter, FiTruck } from 'react-icons/fi';
import type { AdminOrderFilter } from '@/admin/__generated__/graphql';
import { notify } from '@/lib/toaster';
import { SAVE_FAILED, adminErrorMessage } from '../lib/errors';
import { useCsvExport } from '../lib/use-csv-export';
import { useStaffAccess } from '../staff/use-staff-access';
import {
  AdminOrdersCsvQuery,
  AdminPackingSlipsUrlQuery,
  BulkSetOrderDeliveryStatusMutation,
} from './documents';

/** Props of {@link BulkActions}. */
export interface BulkActionsProps {
  /** The selection as the server reads it: `{ ids }`, or the list's filter (all matching). */
  selection: AdminOrderFilter;
  /** How many orders are selected. */
  count: number;
  /** The delivery status names, in order. */
  statuses: string[];
  /** Called after a move (the list reloads, the selection clears). */
  onMoved: () => void;
}

/**
 * The bulk action bar of the order list (issue 26): move the selected orders to a delivery status
 * (each audited on its own; a summary of what moved and what was refused), print their packing
 * slips (one PDF) and export them as CSV. Each action shows only for a role that may do it.
 */
export function BulkActions({ selection, count, statuses, onMoved }: BulkActionsProps) {
  const access = useStaffAccess();
  const client = useApolloClient();
  const csv = useCsvExport(['order', 'orders']);
  const [target, setTarget] = useState('');
  const [move, moving] = useMutation(BulkSetOrderDeliveryStatusMutation, {
    refetchQueries: ['AdminOrders'],
  });
  const [printing, setPrinting] = useState(false);

  const moveAll = async () => {
    try {
      const answer = (await move({ variables: { filter: selection, deliveryStatus: target } })).data
        ?.admin.bulkSetOrderDeliveryStatus;
      if (!answer || answer.userErrors[0]) {
        notify('error', answer?.userErrors[0]?.message ?? SAVE_FAILED);
        return;
      }
      const refused = answer.results.filter((r) => !r.ok);
      notify(
        refused.length ? 'error' : 'success',
        `${answer.moved} of ${answer.results.length} orders moved to '${target}'.` +
          (refused.length
            ? ` Not moved: ${refused.map((r) => `${r.trackingId ?? r.orderId} (${r.message})`).join('; ')}`
            : ''),
      );
      onMoved();
    } catch (error) {
      notify('error', adminErrorMessage(error, SAVE_FAILED));
    }
  };

  const print = async () => {
    setPrinting(true);
    try {
      const result = await client.query({
        query: AdminPackingSlipsUrlQuery,
        variables: { filter: selection },
        fetchPolicy: 'network-only',
      });
      const url = result.data?.admin.packingSlipsUrl;
      if (!url) throw new Error('no packing slips');
      // An attachment: the browser saves it and stays on this page.
      window.location.assign(url);
    } catch (error) {
      notify('error', adminErrorMessage(error, SAVE_FAILED));
    } finally {
      setPrinting(false);
    }
  };

  const exportCsv = () =>
    csv.run(async () => {
      const result = await client.query({
        query: AdminOrdersCsvQuery,
        variables: { filter: selection },
        fetchPolicy: 'network-only',
      });
      return result.data?.admin.ordersCsv;
    });

  return (
    <Flex
      role="region"
      aria-label="Bulk actions"
      gap="3"
      align="end"
      wrap="wrap"
      p="3"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="md"
    >
      <Text fontWeight="600" alignSelf="center">
        {count} {count === 1 ? 'order' : 'orders'} selected
      </Text>
      {access.may('orders.status') ? (
        <Flex gap="2" align="end" wrap="wrap">
          <Box minW="12rem">
            <Field.Root>
              <Field.Label>Move selected to</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={target}
                  onChange={(e) => setTarget(e.currentTarget.value)}
                >
                  <option value="">Choose a delivery status</option>
                  {statuses.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </Box>
          <Button
            size="sm"
            disabled={!target}
            loading={moving.loading}
            onClick={() => void moveAll()}
          >
            <FiTruck aria-hidden /> Move {count}
          </Button>
        </Flex>
      ) : null}
      {access.may('orders.print') ? (
        <>
          <Button size="sm" variant="outline" loading={printing} onClick={() => void print()}>
            <FiPrinter aria-hidden /> Print packing slips
          </Button>
          <Button
            size="sm"
            variant="outline"
            loading={csv.exporting}
            onClick={() => void exportCsv()}
          >
            <FiDownload aria-hidden /> Export selection
          </Button>
        </>
      ) : null}
    </Flex>
  );
}
