import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { orderUpdatedSubscription } from '@/lib/live-orders';
import { renderWithProviders } from '@/test/render';
import { toastTitles } from '@/test/toasts';
import {
  CancelOrderMutation,
  MyOrdersQuery,
  OrderDetailQuery,
  ReorderMutation,
} from '../api/documents';
import OrderDetailRoute from '../routes/order-detail';
import OrdersRoute from '../routes/orders';
import { order } from './fixtures';

function LocationProbe() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

const credit = { __typename: 'Money' as const, amount: '3000.00', currencyCode: 'EUR' };

type TestOrder = ReturnType<typeof order>;

const eur = (amount: string) => ({ __typename: 'Money', amount, currencyCode: 'EUR' });

/** The invoice standing of PO-000007 (issue 22), with overrides. */
function invoiceOf(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Invoice',
    number: 'INV-2026-000007',
    dueDate: '2026-12-20',
    state: 'UNPAID',
    pdfUrl: '/documents/purchase-orders/PO-000007/invoice',
    gross: eur('3944.66'),
    credited: eur('0.00'),
    paid: eur('0.00'),
    open: eur('3944.66'),
    ...overrides,
  };
}

/**
 * One purchase order holding every listed order (issue 14), as the bff answers it; `extra`
 * overrides its fields (issue 22: invoice standing, credit notes, buyer's PO number).
 */
function purchaseOrdersOf(list: TestOrder[], extra: Record<string, unknown> = {}) {
  if (list.length === 0) return [];
  return [
    {
      __typename: 'PurchaseOrder',
      id: 'po1',
      number: 'PO-000007',
      date: '2026-11-20T10:00:00.000Z',
      shippingAddress: '1 Quay Street, Galway, Ireland',
      buyerPoNumber: null,
      invoiceUrl: '/documents/purchase-orders/PO-000007/invoice',
      vatRates: ['23'],
      net: eur('3207.04'),
      vat: eur('737.62'),
      gross: eur('3944.66'),
      invoice: invoiceOf(),
      creditNotes: [],
      orders: list.map((o) => ({
        __typename: 'Order',
        id: o.id,
        trackingId: o.trackingId,
        productName: o.productName,
        quantity: o.quantity,
        cancelled: o.cancelled,
        deliveryStatus: o.deliveryStatus,
      })),
      ...extra,
    },
  ];
}

/** The statement months the bff lists for an account opened in September 2026, newest first. */
const statements = [
  ['2026-11', 'November 2026'],
  ['2026-10', 'October 2026'],
  ['2026-09', 'September 2026'],
].map(([month, label]) => ({
  __typename: 'StatementMonth' as const,
  month: month!,
  label: label!,
  pdfUrl: `/documents/statements/${month}.pdf`,
  csvUrl: `/documents/statements/${month}.csv`,
}));

/**
 * MyOrders answering `orders` (null: a visitor); a function is asked again on every request.
 * `po` overrides the purchase order's fields; `available` the available credit.
 */
function ordersMock(
  orders: TestOrder[] | null | (() => TestOrder[]),
  po: Record<string, unknown> | (() => Record<string, unknown>) = {},
  available: () => typeof credit = () => credit,
) {
  return {
    request: { query: MyOrdersQuery },
    result: () => {
      const list = typeof orders === 'function' ? orders() : orders;
      return {
        data: {
          viewer: list
            ? {
                __typename: 'User',
                id: 'u1',
                fullName: 'Aoife Byrne',
                availableCredit: available(),
                orders: list,
                purchaseOrders: purchaseOrdersOf(list, typeof po === 'function' ? po() : po),
                statements,
              }
            : null,
        },
      };
    },
    maxUsageCount: 10,
  };
}

