import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlaceOrderInput } from '@/__generated__/graphql';
import { addToCart, getCart } from '@/lib/cart/store';
import { CompanyAddressesQuery } from '@/lib/company-addresses';
import { bedItem, cartItem, cartQuoteMock, cartQuoteResult, money } from '@/lib/cart/testing';
import { renderWithProviders } from '@/test/render';
import { toastTitles } from '@/test/toasts';
import { CheckoutViewerQuery, PlaceOrderMutation } from '../api/documents';
import CheckoutRoute from '../routes/checkout';

function LocationProbe() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

const viewer = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'User' as const,
  id: 'u1',
  fullName: 'Aoife Byrne',
  email: 'aoife@example.ie',
  phoneNumber: '+353871234567',
  country: 'Ireland',
  deliveryAddress: '1 Main Street',
  deliveryCity: 'Ashbourne',
  subscribed: false,
  companyRole: 'COMPANY_ADMIN',
  availableCredit: money('5000.00'),
  ...overrides,
});

const viewerMock = (value: ReturnType<typeof viewer> | null = viewer()) => ({
  request: { query: CheckoutViewerQuery },
  result: { data: { viewer: value } },
  maxUsageCount: 10,
});

const quoteMock = cartQuoteMock(
  cartQuoteResult(['1227.54', '369.00'], { subtotal: '1298.00', vat: '298.54', total: '1596.54' }),
);

type PlaceOrderAnswer = { data: unknown } | { error: Error } | { data: unknown; delay: number };

/** A placeOrder mock that records every input it receives. */
function placeOrderMock(inputs: PlaceOrderInput[], answer: PlaceOrderAnswer) {
  const payload = 'data' in answer ? { data: answer.data } : undefined;
  return {
    request: {
      query: PlaceOrderMutation,
      variables: (vars: { input: PlaceOrderInput }) => {
        inputs.push(vars.input);
        return true;
      },
    },
    ...(payload ? { result: payload } : { error: (answer as { error: Error }).error }),
    delay: 'delay' in answer ? answer.delay : 0,
  };
}

const placed = {
  placeOrder: {
    __typename: 'PlaceOrderPayload',
    orders: [
      { __typename: 'Order', id: '101', trackingId: 'TRK101' },
      { __typename: 'Order', id: '102', trackingId: 'TRK102' },
    ],
    purchaseOrder: { __typename: 'PurchaseOrder', id: '9', number: 'PO-000009' },
    userErrors: [],
  },
};

function renderCheckout(mocks: unknown[]) {
  return renderWithProviders(
    <>
      <CheckoutRoute />
      <LocationProbe />
    </>,
    { route: '/checkout', mocks: mocks as never },
  );
}

beforeEach(() => {
  localStorage.clear();
  addToCart(bedItem({ quantity: 2, referenceNumber: 'PO-1' }));
  addToCart(cartItem());
});
afterEach(() => localStorage.clear());

