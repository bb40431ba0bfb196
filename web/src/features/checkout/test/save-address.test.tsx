import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlaceOrderInput } from '@/__generated__/graphql';
import { addToCart } from '@/lib/cart/store';
import { bedItem, cartQuoteMock, cartQuoteResult, money } from '@/lib/cart/testing';
import { renderWithProviders } from '@/test/render';
import { CheckoutViewerQuery, PlaceOrderMutation } from '../api/documents';
import { IRISH_ONLY, SAVE_TO_BOOK_LABEL } from '../lib/use-save-to-book';
import CheckoutRoute from '../routes/checkout';

function LocationProbe() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

const viewerMock = (companyRole: string) => ({
  request: { query: CheckoutViewerQuery },
  result: {
    data: {
      viewer: {
        __typename: 'User' as const,
        id: 'u1',
        fullName: 'Aoife Byrne',
        email: 'aoife@example.ie',
        phoneNumber: '+353871234567',
        country: 'Ireland',
        deliveryAddress: '1 Main Street',
        deliveryCity: 'Ashbourne',
        subscribed: false,
        companyRole,
        availableCredit: money('5000.00'),
      },
    },
  },
  maxUsageCount: 10,
});

const quoteMock = cartQuoteMock(
  cartQuoteResult(['1227.54'], { subtotal: '998.00', vat: '229.54', total: '1227.54' }),
);

const placed = {
  placeOrder: {
    __typename: 'PlaceOrderPayload',
    orders: [{ __typename: 'Order', id: '101', trackingId: 'TRK101' }],
    purchaseOrder: { __typename: 'PurchaseOrder', id: '9', number: 'PO-000009' },
    userErrors: [],
  },
};

function placeOrderMock(inputs: PlaceOrderInput[]) {
  return {
    request: {
      query: PlaceOrderMutation,
      variables: (vars: { input: PlaceOrderInput }) => {
        inputs.push(vars.input);
        return true;
      },
    },
    result: { data: placed },
  };
}

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
  addToCart(bedItem({ quantity: 1, referenceNumber: 'PO-1' }));
});
afterEach(() => localStorage.clear());

describe('/checkout: save the typed address to the book (issue 24)', () => {
  it("checks the county and Eircode, then sends the whole address to the company's book", async () => {
    const inputs: PlaceOrderInput[] = [];
    renderCheckout([viewerMock('COMPANY_ADMIN'), quoteMock, placeOrderMock(inputs)]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: SAVE_TO_BOOK_LABEL }));
    await user.type(screen.getByRole('textbox', { name: /County/ }), 'Co. Meath');
    await user.type(screen.getByRole('textbox', { name: /Eircode/ }), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByText(/Enter a valid Eircode/)).toBeInTheDocument();
    expect(inputs).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: /Eircode/ }));
    await user.type(screen.getByRole('textbox', { name: /Eircode/ }), 'a84  x285');
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders'));
    const input = inputs.at(-1)!;
    expect(input.saveAddress).toEqual({
      recipientName: 'Aoife',
      line1: '1 Main Street',
      town: 'Ashbourne',
      county: 'Co. Meath',
      eircode: 'A84 X285',
    });
    expect(input.shippingAddress).toBeUndefined();
    expect(input.addressId).toBeUndefined();
  });

  it('refuses to save an address outside Ireland, and sends the typed one when unticked', async () => {
    const inputs: PlaceOrderInput[] = [];
    renderCheckout([viewerMock('COMPANY_ADMIN'), quoteMock, placeOrderMock(inputs)]);
    const user = userEvent.setup();
    const country = await screen.findByRole('textbox', { name: /Country/ });
    await user.clear(country);
    await user.type(country, 'France');
    await user.click(screen.getByRole('checkbox', { name: SAVE_TO_BOOK_LABEL }));
    await user.type(screen.getByRole('textbox', { name: /County/ }), 'Co. Meath');
    await user.type(screen.getByRole('textbox', { name: /Eircode/ }), 'A84 X285');
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByText(IRISH_ONLY)).toBeInTheDocument();
    expect(inputs).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: SAVE_TO_BOOK_LABEL }));
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders'));
    expect(inputs.at(-1)!.saveAddress).toBeUndefined();
    expect(inputs.at(-1)!.shippingAddress).toMatchObject({ country: 'France' });
  });

  it('offers no checkbox to a role that may not manage the book', async () => {
    renderCheckout([viewerMock('BUYER'), quoteMock]);
    expect(await screen.findByRole('textbox', { name: /Country/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: SAVE_TO_BOOK_LABEL })).not.toBeInTheDocument();
  });
});