const awaiting = order();
const dispatched = order({
  id: '2',
  trackingId: 'TRK-BBB222',
  deliveryStatus: 'dispatched',
  productName: 'Milano Headboard',
});
const cancelled = order({
  id: '3',
  trackingId: 'TRK-CCC333',
  cancelled: true,
  cancellable: false,
  productName: 'Verona Sofa',
});
const delivered = order({
  id: '4',
  trackingId: 'TRK-DDD444',
  deliveryStatus: 'order delivered',
  cancellable: false,
  productName: 'Kids Bunk',
});

function renderOrders(mocks: unknown[]) {
  return renderWithProviders(
    <>
      <OrdersRoute />
      <LocationProbe />
    </>,
    { route: '/orders', mocks: mocks as never },
  );
}

describe('My Orders: who placed each order (issue 24)', () => {
  it('names no one while every order is the viewer’s own', async () => {
    renderOrders([ordersMock([awaiting, dispatched])]);
    await screen.findByRole('article', { name: 'Order TRK-AAA111' });
    expect(screen.queryByText('Placed by')).not.toBeInTheDocument();
  });

  it('names who placed each order once another company user has ordered', async () => {
    renderOrders([
      ordersMock([awaiting, order({ id: '5', trackingId: 'TRK-EEE555', placedBy: 'Brid Buyer' })]),
    ]);
    const theirs = await screen.findByRole('article', { name: 'Order TRK-EEE555' });
    expect(within(theirs).getByText('Placed by')).toBeInTheDocument();
    expect(within(theirs).getByText('Brid Buyer')).toBeInTheDocument();
    const mine = screen.getByRole('article', { name: 'Order TRK-AAA111' });
    expect(within(mine).getByText('Aoife Byrne')).toBeInTheDocument();
  });

  it('filters the orders by who placed them', async () => {
    renderOrders([
      ordersMock([awaiting, order({ id: '5', trackingId: 'TRK-EEE555', placedBy: 'Brid Buyer' })]),
    ]);
    await screen.findByRole('article', { name: 'Order TRK-EEE555' });
    const filter = screen.getByRole('combobox', { name: 'Placed by' });
    fireEvent.change(filter, { target: { value: 'Brid Buyer' } });
    expect(screen.queryByRole('article', { name: 'Order TRK-AAA111' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Order TRK-EEE555' })).toBeInTheDocument();
    fireEvent.change(filter, { target: { value: '' } });
    expect(screen.getByRole('article', { name: 'Order TRK-AAA111' })).toBeInTheDocument();
  });
});

describe('My Orders: purchase orders (issue 14)', () => {
  it('shows each purchase order with its totals, tracking IDs and invoice link, the placed one confirmed', async () => {
    renderWithProviders(<OrdersRoute />, {
      mocks: [ordersMock([order({ id: '1', trackingId: 'ST-AAAAAAAAAA' })])] as never,
      route: '/orders?placed=PO-000007',
    });
    const po = await screen.findByRole('article', { name: 'Purchase order PO-000007' });
    expect(within(po).getByText(/Purchase order PO-000007 placed: 1 order/)).toBeInTheDocument();
    expect(within(po).getAllByText('€3,944.66').length).toBeGreaterThan(0);
    expect(within(po).getByText('€737.62')).toBeInTheDocument();
    expect(within(po).getByText('ST-AAAAAAAAAA')).toBeInTheDocument();
    expect(within(po).getByRole('link', { name: /Invoice \(PDF\)/ })).toHaveAttribute(
      'href',
      '/documents/purchase-orders/PO-000007/invoice',
    );
  });
});

describe('My Orders: invoice standing and credit notes (issue 22)', () => {
  const line = order({ id: '1', trackingId: 'ST-AAAAAAAAAA' });
  const gone = order({
    id: '2',
    trackingId: 'ST-BBBBBBBBBB',
    productName: 'Verona Sofa',
    cancelled: true,
    cancellable: false,
  });
  const creditNote = {
    __typename: 'CreditNote',
    number: 'CN-2026-000003',
    pdfUrl: '/documents/credit-notes/CN-2026-000003',
  };

  it('shows the invoice number, state and due date, Invoiced / Credited / Net owed, the credit notes and the buyer PO number', async () => {
    renderOrders([
      ordersMock([line, gone], {
        buyerPoNumber: 'ACME-4471',
        vatRates: ['23', '13.5'],
        invoice: invoiceOf({ credited: eur('1227.54'), open: eur('2717.12') }),
        creditNotes: [creditNote],
      }),
    ]);
    const po = await screen.findByRole('article', { name: 'Purchase order PO-000007' });
    expect(within(po).getByText('Your PO number: ACME-4471')).toBeInTheDocument();
    const invoice = within(po).getByTestId('po-invoice');
    expect(invoice).toHaveTextContent('Invoice INV-2026-000007');
    expect(within(invoice).getByTestId('po-invoice-state')).toHaveTextContent('Unpaid');
    expect(invoice).toHaveTextContent('Due 20 December 2026');
    const amounts = within(po).getByTestId('po-amounts');
    const amountOf = (label: string) =>
      within(amounts).getByText(label).parentElement?.textContent?.replace(label, '');
    expect(amountOf('VAT (23%, 13.5%)')).toBe('€737.62');
    expect(amountOf('Invoiced')).toBe('€3,944.66');
    expect(amountOf('Credited')).toBe('€1,227.54');
    expect(amountOf('Net owed')).toBe('€2,717.12');
    expect(within(amounts).queryByText('Paid')).not.toBeInTheDocument();
    const documents = within(po).getByTestId('po-documents');
    expect(within(documents).getByRole('link', { name: /Invoice \(PDF\)/ })).toHaveAttribute(
      'href',
      '/documents/purchase-orders/PO-000007/invoice',
    );
    const note = within(documents).getByRole('link', { name: /Credit note CN-2026-000003/ });
    expect(note).toHaveAttribute('href', '/documents/credit-notes/CN-2026-000003');
    expect(note).toHaveAttribute('download', 'credit-note-CN-2026-000003.pdf');
    expect(
      within(po)
        .getAllByTestId('po-line-status')
        .map((chip) => chip.textContent),
    ).toEqual(['awaiting dispatch', 'cancelled']);
  });

  it('shows Paid once a payment is allocated, and no due date when paid in full', async () => {
    renderOrders([
      ordersMock([line], {
        invoice: invoiceOf({ state: 'PAID', paid: eur('3944.66'), open: eur('0.00') }),
      }),
    ]);
    const po = await screen.findByRole('article', { name: 'Purchase order PO-000007' });
    expect(within(po).getByTestId('po-invoice-state')).toHaveTextContent('Paid');
    expect(within(po).queryByText(/^Due /)).not.toBeInTheDocument();
    const amounts = within(po).getByTestId('po-amounts');
    expect(within(amounts).getByText('Paid')).toBeInTheDocument();
    expect(within(po).queryByText(/Your PO number/)).not.toBeInTheDocument();
  });

  it('refreshes the available credit and the purchase orders when an order is cancelled live', async () => {
    let cancelledLive = false;
    const lines = () =>
      cancelledLive ? [line, { ...gone }] : [line, { ...gone, cancelled: false }];
    const update = {
      request: { query: orderUpdatedSubscription },
      delay: 100,
      result: () => {
        cancelledLive = true;
        return {
          data: {
            orderUpdated: {
              __typename: 'OrderUpdate',
              kind: 'CANCELLED',
              trackingId: gone.trackingId,
              productName: gone.productName,
              previousStatus: 'awaiting dispatch',
              deliveryStatus: 'awaiting dispatch',
              at: '2026-11-26T15:00:00.000Z',
              order: {
                __typename: 'Order',
                id: gone.id,
                trackingId: gone.trackingId,
                deliveryStatus: 'awaiting dispatch',
                cancelled: true,
                cancellable: false,
              },
            },
          },
        };
      },
    };
    renderOrders([
      ordersMock(
        lines,
        () => (cancelledLive ? { creditNotes: [creditNote] } : {}),
        () => (cancelledLive ? { ...credit, amount: '4227.54' } : credit),
      ),
      update,
    ]);
    expect(await screen.findByText('€3,000.00')).toBeInTheDocument();
    expect(await screen.findByText('€4,227.54', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: /Credit note CN-2026-000003/ }),
    ).toBeInTheDocument();
  });
});

describe('My Orders: statements (issue 14)', () => {
  it('offers every month since the account opened, newest first, as PDF and CSV', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OrdersRoute />, {
      mocks: [ordersMock([awaiting])] as never,
      route: '/orders',
    });
    const block = await screen.findByRole('region', { name: 'Statements' });
    const month = within(block).getByRole('combobox', { name: 'Month' });
    expect(
      within(month)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['November 2026', 'October 2026', 'September 2026']);
    expect(month).toHaveValue('2026-11');
    const pdf = within(block).getByRole('link', { name: 'Download PDF' });
    const csv = within(block).getByRole('link', { name: 'Download CSV' });
    expect(pdf).toHaveAttribute('href', '/documents/statements/2026-11.pdf');
    expect(csv).toHaveAttribute('href', '/documents/statements/2026-11.csv');

    await user.selectOptions(month, 'October 2026');
    expect(pdf).toHaveAttribute('href', '/documents/statements/2026-10.pdf');
    expect(pdf).toHaveAttribute('download', 'statement-2026-10.pdf');
    expect(csv).toHaveAttribute('href', '/documents/statements/2026-10.csv');
    expect(csv).toHaveAttribute('download', 'statement-2026-10.csv');
  });
});

