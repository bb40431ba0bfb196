import { fireEvent, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ApproveOrderMutation, OrderApprovalsQuery, RejectOrderMutation } from '../api/approvals';
import { ViewerIdQuery } from '../api/approvals-viewer';
import ApprovalsRoute from '../routes/approvals';

const eur = (amount: string) => ({ __typename: 'Money' as const, amount, currencyCode: 'EUR' });

function approval(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'OrderApproval' as const,
    id: '3',
    status: 'PENDING',
    total: eur('1296.42'),
    reasons: ['ORDER_LIMIT'],
    placedBy: 'Brid Buyer',
    decidedBy: null as string | null,
    note: null as string | null,
    buyerPoNumber: null,
    createdAt: '2026-11-27T10:00:00.000Z',
    expiresAt: '2026-12-04T10:00:00.000Z',
    canDecide: true,
    lines: [
      {
        __typename: 'OrderApprovalLine' as const,
        productName: 'Cashel Grand Bed',
        sizeLabel: '5ft King',
        fabricName: 'Chenille',
        fabricColorName: 'Sand',
        quantity: 1,
        referenceNumber: 'APPROVE-ME',
        total: eur('1296.42'),
      },
    ],
    ...overrides,
  };
}

const viewerMock: MockLink.MockedResponse = {
  request: { query: ViewerIdQuery },
  result: { data: { viewer: { __typename: 'User', id: '8' } } },
  maxUsageCount: 5,
};
const listMock = (list: unknown[]): MockLink.MockedResponse => ({
  request: { query: OrderApprovalsQuery },
  result: { data: { orderApprovals: list } },
  maxUsageCount: 5,
});

function render(mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(<ApprovalsRoute />, {
    route: '/account/approvals',
    mocks: mocks as never,
  });
}

describe('Approvals (issue 24)', () => {
  it('shows an order awaiting approval and approves it with a note', async () => {
    const approved = approval({
      status: 'APPROVED',
      decidedBy: 'Aine Approver',
      note: 'Fine',
      canDecide: false,
    });
    render([
      viewerMock,
      listMock([approval()]),
      {
        request: { query: ApproveOrderMutation, variables: { approvalId: '3', note: 'Fine' } },
        result: {
          data: {
            approveOrder: {
              __typename: 'ApprovalPayload',
              message: 'Order approved and placed',
              approval: approved,
              userErrors: [],
            },
          },
        },
      },
    ]);
    const card = await screen.findByRole(
      'listitem',
      { name: 'Order of Brid Buyer, Awaiting approval' },
      { timeout: 10_000 },
    );
    expect(within(card).getByText(/over the limit per order/)).toBeInTheDocument();
    expect(within(card).getByText(/APPROVE-ME/)).toBeInTheDocument();
    fireEvent.change(within(card).getByRole('textbox', { name: 'Note' }), {
      target: { value: 'Fine' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    const done = await screen.findByRole('listitem', { name: 'Order of Brid Buyer, Approved' });
    expect(within(done).getByText('Approved by Aine Approver: “Fine”')).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('shows the refusal of a decision, and no buttons on a buyer’s own order', async () => {
    render([
      viewerMock,
      listMock([approval(), approval({ id: '4', placedBy: 'Ciara', canDecide: false })]),
      {
        request: { query: RejectOrderMutation, variables: { approvalId: '3', note: null } },
        result: {
          data: {
            rejectOrder: {
              __typename: 'ApprovalPayload',
              message: null,
              approval: null,
              userErrors: [
                {
                  __typename: 'UserError',
                  field: null,
                  message: 'This order has already been approved or rejected.',
                  code: 'CONFLICT',
                },
              ],
            },
          },
        },
      },
    ]);
    const card = await screen.findByRole(
      'listitem',
      { name: 'Order of Brid Buyer, Awaiting approval' },
      { timeout: 10_000 },
    );
    const own = screen.getByRole('listitem', { name: 'Order of Ciara, Awaiting approval' });
    expect(within(own).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    expect(
      await within(card).findByText('This order has already been approved or rejected.'),
    ).toBeInTheDocument();
  });
});
