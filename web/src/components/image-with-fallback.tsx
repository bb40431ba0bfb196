import { Image } from '@chakra-ui/react';
import type { ImageProps } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { pictureSrcSet } from '@/components/picture-sources';

/** Shown when a picture is missing or fails to load. */
export const PLACEHOLDER_IMAGE = '/product-placeholder.svg';

/**
 * Layout of a full-width storefront picture (product, gallery view, category tile): 4:3 at the
 * container's width, with the api's 800 × 600 intrinsic size so nothing shifts while it loads.
 */
export const FULL_WIDTH_PICTURE = {
  aspectRatio: 4 / 3,
  w: 'full',
  h: 'auto',
  htmlWidth: '800',
  htmlHeight: '600',
} as const;

/** Props of {@link ImageWithFallback}: a Chakra Image that needs `alt` and intrinsic size. */
export interface ImageWithFallbackProps extends Omit<ImageProps, 'src' | 'alt' | 'sizes'> {
  /** Picture URL; empty or failing URLs show the placeholder. */
  src: string | null | undefined;
  /** Alternative text (required for accessibility). */
  alt: string;
  /** Fallback URL, the product placeholder by default. */
  fallbackSrc?: string;
  /**
   * A picture in the first screenful (the LCP candidate, issue 12): loaded eagerly with
   * `fetchpriority="high"` instead of lazily.
   */
  priority?: boolean;
  /**
   * The CSS width the picture is shown at, as an `<img sizes>` value (e.g. "(min-width: 64em) 33vw,
   * 100vw"). Given for an api picture, the browser picks the WebP (else JPEG) variant of the right
   * width from a `srcset` (issue 12); without it the original picture loads.
   */
  sizes?: string;
}

/**
 * The `<img>` attributes of a picture that falls back (see {@link ImageWithFallback}): `src` (the
 * picture, or `fallbackSrc` once it failed or when it is empty), the JPEG `srcSet` and `sizes` when
 * `sizes` is given for an api picture, loading (eager and high priority for a `priority` picture,
 * else lazy) and `onError`; and `webp`, the WebP srcset for {@link WebpPicture} (else null).
 */
export function usePictureSources(
  src: string | null | undefined,
  fallbackSrc: string,
  sizes: string | undefined,
  priority: boolean,
) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const current = src && src !== failedSrc ? src : fallbackSrc;
  const webp = sizes ? pictureSrcSet(current, 'webp') : null;
  const img = {
    src: current,
    srcSet: webp ? (pictureSrcSet(current, 'jpeg') ?? undefined) : undefined,
    sizes: webp ? sizes : undefined,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    fetchPriority: priority ? ('high' as const) : undefined,
    decoding: 'async' as const,
    onError: () => {
      if (current !== fallbackSrc) setFailedSrc(current);
    },
  };
  return { img, webp };
}

/** A `<picture>` offering `webp` before its img (no box of its own); the img alone without it. */
export function WebpPicture(props: {
  webp: string | null;
  sizes?: string;
  children: ReactElement;
}) {
  if (!props.webp) return props.children;
  return (
    <picture style={{ display: 'contents' }}>
      <source type="image/webp" srcSet={props.webp} sizes={props.sizes} />
      {props.children}
    </picture>
  );
}

/**
 * An image that swaps to a placeholder when its URL is empty or fails to load. Give it an
 * `aspectRatio` or `width`/`height` so the layout does not shift while it loads. With `sizes`, an
 * api picture is a `<picture>` (display: contents, so the `<img>` is laid out as before) offering
 * WebP variants, with JPEG variants on the `<img>` for browsers without WebP.
 */
export function ImageWithFallback({
  src,
  alt,
  fallbackSrc = PLACEHOLDER_IMAGE,
  priority = false,
  sizes,
  ...rest
}: ImageWithFallbackProps) {
  const { img, webp } = usePictureSources(src, fallbackSrc, sizes, priority);
  return (
    <WebpPicture webp={webp} sizes={sizes}>
      <Image {...img} alt={alt} objectFit="cover" bg="bg.muted" {...rest} />
    </WebpPicture>
  );
}
