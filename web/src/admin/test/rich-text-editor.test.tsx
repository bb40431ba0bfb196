/**
 * The rich text editor's pictures (issue 26): the Picture tool finds products of the catalog and
 * places the chosen product's main picture, with the product's name as alt text, in the HTML.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { CatalogPicturesQuery } from '../components/catalog-picture-picker';
import { RichTextEditor } from '../components/rich-text-editor';

/** The catalog answer for `search`: one bed with a picture and one product without. */
function pictures(search: string | null) {
  return {
    request: { query: CatalogPicturesQuery, variables: { search } },
    result: {
      data: {
        admin: {
          __typename: 'AdminQuery' as const,
          catalog: {
            __typename: 'AdminCatalogQuery' as const,
            products: {
              __typename: 'AdminProductConnection' as const,
              nodes: [
                {
                  __typename: 'AdminProductRow' as const,
                  id: '1',
                  name: 'Cashel Grand Bed',
                  mainImage: '/images/products/cashel-1.jpg',
                },
                {
                  __typename: 'AdminProductRow' as const,
                  id: '2',
                  name: 'Plain Footstool',
                  mainImage: null,
                },
              ],
            },
          },
        },
      },
    },
  };
}

describe('RichTextEditor pictures', () => {
  it("places a catalog product's main picture with its name as alt text", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <RichTextEditor label="Text" value="<p>Our new range</p>" onChange={onChange} />,
      { mocks: [pictures(null), pictures('cashel')] },
    );
    await user.click(await screen.findByRole('button', { name: 'Picture' }));
    await user.type(screen.getByLabelText('Find a product picture'), 'cashel');
    const pick = await screen.findByRole('button', {
      name: 'Insert the picture of Cashel Grand Bed',
    });
    // A product without a picture is not offered.
    expect(screen.queryByRole('button', { name: /Plain Footstool/ })).toBeNull();
    await user.click(pick);
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining('<img src="/images/products/cashel-1.jpg" alt="Cashel Grand Bed">'),
      ),
    );
    expect(onChange.mock.lastCall?.[0]).toContain('<p>Our new range</p>');
    // The picture row closes once a picture is placed.
    expect(screen.queryByLabelText('Find a product picture')).toBeNull();
  });
});
