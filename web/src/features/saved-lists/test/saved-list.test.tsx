import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getCart } from '@/lib/cart/store';
import { renderWithProviders } from '@/test/render';
import { SavedListQuery } from '../api/documents';
import SavedListRoute from '../routes/saved-list';

const eur = (amount: string) => ({ __typename: 'Money' as const, amount });

const line = (overrides: Record<string, unknown>) => ({
  __typename: 'SavedListLine' as const,
  id: '1',
  productId: '7',
  productName: 'Cashel Grand Bed',
  sku: 'SH-BED-011',
  productImage: null,
  categories: ['Beds'],
  isBed: true,
  sizeId: '14',
  sizeLabel: '5ft King',
  fabricId: '2',
  fabricName: 'Chenille',
  fabricColorId: '5',
  fabricColorName: 'Cream',
  storage: 'OTTOMAN',
  quantity: 2,
  unavailable: null,
  price: {
    __typename: 'PriceQuote' as const,
    unitPrice: eur('929.00'),
    unitVat: eur('213.67'),
    lineTotal: eur('2285.34'),
  },
  ...overrides,
});

const listMock = {
  request: { query: SavedListQuery, variables: { id: '3' } },
  result: {
    data: {
      savedList: {
        __typename: 'SavedList' as const,
        id: '3',
        name: 'Showroom restock',
        shared: true,
        createdByName: 'Niamh Doyle',
        canEdit: false,
        canManage: false,
        updatedAt: '2026-11-27T10:00:00.000Z',
        lines: [
          line({}),
          line({
            id: '2',
            productId: '9',
            productName: 'Retired Footstool',
            isBed: false,
            price: null,
            unavailable: 'Retired Footstool is no longer sold.',
          }),
        ],
      },
    },
  },
};

describe('saved list page', () => {
  beforeEach(() => localStorage.clear());

  it('adds the lines still sold to the cart and names the one no longer sold', async () => {
    renderWithProviders(<SavedListRoute />, {
      route: '/account/saved-lists/3',
      path: '/account/saved-lists/:id',
      mocks: [listMock],
    });
    await screen.findByRole('heading', { name: 'Showroom restock' });
    expect(screen.getByText('SH-BED-011 · 5ft King, Chenille, Cream, Ottoman')).toBeTruthy();
    // A view-only user (ACCOUNTS) sees quantities, not steppers, and no settings.
    expect(screen.getAllByText('Qty 2')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Rename list' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add list to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not added: Retired Footstool is no longer sold.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 line added to cart');
    expect(getCart()).toEqual([
      expect.objectContaining({
        productId: '7',
        quantity: 2,
        storage: 'OTTOMAN',
        size: '5ft King',
      }),
    ]);
  });
});
