import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartLineInput } from '@/__generated__/graphql';
import { getCart } from '@/lib/cart/store';
import { renderWithProviders } from '@/test/render';
import { clearToasts, expectToast } from '@/test/toasts';
import {
  ADD_TO_CART_MESSAGES,
  FILE_TYPE_MESSAGE,
  selectionError,
} from '../components/configurator-rules';
import ProductRoute from '../routes/product';
import { bed, mattress, pageMock, quoteMock } from './fixtures';

function SignInProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from;
  return <p>Sign-in page, from {from?.pathname}</p>;
}

function renderProduct(
  product: ReturnType<typeof bed>,
  { signedIn = true, calls = [] as CartLineInput[] } = {},
) {
  return renderWithProviders(
    <Routes>
      <Route path="/products/:id" element={<ProductRoute />} />
      <Route path="/signin" element={<SignInProbe />} />
    </Routes>,
    {
      route: `/products/${product.id}`,
      mocks: [pageMock(product, signedIn, product.id), quoteMock(calls)],
    },
  );
}

const radio = (group: string, name: string) =>
  within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name });
const addButton = () => screen.getByRole('button', { name: 'Add to Cart' });
const lineTotal = () => screen.getByTestId('line-total').textContent;

function jsonResponse(body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
}

beforeEach(() => {
  localStorage.clear();
  clearToasts();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Storage and quantity', () => {
  it('offers exclusive storage choices on beds, only those the bed has', async () => {
    const user = userEvent.setup();
    renderProduct(bed());
    await screen.findByRole('heading', { level: 1, name: 'Aurora Bed' });
    const group = within(screen.getByRole('radiogroup', { name: 'Storage' }));
    expect(group.getAllByRole('radio').map((r) => r.textContent)).toEqual([
      'None',
      'Ottoman',
      'Cloud Storage',
    ]);
    expect(radio('Storage', 'None')).toHaveAttribute('aria-checked', 'true');
    await user.click(radio('Storage', 'Ottoman'));
    expect(radio('Storage', 'Ottoman')).toHaveAttribute('aria-checked', 'true');
    expect(radio('Storage', 'None')).toHaveAttribute('aria-checked', 'false');
    await user.click(radio('Storage', 'Cloud Storage'));
    expect(group.getAllByRole('radio', { checked: true }).map((r) => r.textContent)).toEqual([
      'Cloud Storage',
    ]);
  });

  it('leaves out storage types the bed does not have, and storage on other products', async () => {
    const first = renderProduct(bed({ storageTypes: ['NONE', 'OTTOMAN'] }));
    await screen.findByRole('heading', { level: 1, name: 'Aurora Bed' });
    expect(
      within(screen.getByRole('radiogroup', { name: 'Storage' }))
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['None', 'Ottoman']);
    first.unmount();
    renderProduct(mattress());
    await screen.findByRole('heading', { level: 1, name: 'Cloud Comfort Mattress' });
    expect(screen.queryByRole('radiogroup', { name: 'Storage' })).not.toBeInTheDocument();
  });

  it('keeps the quantity between 1 and 99', async () => {
    const user = userEvent.setup();
    renderProduct(mattress());
    await screen.findByRole('heading', { level: 1, name: 'Cloud Comfort Mattress' });
    const quantity = screen.getByRole('textbox', { name: 'Quantity' });
    expect(quantity).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(quantity).toHaveValue('1');
    await user.clear(quantity);
    await user.type(quantity, '150');
    expect(quantity).toHaveValue('99');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await user.clear(quantity);
    await user.type(quantity, '0');
    expect(quantity).toHaveValue('1');
    await user.clear(quantity);
    await user.tab();
    expect(quantity).toHaveValue('1');
  });
});

