import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { of } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCache } from '@/lib/apollo';
import { decodeCartCookie, encodeCartCookie } from '@/lib/cart/cookie';
import { toCartLineInput } from '@/lib/cart/line-input';
import { cartQuoteQuery } from '@/lib/cart/quote';
import { addToCart, getCart } from '@/lib/cart/store';
import { bedItem, cartItem, cartQuoteResult } from '@/lib/cart/testing';
import type { CartItem } from '@/lib/cart/types';
import { FirstCartProvider } from '@/lib/cart/use-cart';
import { system } from '@/test/render';
import { CartViewerQuery } from '../api/documents';
import CartRoute from '../routes/cart';

const QUOTE = cartQuoteResult(['1227.54', '369.00'], {
  subtotal: '1298.00',
  vat: '298.54',
  total: '1596.54',
});

/** An Apollo Client whose cache holds the signed-in viewer and the quote of `lines`. */
function clientOf(lines: readonly CartItem[]) {
  const client = new ApolloClient({
    cache: createCache(),
    link: new ApolloLink(() => of({ data: { cartQuote: QUOTE } })),
  });
  client.writeQuery({
    query: CartViewerQuery,
    // The cache's shapes (with __typename), not the masked result types: cast.
    data: { viewer: { __typename: 'User', id: 'u1' } } as never,
  });
  client.writeQuery({
    query: cartQuoteQuery,
    variables: { lines: lines.map(toCartLineInput) },
    data: { cartQuote: QUOTE } as never,
  });
  return client;
}

/** /cart inside the app's providers, with the lines the page is rendered from (`first`). */
function page(client: ApolloClient, first: readonly CartItem[] | null) {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <FirstCartProvider lines={first}>
          <MemoryRouter initialEntries={['/cart']}>
            <CartRoute />
          </MemoryRouter>
        </FirstCartProvider>
      </ApolloProvider>
    </ChakraProvider>
  );
}

/** Server-renders the page into a container, then hydrates it; returns the recoverable errors. */
function serverRenderThenHydrate(first: readonly CartItem[] | null) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(clientOf(getCart()), first));
  document.body.appendChild(container);
  const serverHtml = container.innerHTML;
  const errors: unknown[] = [];
  render(page(clientOf(getCart()), first), {
    container,
    hydrate: true,
    onRecoverableError: (error) => errors.push(error),
  });
  return { serverHtml, errors, container };
}

beforeEach(() => {
  localStorage.clear();
  addToCart(bedItem({ quantity: 2 }));
  addToCart(cartItem());
});
afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('/cart rendered on the server from the cart cookie (issue 29)', () => {
  it("renders the cookie's lines with the server's prices and hydrates them without a mismatch", async () => {
    const first = decodeCartCookie(encodeCartCookie(getCart()));
    const { serverHtml, errors } = serverRenderThenHydrate(first);
    expect(serverHtml).toContain('Aurora Bed');
    expect(serverHtml).toContain('Plush Velvet');
    expect(serverHtml).toContain('Cloud Comfort Mattress');
    expect(serverHtml).toContain('€1,596.54');
    expect(serverHtml).not.toContain('Loading');
    const lines = await screen.findAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByRole('textbox', { name: /Quantity/ })).toHaveValue('2');
    expect(errors).toEqual([]);
  });

  it('renders the loading state without a cookie, then the browser shows its own lines', async () => {
    const { serverHtml, errors } = serverRenderThenHydrate(null);
    expect(serverHtml).toContain('Loading');
    expect(serverHtml).not.toContain('Aurora Bed');
    expect(await screen.findAllByTestId('cart-line')).toHaveLength(2);
    expect(errors).toEqual([]);
  });

  it('shows the browser’s lines when the cookie was behind localStorage', async () => {
    const first = decodeCartCookie(encodeCartCookie(getCart().slice(0, 1)));
    const { serverHtml, errors } = serverRenderThenHydrate(first);
    expect(serverHtml).not.toContain('Cloud Comfort Mattress');
    expect(await screen.findByText('Cloud Comfort Mattress')).toBeInTheDocument();
    expect(errors).toEqual([]);
  });
});
