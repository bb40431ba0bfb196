import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster } from './app-toaster';
import { renderWithProviders } from '@/test/render';
import {
  approvalUpdatedSubscription,
  approvalNoticeMessage,
  clearAwaitingApprovals,
  useAwaitingApprovalsCount,
  useLiveApprovals,
} from '@/lib/live-approvals';
import { toaster } from '@/lib/toaster';

const total = { __typename: 'Money' as const, amount: '1500.00', currencyCode: 'EUR' };

/** Listens like the header does and shows where the page is and the badge's count. */
function Listener() {
  useLiveApprovals({ enabled: true });
  const count = useAwaitingApprovalsCount();
  return (
    <>
      <p data-testid="location">{useLocation().pathname}</p>
      <p data-testid="count">{count}</p>
      <AppToaster />
    </>
  );
}

const notice = (kind: string) => ({
  request: { query: approvalUpdatedSubscription },
  delay: 50,
  result: {
    data: {
      approvalUpdated: {
        __typename: 'ApprovalNotice',
        kind,
        approvalId: '7',
        placedBy: 'Brid Buyer',
        total,
        at: '2026-11-27T17:00:00.000Z',
      },
    },
  },
});

describe('live approval notices (issue 24)', () => {
  afterEach(() => {
    act(() => toaster.remove());
    clearAwaitingApprovals();
  });

  it('says what happened', () => {
    expect(approvalNoticeMessage({ kind: 'AWAITING', placedBy: 'Brid Buyer', total })).toBe(
      'An order of €1,500.00 from Brid Buyer needs your approval',
    );
    expect(approvalNoticeMessage({ kind: 'APPROVED', placedBy: 'Brid Buyer', total })).toBe(
      'Your order of €1,500.00 was approved',
    );
    expect(approvalNoticeMessage({ kind: 'REJECTED', placedBy: null, total })).toBe(
      'Your order of €1,500.00 was not approved',
    );
  });

  it('toasts an order awaiting approval with a link to the approvals page and counts it', async () => {
    renderWithProviders(<Listener />, { mocks: [notice('AWAITING')] });
    expect(
      await screen.findByText('An order of €1,500.00 from Brid Buyer needs your approval'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('count')).toHaveTextContent('1');
    await userEvent.click(screen.getByRole('button', { name: 'Review approvals' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/account/approvals');
  });

  it("toasts the decision on the buyer's own order, linking to My Orders, without counting it", async () => {
    renderWithProviders(<Listener />, { mocks: [notice('APPROVED')] });
    expect(await screen.findByText('Your order of €1,500.00 was approved')).toBeInTheDocument();
    expect(screen.getByTestId('count')).toHaveTextContent('0');
    await userEvent.click(screen.getByRole('button', { name: 'View My Orders' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/orders');
  });
});
