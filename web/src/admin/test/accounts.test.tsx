import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aoife, viewerMock } from '@/test/fixtures';
import { renderApp, renderWithProviders } from '@/test/render';
import AccountDetailPage from '../accounts/account-detail-page';
import AccountsPage from '../accounts/accounts-page';
import {
  RecordPaymentMutation,
  ReversePaymentMutation,
  SetCreditLimitMutation,
} from '../accounts/books-documents';
import {
  AdminAccountQuery,
  AdminAccountsQuery,
  AdminPriceListNamesQuery,
  ApproveAccountMutation,
  RejectAccountMutation,
} from '../accounts/documents';
import { AddAccountNoteMutation, AdminAccountNotesQuery } from '../accounts/notes-documents';
import { AssignPriceListMutation } from '../price-lists/documents';
import { AdminViewerQuery } from '../staff/documents';
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
  overdue: eur('0.00'),
};

const invoice = {
  __typename: 'AdminInvoice' as const,
  number: 'INV-2026-000007',
  purchaseOrderNumber: 'PO-000042',
  buyerPoNumber: 'BRN-118',
  issueDate: '2026-11-21',
  dueDate: '2026-12-21',
  gross: eur('1230.00'),
  credited: eur('0.00'),
  paid: eur('0.00'),
  open: eur('1230.00'),
  state: 'UNPAID' as const,
  daysOverdue: 0,
  creditNotes: [],
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
    paymentTermsDays: 30,
    vatNumber: null,
    priceList: null,
    invoices: [invoice],
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
        reversed: false,
        reversesEntryId: null,
      },
    ],
    ...overrides,
  };
}

function payload(
  field: string,
  value: unknown,
  message: string | null,
  extra: Record<string, unknown> = {},
) {
  return {
    data: {
      admin: {
        __typename: 'AdminMutation' as const,
        [field]: {
          __typename:
            field === 'recordPayment'
              ? ('AdminPaymentPayload' as const)
              : ('AdminAccountPayload' as const),
          account: value,
          message,
          userErrors: [],
          ...extra,
        },
      },
    },
  };
}

