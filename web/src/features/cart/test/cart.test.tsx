import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartLinePriceQuery, cartQuoteQuery } from '@/lib/cart/quote';
import { addToCart, getCart } from '@/lib/cart/store';
import { bedItem, cartItem, cartQuoteMock, cartQuoteResult } from '@/lib/cart/testing';
import { renderWithProviders } from '@/test/render';
import { CartViewerQuery } from '../api/documents';
import CartRoute from '../routes/cart';

const viewerMock = (signedIn: boolean) => ({
  request: { query: CartViewerQuery },
  result: { data: { viewer: signedIn ? { __typename: 'User' as const, id: 'u1' } : null } },
  maxUsageCount: 10,
});

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('/cart', () => {
  it('asks visitors to log in, with a Login link to /signin', async () => {
    addToCart(cartItem());
    renderWithProviders(<CartRoute />, { mocks: [viewerMock(false)] });
    expect(await screen.findByText('Please log in')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/signin');
    expect(screen.queryByText('Cloud Comfort Mattress')).not.toBeInTheDocument();
  });

  it("shows 'Cart is Empty.' for an empty cart", async () => {
    renderWithProviders(<CartRoute />, { mocks: [viewerMock(true)] });
    expect(await screen.findByText('Cart is Empty.')).toBeInTheDocument();
  });

  it('shows bed options, No Storage for Non Ottoman, and the server totals', async () => {
    addToCart(
      bedItem({ quantity: 2, specialQuote: { text: 'Low legs', fileId: null, fileName: null } }),
    );
    addToCart(cartItem());
    const quote = cartQuoteResult(['1227.54', '369.00'], {
      subtotal: '1298.00',
      vat: '298.54',
      total: '1596.54',
    });
    renderWithProviders(<CartRoute />, { mocks: [viewerMock(true), cartQuoteMock(quote)] });

    expect(await screen.findByTestId('summary-total')).toHaveTextContent('€1,596.54');
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('€1,298.00');
    expect(screen.getByTestId('summary-vat')).toHaveTextContent('€298.54');
    const [bed, mattress] = screen.getAllByTestId('cart-line');
    expect(within(bed!).getByText('Plush Velvet')).toBeInTheDocument();
    expect(within(bed!).getByText('Steel Grey')).toBeInTheDocument();
    expect(within(bed!).getByText('No Storage')).toBeInTheDocument();
    expect(within(bed!).getByText('Low legs')).toBeInTheDocument();
    expect(within(bed!).getByText('€1,227.54')).toBeInTheDocument();
    expect(within(mattress!).queryByText(/Storage/)).not.toBeInTheDocument();
    expect(within(mattress!).getByText('€369.00')).toBeInTheDocument();
    expect(within(mattress!).getByTestId('unit-price')).toHaveTextContent('€369.00 each (ex. VAT)');
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('link', { name: 'Aurora Bed' })).toHaveAttribute('href', '/products/1');
  });

  it('keeps quantity at 1 or more, steps it up and removes a line', async () => {
    addToCart(cartItem());
    const quote = cartQuoteResult(['369.00'], {
      subtotal: '300.00',
      vat: '69.00',
      total: '369.00',
    });
    renderWithProviders(<CartRoute />, { mocks: [viewerMock(true), cartQuoteMock(quote)] });
    const user = userEvent.setup();
    const minus = await screen.findByRole('button', { name: /Decrease quantity/ });
    expect(minus).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Increase quantity/ }));
    expect(getCart()[0]!.quantity).toBe(2);
    await user.click(screen.getByRole('button', { name: /Decrease quantity/ }));
    expect(getCart()[0]!.quantity).toBe(1);
    await user.click(screen.getByRole('button', { name: /Remove/ }));
    expect(await screen.findByText('Cart is Empty.')).toBeInTheDocument();
  });

  it('shows the error on the line the server names (extensions.field lines.N)', async () => {
    addToCart(cartItem());
    addToCart(cartItem({ id: '9', productId: '9', product_name: 'Gone Sofa' }));
    renderWithProviders(<CartRoute />, {
      mocks: [
        viewerMock(true),
        {
          request: { query: cartQuoteQuery, variables: () => true },
          result: {
            errors: [
              new GraphQLError('Product not found.', {
                extensions: { code: 'NOT_FOUND', field: 'lines.1.productId' },
              }),
            ],
          },
          maxUsageCount: 5,
        },
      ],
    });
    const gone = (await screen.findAllByTestId('cart-line'))[1]!;
    expect(await within(gone).findByRole('alert')).toHaveTextContent('Product not found.');
    expect(within(screen.getAllByTestId('cart-line')[0]!).queryByRole('alert')).toBeNull();
  });

  it('shows the error on the line that can no longer be priced', async () => {
    addToCart(cartItem());
    addToCart(cartItem({ id: '9', productId: '9', product_name: 'Gone Sofa' }));
    renderWithProviders(<CartRoute />, {
      mocks: [
        viewerMock(true),
        {
          request: { query: cartQuoteQuery, variables: () => true },
          result: { errors: [new GraphQLError('Product not found.')] },
          maxUsageCount: 5,
        },
        {
          request: {
            query: cartLinePriceQuery,
            variables: (v: { input: { productId: string } }) => v.input.productId === '7',
          },
          result: {
            data: {
              priceQuote: {
                __typename: 'PriceQuote',
                quantity: 1,
                lineTotal: { __typename: 'Money', amount: '369.00', currencyCode: 'EUR' },
              },
            },
          },
          maxUsageCount: 5,
        },
        {
          request: {
            query: cartLinePriceQuery,
            variables: (v: { input: { productId: string } }) => v.input.productId === '9',
          },
          result: { errors: [new GraphQLError('Product not found.')] },
          maxUsageCount: 5,
        },
      ],
    });
    await waitFor(() => {
      const gone = screen.getAllByTestId('cart-line')[1]!;
      expect(within(gone).getByRole('alert')).toHaveTextContent('Product not found.');
    });
    const ok = screen.getAllByTestId('cart-line')[0]!;
    expect(within(ok).queryByRole('alert')).not.toBeInTheDocument();
  });
});