describe('/checkout', () => {
  it('shows the summary from cartQuote, the available credit and shipping open first', async () => {
    renderCheckout([viewerMock(), quoteMock]);
    expect(await screen.findByTestId('checkout-order-total')).toHaveTextContent('€1,596.54');
    expect(screen.getByTestId('available-credit')).toHaveTextContent('€5,000.00');
    expect(screen.getByLabelText(/Address/)).toHaveValue('1 Main Street');
    expect(screen.getByRole('button', { name: 'Confirm Order' })).toBeEnabled();
    const [bed] = screen.getAllByTestId('checkout-line');
    expect(bed).toHaveTextContent('No Storage');
  });

  it('puts the missing-reference message under the right line and does not order', async () => {
    const inputs: PlaceOrderInput[] = [];
    renderCheckout([viewerMock(), quoteMock, placeOrderMock(inputs, { data: placed })]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm Order' }));
    const [bed, mattress] = screen.getAllByTestId('checkout-line');
    expect(await within(mattress!).findByText('Please enter a reference number.')).toBeVisible();
    expect(within(bed!).queryByText('Please enter a reference number.')).not.toBeInTheDocument();
    expect(inputs).toHaveLength(0);

    await user.type(within(mattress!).getByLabelText(/Customer Reference/), 'PO-2');
    expect(
      within(mattress!).queryByText('Please enter a reference number.'),
    ).not.toBeInTheDocument();
    expect(getCart()[1]!.referenceNumber).toBe('PO-2');
  });

  it('opens the shipping step after the contact step is saved', async () => {
    renderCheckout([viewerMock(), quoteMock]);
    const user = userEvent.setup();
    const contactTrigger = await screen.findByRole('button', { name: /Contact info/ });
    const shippingTrigger = screen.getByRole('button', { name: /Shipping address/ });
    expect(shippingTrigger).toHaveAttribute('aria-expanded', 'true');
    expect(contactTrigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(contactTrigger);
    expect(contactTrigger).toHaveAttribute('aria-expanded', 'true');
    const contactForm = screen.getByRole('form', { name: 'Contact info' });
    await user.clear(within(contactForm).getByLabelText('Email'));
    await user.type(within(contactForm).getByLabelText('Email'), 'not-an-email');
    await user.click(within(contactForm).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    await user.clear(within(contactForm).getByLabelText('Email'));
    await user.type(within(contactForm).getByLabelText('Email'), 'orders@example.ie');
    await user.click(within(contactForm).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(contactTrigger).toHaveAttribute('aria-expanded', 'false'));
    expect(shippingTrigger).toHaveAttribute('aria-expanded', 'true');
  });

  it("shows the server's line errors under the line they name", async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify(getCart().map((line) => ({ ...line, referenceNumber: 'PO-3' }))),
    );
    renderCheckout([
      viewerMock(),
      quoteMock,
      placeOrderMock([], {
        data: {
          placeOrder: {
            __typename: 'PlaceOrderPayload',
            orders: [],
            userErrors: [
              {
                __typename: 'UserError',
                field: 'lines.1',
                message: 'This product is no longer available.',
                code: 'UNAVAILABLE',
              },
            ],
          },
        },
      }),
    ]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm Order' }));
    const [bed, mattress] = screen.getAllByTestId('checkout-line');
    expect(
      await within(mattress!).findByText('This product is no longer available.'),
    ).toBeInTheDocument();
    expect(within(bed!).queryByText('This product is no longer available.')).toBeNull();
    expect(screen.getByTestId('checkout-message')).toHaveTextContent(
      'This product is no longer available.',
    );
  });

  it('requires the shipping fields', async () => {
    renderCheckout([viewerMock(viewer({ deliveryAddress: '' })), quoteMock]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByText('Address is required')).toBeInTheDocument();
  });

  it('shows the insufficient credit message and keeps the cart', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify(getCart().map((line) => ({ ...line, referenceNumber: 'PO-9' }))),
    );
    const inputs: PlaceOrderInput[] = [];
    renderCheckout([
      viewerMock(),
      quoteMock,
      placeOrderMock(inputs, {
        data: {
          placeOrder: {
            __typename: 'PlaceOrderPayload',
            orders: [],
            userErrors: [
              {
                __typename: 'UserError',
                field: null,
                message: 'Insufficient credit to place this order.',
                code: 'INSUFFICIENT_CREDIT',
              },
            ],
          },
        },
      }),
    ]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByTestId('checkout-message')).toHaveTextContent(
      'Insufficient credit to place this order.',
    );
    expect(getCart()).toHaveLength(2);
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
  });

  it('places the order, clears the cart and goes to /orders', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify(getCart().map((line, i) => ({ ...line, referenceNumber: ` PO-${i} ` }))),
    );
    const inputs: PlaceOrderInput[] = [];
    let cartUpdated = 0;
    window.addEventListener('cartUpdated', () => (cartUpdated += 1));
    // The order takes 2 s to answer: the Processing... state stays up long enough to be seen by a
    // slow run (CI once took over 400 ms between the click and the first look).
    renderCheckout([
      viewerMock(),
      quoteMock,
      placeOrderMock(inputs, { data: placed, delay: 2_000 }),
    ]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
      expect(screen.getByText('Please wait while we verify your credit balance')).toBeVisible();
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders'), {
      timeout: 10_000,
    });
    expect(getCart()).toHaveLength(0);
    expect(cartUpdated).toBeGreaterThan(0);
    expect(toastTitles()).toContain('Order Placed Successfully');
    const input = inputs.at(-1)!;
    expect(input.idempotencyKey).toMatch(/\S{16,}/);
    expect(input.shippingAddress).toEqual({
      firstName: 'Aoife',
      address: '1 Main Street',
      city: 'Ashbourne',
      country: 'Ireland',
    });
    expect(input.lines.map((l) => l.referenceNumber)).toEqual(['PO-0', 'PO-1']);
    expect(input.lines[0]).toMatchObject({
      productId: '1',
      sizeId: '13',
      fabricId: '2',
      fabricColorId: '5',
      storage: 'NONE',
      quantity: 2,
    });
    expect(JSON.stringify(input)).not.toMatch(/price|vat/i);
  });

  it('shows the network message and reuses the idempotency key on retry', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify(getCart().map((line) => ({ ...line, referenceNumber: 'PO-7' }))),
    );
    const inputs: PlaceOrderInput[] = [];
    renderCheckout([
      viewerMock(),
      quoteMock,
      placeOrderMock(inputs, { error: new TypeError('Failed to fetch') }),
      placeOrderMock(inputs, { data: placed }),
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByTestId('checkout-message')).toHaveTextContent(
      'Network error. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders'));
    const keys = [...new Set(inputs.map((i) => i.idempotencyKey))];
    expect(keys).toHaveLength(1);
  });

  it('sends visitors to /signin', async () => {
    renderCheckout([viewerMock(null)]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/signin'));
  });
});

