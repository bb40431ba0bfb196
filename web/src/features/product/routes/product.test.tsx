import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cardProduct } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { bed, pageMock } from '../test/fixtures';
import ProductRoute from './product';

function renderProduct(product: ReturnType<typeof bed> | null, id = '7') {
  return renderWithProviders(<ProductRoute />, {
    route: `/products/${id}`,
    path: '/products/:id',
    mocks: [pageMock(product, false, id)],
  });
}

const radio = (group: string, name: string) =>
  within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name });

describe('Product page', () => {
  it('shows name, SKU, stock, lead time, sanitised description, dimensions and related products', async () => {
    renderProduct(bed());
    const heading = await screen.findByRole('heading', { level: 1, name: 'Aurora Bed' });
    const summary = within(heading.parentElement!);
    expect(summary.getByText('SKU AUR-001')).toBeInTheDocument();
    expect(summary.getByText('In Stock')).toBeInTheDocument();
    expect(summary.getByText('Lead time: 2 to 4 weeks')).toBeInTheDocument();
    const description = screen.getByTestId('product-description');
    expect(description.innerHTML).toContain('<strong>velvet</strong>');
    expect(description.innerHTML).not.toContain('onerror');
    expect(screen.getByRole('button', { name: 'Dimensions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Special Instructions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Related Products' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bella Bed' })).toHaveAttribute('href', '/products/8');
  });

  it('shows visitors a sign-in link instead of any price', async () => {
    renderProduct(
      bed({
        price: null,
        variations: [],
        relatedProducts: [cardProduct({ id: '8', name: 'Bella Bed', price: null })],
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Aurora Bed' });
    expect(screen.getByRole('link', { name: 'Sign in to see trade prices' })).toHaveAttribute(
      'href',
      '/signin',
    );
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
  });

  it('preselects the first size', async () => {
    const user = userEvent.setup();
    renderProduct(bed());
    await screen.findByRole('heading', { level: 1, name: 'Aurora Bed' });
    expect(radio('Size', '4ft6 Double')).toHaveAttribute('aria-checked', 'true');
    expect(radio('Size', '5ft King')).toHaveAttribute('aria-checked', 'false');
    await user.click(radio('Size', '5ft King'));
    expect(radio('Size', '5ft King')).toHaveAttribute('aria-checked', 'true');
  });

  it('selects the first colour of a chosen fabric and clears fabric and colour on a size change', async () => {
    const user = userEvent.setup();
    renderProduct(bed());
    await screen.findByRole('heading', { level: 1, name: 'Aurora Bed' });
    expect(screen.queryByRole('radiogroup', { name: 'Colour' })).not.toBeInTheDocument();

    await user.click(radio('Fabric', 'Plush Velvet'));
    expect(radio('Fabric', 'Plush Velvet')).toHaveAttribute('aria-checked', 'true');
    expect(radio('Colour', 'Steel Grey')).toHaveAttribute('aria-checked', 'true');
    expect(radio('Colour', 'Mustard')).toHaveAttribute('aria-checked', 'false');

    await user.click(radio('Colour', 'Mustard'));
    expect(radio('Colour', 'Mustard')).toHaveAttribute('aria-checked', 'true');

    await user.click(radio('Fabric', 'Linen Look'));
    expect(radio('Colour', 'Oatmeal')).toHaveAttribute('aria-checked', 'true');

    await user.click(radio('Size', '5ft King'));
    expect(radio('Fabric', 'Plush Velvet')).toHaveAttribute('aria-checked', 'false');
    expect(radio('Fabric', 'Linen Look')).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('radiogroup', { name: 'Colour' })).not.toBeInTheDocument();
  });

  it('shows Out of Stock, and no fabric picker, storage or lead time for a product that is not a bed', async () => {
    renderProduct(
      bed({ inStock: false, isBed: false, leadTime: null, storageTypes: [], variations: [] }),
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'Aurora Bed' });
    expect(within(heading.parentElement!).getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Fabric' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Storage' })).not.toBeInTheDocument();
    expect(screen.queryByText('Lead time: 2 to 4 weeks')).not.toBeInTheDocument();
  });

  it('switches the main picture from the thumbnails', async () => {
    const user = userEvent.setup();
    renderProduct(bed());
    await screen.findByRole('heading', { level: 1, name: 'Aurora Bed' });
    expect(screen.getByRole('img', { name: 'Aurora Bed, picture 1 of 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show picture 2 of 2' }));
    expect(
      screen.getByRole('img', { name: 'Aurora Bed in navy velvet, side view' }),
    ).toHaveAttribute('src', '/images/aurora-2.jpg');
    expect(
      screen.queryByRole('button', { name: 'Scroll thumbnails right' }),
    ).not.toBeInTheDocument();
  });

  it('shows scroll arrows with more than 4 pictures', async () => {
    renderProduct(bed({ images: ['a', 'b', 'c', 'd', 'e'].map((n) => `/images/${n}.jpg`) }));
    await screen.findByRole('heading', { level: 1, name: 'Aurora Bed' });
    expect(screen.getByRole('button', { name: 'Scroll thumbnails right' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scroll thumbnails left' })).toBeInTheDocument();
  });

  it('shows the not-found page when there is no such product', async () => {
    renderProduct(null, '999');
    expect(
      await screen.findByText("THE PAGE YOU WERE LOOKING FOR DOESN'T EXIST."),
    ).toBeInTheDocument();
  });

  it('shows the not-found page for a malformed id without asking the server', () => {
    renderWithProviders(<ProductRoute />, { route: '/products/abc', path: '/products/:id' });
    expect(screen.getByText("THE PAGE YOU WERE LOOKING FOR DOESN'T EXIST.")).toBeInTheDocument();
  });
});
