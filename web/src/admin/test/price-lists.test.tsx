import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import {
  AddPriceRuleMutation,
  AdminPriceListsQuery,
  AssignPriceListMutation,
} from '../price-lists/documents';
import PriceListsPage from '../price-lists/price-lists-page';

const lists = {
  data: {
    categories: [
      { __typename: 'Category' as const, id: '1', name: 'Beds' },
      { __typename: 'Category' as const, id: '2', name: 'Mattresses' },
    ],
    admin: {
      __typename: 'AdminQuery' as const,
      priceLists: [
        {
          __typename: 'AdminPriceList' as const,
          id: '3',
          name: 'Hotel chains',
          active: true,
          accountCount: 2,
          rules: [
            {
              __typename: 'AdminPriceRule' as const,
              id: '31',
              kind: 'PERCENT' as const,
              categoryId: '1',
              percentOff: '10',
              productId: null,
              variationId: null,
              price: null,
              validFrom: null,
              validTo: '2026-12-31',
            },
            {
              __typename: 'AdminPriceRule' as const,
              id: '32',
              kind: 'FIXED' as const,
              categoryId: null,
              percentOff: null,
              productId: '12',
              variationId: '5',
              price: { __typename: 'Money' as const, amount: '450.00', currencyCode: 'EUR' },
              validFrom: null,
              validTo: null,
            },
          ],
        },
      ],
      volumeBreaks: [
        {
          __typename: 'AdminVolumeBreak' as const,
          id: '8',
          productId: null,
          categoryId: '2',
          minQuantity: 10,
          percentOff: '5',
        },
      ],
    },
  },
};

const payload = (field: string, extra: Record<string, unknown>) => ({
  data: {
    admin: {
      __typename: 'AdminMutation' as const,
      [field]: { ...extra, userErrors: [] },
    },
  },
});

describe('Price lists (issue 25)', () => {
  it('shows the lists, their rules and the volume breaks in words', async () => {
    renderWithProviders(<PriceListsPage />, {
      mocks: [{ request: { query: AdminPriceListsQuery }, result: lists }],
    });
    const card = await screen.findByRole('article', { name: 'Hotel chains' });
    expect(within(card).getByText('active')).toBeInTheDocument();
    expect(within(card).getByText('2 accounts')).toBeInTheDocument();
    expect(within(card).getByText('10 % off Beds (… to 2026-12-31)')).toBeInTheDocument();
    expect(within(card).getByText('Fixed €450.00 for product 12, variation 5')).toBeInTheDocument();
    expect(screen.getByText('Mattresses: 10 or more, 5 % off')).toBeInTheDocument();
  });

  it('adds a percentage rule for a category and assigns the list to an account', async () => {
    const user = userEvent.setup();
    let added = false;
    let assigned = false;
    renderWithProviders(<PriceListsPage />, {
      mocks: [
        { request: { query: AdminPriceListsQuery }, result: lists, maxUsageCount: 10 },
        {
          request: {
            query: AddPriceRuleMutation,
            variables: {
              priceListId: '3',
              input: {
                kind: 'PERCENT',
                percentOff: '7.5',
                categoryId: '2',
                validFrom: null,
                validTo: null,
              },
            },
          },
          result: () => {
            added = true;
            return payload('addPriceRule', {
              priceList: { __typename: 'AdminPriceList', id: '3' },
            });
          },
        },
        {
          request: {
            query: AssignPriceListMutation,
            variables: { accountId: '42', priceListId: '3' },
          },
          result: () => {
            assigned = true;
            return payload('assignPriceList', { accountId: '42', priceListId: '3' });
          },
        },
      ],
    });
    const card = await screen.findByRole('article', { name: 'Hotel chains' });
    const percent = within(card).getByRole('form', { name: 'Add a percentage' });
    await user.selectOptions(within(percent).getByLabelText('Applies to'), 'Mattresses');
    await user.type(within(percent).getByLabelText('% off'), '7.5');
    await user.click(within(percent).getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(added).toBe(true));

    const assign = screen.getByRole('region', { name: 'Assign to an account' });
    await user.type(within(assign).getByLabelText('Account id'), '42');
    await user.selectOptions(within(assign).getByLabelText('Price list'), 'Hotel chains');
    await user.click(within(assign).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(assigned).toBe(true));
  });

  it('adds a fixed price for a bed variation, valid for December only', async () => {
    const user = userEvent.setup();
    let added = false;
    renderWithProviders(<PriceListsPage />, {
      mocks: [
        { request: { query: AdminPriceListsQuery }, result: lists, maxUsageCount: 10 },
        {
          request: {
            query: AddPriceRuleMutation,
            variables: {
              priceListId: '3',
              input: {
                kind: 'FIXED',
                productId: '12',
                variationId: '7',
                price: '399.50',
                validFrom: '2026-12-01',
                validTo: '2026-12-31',
              },
            },
          },
          result: () => {
            added = true;
            return payload('addPriceRule', {
              priceList: { __typename: 'AdminPriceList', id: '3' },
            });
          },
        },
      ],
    });
    const card = await screen.findByRole('article', { name: 'Hotel chains' });
    const fixed = within(card).getByRole('form', { name: 'Add a fixed price' });
    const button = within(fixed).getByRole('button', { name: 'Add fixed price' });
    expect(button).toBeDisabled();
    await user.type(within(fixed).getByLabelText('Product id'), '12');
    await user.type(within(fixed).getByLabelText('Variation id'), '7');
    await user.type(within(fixed).getByLabelText('Net price (€)'), '399.50');
    await user.type(within(fixed).getByLabelText('Valid from'), '2026-12-01');
    await user.type(within(fixed).getByLabelText('Valid to'), '2026-12-31');
    await user.click(button);
    await waitFor(() => expect(added).toBe(true));
    await waitFor(() => expect(within(fixed).getByLabelText('Product id')).toHaveValue(''));
  });
});