describe('/checkout: Your PO number (issue 22)', () => {
  beforeEach(() => {
    localStorage.setItem(
      'cart',
      JSON.stringify(getCart().map((line) => ({ ...line, referenceNumber: 'REF-1' }))),
    );
  });

  it('preselects the company’s default saved address and sends its id (issue 24)', async () => {
    const address = (id: string, name: string, isDefault: boolean) => ({
      __typename: 'CompanyAddress' as const,
      id,
      recipientName: name,
      companyName: 'Byrne Interiors',
      line1: '12 Dock Road',
      line2: '',
      town: 'Limerick',
      county: 'Co. Limerick',
      eircode: 'V94 T2X1',
      phone: '',
      deliveryNotes: '',
      isDefault,
    });
    const inputs: PlaceOrderInput[] = [];
    renderCheckout([
      viewerMock(),
      quoteMock,
      {
        request: { query: CompanyAddressesQuery },
        result: {
          data: { companyAddresses: [address('4', 'Goods In', true), address('5', 'Shop', false)] },
        },
        maxUsageCount: 5,
      },
      placeOrderMock(inputs, { data: placed }),
    ]);
    const chosen = await screen.findByRole(
      'radio',
      { name: /Goods In \(default\)/ },
      { timeout: 5000 },
    );
    expect(chosen).toBeChecked();
    expect(screen.queryByRole('form', { name: 'Shipping address' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders'));
    expect(inputs.at(-1)).toMatchObject({ addressId: '4' });
    expect(inputs.at(-1)!.shippingAddress).toBeUndefined();
  });

  it('sends the trimmed PO number for the whole checkout; blank sends none', async () => {
    const inputs: PlaceOrderInput[] = [];
    renderCheckout([viewerMock(), quoteMock, placeOrderMock(inputs, { data: placed })]);
    const user = userEvent.setup();
    const field = await screen.findByLabelText(/Your PO number/);
    expect(field).toHaveAttribute('maxLength', '35');
    await user.type(field, '  ACME-4471 ');
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders'));
    expect(inputs.at(-1)!.buyerPoNumber).toBe('ACME-4471');
  });

  it('sends no PO number when the field is left blank', async () => {
    const inputs: PlaceOrderInput[] = [];
    renderCheckout([viewerMock(), quoteMock, placeOrderMock(inputs, { data: placed })]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders'));
    expect(inputs.at(-1)!.buyerPoNumber).toBeNull();
  });

  it('takes at most 35 characters and shows the server’s message under the field', async () => {
    const message = 'Your PO number must be at most 35 characters.';
    renderCheckout([
      viewerMock(),
      quoteMock,
      placeOrderMock([], {
        data: {
          placeOrder: {
            __typename: 'PlaceOrderPayload',
            orders: [],
            purchaseOrder: null,
            userErrors: [
              { __typename: 'UserError', field: 'buyer_po_number', message, code: 'INVALID' },
            ],
          },
        },
      }),
    ]);
    const user = userEvent.setup();
    const field = await screen.findByLabelText(/Your PO number/);
    await user.type(field, 'P'.repeat(40));
    expect(field).toHaveValue('P'.repeat(35));
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByTestId('checkout-message')).toHaveTextContent(message);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveFocus();
    expect(getCart()).toHaveLength(2);
  });
});
