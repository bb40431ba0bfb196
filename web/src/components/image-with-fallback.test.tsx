import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ImageWithFallback, PLACEHOLDER_IMAGE } from './image-with-fallback';
import { PICTURE_WIDTHS, pictureSrcSet } from './picture-sources';

const SIZES = '(min-width: 64em) 33vw, 100vw';

describe('ImageWithFallback srcset (issue 12)', () => {
  it('offers an api picture as WebP variants with JPEG variants on the img', () => {
    renderWithProviders(
      <ImageWithFallback src="/images/products/3.jpg" alt="Aurora Bed" sizes={SIZES} />,
    );
    const img = screen.getByRole('img', { name: 'Aurora Bed' });
    expect(img).toHaveAttribute('src', '/images/products/3.jpg');
    expect(img).toHaveAttribute('sizes', SIZES);
    expect(img.getAttribute('srcset')).toBe(
      PICTURE_WIDTHS.map((w) => `/images/products/3.jpg?w=${w}&fm=jpeg ${w}w`).join(', '),
    );
    const picture = img.parentElement!;
    expect(picture.tagName).toBe('PICTURE');
    expect(picture).toHaveStyle({ display: 'contents' });
    const source = picture.querySelector('source')!;
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute('sizes', SIZES);
    expect(source.getAttribute('srcset')).toBe(
      '/images/products/3.jpg?w=80&fm=webp 80w, /images/products/3.jpg?w=160&fm=webp 160w, ' +
        '/images/products/3.jpg?w=320&fm=webp 320w, /images/products/3.jpg?w=480&fm=webp 480w, ' +
        '/images/products/3.jpg?w=640&fm=webp 640w, /images/products/3.jpg?w=800&fm=webp 800w',
    );
  });

  it('covers category tiles, swatches and uploaded catalog pictures, not other URLs', () => {
    // A space would end the candidate's URL (the browser dropped the whole "kids beds" srcset).
    expect(pictureSrcSet('/category-images/kids beds.jpg', 'webp', [320])).toBe(
      '/category-images/kids%20beds.jpg?w=320&fm=webp 320w',
    );
    expect(pictureSrcSet('/images/fabrics/4.jpg', 'jpeg', [80])).toBe(
      '/images/fabrics/4.jpg?w=80&fm=jpeg 80w',
    );
    expect(pictureSrcSet(`/images/catalog/${'a'.repeat(64)}.png`, 'webp', [160])).toBe(
      `/images/catalog/${'a'.repeat(64)}.png?w=160&fm=webp 160w`,
    );
    for (const url of [
      'https://cdn.example.test/bed.jpg',
      '/product-placeholder.svg',
      '/images/products/3.jpg?v=2',
      '//evil.test/images/x.jpg',
    ]) {
      expect(pictureSrcSet(url, 'webp'), url).toBeNull();
    }
  });

  it('keeps a plain img without sizes or for a picture the api does not resize', () => {
    renderWithProviders(
      <>
        <ImageWithFallback src="/images/products/3.jpg" alt="No sizes" />
        <ImageWithFallback src="https://cdn.example.test/bed.jpg" alt="Elsewhere" sizes={SIZES} />
      </>,
    );
    for (const name of ['No sizes', 'Elsewhere']) {
      const img = screen.getByRole('img', { name });
      expect(img).not.toHaveAttribute('srcset');
      expect(img).not.toHaveAttribute('sizes');
      expect(img.parentElement?.tagName).not.toBe('PICTURE');
    }
  });

  it('falls back to the placeholder, without variants, when the picture fails', () => {
    renderWithProviders(
      <ImageWithFallback src="/images/products/404.jpg" alt="Missing" sizes={SIZES} />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Missing' }));
    const img = screen.getByRole('img', { name: 'Missing' });
    expect(img).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(img).not.toHaveAttribute('srcset');
    expect(document.querySelector('picture')).toBeNull();
  });
});
