import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cardProduct, productPage } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import ProductsRoute, { ProductsPageQuery } from './products';

const categories = ['Beds', 'Sofas'].map((name, i) => ({
  __typename: 'Category' as const,
  id: String(i + 1),
  name,
  slug: name.toLowerCase(),
}));

const withTotals = (page: ReturnType<typeof productPage>) => page;

function allMock(page: number, items: ReturnType<typeof cardProduct>[], totalPages: number) {
  return {
    request: { query: ProductsPageQuery, variables: { page, limit: 8, all: true, category: '' } },
    result: { data: { categories, products: withTotals(productPage(items, page, totalPages)) } },
  };
}

function categoryMock(slug: string, items: ReturnType<typeof cardProduct>[]) {
  return {
    request: {
      query: ProductsPageQuery,
      variables: { page: 1, limit: 8, all: false, category: slug },
    },
    result: {
      data: {
        categories,
        category: { __typename: 'Category' as const, id: '2', products: productPage(items) },
      },
    },
  };
}

describe('Products page', () => {
  it('shows All items and a tab per category, with the page taken from the URL', async () => {
    renderWithProviders(<ProductsRoute />, {
      route: '/products?page=2',
      path: '/products',
      mocks: [allMock(2, [cardProduct({ name: 'Page Two Bed' })], 3)],
    });
    expect(await screen.findByText('Page Two Bed')).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist'));
    expect(tabs.getByRole('tab', { name: 'All items' })).toHaveAttribute('aria-selected', 'true');
    expect(tabs.getByRole('tab', { name: 'Beds' })).toBeInTheDocument();
    expect(tabs.getByRole('tab', { name: 'Sofas' })).toBeInTheDocument();
    const pagination = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pagination.getByText('2')).toHaveAttribute('aria-current', 'page');
    expect(pagination.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it("fetches a category's products when its tab is chosen, and shows the empty text", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductsRoute />, {
      route: '/products',
      path: '/products',
      mocks: [allMock(1, [cardProduct()], 1), categoryMock('sofas', [])],
    });
    expect(await screen.findByText('Aurora Bed')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Sofas' }));
    expect(await screen.findByText('No Products Found For The Given Category')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sofas' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('Aurora Bed')).not.toBeInTheDocument();
  });
});
