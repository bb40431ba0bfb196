import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/__generated__';
import { cardProduct } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import {
  LEAD_TIME_TEXT,
  PRODUCT_CARD_SIZES,
  ProductCard,
  ProductCardFragment,
} from './product-card';

const card = (overrides: Parameters<typeof cardProduct>[0] = {}) =>
  makeFragmentData(cardProduct(overrides), ProductCardFragment);

describe('ProductCard', () => {
  it('shows picture, name, SKU, euro price and In Stock, linking to the product', () => {
    renderWithProviders(
      <ProductCard
        product={card({
          id: '12',
          price: { __typename: 'Money', amount: '1499.00', currencyCode: 'EUR' },
        })}
      />,
    );
    expect(screen.getByRole('img', { name: 'Aurora Bed' })).toHaveAttribute(
      'src',
      '/images/aurora.jpg',
    );
    expect(screen.getByText('SKU AUR-001')).toBeInTheDocument();
    expect(screen.getByText('€1,499.00')).toBeInTheDocument();
    expect(screen.getByText('In Stock')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aurora Bed' })).toHaveAttribute(
      'href',
      '/products/12',
    );
  });

  it('loads a first-row picture eagerly with high priority and the others lazily (issue 12)', () => {
    renderWithProviders(
      <>
        <ProductCard product={card({ id: '1', name: 'First Bed' })} priority />
        <ProductCard product={card({ id: '2', name: 'Later Bed' })} />
      </>,
    );
    const first = screen.getByRole('img', { name: 'First Bed' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '800');
    expect(first).toHaveAttribute('height', '600');
    // Sized variants: WebP from the <picture>'s source, JPEG on the img (issue 12).
    expect(first).toHaveAttribute('sizes', PRODUCT_CARD_SIZES);
    expect(first.getAttribute('srcset')).toContain('/images/aurora.jpg?w=320&fm=jpeg 320w');
    expect(first.parentElement?.querySelector('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      expect.stringContaining('/images/aurora.jpg?w=800&fm=webp 800w'),
    );
    const later = screen.getByRole('img', { name: 'Later Bed' });
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).not.toHaveAttribute('fetchpriority');
  });

  it('hides the price for visitors (null price)', () => {
    renderWithProviders(<ProductCard product={card({ price: null })} />);
    expect(screen.getByText('Aurora Bed')).toBeInTheDocument();
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
  });

  it('shows Out of Stock when the product is not in stock', () => {
    renderWithProviders(<ProductCard product={card({ inStock: false })} />);
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.queryByText('In Stock')).not.toBeInTheDocument();
  });

  it("says Unavailable (not 'In Stock') for a product whose status is unavailable", () => {
    renderWithProviders(<ProductCard product={card({ inStock: true, status: 'unavailable' })} />);
    expect(screen.getByText('Unavailable')).toBeInTheDocument();
    expect(screen.queryByText('In Stock')).not.toBeInTheDocument();
  });

  it("shows a bed's lead time on every card, and the Beds page's lead time when asked to", () => {
    const { unmount } = renderWithProviders(<ProductCard product={card()} />);
    expect(screen.queryByText(LEAD_TIME_TEXT)).not.toBeInTheDocument();
    unmount();
    const bed = renderWithProviders(<ProductCard product={card({ leadTime: LEAD_TIME_TEXT })} />);
    expect(screen.getByText('Lead time: 2 to 4 weeks')).toBeInTheDocument();
    bed.unmount();
    renderWithProviders(<ProductCard product={card()} showLeadTime />);
    expect(screen.getByText('Lead time: 2 to 4 weeks')).toBeInTheDocument();
  });
});