describe('/orders', () => {
  it('shows a sign-in prompt to visitors', async () => {
    renderOrders([ordersMock(null)]);
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/signin');
  });

  it('filters the tabs and shows Cancel only while awaiting dispatch', async () => {
    renderOrders([ordersMock([awaiting, dispatched, cancelled, delivered])]);
    const user = userEvent.setup();
    let cards = await screen.findAllByTestId('order-card');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Order TRK-AAA111',
      'Order TRK-BBB222',
    ]);
    expect(within(cards[0]!).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(cards[0]!).getByText('Plush Velvet')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('No Storage')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('None')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('€1,227.54')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Cancelled' }));
    // The old tab's cards can still be on screen right after the click (under load): wait.
    await waitFor(() =>
      expect(screen.getAllByTestId('order-card').map((c) => c.getAttribute('aria-label'))).toEqual([
        'Order TRK-CCC333',
      ]),
    );
    cards = screen.getAllByTestId('order-card');
    expect(within(cards[0]!).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Delivered' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('order-card').map((c) => c.getAttribute('aria-label'))).toEqual([
        'Order TRK-DDD444',
      ]),
    );
  });

  it("shows 'No {tab} orders found.' for empty tabs", async () => {
    renderOrders([ordersMock([cancelled])]);
    const user = userEvent.setup();
    expect(await screen.findByText('No active orders found.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Delivered' }));
    expect(await screen.findByText('No delivered orders found.')).toBeInTheDocument();
  });

  it('tracks the trimmed order id and ignores a blank one', async () => {
    renderOrders([ordersMock([])]);
    const user = userEvent.setup();
    const input = await screen.findByPlaceholderText('Search by order ID');
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/orders');
    await user.type(input, ' TRK-9 ');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/order-tracking/TRK-9');
  });

  it('cancels after confirmation and shows the server message on failure', async () => {
    const cancelledNow = { ...awaiting, cancelled: true, cancellable: false };
    let serverOrders = [awaiting];
    renderOrders([
      ordersMock(() => serverOrders),
      {
        request: { query: CancelOrderMutation, variables: { orderId: '1' } },
        result: {
          data: {
            cancelOrder: {
              __typename: 'CancelOrderPayload',
              order: null,
              userErrors: [
                {
                  __typename: 'UserError',
                  field: null,
                  message: 'This order can no longer be cancelled.',
                  code: 'INVALID',
                },
              ],
            },
          },
        },
      },
      {
        request: { query: CancelOrderMutation, variables: { orderId: '1' } },
        result: () => {
          serverOrders = [cancelledNow];
          return {
            data: {
              cancelOrder: {
                __typename: 'CancelOrderPayload',
                order: cancelledNow,
                userErrors: [],
              },
            },
          };
        },
      },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to cancel this order?')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    // The failure is a toast with the server's message; the dialog stays open for another try.
    await waitFor(() => expect(toastTitles()).toContain('This order can no longer be cancelled.'));
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByText('No active orders found.')).toBeInTheDocument();
  });

  it("shows 'An error occurred while canceling the order.' when the request fails", async () => {
    renderOrders([
      ordersMock([awaiting]),
      {
        request: { query: CancelOrderMutation, variables: { orderId: '1' } },
        error: new TypeError('Failed to fetch'),
      },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(toastTitles()).toContain('An error occurred while canceling the order.'),
    );
  });

  it('validates the Reorder quantity and shows the server message or Reorder failed.', async () => {
    // Every submit of one open dialog carries the same idempotency key.
    const keys: unknown[] = [];
    const reorderVariables =
      (referenceNumber: string | null) =>
      (v: {
        orderId: string;
        quantity: number;
        referenceNumber?: string | null;
        idempotencyKey?: unknown;
      }) => {
        keys.push(v.idempotencyKey);
        return v.orderId === '1' && v.quantity === 3 && v.referenceNumber === referenceNumber;
      };
    renderOrders([
      ordersMock([awaiting]),
      {
        request: {
          query: ReorderMutation,
          variables: reorderVariables(null),
        },
        result: { errors: [new GraphQLError('Insufficient credit to place this order.')] },
      },
      {
        request: {
          query: ReorderMutation,
          variables: reorderVariables('PO-2'),
        },
        error: new Error('Bad gateway'),
      },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reorder' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('reorder-product')).toHaveTextContent('Aurora Bed');
    const quantity = within(dialog).getByLabelText(/Quantity/);
    await user.clear(quantity);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      await within(dialog).findByText('Quantity is required and must be greater than 0.'),
    ).toBeInTheDocument();
    await user.type(quantity, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      await within(dialog).findByText('Quantity is required and must be greater than 0.'),
    ).toBeInTheDocument();

    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Insufficient credit to place this order.',
    );
    await user.type(within(dialog).getByLabelText('Reference Number'), 'PO-2');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Reorder failed.'),
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(typeof keys[0]).toBe('string');
    expect(new Set(keys).size).toBe(1);
  });
});

describe('/orders/:trackingId', () => {
  it("shows 'Order Not Found' when the order is not the customer's", async () => {
    renderWithProviders(<OrderDetailRoute />, {
      route: '/orders/NOPE',
      path: '/orders/:trackingId',
      mocks: [
        {
          request: { query: OrderDetailQuery, variables: { trackingId: 'NOPE' } },
          result: { data: { viewer: { __typename: 'User', id: 'u1', order: null } } },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument();
  });

  it('shows the order with its shipping address', async () => {
    renderWithProviders(<OrderDetailRoute />, {
      route: '/orders/TRK-AAA111',
      path: '/orders/:trackingId',
      mocks: [
        {
          request: { query: OrderDetailQuery, variables: { trackingId: 'TRK-AAA111' } },
          result: {
            data: {
              viewer: {
                __typename: 'User',
                id: 'u1',
                order: { ...awaiting, shippingAddress: '1 Main Street, Ashbourne, Ireland' },
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByText('1 Main Street, Ashbourne, Ireland')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});
