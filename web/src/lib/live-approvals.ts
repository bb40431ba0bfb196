import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '@/__generated__';
import type { ApprovalUpdatedSubscription } from '@/__generated__/graphql';
import { paths } from '@/config/paths';
import { formatMoney } from './money';
import { notify } from './toaster';

/**
 * Approval notices pushed over graphql-ws (issue 24, live notification): an order of the
 * viewer's company that needs their approval, or the decision on the viewer's own held order.
 * The bff asks the api who hears what; the header listens for every signed-in customer.
 */
export const approvalUpdatedSubscription = graphql(`
  subscription ApprovalUpdated {
    approvalUpdated {
      kind
      approvalId
      placedBy
      total {
        amount
        currencyCode
      }
      at
    }
  }
`);

/** One pushed approval notice. */
export type ApprovalNoticeUpdate = ApprovalUpdatedSubscription['approvalUpdated'];

/**
 * The toast text of a notice, e.g. "An order of €1,500.00 from Brid Buyer needs your approval",
 * "Your order of €1,500.00 was approved", "Your order of €1,500.00 was not approved".
 */
export function approvalNoticeMessage(
  notice: Pick<ApprovalNoticeUpdate, 'kind' | 'placedBy' | 'total'>,
): string {
  const total = formatMoney(notice.total);
  if (notice.kind === 'APPROVED') return `Your order of ${total} was approved`;
  if (notice.kind === 'REJECTED') return `Your order of ${total} was not approved`;
  const from = notice.placedBy ? ` from ${notice.placedBy}` : '';
  return `An order of ${total}${from} needs your approval`;
}

/** Orders awaiting the viewer's approval heard of live since they last opened Approvals. */
let awaitingCount = 0;
const listeners = new Set<() => void>();
const setAwaiting = (count: number) => {
  awaitingCount = count;
  for (const listener of listeners) listener();
};

/** Forgets the live count (the viewer opened the approvals page). */
export function clearAwaitingApprovals(): void {
  if (awaitingCount !== 0) setAwaiting(0);
}

/** The count of orders awaiting the viewer's approval heard of live (the user menu's badge). */
export function useAwaitingApprovalsCount(): number {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => awaitingCount,
    () => 0,
  );
}

/**
 * Listens for approval notices while `enabled` (a signed-in customer, not the shop's staff):
 * each shows a toast with a link to the approvals page, counts towards the badge (awaiting) and
 * drops the cached approval list (read again where it shows).
 */
export function useLiveApprovals(options: { enabled: boolean }): void {
  const navigate = useNavigate();
  const client = useApolloClient();
  useSubscription(approvalUpdatedSubscription, {
    skip: !options.enabled,
    onData: ({ data }) => {
      const notice = data.data?.approvalUpdated;
      if (!notice) return;
      const awaiting = notice.kind === 'AWAITING';
      if (awaiting) setAwaiting(awaitingCount + 1);
      notify(notice.kind === 'REJECTED' ? 'error' : 'blank', approvalNoticeMessage(notice), {
        duration: 10_000,
        action: awaiting
          ? { label: 'Review approvals', onClick: () => void navigate(paths.approvals.to()) }
          : { label: 'View My Orders', onClick: () => void navigate(paths.orders.to()) },
      });
      // The approval list is read again wherever it is on screen (and the next time it shows).
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'orderApprovals' });
      client.cache.gc();
    },
    // A shop admin or a socket that cannot open: no notices, nothing to show.
    onError: () => undefined,
  });
}