/** A payment's outcome as the server answers it (cents as euro strings). */
const outcome = (dryRun: boolean) => ({
  __typename: 'AdminPaymentOutcome' as const,
  dryRun,
  amount: eur('250.50'),
  outstanding: eur('979.50'),
  availableCredit: eur('4020.50'),
  unallocated: eur('0.00'),
  allocations: [
    {
      __typename: 'AdminPaymentAllocation' as const,
      invoiceNumber: 'INV-2026-000007',
      amount: eur('250.50'),
      openAfter: eur('979.50'),
    },
  ],
});

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
          overdue: null,
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
          request: {
            query: ApproveAccountMutation,
            variables: { id: '7', creditLimit: '2500.00' },
          },
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
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve this application?' });
    const limit = within(dialog).getByLabelText('Opening credit limit (€)');
    await userEvent.clear(limit);
    await userEvent.type(limit, 'lots');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve account' }));
    expect(await within(dialog).findByText('Enter an amount in euros, e.g. 250.00.')).toBeVisible();
    await userEvent.clear(limit);
    await userEvent.type(limit, '2500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve account' }));
    await screen.findByRole('button', { name: 'Block' });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByText('Approved')).toBeInTheDocument();
  });

  it('refuses a bad payment amount, shows the dry run and records the payment on confirmation', async () => {
    const paid = account({
      status: 'APPROVED',
      outstanding: eur('979.50'),
      availableCredit: eur('4020.50'),
    });
    const variables = {
      id: '7',
      amount: '250.50',
      note: 'BOI 1234',
      invoiceNumbers: ['INV-2026-000007'],
    };
    renderWithProviders(<AccountDetailPage />, {
      route: '/admin/accounts/7',
      path: '/admin/accounts/:id',
      mocks: [
        accountMock(account({ status: 'APPROVED' })),
        {
          request: { query: RecordPaymentMutation, variables: { ...variables, dryRun: true } },
          result: payload('recordPayment', account({ status: 'APPROVED' }), 'Would…', {
            payment: outcome(true),
          }),
        },
        {
          request: { query: RecordPaymentMutation, variables: { ...variables, dryRun: false } },
          result: payload('recordPayment', paid, 'Payment recorded.', {
            payment: outcome(false),
          }),
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
    await userEvent.click(screen.getByRole('checkbox', { name: /INV-2026-000007/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Record a payment of €250.50?',
    });
    expect(within(dialog).getByTestId('payment-plan')).toHaveTextContent(
      'New balance owed: €979.50; available credit: €4,020.50.',
    );
    expect(within(dialog).getByText(/INV-2026-000007: €250.50/)).toHaveTextContent(
      '(€979.50 still open)',
    );
    // Nothing recorded yet: the available credit is unchanged until the confirmation.
    expect(screen.getByTestId('available-credit')).toHaveTextContent('€3,770.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(screen.getByTestId('available-credit')).toHaveTextContent('€4,020.50'),
    );
    expect(amount).toHaveValue('');
  });

  it('shows why a credit limit below the balance needs confirmation, then sets it', async () => {
    const lowered = account({
      status: 'APPROVED',
      creditLimit: eur('1000.00'),
      availableCredit: eur('-230.00'),
    });
    const message =
      'The customer owes €1230.00, more than the new credit limit of €1000.00: their available credit becomes −€230.00 and they cannot order until they pay €230.00. Confirm to set it anyway.';
    renderWithProviders(<AccountDetailPage />, {
      route: '/admin/accounts/7',
      path: '/admin/accounts/:id',
      mocks: [
        accountMock(account({ status: 'APPROVED' })),
        {
          request: {
            query: SetCreditLimitMutation,
            variables: { id: '7', creditLimit: '1000.00', confirm: false },
          },
          result: {
            data: {
              admin: {
                __typename: 'AdminMutation',
                setCreditLimit: {
                  __typename: 'AdminAccountPayload',
                  account: null,
                  message: null,
                  userErrors: [
                    {
                      __typename: 'UserError',
                      field: null,
                      message,
                      code: 'CONFIRMATION_REQUIRED',
                    },
                  ],
                },
              },
            },
          },
        },
        {
          request: {
            query: SetCreditLimitMutation,
            variables: { id: '7', creditLimit: '1000.00', confirm: true },
          },
          result: payload('setCreditLimit', lowered, 'Credit limit set.'),
        },
      ],
    });
    const limit = await screen.findByLabelText('Credit limit (€)');
    await userEvent.clear(limit);
    await userEvent.type(limit, '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Set credit limit' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Set a credit limit below the balance?',
    });
    expect(within(dialog).getByText(message)).toBeVisible();
    expect(screen.getByTestId('available-credit')).toHaveTextContent('€3,770.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set limit to €1000.00' }));
    await waitFor(() =>
      expect(screen.getByTestId('available-credit')).toHaveTextContent('-€230.00'),
    );
  });

  it('reverses a payment from the ledger only with a reason', async () => {
    const payment = {
      __typename: 'CreditLedgerEntry' as const,
      id: 'l2',
      kind: 'PAYMENT' as const,
      amount: eur('200.00'),
      balance: eur('1030.00'),
      orderTrackingId: null,
      note: 'EFT 9',
      createdAt: '2026-11-22T09:00:00.000Z',
      reversed: false,
      reversesEntryId: null,
    };
    const before = account({ status: 'APPROVED', ledger: [...account().ledger, payment] });
    const after = account({
      status: 'APPROVED',
      ledger: [
        ...account().ledger,
        { ...payment, reversed: true },
        {
          ...payment,
          id: 'l3',
          kind: 'PAYMENT_REVERSAL' as const,
          balance: eur('1230.00'),
          note: 'Cheque bounced',
          reversed: false,
          reversesEntryId: 'l2',
        },
      ],
    });
    renderWithProviders(<AccountDetailPage />, {
      route: '/admin/accounts/7',
      path: '/admin/accounts/:id',
      mocks: [
        accountMock(before),
        {
          request: {
            query: ReversePaymentMutation,
            variables: { id: '7', entryId: 'l2', reason: 'Cheque bounced' },
          },
          result: payload('reversePayment', after, 'Payment reversed.'),
        },
      ],
    });
    const ledger = await screen.findByRole('table', { name: 'Credit ledger' });
    await userEvent.click(within(ledger).getByRole('button', { name: 'Reverse' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Reverse this payment of €200.00?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse payment' }));
    expect(await within(dialog).findByText('Give the reason for the reversal.')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox'), 'Cheque bounced');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse payment' }));
    expect(await within(ledger).findByText('Payment reversed')).toBeInTheDocument();
    expect(within(ledger).getByText('reversed')).toBeInTheDocument();
    expect(within(ledger).queryByRole('button', { name: 'Reverse' })).toBeNull();
  });

  it('lists the invoices with their states and PO numbers', async () => {
    renderWithProviders(<AccountDetailPage />, {
      route: '/admin/accounts/7',
      path: '/admin/accounts/:id',
      mocks: [
        accountMock(
          account({
            status: 'APPROVED',
            overdue: eur('1230.00'),
            invoices: [{ ...invoice, state: 'PART_PAID', daysOverdue: 3 }],
          }),
        ),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const row = within(table).getByText('INV-2026-000007').closest('tr')!;
    expect(within(row).getByText('Part paid')).toBeInTheDocument();
    expect(within(row).getByText('3 days overdue')).toBeInTheDocument();
    expect(within(row).getByText('PO-000042')).toBeInTheDocument();
    expect(within(row).getByText('BRN-118')).toBeInTheDocument();
  });

  it('assigns a price list by name on the account screen and shows the one it buys on', async () => {
    const lists = {
      request: { query: AdminPriceListNamesQuery },
      result: {
        data: {
          admin: {
            __typename: 'AdminQuery' as const,
            priceLists: [
              {
                __typename: 'AdminPriceList' as const,
                id: '3',
                name: 'Hotel chains',
                active: true,
              },
              { __typename: 'AdminPriceList' as const, id: '4', name: 'Old deal', active: false },
            ],
          },
        },
      },
    };
    const assigned = account({
      status: 'APPROVED',
      priceList: { __typename: 'AdminPriceList' as const, id: '3', name: 'Hotel chains' },
    });
    const owner = {
      request: { query: AdminViewerQuery },
      result: {
        data: {
          admin: {
            __typename: 'AdminQuery' as const,
            viewer: {
              __typename: 'AdminViewer' as const,
              id: '1',
              label: 'admin@serenatrade.ie',
              staffRole: 'OWNER' as const,
              permissions: [],
            },
          },
        },
      },
    };
    renderWithProviders(<AccountDetailPage />, {
      route: '/admin/accounts/7',
      path: '/admin/accounts/:id',
      mocks: [
        owner,
        accountMock(account({ status: 'APPROVED' })),
        lists,
        {
          request: {
            query: AssignPriceListMutation,
            variables: { accountId: '7', priceListId: '3' },
          },
          result: {
            data: {
              admin: {
                __typename: 'AdminMutation' as const,
                assignPriceList: {
                  __typename: 'AdminAssignPriceListPayload' as const,
                  accountId: '7',
                  priceListId: '3',
                  userErrors: [],
                },
              },
            },
          },
        },
        accountMock(assigned),
        lists,
      ],
    });
    const form = await screen.findByRole('form', { name: 'Price list' });
    const select = within(form).getByLabelText('Price list');
    expect(select).toHaveValue('');
    await within(form).findByRole('option', { name: 'Old deal (inactive)' });
    const save = within(form).getByRole('button', { name: 'Save price list' });
    expect(save).toBeDisabled();
    await userEvent.selectOptions(select, 'Hotel chains');
    await userEvent.click(save);
    // The account is read again: it now buys on the list, so there is nothing left to save.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save price list' })).toBeDisabled(),
    );
    expect(screen.getByRole('combobox', { name: 'Price list' })).toHaveValue('3');
  });

  it('shows a trade customer who opens /admin that it is for staff only', async () => {
    renderApp('/admin', [viewerMock(aoife)]);
    expect(
      await screen.findByRole('heading', { level: 1, name: ADMINS_ONLY }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('adds a staff note and rejects an application only with a reason (issue 26)', async () => {
    const note = (id: string, body: string, createdAt: string) => ({
      __typename: 'AdminAccountNote' as const,
      id,
      author: 'sales@serenatrade.ie',
      body,
      createdAt,
    });
    const first = note('1', 'Met at the Dublin fair.', '2026-11-20T10:00:00.000Z');
    const second = note('2', 'Wants samples of the velvet.', '2026-11-21T10:00:00.000Z');
    const notesMock = (notes: ReturnType<typeof note>[]): MockLink.MockedResponse => ({
      request: { query: AdminAccountNotesQuery, variables: { id: '7' } },
      result: {
        data: {
          admin: {
            __typename: 'AdminQuery',
            account: { __typename: 'AdminAccount', id: '7', notes },
          },
        },
      },
    });
    const sales = {
      request: { query: AdminViewerQuery },
      result: {
        data: {
          admin: {
            __typename: 'AdminQuery' as const,
            viewer: {
              __typename: 'AdminViewer' as const,
              id: '3',
              label: 'sales@serenatrade.ie',
              staffRole: 'SALES' as const,
              permissions: [],
            },
          },
        },
      },
    };
    const reason = 'We supply registered retailers only.';
    renderWithProviders(<AccountDetailPage />, {
      route: '/admin/accounts/7',
      path: '/admin/accounts/:id',
      mocks: [
        sales,
        accountMock(account()),
        notesMock([first]),
        {
          request: {
            query: AddAccountNoteMutation,
            variables: { accountId: '7', body: 'Wants samples of the velvet.' },
          },
          result: {
            data: {
              admin: {
                __typename: 'AdminMutation',
                addAccountNote: {
                  __typename: 'AdminAccountNotePayload',
                  note: second,
                  userErrors: [],
                },
              },
            },
          },
        },
        notesMock([second, first]),
        {
          request: { query: RejectAccountMutation, variables: { id: '7', reason } },
          result: payload(
            'rejectAccount',
            account({ status: 'REJECTED' }),
            'Application rejected.',
          ),
        },
      ],
    });
    expect(await screen.findByText('Met at the Dublin fair.')).toBeInTheDocument();
    expect(screen.getByText(/sales@serenatrade\.ie/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Write the note first.')).toBeVisible();
    await userEvent.type(screen.getByLabelText('New note'), 'Wants samples of the velvet.');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Wants samples of the velvet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('New note')).toHaveValue(''));

    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject this application?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(
      await within(dialog).findByText('Give the reason the applicant will read.'),
    ).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Reason (sent to the applicant)'), reason);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    await waitFor(() => expect(screen.getByText('Rejected')).toBeInTheDocument());
  });
});
