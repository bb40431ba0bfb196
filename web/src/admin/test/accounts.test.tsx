import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aoife, viewerMock } from '@/features/auth/test/helpers';
import { renderApp, renderWithProviders } from '@/test/render';
import AccountDetailPage from '../accounts/account-detail-page';
import AccountsPage from '../accounts/accounts-page';
import {
  AdminAccountQuery,
  AdminAccountsQuery,
  ApproveAccountMutation,
  RecordPaymentMutation,
} from '../accounts/documents';
import { ADMINS_ONLY } from '../components/require-admin';

const eur = (amount: string) => ({ __typename: 'Money' as const, amount, currencyCode: 'EUR' });

const listRow = {
  __typename: 'AdminAccount' as const,
  id: '7',
  fullName: 'Orla Brennan',
  companyName: 'Brennan Beds',
  email: 'orla@brennan.ie',
  status: 'PENDING' as const,
  createdAt: '2026-11-20T10:00:00.000Z',
  creditLimit: eur('0.00'),
};

function account(overrides: Record<string, unknown> = {}) {
  return {
    ...listRow,
    invoiceEmail: 'accounts@brennan.ie',
    phoneNumber: '+353871234567',
    country: 'Ireland',
    officeAddress: '1 Main Street',
    officeCity: 'Cork',
    officeEircode: 'T12 AB34',
    deliveryAddress: '2 Quay Road',
    deliveryCity: 'Cork',
    deliveryEircode: 'T12 CD56',
    subscribed: false,
    orderCount: 1,
    creditLimit: eur('5000.00'),
    outstanding: eur('1230.00'),
    availableCredit: eur('3770.00'),
    ledger: [
      {
        __typename: 'CreditLedgerEntry' as const,
        id: 'l1',
        kind: 'PURCHASE' as const,
        amount: eur('1230.00'),
        balance: eur('1230.00'),
        orderTrackingId: 'SRN-ABC123',
        note: null,
        createdAt: '2026-11-21T09:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

function payload(field: string, value: unknown, message: string) {
  return {
    data: {
      admin: {
        __typename: 'AdminMutation' as const,
        [field]: {
          __typename: 'AdminAccountPayload' as const,
          account: value,
          message,
          userErrors: [],
        },
      },
    },
  };
}

const accountMock = (data: ReturnType<typeof account>): MockLink.MockedResponse => ({
  request: { query: AdminAccountQuery, variables: { id: '7' } },
  result: { data: { admin: { __typename: 'AdminQuery', account: data } } },
});

describe('admin accounts', () => {
  it('asks the server for the search, status, sort and page in the URL and lists the answer', async () => {
    const mock: MockLink.MockedResponse = {
      request: {
        query: AdminAccountsQuery,
        variables: {
          search: 'brennan',
          status: 'PENDING',
          sortBy: 'FULL_NAME',
          sortDirection: 'ASC',
          page: 2,
          pageSize: 20,
        },
      },
      result: {
        data: {
          admin: {
            __typename: 'AdminQuery',
            accounts: {
              __typename: 'AdminAccountConnection',
              totalCount: 21,
              pageInfo: { __typename: 'AdminPageInfo', page: 2, totalPages: 2 },
              nodes: [listRow],
            },
          },
        },
      },
    };
    renderWithProviders(<AccountsPage />, {
      mocks: [mock],
      route: '/admin/accounts?q=brennan&status=PENDING&sort=FULL_NAME&dir=asc&page=2',
    });
    const link = await screen.findByRole('link', { name: 'Orla Brennan' });
    expect(link).toHaveAttribute('href', '/admin/accounts/7');
    const row = link.closest('tr');
    expect(row).not.toBeNull();
    expect(within(row!).getByText('Pending')).toBeInTheDocument();
    expect(within(row!).getByText('€0.00')).toBeInTheDocument();
    expect(screen.getByText('21 results')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByLabelText('Status')).toHaveValue('PENDING');
  });

  it('shows the application, credit and ledger, and approves the application', async () => {
    const approved = account({ status: 'APPROVED' });
    renderWithProviders(<AccountDetailPage />, {
      route: '/admin/accounts/7',
      path: '/admin/accounts/:id',
      mocks: [
        accountMock(account()),
        {
          request: { query: ApproveAccountMutation, variables: { id: '7' } },
          result: payload('approveAccount', approved, 'Account approved.'),
        },
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Brennan Beds' });
    expect(screen.getByText('accounts@brennan.ie')).toBeInTheDocument();
    expect(screen.getByText('1 Main Street, Cork, T12 AB34')).toBeInTheDocument();
    expect(screen.getByTestId('available-credit')).toHaveTextContent('€3,770.00');
    const ledger = screen.getByRole('table', { name: 'Credit ledger' });
    expect(within(ledger).getByText('SRN-ABC123')).toBeInTheDocument();
    expect(within(ledger).getAllByText('€1,230.00')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByRole('button', { name: 'Block' });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByText('Approved')).toBeInTheDocument();
  });

  it('refuses a bad payment amount and records a good one, raising the available credit', async () => {
    const paid = account({
      status: 'APPROVED',
      outstanding: eur('979.50'),
      availableCredit: eur('4020.50'),
    });
    renderWithProviders(<AccountDetailPage />, {
      route: '/admin/accounts/7',
      path: '/admin/accounts/:id',
      mocks: [
        accountMock(account({ status: 'APPROVED' })),
        {
          request: {
            query: RecordPaymentMutation,
            variables: { id: '7', amount: '250.50', note: 'BOI 1234' },
          },
          result: payload('recordPayment', paid, 'Payment recorded.'),
        },
      ],
    });
    const amount = await screen.findByLabelText('Payment (€)');
    await userEvent.type(amount, '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Enter an amount in euros, e.g. 250.00.')).toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, '250.5');
    await userEvent.type(screen.getByLabelText('Note (optional)'), 'BOI 1234');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(screen.getByTestId('available-credit')).toHaveTextContent('€4,020.50'),
    );
    expect(amount).toHaveValue('');
  });

  it('shows a trade customer who opens /admin that it is for staff only', async () => {
    renderApp('/admin', [viewerMock(aoife)]);
    expect(
      await screen.findByRole('heading', { level: 1, name: ADMINS_ONLY }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