describe('Live price', () => {
  it('follows size, fabric, storage and quantity, showing "from" while the choice is incomplete', async () => {
    const user = userEvent.setup();
    const calls: CartLineInput[] = [];
    renderProduct(bed(), { calls });
    await screen.findByRole('heading', { level: 1, name: 'Aurora Bed' });
    // A bed without fabric and colour cannot be priced yet: the base price shows as 'from'.
    expect(await screen.findByText('from')).toBeInTheDocument();
    expect(screen.getByText('€499.00')).toBeInTheDocument();

    await user.click(radio('Fabric', 'Plush Velvet'));
    await waitFor(() => expect(lineTotal()).toBe('€613.77'));
    expect(screen.getByText('€114.77')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      productId: '7',
      sizeId: '13',
      fabricId: '21',
      fabricColorId: '31',
      storage: 'NONE',
      quantity: 1,
    });

    await user.click(radio('Storage', 'Cloud Storage'));
    await waitFor(() => expect(lineTotal()).toBe('€798.27'));
    expect(calls.at(-1)).toMatchObject({ storage: 'CLOUD_STORAGE', sizeId: '13' });

    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(lineTotal()).toBe('€1,596.54'));
    expect(calls.at(-1)).toMatchObject({ quantity: 2 });

    // A new size clears fabric and colour: 'from' the 5ft variation price again.
    await user.click(radio('Size', '5ft King'));
    expect(await screen.findByText('€599.00')).toBeInTheDocument();
    await user.click(radio('Fabric', 'Linen Look'));
    await waitFor(() => expect(lineTotal()).toBe('€1,842.54'));
    expect(calls.at(-1)).toEqual({
      productId: '7',
      sizeId: '14',
      fabricId: '22',
      fabricColorId: '33',
      storage: 'CLOUD_STORAGE',
      quantity: 2,
    });
  });
});

describe('Add to cart', () => {
  it('sends a visitor to /signin, remembering the product page', async () => {
    const user = userEvent.setup();
    renderProduct(bed(), { signedIn: false });
    await screen.findByRole('heading', { level: 1, name: 'Aurora Bed' });
    await user.click(addButton());
    expect(await screen.findByText('Sign-in page, from /products/7')).toBeInTheDocument();
    expect(getCart()).toHaveLength(0);
  });

  it('asks for size, fabric and colour on a bed, and the message goes after 3 s', async () => {
    renderProduct(bed());
    await screen.findByRole('heading', { level: 1, name: 'Aurora Bed' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(addButton());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please select a size, fabric and fabric colour.',
    );
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(getCart()).toHaveLength(0);
  });

  it('asks for a size on a product with sizes (rule)', () => {
    const product = { ...mattress(), sizes: mattress().sizes };
    expect(selectionError(product, { sizeId: null, fabricId: null, colorId: null })).toBe(
      ADD_TO_CART_MESSAGES.size,
    );
    expect(selectionError(product, { sizeId: '13', fabricId: null, colorId: null })).toBeNull();
    expect(selectionError(bed(), { sizeId: '13', fabricId: '21', colorId: null })).toBe(
      ADD_TO_CART_MESSAGES.bed,
    );
  });

  it('refuses to add while the file is still uploading', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    renderProduct(mattress());
    await screen.findByRole('heading', { level: 1, name: 'Cloud Comfort Mattress' });
    await user.upload(
      screen.getByLabelText('Attach a file (.pdf, .doc, .docx)'),
      new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Uploading…')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect((init.headers as Record<string, string>)['Apollo-Require-Preflight']).toBe('true');
    expect(init.body).toBeInstanceOf(FormData);
    await user.click(addButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please wait, file is still uploading...');
    expect(getCart()).toHaveLength(0);
  });

  it('refuses a file that is not .pdf, .doc or .docx without uploading it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderProduct(mattress());
    await screen.findByRole('heading', { level: 1, name: 'Cloud Comfort Mattress' });
    await user.upload(
      screen.getByLabelText('Attach a file (.pdf, .doc, .docx)'),
      new File(['png'], 'photo.png', { type: 'image/png' }),
    );
    expect(await screen.findByText(FILE_TYPE_MESSAGE)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds the configured line, shows the toast and resets the form', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        jsonResponse({
          data: {
            uploadSpecialQuoteFile: {
              file: { id: '91', fileName: 'plan.pdf' },
              userErrors: [],
            },
          },
        }),
      ),
    );
    renderProduct(bed());
    await screen.findByRole('heading', { level: 1, name: 'Aurora Bed' });
    await user.click(radio('Size', '5ft King'));
    await user.click(radio('Fabric', 'Plush Velvet'));
    await user.click(radio('Colour', 'Mustard'));
    await user.click(radio('Storage', 'Ottoman'));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.type(screen.getByRole('textbox', { name: /Customer Reference/ }), 'PO-7');
    await user.type(screen.getByRole('textbox', { name: /Special Instructions/ }), 'Low legs');
    await user.upload(
      screen.getByLabelText('Attach a file (.pdf, .doc, .docx)'),
      new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('plan.pdf')).toBeInTheDocument();

    await user.click(addButton());
    await waitFor(() => expect(getCart()).toHaveLength(1));
    expect(getCart()[0]).toMatchObject({
      id: '7',
      productId: '7',
      product_name: 'Aurora Bed',
      price: '699.00',
      vat: '160.77',
      size: '5ft King',
      sizeId: '14',
      quantity: 2,
      image: '/images/aurora.jpg',
      isStorage: true,
      isCloudStorage: false,
      storageType: 'Ottoman',
      storage: 'OTTOMAN',
      referenceNumber: 'PO-7',
      specialQuote: { text: 'Low legs', fileId: '91', fileName: 'plan.pdf' },
      categories: ['Beds'],
      isBed: true,
      fabric: 'Plush Velvet',
      fabricId: '21',
      fabricColor: 'Mustard',
      fabricColorId: '32',
    });
    expect(JSON.stringify(getCart())).not.toContain('Base64');
    // The toast follows the frame that paints the header's new count.
    await waitFor(() => expectToast('success', 'Aurora Bed added to cart', { duration: 2000 }));

    // The form is back to its start: first size, no fabric, no storage, quantity 1, empty boxes.
    await waitFor(() =>
      expect(radio('Size', '4ft6 Double')).toHaveAttribute('aria-checked', 'true'),
    );
    expect(radio('Fabric', 'Plush Velvet')).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('radiogroup', { name: 'Colour' })).not.toBeInTheDocument();
    expect(radio('Storage', 'None')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: /Customer Reference/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Special Instructions/ })).toHaveValue('');
    expect(screen.queryByText('plan.pdf')).not.toBeInTheDocument();
  });

  it('merges an identical line into the existing one', async () => {
    const user = userEvent.setup();
    renderProduct(mattress({ sizes: [] }));
    await screen.findByRole('heading', { level: 1, name: 'Cloud Comfort Mattress' });
    await user.click(addButton());
    await waitFor(() => expect(getCart()).toHaveLength(1));
    fireEvent.click(addButton());
    await waitFor(() => expect(getCart()[0]?.quantity).toBe(2));
    expect(getCart()).toHaveLength(1);
    expect(getCart()[0]).toMatchObject({ storageType: '', isBed: false, fabricId: null });
  });

  it('disables Add to Cart when the product cannot be bought', async () => {
    const first = renderProduct(mattress({ purchasable: false, inStock: false }));
    await screen.findByRole('heading', { level: 1, name: 'Cloud Comfort Mattress' });
    expect(addButton()).toBeDisabled();
    first.unmount();
    renderProduct(bed({ inStock: false, purchasable: true }));
    await screen.findByRole('heading', { level: 1, name: 'Aurora Bed' });
    expect(addButton()).toBeEnabled();
  });
});

