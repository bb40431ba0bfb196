import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import {
  CATEGORY_PLACEHOLDER_IMAGE,
  CategoryTileGrid,
  ExploreOurRange,
  FALLBACK_CATEGORIES,
  homeCategoriesQuery,
} from './category-tiles';

const FALLBACK_NAMES = ['BEDS', 'MATTRESSES', 'SOFAS', 'FOOTSTOOLS', 'CLEARANCE', 'KIDS BEDS'];

function tileLinks() {
  const list = screen.getByRole('list', { name: 'Product categories' });
  return within(list).getAllByRole('link');
}

const loaded = [
  { id: '1', name: 'Beds' },
  { id: '2', name: 'HeadBoards' },
  { id: '3', name: 'Kids Beds' },
  { id: '4', name: 'headboards' },
  { id: '5', name: 'HEADBOARDS' },
  { id: '6', name: 'Sofas' },
];

describe('CategoryTileGrid (spec §2 Home category tiles)', () => {
  it('leaves out Headboards in any letter case and shows uppercase names', () => {
    renderWithProviders(<CategoryTileGrid categories={loaded} loading={false} />);
    expect(tileLinks().map((link) => link.textContent)).toEqual(['BEDS', 'KIDS BEDS', 'SOFAS']);
    expect(screen.queryByText(/headboards/i)).not.toBeInTheDocument();
  });

  it('links each tile to /category/{name lowercased} with its picture and alt text', () => {
    renderWithProviders(<CategoryTileGrid categories={loaded} loading={false} />);
    expect(tileLinks().map((link) => link.getAttribute('href'))).toEqual([
      '/category/beds',
      '/category/kids%20beds',
      '/category/sofas',
    ]);
    const image = screen.getByRole('img', { name: 'Kids Beds' });
    expect(image).toHaveAttribute('src', '/category-images/kids beds.jpg');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
  });

  it('swaps to the placeholder picture when a picture fails to load', () => {
    renderWithProviders(<CategoryTileGrid categories={loaded} loading={false} />);
    const image = screen.getByRole('img', { name: 'Sofas' });
    expect(image).toHaveAttribute('src', '/category-images/sofas.jpg');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', CATEGORY_PLACEHOLDER_IMAGE);
    expect(screen.getByRole('img', { name: 'Beds' })).toHaveAttribute(
      'src',
      '/category-images/beds.jpg',
    );
  });

  it('shows the six fallback categories while loading, without an error message', () => {
    renderWithProviders(<CategoryTileGrid categories={loaded} loading />);
    expect(FALLBACK_CATEGORIES).toHaveLength(6);
    expect(tileLinks().map((link) => link.textContent)).toEqual(FALLBACK_NAMES);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(FALLBACK_CATEGORIES.every((c) => c.imageUrl?.startsWith('/category-images/'))).toBe(
      true,
    );
  });

  it('shows the six fallback categories and the message in red centred text on error', () => {
    renderWithProviders(
      <CategoryTileGrid categories={undefined} loading={false} error="Upstream unavailable" />,
    );
    expect(tileLinks().map((link) => link.textContent)).toEqual(FALLBACK_NAMES);
    const message = screen.getByRole('alert');
    expect(message).toHaveTextContent('Upstream unavailable');
    expect(message).toHaveStyle({ textAlign: 'center' });
    expect(getComputedStyle(message).color).toBe('var(--chakra-colors-red-600)');
  });
});

describe('ExploreOurRange (spec §4 categories)', () => {
  it('shows the fallback while loading, then the loaded categories', async () => {
    renderWithProviders(<ExploreOurRange />, {
      mocks: [
        {
          request: { query: homeCategoriesQuery },
          result: {
            data: {
              categories: loaded.map((category) => ({ __typename: 'Category', ...category })),
            },
          },
        },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Explore Our Range' })).toBeInTheDocument();
    expect(tileLinks().map((link) => link.textContent)).toEqual(FALLBACK_NAMES);
    await waitFor(() =>
      expect(tileLinks().map((link) => link.textContent)).toEqual(['BEDS', 'KIDS BEDS', 'SOFAS']),
    );
  });

  it('keeps the fallback and shows the failure message when categories fail', async () => {
    renderWithProviders(<ExploreOurRange />, {
      mocks: [
        { request: { query: homeCategoriesQuery }, error: new Error('Failed to load categories') },
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load categories');
    expect(tileLinks().map((link) => link.textContent)).toEqual(FALLBACK_NAMES);
  });
});
