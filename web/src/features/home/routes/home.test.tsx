import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardProduct } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { homeCategoriesQuery } from '../components/category-tiles';
import { homeViewerQuery } from '../components/home-viewer';
import { homeNewsQuery } from '../components/news-block';
import { homeProductsQuery } from '../components/product-block';
import HomeRoute from './home';

const visitor = { request: { query: homeViewerQuery }, result: { data: { viewer: null } } };
const signedIn = {
  request: { query: homeViewerQuery },
  result: { data: { viewer: { __typename: 'User', id: '7', fullName: 'Aoife Byrne' } } },
};
const news = {
  request: { query: homeNewsQuery },
  result: {
    data: {
      news: [
        {
          __typename: 'News',
          id: 'n1',
          title: 'Autumn range',
          contentHtml:
            '<p>New <strong>Milano</strong> range<img src="x" onerror="alert(1)"></p><script>alert(2)</script>',
          publishedAt: '2026-11-02T09:00:00.000Z',
        },
      ],
    },
  },
};
const products = {
  request: { query: homeProductsQuery },
  result: {
    data: {
      products: {
        __typename: 'ProductPage',
        items: [
          cardProduct({ id: '11', name: 'Aurora Bed', price: null }),
          cardProduct({ id: '12', name: 'Cloud Comfort Mattress', price: null }),
        ],
      },
    },
  },
};
const categories = {
  request: { query: homeCategoriesQuery },
  result: {
    data: {
      categories: ['Beds', 'Headboards', 'Sofas'].map((name, i) => ({
        __typename: 'Category',
        id: String(i + 1),
        name,
      })),
    },
  },
};

describe('HomeRoute (spec §1 Home page)', () => {
  it('renders every block for a visitor, with sanitised news and product links', async () => {
    renderWithProviders(<HomeRoute />, { mocks: [visitor, news, products, categories] });

    expect(await screen.findByRole('link', { name: 'Apply for Trade Account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('link', { name: 'Trade Sign In' })).toHaveAttribute('href', '/signin');

    const newsSection = (await screen.findByRole('heading', { name: 'News' })).closest('section')!;
    expect(within(newsSection).getByText('Milano')).toBeInTheDocument();
    expect(newsSection.querySelector('script')).toBeNull();
    expect(newsSection.querySelector('[onerror]')).toBeNull();
    expect(within(newsSection).getByText('2 November 2026')).toBeInTheDocument();
    expect(
      within(newsSection).getByRole('heading', { name: 'Autumn range', level: 3 }),
    ).toBeVisible();

    expect(await screen.findByRole('link', { name: 'Aurora Bed' })).toHaveAttribute(
      'href',
      '/products/11',
    );
    expect(screen.getByRole('link', { name: 'Cloud Comfort Mattress' })).toHaveAttribute(
      'href',
      '/products/12',
    );
    expect(screen.getByRole('link', { name: /View all/ })).toHaveAttribute('href', '/products');
    await waitFor(() =>
      expect(screen.getByTestId('hero-typed')).toHaveAttribute('data-state', 'complete'),
    );

    expect(screen.getByRole('link', { name: 'DETAILS' })).toHaveAttribute('href', '/contracts');
    for (const value of ['Integrity', 'Innovation', 'Passion']) {
      expect(screen.getByRole('heading', { name: value })).toBeInTheDocument();
    }

    await waitFor(() => expect(screen.queryByRole('link', { name: 'MATTRESSES' })).toBeNull());
    expect(screen.getByRole('link', { name: 'SOFAS' })).toHaveAttribute('href', '/category/sofas');
    expect(screen.queryByRole('link', { name: 'HEADBOARDS' })).toBeNull();

    const contact = screen.getByRole('heading', { name: 'Contact Us' }).closest('section')!;
    expect(within(contact).getByRole('link', { name: 'trade@serenahome.ie' })).toHaveAttribute(
      'href',
      'mailto:trade@serenahome.ie',
    );
    expect(within(contact).getByText('+353 1 835 0000')).toBeInTheDocument();
    expect(within(contact).getByText('Co Meath')).toBeInTheDocument();
  });

  it('puts the form the app passes in into the Contact Us section', () => {
    renderWithProviders(<HomeRoute contactForm={<form aria-label="Send us a message" />} />, {
      mocks: [visitor, news, products, categories],
    });
    const contact = screen.getByRole('heading', { name: 'Contact Us' }).closest('section')!;
    expect(within(contact).getByRole('form', { name: 'Send us a message' })).toBeInTheDocument();
  });

  it('welcomes a signed-in customer instead of showing the trade buttons', async () => {
    renderWithProviders(<HomeRoute />, { mocks: [signedIn, news, products, categories] });
    expect(await screen.findByText('Welcome back, Aoife.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply for Trade Account' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Trade Sign In' })).toBeNull();
  });

  it('keeps the page up when news and products fail, without showing their errors', async () => {
    renderWithProviders(<HomeRoute />, {
      mocks: [
        visitor,
        { request: { query: homeNewsQuery }, error: new Error('news down') },
        { request: { query: homeProductsQuery }, error: new Error('products down') },
        categories,
      ],
    });
    expect(await screen.findByRole('link', { name: 'Trade Sign In' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('hero-typed')).toHaveAttribute('data-state', 'complete'),
    );
    expect(screen.queryByRole('heading', { name: 'News' })).toBeNull();
    expect(screen.queryByText(/down/)).toBeNull();
    expect(screen.getByRole('link', { name: /View all/ })).toHaveAttribute('href', '/products');
  });
});
