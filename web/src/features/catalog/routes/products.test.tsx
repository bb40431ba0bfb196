import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ProductListQuery, SearchProductListQuery } from '../api/documents';
import {
  categoryMock,
  facetsMock,
  listMock,
  listed,
  listing,
  searchMock,
  sortable,
} from '../test/fixtures';
import ProductsRoute from './products';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderProducts(mocks: unknown[], route = '/products') {
  return renderWithProviders(
    <>
      <ProductsRoute />
      <Location />
    </>,
    { route, path: '/products', mocks: mocks as never },
  );
}

const search = () => screen.getByTestId('location').textContent;
const cardNames = () =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('Products page: tabs and pagination', () => {
  it('shows All items and a tab per category, with the page taken from the URL', async () => {
    renderProducts(
      [facetsMock(), listMock([listed({ name: 'Page Two Bed' })], { page: 2, totalPages: 3 })],
      '/products?page=2',
    );
    expect(await screen.findByText('Page Two Bed')).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist'));
    expect(tabs.getByRole('tab', { name: 'All items' })).toHaveAttribute('aria-selected', 'true');
    expect(await tabs.findByRole('tab', { name: 'Beds' })).toBeInTheDocument();
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
    renderProducts([facetsMock(), listMock([listed()]), categoryMock('sofas', [])]);
    expect(await screen.findByText('Aurora Bed')).toBeInTheDocument();
    await user.click(await screen.findByRole('tab', { name: 'Sofas' }));
    expect(await screen.findByText('No Products Found For The Given Category')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sofas' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('Aurora Bed')).not.toBeInTheDocument();
    expect(search()).toBe('?category=sofas');
  });
});

describe('Products page: small screens', () => {
  it('opens the filter panel in a drawer from the Filters button', async () => {
    const user = userEvent.setup();
    renderProducts([facetsMock(), listMock([listed()])]);
    expect(await screen.findByText('Aurora Bed')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('region', { name: 'Filters' });
    expect(await within(panel).findByRole('checkbox', { name: /Beds\s*12/ })).toBeInTheDocument();
  });
});

describe('Products page: search', () => {
  it('searches on the server 400 ms after typing stops, with the text in the URL', async () => {
    const answer = vi.fn(() => ({
      data: { searchProducts: listing([listed({ name: 'Cashel Grand Bed' })]) },
    }));
    renderProducts([
      facetsMock(),
      listMock([listed()]),
      {
        request: {
          query: SearchProductListQuery,
          variables: { query: 'cashel', page: 1, limit: 8 },
        },
        result: answer,
      },
    ]);
    expect(await screen.findByText('Aurora Bed')).toBeInTheDocument();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const box = screen.getByPlaceholderText('Search products by name, type, SKU, price...');
    // Typing one character every 100 ms never lets the 400 ms pause elapse.
    for (let end = 1; end <= 'cashel'.length; end += 1) {
      fireEvent.change(box, { target: { value: 'cashel'.slice(0, end) } });
      act(() => {
        vi.advanceTimersByTime(100);
      });
    }
    expect(search()).toBe('');
    act(() => {
      vi.advanceTimersByTime(199);
    });
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(answer).not.toHaveBeenCalled();
    expect(search()).toBe('');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(search()).toBe('?q=cashel');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByText('Cashel Grand Bed')).toBeInTheDocument();
    expect(answer).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Aurora Bed')).not.toBeInTheDocument();
  });

  it('returns to the list when the search box is cleared', async () => {
    const user = userEvent.setup();
    renderProducts(
      [
        facetsMock(),
        searchMock('cashel', [listed({ name: 'Cashel Grand Bed' })]),
        listMock([listed()]),
      ],
      '/products?q=cashel',
    );
    expect(await screen.findByText('Cashel Grand Bed')).toBeInTheDocument();
    const box = screen.getByPlaceholderText('Search products by name, type, SKU, price...');
    expect(box).toHaveValue('cashel');
    await user.clear(box);
    expect(await screen.findByText('Aurora Bed')).toBeInTheDocument();
    expect(search()).toBe('');
  });

  it('narrows a SKU search to the products whose SKU contains the text', async () => {
    renderProducts(
      [
        facetsMock(),
        searchMock('aur-0', [
          listed({ id: '1', name: 'Aurora Bed', sku: 'AUR-001' }),
          listed({ id: '2', name: 'Aur-0 Lookalike Sofa', sku: 'SOF-777' }),
        ]),
      ],
      '/products?sku=aur-0',
    );
    expect(await screen.findByText('Aurora Bed')).toBeInTheDocument();
    expect(screen.getByLabelText('Search by SKU')).toHaveValue('aur-0');
    expect(screen.queryByText('Aur-0 Lookalike Sofa')).not.toBeInTheDocument();
  });

  it('shows an empty list with no pagination when the search fails', async () => {
    renderProducts(
      [
        facetsMock(),
        {
          request: { query: SearchProductListQuery, variables: { query: 'x', page: 1, limit: 8 } },
          error: new Error('Network down'),
        },
      ],
      '/products?q=x',
    );
    expect(await screen.findByText('No Products Found For The Given Category')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});

describe('Products page: sorting', () => {
  const sortOptions = () =>
    within(screen.getByRole('combobox', { name: 'Sort by' }))
      .getAllByRole('option', { hidden: true })
      .filter((o) => !(o as HTMLOptionElement).disabled)
      .map((o) => o.textContent);

  it('offers Name and Newest only to visitors', async () => {
    renderProducts([facetsMock(false), listMock(sortable)]);
    await screen.findByText('Bella Bed');
    expect(sortOptions()).toEqual(['Name', 'Newest']);
  });

  it('offers the price sorts to a signed-in customer and asks the server to sort the whole list', async () => {
    const user = userEvent.setup();
    const [bella, aurora, cashel] = sortable;
    // The server's order over every page; the client shows it as it comes (issue 14).
    const orders: Record<string, [string, typeof sortable]> = {
      Name: ['NAME', [aurora!, bella!, cashel!]],
      Newest: ['NEWEST', [cashel!, bella!, aurora!]],
      'Price Low - High': ['PRICE_ASC', [cashel!, bella!, aurora!]],
      'Price Hight - Low': ['PRICE_DESC', [aurora!, bella!, cashel!]],
    };
    renderProducts([
      facetsMock(true),
      listMock(sortable),
      ...Object.values(orders).map(([sort, items]) => listMock(items, { sort })),
    ]);
    await screen.findByText('Bella Bed');
    expect(cardNames()).toEqual(['Bella Bed', 'aurora Bed', 'Cashel Bed']);
    await waitFor(() =>
      expect(sortOptions()).toEqual(['Name', 'Newest', 'Price Low - High', 'Price Hight - Low']),
    );
    for (const [label, [, items]] of Object.entries(orders)) {
      await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), label);
      await waitFor(() => expect(cardNames()).toEqual(items.map((p) => p.name)));
    }
    expect(search()).toBe('?sort=price-desc');
  });
});

describe('Products page: filter panel', () => {
  // A wide screen: the panel is a sidebar (below 'lg' it sits in the 'Filters' drawer).
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia')!;
  beforeEach(() => {
    const narrow = window.matchMedia.bind(window);
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      value: (query: string) => ({ ...narrow(query), matches: query.includes('min-width') }),
    });
  });
  afterEach(() => {
    Object.defineProperty(window, 'matchMedia', original);
  });

  it('lists categories with their counts and sizes; no price range for visitors', async () => {
    renderProducts([facetsMock(false), listMock([listed()])]);
    const panel = await screen.findByRole('region', { name: 'Filters' });
    expect(await within(panel).findByRole('checkbox', { name: /Beds\s*12/ })).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: /Sofas\s*5/ })).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: '5ft King' })).toBeInTheDocument();
    expect(within(panel).queryByText('Price')).not.toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('shows the price range from €1 to €1,000 to a signed-in customer', async () => {
    renderProducts([facetsMock(true), listMock([listed()])]);
    const panel = await screen.findByRole('region', { name: 'Filters' });
    expect(await within(panel).findByText('€1 – €1,000')).toBeInTheDocument();
    const low = within(panel).getByRole('slider', { name: 'Lowest price' });
    expect(low).toHaveAttribute('aria-valuemin', '1');
    expect(within(panel).getByRole('slider', { name: 'Highest price' })).toHaveAttribute(
      'aria-valuemax',
      '1000',
    );
  });

  it('filters through products(filter:) and clears the filters', async () => {
    const user = userEvent.setup();
    const filtered = vi.fn(() => ({
      data: { products: listing([listed({ id: '5', name: 'Oslo Bed' })]) },
    }));
    renderProducts([
      facetsMock(),
      listMock([listed()]),
      {
        request: {
          query: ProductListQuery,
          variables: { page: 1, limit: 8, filter: { categoryIds: ['1'], sizeIds: ['14'] } },
        },
        result: filtered,
      },
      listMock([listed({ id: '6', name: 'Beds Only' })], { filter: { categoryIds: ['1'] } }),
    ]);
    expect(await screen.findByText('Aurora Bed')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Filters' });
    await user.click(await within(panel).findByRole('checkbox', { name: /Beds/ }));
    expect(await screen.findByText('Beds Only')).toBeInTheDocument();
    await user.click(within(panel).getByRole('checkbox', { name: '5ft King' }));
    expect(await screen.findByText('Oslo Bed')).toBeInTheDocument();
    expect(filtered).toHaveBeenCalledTimes(1);
    expect(search()).toBe('?cats=1&sizes=14');

    await user.click(within(panel).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Aurora Bed')).toBeInTheDocument();
    expect(search()).toBe('');
    expect(within(panel).getByRole('checkbox', { name: /Beds/ })).not.toBeChecked();
  });

  it('shows an empty list and resets the pagination when the filter fails', async () => {
    renderProducts(
      [
        facetsMock(),
        {
          request: {
            query: ProductListQuery,
            variables: { page: 3, limit: 8, filter: { sizeIds: ['13'] } },
          },
          error: new Error('Upstream unavailable'),
        },
      ],
      '/products?sizes=13&page=3',
    );
    expect(await screen.findByText('No Products Found For The Given Category')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.queryByText(/products$/)).not.toBeInTheDocument();
  });
});
