import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import {
  AdminAccountCompanyQuery,
  AdminSuspendCompanyUserMutation,
} from '../accounts/company-documents';
import { CompanySection } from '../accounts/company-section';

const eur = (amount: string) => ({ __typename: 'Money' as const, amount, currencyCode: 'EUR' });

const user = (overrides: Record<string, unknown>) => ({
  __typename: 'CompanyUser' as const,
  id: '7',
  fullName: 'Orla Brennan',
  email: 'orla@brennan.ie',
  role: 'COMPANY_ADMIN' as const,
  status: 'ACTIVE' as const,
  accountHolder: true,
  orderLimit: null,
  monthLimit: null,
  ...overrides,
});
const holder = user({});
const buyer = user({
  id: '12',
  fullName: 'Brid Buyer',
  email: 'brid@brennan.ie',
  role: 'BUYER',
  accountHolder: false,
  orderLimit: eur('1000.00'),
  monthLimit: eur('5000.00'),
});

const company = {
  __typename: 'AdminCompany' as const,
  addresses: [
    {
      __typename: 'CompanyAddress' as const,
      id: '3',
      recipientName: 'Siobhan Walsh',
      companyName: 'Brennan Beds',
      line1: 'Unit 4, Ballymount Business Park',
      line2: 'Ballymount Road',
      town: 'Dublin 12',
      county: 'Co. Dublin',
      eircode: 'D12 X285',
      phone: '+353 1 555 0100',
      deliveryNotes: 'Rear entrance, ring bell',
      isDefault: true,
    },
  ],
  approvalRule: eur('2500.00'),
  pendingApprovals: [
    {
      __typename: 'OrderApproval' as const,
      id: '21',
      total: eur('1296.42'),
      placedBy: 'Brid Buyer',
      buyerPoNumber: null,
      createdAt: '2026-11-20T10:00:00.000Z',
      expiresAt: '2026-11-27T10:00:00.000Z',
      lines: [{ __typename: 'OrderApprovalLine' as const, referenceNumber: 'PO-HELD' }],
    },
  ],
};

const companyMock: MockLink.MockedResponse = {
  request: { query: AdminAccountCompanyQuery, variables: { accountId: '7' } },
  result: {
    data: { admin: { __typename: 'AdminQuery', companyUsers: [holder, buyer], company } },
  },
};

describe('admin company section (issue 24)', () => {
  it('shows users with limits, addresses, the rule and pending approvals; suspends a user on confirmation', async () => {
    renderWithProviders(<CompanySection accountId="7" canManage />, {
      mocks: [
        companyMock,
        {
          request: { query: AdminSuspendCompanyUserMutation, variables: { userId: '12' } },
          result: {
            data: {
              admin: {
                __typename: 'AdminMutation',
                suspendCompanyUser: {
                  __typename: 'CompanyUserPayload',
                  user: { ...buyer, status: 'SUSPENDED' },
                  message: 'User suspended',
                  userErrors: [],
                },
              },
            },
          },
        },
      ],
    });
    const users = await screen.findByRole('table', { name: 'Company users' });
    const buyerRow = within(users).getByText('Brid Buyer').closest('tr')!;
    expect(within(buyerRow).getByText('brid@brennan.ie')).toBeInTheDocument();
    expect(within(buyerRow).getByText('Buyer')).toBeInTheDocument();
    expect(within(buyerRow).getByText('€1,000.00')).toHaveAttribute(
      'data-label',
      'Per-order limit',
    );
    expect(within(buyerRow).getByText('€5,000.00')).toHaveAttribute('data-label', 'Monthly limit');
    const holderRow = within(users).getByText('Orla Brennan').closest('tr')!;
    expect(within(holderRow).getAllByText('No limit')).toHaveLength(2);
    // The account holder is blocked with the account, never suspended on their own.
    expect(within(holderRow).queryByRole('button')).toBeNull();

    const addresses = screen.getByRole('region', { name: 'Delivery addresses' });
    expect(within(addresses).getByText('Default')).toBeInTheDocument();
    expect(within(addresses).getByText('Unit 4, Ballymount Business Park')).toBeInTheDocument();
    expect(within(addresses).getByText('D12 X285')).toBeInTheDocument();
    expect(within(addresses).getByText('Delivery notes: Rear entrance, ring bell')).toBeVisible();
    expect(screen.getByText('Orders above €2,500.00 always need approval.')).toBeInTheDocument();
    const approvals = screen.getByRole('table', { name: 'Pending approvals' });
    expect(within(approvals).getByText('PO-HELD')).toBeInTheDocument();
    expect(within(approvals).getByText('€1,296.42')).toBeInTheDocument();
    expect(within(approvals).getByText('Brid Buyer')).toHaveAttribute('data-label', 'Placed by');

    await userEvent.click(within(buyerRow).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend Brid Buyer?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend user' }));
    expect(await within(buyerRow).findByText('Suspended')).toBeInTheDocument();
    // The rest of the page is hidden from assistive technology until the dialog has closed.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await within(buyerRow).findByRole('button', { name: 'Reinstate' })).toBeInTheDocument();
  });

  it('shows no Suspend or Reinstate to staff who may only view accounts', async () => {
    renderWithProviders(<CompanySection accountId="7" canManage={false} />, {
      mocks: [companyMock],
    });
    const users = await screen.findByRole('table', { name: 'Company users' });
    expect(within(users).getByText('Brid Buyer')).toBeInTheDocument();
    expect(within(users).queryByRole('button')).toBeNull();
  });
});