describe('Volume prices (issue 25)', () => {
  const tier = (minQuantity: number, amount: string) => ({
    __typename: 'VolumePrice' as const,
    minQuantity,
    unitPrice: { __typename: 'Money' as const, amount, currencyCode: 'EUR' },
  });

  it('lists the signed-in customer\'s tiers as "10 or more: €X each"', async () => {
    renderProduct(mattress({ volumePrices: [tier(5, '285.00'), tier(10, '270.00')] }));
    const section = await screen.findByRole('region', { name: 'Volume prices' });
    expect(within(section).getByText('Volume prices (excl. VAT)')).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['5 or more: €285.00 each', '10 or more: €270.00 each']);
  });

  it('shows nothing without tiers, nor to a visitor', async () => {
    renderProduct(mattress({ volumePrices: [] }));
    await screen.findByRole('heading', { level: 1, name: 'Cloud Comfort Mattress' });
    expect(screen.queryByRole('region', { name: 'Volume prices' })).not.toBeInTheDocument();
    expect(screen.queryByText(/or more:/)).not.toBeInTheDocument();
  });

  it('shows no tiers to a visitor even when some are sent', async () => {
    renderProduct(mattress({ price: null, volumePrices: [tier(10, '270.00')] }), {
      signedIn: false,
    });
    await screen.findByRole('heading', { level: 1, name: 'Cloud Comfort Mattress' });
    expect(screen.queryByText(/or more:/)).not.toBeInTheDocument();
  });
});
