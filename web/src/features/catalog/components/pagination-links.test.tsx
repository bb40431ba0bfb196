import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pagination } from '@/components/pagination';
import { hrefOf } from '@/test/links';
import { renderWithProviders } from '@/test/render';
import { usePageParam } from './use-page-param';

/** The pagination of a list of `totalPages` pages, its page taken from the URL as the lists do. */
function PagedList({ totalPages }: { totalPages: number }) {
  const { page, hrefFor } = usePageParam();
  const location = useLocation();
  return (
    <>
      <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} />
      <output data-testid="location">{location.pathname + location.search}</output>
    </>
  );
}

function renderAt(route: string, totalPages = 8) {
  return renderWithProviders(<PagedList totalPages={totalPages} />, { route, path: '/products' });
}

const nav = () => within(screen.getByRole('navigation', { name: 'Pagination' }));
const location = () => screen.getByTestId('location').textContent;

// Issue 12: the pages are links, so a click before hydration (or without JavaScript) loads the
// page the hydrated client would show.
describe('Pagination links', () => {
  it('links every page, the arrows and the current page to the URL the client opens', () => {
    renderAt('/products?sort=name&cats=1&page=3');
    // Spec §9: page 3 or lower shows 1 to 5, ellipsis, last.
    const links = nav().getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Previous page',
      'Page 1',
      'Page 2',
      'Page 3',
      'Page 4',
      'Page 5',
      'Page 8',
      'Next page',
    ]);
    expect(nav().getByText('…')).toHaveAttribute('aria-hidden');
    const current = nav().getByRole('link', { name: 'Page 3' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(hrefOf(current)).toBe('/products?sort=name&cats=1&page=3');
    expect(
      nav()
        .getAllByRole('link')
        .filter((l) => l.hasAttribute('aria-current')),
    ).toHaveLength(1);
    // Page 1 drops the parameter; the other parameters stay.
    expect(hrefOf(nav().getByRole('link', { name: 'Page 1' }))).toBe('/products?sort=name&cats=1');
    expect(hrefOf(nav().getByRole('link', { name: 'Previous page' }))).toBe(
      '/products?sort=name&cats=1&page=2',
    );
    expect(hrefOf(nav().getByRole('link', { name: 'Next page' }))).toBe(
      '/products?sort=name&cats=1&page=4',
    );
    expect(hrefOf(nav().getByRole('link', { name: 'Page 8' }))).toBe(
      '/products?sort=name&cats=1&page=8',
    );
  });

  it('navigates where each link points', async () => {
    const user = userEvent.setup();
    renderAt('/products?sort=name&page=3');
    for (const name of ['Page 5', 'Next page', 'Previous page', 'Page 1', 'Page 2', 'Page 2']) {
      const link = nav().getByRole('link', { name });
      const target = hrefOf(link);
      await user.click(link);
      expect(location()).toBe(target);
    }
    expect(location()).toBe('/products?sort=name&page=2');
    expect(nav().getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no link before the first page or after the last', () => {
    const first = renderAt('/products', 3);
    expect(nav().getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(nav().getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(hrefOf(nav().getByRole('link', { name: 'Next page' }))).toBe('/products?page=2');
    first.unmount();
    renderAt('/products?page=3', 3);
    expect(nav().getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(nav().getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });
});
