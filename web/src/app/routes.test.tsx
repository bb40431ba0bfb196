import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collectionsMenuMock } from '@/test/fixtures';
import { renderApp } from '@/test/render';

const NOT_FOUND = "THE PAGE YOU WERE LOOKING FOR DOESN'T EXIST.";

describe('Route table and frame', () => {
  it.each(['/no-such-page', '/products/', '/category', '/account'])(
    'shows the not-found page for %s',
    async (route) => {
      renderApp(route, [collectionsMenuMock]);
      expect(
        await screen.findByRole('heading', { name: NOT_FOUND }, { timeout: 8000 }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Return Home Page' })).toHaveAttribute('href', '/');
    },
  );

  // Routes whose screens need no data before their title shows (cart and checkout load the viewer
  // first and are tested with their features).
  it.each([
    ['/signin', 'Trade Sign In'],
    ['/login', 'Trade Sign In'],
    ['/signup', 'Apply For Trade Account'],
    ['/forget-password', 'Forgot Password'],
    ['/forgot-pass', 'Forgot Password'],
    ['/reset-password', 'Reset password'],
    ['/track', 'Track Your Order'],
    ['/orders', 'My Orders'],
    ['/account/account-info', 'Account Information'],
    ['/account/account-password', 'Update Password'],
  ])('renders %s inside the frame with its title', async (route, title) => {
    renderApp(route, [collectionsMenuMock]);
    // Feature screens may change the title's letter case; the words are the spec's.
    const name = new RegExp(`^${title}$`, 'i');
    expect(
      await screen.findByRole('heading', { level: 1, name }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('has the footer links and social entries opening in a new tab', async () => {
    renderApp('/signin', [collectionsMenuMock]);
    await screen.findByRole('heading', { level: 1, name: /trade sign in/i }, { timeout: 8000 });
    const footer = screen.getByRole('contentinfo');
    const link = (name: string) =>
      [...footer.querySelectorAll('a')].find(
        (a) => a.textContent === name || a.getAttribute('aria-label') === name,
      );
    expect(link('Serena Home')).toHaveAttribute('href', '/');
    for (const [name, href] of [
      ['Our Story', '/story'],
      ['Contracts', '/contracts'],
      ['Contact Us', '/contact'],
      ['Privacy Policy', '/privacy-policy'],
      ['Cookies Policy', '/cookies-policy'],
      ['Return Policy', '/return-policy'],
      ['Terms and Conditions', '/terms-and-conditions'],
    ]) {
      expect(link(name!)).toHaveAttribute('href', href);
    }
    for (const name of ['Facebook', 'Twitter', 'Youtube', 'Telegram']) {
      expect(link(name)).toHaveAttribute('href', '#');
      expect(link(name)).toHaveAttribute('target', '_blank');
      expect(link(name)).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });
});
