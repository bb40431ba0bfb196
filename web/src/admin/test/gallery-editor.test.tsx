/**
 * The gallery editor's alt texts (issue 10): leaving an alt text field sends the whole gallery
 * with one alt text per picture; an unchanged field sends nothing.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SetProductGalleryMutation } from '../catalog/documents';
import { GalleryEditor } from '../catalog/gallery-editor';

const IMAGES = ['/images/catalog/a.jpg', '/images/catalog/b.jpg'];

describe('GalleryEditor alt texts', () => {
  it('saves the alt text of one picture with the others unchanged', async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn();
    const answered = vi.fn(() => ({
      data: {
        admin: {
          __typename: 'AdminMutation',
          catalog: {
            __typename: 'AdminCatalogMutation',
            setProductGallery: {
              __typename: 'AdminProductPayload',
              product: {
                __typename: 'AdminProduct',
                id: '7',
                images: IMAGES,
                imageAlts: ['Front view', 'Bed in navy velvet'],
                mainImage: IMAGES[0],
              },
              userErrors: [],
            },
          },
        },
      },
    }));
    renderWithProviders(
      <GalleryEditor
        productId="7"
        productName="Aurora Bed"
        images={IMAGES}
        imageAlts={['Front view', '']}
        mainImage={IMAGES[0]}
        onChanged={onChanged}
      />,
      {
        mocks: [
          {
            request: {
              query: SetProductGalleryMutation,
              variables: {
                productId: '7',
                images: IMAGES,
                main: IMAGES[0],
                alts: ['Front view', 'Bed in navy velvet'],
              },
            },
            result: answered,
          },
        ],
      },
    );
    expect(screen.getByRole('img', { name: 'Front view' })).toBeInTheDocument();
    const second = screen.getByRole('textbox', { name: 'Alt text of picture 2' });
    expect(second).toHaveAttribute('placeholder', 'Aurora Bed');
    // Focus and leave the first field unchanged: nothing is sent.
    await user.click(screen.getByRole('textbox', { name: 'Alt text of picture 1' }));
    await user.type(second, '  Bed in navy velvet ');
    await user.tab();
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(answered).toHaveBeenCalledTimes(1);
  });
});
