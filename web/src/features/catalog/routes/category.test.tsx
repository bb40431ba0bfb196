import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardProduct, productPage } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import CategoryRoute, { CategoryPageQuery } from './category';

function categoryMock(name: string, category: unknown, page = 1) {
  return {
    request: { query: CategoryPageQuery, variables: { name, page, limit: 8 } },
    result: { data: { category } },
  };
}

const category = (
  name: string,
  isBeds: boolean,
  items: ReturnType<typeof cardProduct>[],
  totalPages = 1,
) => ({
  __typename: 'Category' as const,
  id: '9',
  name,
  isBeds,
  productCount: items.length,
  products: productPage(items, 1, totalPages),
});

function renderCategory(slug: string, mock: ReturnType<typeof categoryMock>) {
  return renderWithProviders(<CategoryRoute />, {
    route: `/category/${encodeURIComponent(slug)}`,
    path: '/category/:categoryName',
    mocks: [mock],
  });
}

describe('Category page', () => {
  it('title-cases the category name and shows the empty text', async () => {
    renderCategory('kids beds', categoryMock('kids beds', category('Kids Beds', false, [])));
    expect(screen.getByRole('heading', { level: 1, name: 'Kids Beds' })).toBeInTheDocument();
    expect(await screen.findByText('No products found.')).toBeInTheDocument();
  });

  it('lists the products with pagination, and the lead time on Beds', async () => {
    renderCategory(
      'beds',
      categoryMock(
        'beds',
        category('Beds', true, [cardProduct(), cardProduct({ id: '2', name: 'Bella Bed' })], 3),
      ),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Beds' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Beds products' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByText('Lead time: 2 to 4 weeks')).toHaveLength(2);
    const pagination = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pagination.getByText('1')).toHaveAttribute('aria-current', 'page');
    expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/category/beds?page=2',
    );
    expect(pagination.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/category/beds?page=2',
    );
  });

  it('shows no lead time outside Beds', async () => {
    renderCategory(
      'sofas',
      categoryMock('sofas', category('Sofas', false, [cardProduct({ name: 'Oslo Sofa' })])),
    );
    expect(await screen.findByText('Oslo Sofa')).toBeInTheDocument();
    expect(screen.queryByText('Lead time: 2 to 4 weeks')).not.toBeInTheDocument();
  });

  it('on a failure shows only the error, never the empty text as well', async () => {
    renderCategory('beds', {
      request: categoryMock('beds', null).request,
      error: new Error('Network error'),
    } as unknown as ReturnType<typeof categoryMock>);
    expect(await screen.findByText('Failed to fetch products.')).toBeInTheDocument();
    expect(screen.queryByText('No products found.')).not.toBeInTheDocument();
  });

  it('shows the not-found page for an unknown category', async () => {
    renderCategory('chairs', categoryMock('chairs', null));
    expect(
      await screen.findByText("THE PAGE YOU WERE LOOKING FOR DOESN'T EXIST."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home Page' })).toHaveAttribute('href', '/');
  });
});
