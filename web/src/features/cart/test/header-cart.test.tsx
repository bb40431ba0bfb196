import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addToCart, clearCart } from '@/lib/cart/store';
import { cartItem, cartQuoteMock, cartQuoteResult } from '@/lib/cart/testing';
import { renderWithProviders } from '@/test/render';
import { HeaderCart } from '../index';

// jsdom applies the base (mobile) `display: none` of the desktop trigger and no media queries, so
// the desktop trigger is queried including hidden elements.
const desktopTrigger = () =>
  screen.getByRole('button', { name: /Open shopping cart/, hidden: true });

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('HeaderCart', () => {
  it('shows the count badge only when the cart is non-empty, following cartUpdated', () => {
    renderWithProviders(<HeaderCart signedIn />);
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    act(() => {
      addToCart(cartItem({ quantity: 3 }));
    });
    expect(screen.getAllByTestId('cart-badge')[0]).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
    act(() => clearCart());
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });

  it('opens the Shopping cart dropdown with lines, server line totals and buttons', async () => {
    addToCart(cartItem({ quantity: 2 }));
    const quote = cartQuoteResult(['738.00'], {
      subtotal: '600.00',
      vat: '138.00',
      total: '738.00',
    });
    renderWithProviders(<HeaderCart signedIn />, { mocks: [cartQuoteMock(quote)] });
    await userEvent.setup().click(desktopTrigger());
    expect(await screen.findByText('Shopping cart')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cloud Comfort Mattress' })).toHaveAttribute(
      'href',
      '/products/7',
    );
    expect(screen.getByText('Quantity: 2')).toBeInTheDocument();
    expect(await screen.findByText('€738.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Check out' })).toHaveAttribute('href', '/checkout');
  });

  it("says 'Your cart is empty' when signed in with an empty cart", async () => {
    renderWithProviders(<HeaderCart signedIn />);
    await userEvent.setup().click(desktopTrigger());
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });

  it('asks visitors to log in, without a badge', async () => {
    addToCart(cartItem());
    renderWithProviders(<HeaderCart signedIn={false} />);
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    await userEvent.setup().click(desktopTrigger());
    expect(await screen.findByText('Please login to view cart')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login to view cart' })).toHaveAttribute(
      'href',
      '/signin',
    );
  });
});
