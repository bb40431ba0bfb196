import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { collectionsMenuMock } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { useHeroBackdrop } from '@/lib/hero-backdrop';
import { Header } from './header';

/** Stands in for the home hero: marks a dark backdrop under the header while mounted. */
function HeroBackdrop() {
  useHeroBackdrop();
  return null;
}

function renderHeader(
  variant: 'solid' | 'transparent' = 'solid',
  onRequestCallback?: () => void,
  withHero = variant === 'transparent',
) {
  return renderWithProviders(
    <>
      <Header variant={variant} onRequestCallback={onRequestCallback} />
      {withHero ? <HeroBackdrop /> : null}
    </>,
    { mocks: [collectionsMenuMock] },
  );
}

describe('Header', () => {
  // jsdom applies no media queries, so the desktop-only parts (display none below md) would count as
  // hidden; query them regardless of visibility.
  beforeAll(() => configure({ defaultHidden: true }));
  afterAll(() => configure({ defaultHidden: false }));

  it('shows the main menu links in a header landmark', () => {
    renderHeader();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('button', { name: /Collections/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(nav.getByRole('link', { name: 'Contracts' })).toHaveAttribute('href', '/contracts');
    expect(nav.getByRole('link', { name: 'Our Story' })).toHaveAttribute('href', '/story');
    expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Serena Home Trade' })).toHaveAttribute('href', '/');
  });

  it('opens the mega-menu on hover with categories, headboards, mattresses and promo cards', async () => {
    renderHeader();
    const trigger = screen.getByRole('button', { name: /Collections/ });
    fireEvent.mouseEnter(trigger.parentElement!);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = within(screen.getByRole('region', { name: 'Collections' }));
    expect(await panel.findByRole('link', { name: 'Milano Headboard' })).toHaveAttribute(
      'href',
      '/products/31',
    );
    expect(panel.getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/products');
    expect(panel.getByRole('link', { name: 'Beds' })).toHaveAttribute('href', '/category/beds');
    expect(panel.getByRole('link', { name: 'Kids Beds' })).toHaveAttribute(
      'href',
      '/category/kids%20beds',
    );
    expect(panel.getByRole('link', { name: 'Sofas' })).toHaveAttribute('href', '/category/sofas');
    expect(panel.queryByRole('link', { name: 'Mattresses' })).not.toBeInTheDocument();
    expect(panel.queryByRole('link', { name: 'Headboards' })).not.toBeInTheDocument();
    expect(panel.getByRole('heading', { name: 'HEADBOARDS' })).toBeInTheDocument();
    expect(panel.getByRole('heading', { name: 'MATTRESSES' })).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Verona Headboard' })).toHaveAttribute(
      'href',
      '/products/32',
    );
    expect(panel.getByRole('link', { name: 'Cloud Comfort Mattress' })).toHaveAttribute(
      'href',
      '/products/41',
    );
    expect(panel.getByRole('link', { name: /Furniture Wholesale/ })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(panel.getByRole('link', { name: /Contract Furniture/ })).toHaveAttribute(
      'href',
      '/contracts',
    );
    fireEvent.mouseLeave(trigger.parentElement!);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the mega-menu on keyboard focus and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderHeader();
    // jsdom hides the desktop menu (no media queries), so focus the trigger directly.
    const trigger = screen.getByRole('button', { name: /Collections/ });
    act(() => trigger.focus());
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('keeps the mega-menu hidden for 2 seconds after a link in it is clicked', async () => {
    vi.useFakeTimers();
    try {
      renderHeader();
      await act(() => vi.advanceTimersByTimeAsync(10));
      const trigger = screen.getByRole('button', { name: /Collections/ });
      const item = trigger.parentElement!;
      fireEvent.mouseEnter(item);
      const panel = screen.getByRole('region', { name: 'Collections' });
      fireEvent.click(within(panel).getByRole('link', { name: 'Beds' }));
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      fireEvent.mouseLeave(item);
      fireEvent.mouseEnter(item);
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await act(() => vi.advanceTimersByTimeAsync(1999));
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await act(() => vi.advanceTimersByTimeAsync(2));
      fireEvent.mouseLeave(item);
      fireEvent.mouseEnter(item);
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the visitor actions: callback, track order and the account menu', async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(screen.getByRole('link', { name: /Request a Callback/ })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByRole('link', { name: 'Track your order' })).toHaveAttribute(
      'href',
      '/track',
    );
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('menuitem', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  });

  it('uses the callback slot when one is given', async () => {
    const user = userEvent.setup();
    const onRequestCallback = vi.fn();
    renderHeader('solid', onRequestCallback);
    await user.click(screen.getByRole('button', { name: /Request a Callback/ }));
    expect(onRequestCallback).toHaveBeenCalledOnce();
  });

  it('is transparent with the light logo on home until hovered, then solid with the dark logo', () => {
    renderHeader('transparent');
    const header = screen.getByRole('banner');
    const logo = () => within(header).getByRole('img', { name: 'Serena Home Trade' });
    expect(header).toHaveAttribute('data-transparent', 'true');
    expect(logo()).toHaveAttribute('src', '/logo-light.svg');
    fireEvent.mouseEnter(header);
    expect(header).not.toHaveAttribute('data-transparent');
    expect(logo()).toHaveAttribute('src', '/logo-dark.svg');
    fireEvent.mouseLeave(header);
    expect(header).toHaveAttribute('data-transparent', 'true');
  });

  it('stays solid (dark text) on home until the hero is under it', () => {
    renderHeader('transparent', undefined, false);
    const header = screen.getByRole('banner');
    expect(header).not.toHaveAttribute('data-transparent');
    expect(within(header).getByRole('img', { name: 'Serena Home Trade' })).toHaveAttribute(
      'src',
      '/logo-dark.svg',
    );
  });

  it('opens the mobile drawer with collapsible sub-menus and a close button', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog');
    const drawer = within(dialog);
    await user.click(drawer.getByRole('button', { name: /Collections/ }));
    await user.click(drawer.getByRole('button', { name: /HEADBOARDS/ }));
    expect(await drawer.findByRole('link', { name: 'Milano Headboard' })).toHaveAttribute(
      'href',
      '/products/31',
    );
    await user.click(drawer.getByRole('button', { name: 'Close menu' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
