import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { HERO_BULLETS, Hero } from './hero';

describe('Hero (spec §1 Home page)', () => {
  it('gives visitors the two buttons with their hrefs', () => {
    renderWithProviders(<Hero viewerFirstName={null} productsLoaded={false} />);
    expect(screen.getByRole('link', { name: 'Apply for Trade Account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('link', { name: 'Trade Sign In' })).toHaveAttribute('href', '/signin');
  });

  it('gives screen readers the full bullet list and hides the animated copy', () => {
    renderWithProviders(<Hero viewerFirstName={null} productsLoaded={false} />);
    const lists = screen.getAllByRole('list');
    expect(lists).toHaveLength(1);
    expect(
      within(lists[0]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'See Trade Prices',
      'Place Orders',
      'Track Orders',
      'Track Deliveries',
      'Get Special Offers',
    ]);
    const typed = screen.getByTestId('hero-typed');
    expect(typed).toHaveAttribute('aria-hidden', 'true');
    expect(typed).toHaveAttribute('data-state', 'typing');
    expect(HERO_BULLETS).toHaveLength(5);
  });

  it('shows every bullet at once once the products have loaded', () => {
    renderWithProviders(<Hero viewerFirstName={null} productsLoaded />);
    expect(screen.getByTestId('hero-typed')).toHaveAttribute('data-state', 'complete');
  });

  it('replaces the buttons and bullets with a welcome when signed in', () => {
    renderWithProviders(<Hero viewerFirstName="Aoife" productsLoaded />);
    expect(screen.getByText('Welcome back, Aoife.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply for Trade Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Trade Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('hero-typed')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('shows neither buttons nor welcome while the session is unknown', () => {
    renderWithProviders(<Hero viewerFirstName={undefined} productsLoaded={false} />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });
});
