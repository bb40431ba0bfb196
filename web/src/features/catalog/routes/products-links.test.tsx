import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hrefOf } from '@/test/links';
import { renderWithProviders } from '@/test/render';
import { categoryMock, facetsMock, listMock, listed, searchMock } from '../test/fixtures';
import ProductsRoute from './products';

// Issue 12: the server-rendered list works before hydration (and without JavaScript) because its
// navigation is plain HTML: the tabs are links, the search boxes are GET forms. These tests check
// that the HTML says exactly what the hydrated client does.

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderProducts(mocks: unknown[], route: string) {
  return renderWithProviders(
    <>
      <ProductsRoute />
      <Location />
    </>,
    { route, path: '/products', mocks: mocks as never },
  );
}

const location = () => screen.getByTestId('location').textContent;
const tab = (name: string) => within(screen.getByRole('tablist')).getByRole('tab', { name });

describe('Products page: category tabs are links', () => {
  it('links each tab to the list a click opens, keeping the sort and leaving the page', async () => {
    const user = userEvent.setup();
    renderProducts(
      [
        facetsMock(),
        listMock([listed({ name: 'Page Two Bed' })], { page: 2, totalPages: 3, sort: 'NAME' }),
        listMock([listed({ id: '7', name: 'Sorted Bed' })], {
          filter: { categoryIds: ['1'] },
          sort: 'NAME',
        }),
      ],
      '/products?sort=name&page=2',
    );
    expect(await screen.findByText('Page Two Bed')).toBeInTheDocument();
    await screen.findByRole('tab', { name: 'Beds' });
    for (const name of ['All items', 'Beds', 'Sofas']) {
      expect(tab(name).tagName).toBe('A');
      expect(tab(name)).not.toHaveAttribute('type');
    }
    // The selected tab is the page as it is; the others open page 1 of their category.
    expect(tab('All items')).toHaveAttribute('aria-selected', 'true');
    expect(hrefOf(tab('All items'))).toBe('/products?sort=name&page=2');
    expect(tab('Beds')).toHaveAttribute('aria-selected', 'false');
    expect(hrefOf(tab('Beds'))).toBe('/products?sort=name&category=beds');
    expect(hrefOf(tab('Sofas'))).toBe('/products?sort=name&category=sofas');

    const target = hrefOf(tab('Beds'));
    await user.click(tab('Beds'));
    expect(location()).toBe(target);
    expect(await screen.findByText('Sorted Bed')).toBeInTheDocument();
    expect(tab('Beds')).toHaveAttribute('aria-selected', 'true');
    expect(hrefOf(tab('Beds'))).toBe(target);
    expect(hrefOf(tab('All items'))).toBe('/products?sort=name');
    // The tab's panel is still the one the selected tab controls.
    expect(screen.getByRole('tabpanel')).toHaveAttribute(
      'id',
      tab('Beds').getAttribute('aria-controls'),
    );
  });

  it('clears the search and the filter panel from the other tabs, as choosing one does', async () => {
    const user = userEvent.setup();
    renderProducts(
      [
        facetsMock(),
        searchMock('cashel', [listed({ name: 'Cashel Grand Bed' })]),
        categoryMock('beds', [listed({ id: '8', name: 'Beds Tab Bed' })]),
      ],
      '/products?q=cashel&cats=1',
    );
    expect(await screen.findByText('Cashel Grand Bed')).toBeInTheDocument();
    await screen.findByRole('tab', { name: 'Sofas' });
    expect(hrefOf(tab('All items'))).toBe('/products?q=cashel&cats=1');
    expect(hrefOf(tab('Sofas'))).toBe('/products?category=sofas');
    const target = hrefOf(tab('Beds'));
    await user.click(tab('Beds'));
    expect(location()).toBe(target);
    expect(target).toBe('/products?category=beds');
    expect(await screen.findByText('Beds Tab Bed')).toBeInTheDocument();
  });

  it('keeps the keyboard of the tabs: arrows move focus, Enter or Space opens the tab', async () => {
    const user = userEvent.setup();
    renderProducts(
      [
        facetsMock(),
        listMock([listed()]),
        listMock([listed({ id: '7', name: 'Beds Only' })], { filter: { categoryIds: ['1'] } }),
        listMock([listed({ id: '8', name: 'Sofas Only' })], { filter: { categoryIds: ['2'] } }),
      ],
      '/products?cats=1',
    );
    expect(await screen.findByText('Beds Only')).toBeInTheDocument();
    await screen.findByRole('tab', { name: 'Beds' });
    // Only the selected tab is in the tab order (roving tabindex).
    expect(tab('All items')).toHaveAttribute('tabindex', '0');
    expect(tab('Beds')).toHaveAttribute('tabindex', '-1');
    tab('All items').focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(tab('Beds')).toHaveFocus());
    // Manual activation: moving the focus opens nothing.
    expect(location()).toBe('/products?cats=1');
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(tab('Sofas')).toHaveFocus());
    await user.keyboard('{Home}');
    await waitFor(() => expect(tab('All items')).toHaveFocus());
    await user.keyboard('{End}');
    await waitFor(() => expect(tab('Sofas')).toHaveFocus());
    await user.keyboard(' ');
    await waitFor(() => expect(location()).toBe('/products?category=sofas'));
    expect(tab('Sofas')).toHaveAttribute('aria-selected', 'true');
    tab('Sofas').focus();
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(tab('Beds')).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/products?category=beds'));
    expect(tab('Beds')).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Products page: the search boxes are GET forms', () => {
  /** The URL the browser would load when `form` is submitted without JavaScript. */
  const submittedUrl = (form: HTMLFormElement) => {
    const data = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (typeof value === 'string') data.append(key, value);
    }
    return `${new URL(form.action).pathname}?${data.toString()}`;
  };
  const formOf = (label: string) => screen.getByLabelText(label).closest('form')!;

  it('sends the text with the parameters a commit keeps, and commits at once on Enter', async () => {
    const user = userEvent.setup();
    renderProducts(
      [
        facetsMock(),
        listMock([listed()], {
          page: 2,
          totalPages: 3,
          filter: { categoryIds: ['1'] },
          sort: 'NAME',
        }),
        searchMock('oslo', [listed({ id: '5', name: 'Oslo Bed' })], 'NAME'),
      ],
      '/products?sort=name&cats=1&page=2',
    );
    expect(await screen.findByText('Aurora Bed')).toBeInTheDocument();
    const form = formOf('Search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/products');
    expect(screen.getByLabelText('Search')).toHaveAttribute('name', 'q');
    expect(screen.getByLabelText('Search by SKU')).toHaveAttribute('name', 'sku');
    expect(formOf('Search by SKU')).not.toBe(form);
    // One text field per form: Enter submits it even without a submit button.
    expect(within(form).getAllByRole('searchbox')).toHaveLength(1);
    expect(submittedUrl(formOf('Search by SKU'))).toBe('/products?sort=name&cats=1&sku=');

    await user.type(screen.getByLabelText('Search'), 'oslo');
    const withoutJs = submittedUrl(form);
    expect(withoutJs).toBe('/products?sort=name&cats=1&q=oslo');
    await user.keyboard('{Enter}');
    // No 400 ms wait after Enter, and the same list the form would have loaded.
    expect(location()).toBe(withoutJs);
    expect(await screen.findByText('Oslo Bed')).toBeInTheDocument();
  });
});

describe('Products page: server-rendered layout', () => {
  it('has the filter sidebar and the Filters button, one shown by CSS: hydration moves nothing', () => {
    const html = renderToString(
      <ChakraProvider value={defaultSystem}>
        <MockedProvider mocks={[]}>
          <MemoryRouter initialEntries={['/products']}>
            <ProductsRoute />
          </MemoryRouter>
        </MockedProvider>
      </ChakraProvider>,
    );
    expect(html).toContain('aria-label="Product filters"');
    expect(html).toMatch(/<button[^>]*>(?:(?!<\/button>).)*Filters/);
  });
});
