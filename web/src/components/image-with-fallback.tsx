import { Image } from '@chakra-ui/react';
import type { ImageProps } from '@chakra-ui/react';
import { useState } from 'react';

/** Shown when a picture is missing or fails to load. */
export const PLACEHOLDER_IMAGE = '/product-placeholder.svg';

/** Props of {@link ImageWithFallback}: a Chakra Image that needs `alt` and intrinsic size. */
export interface ImageWithFallbackProps extends Omit<ImageProps, 'src' | 'alt'> {
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
}

/**
 * An image that swaps to a placeholder when its URL is empty or fails to load. Give it an
 * `aspectRatio` or `width`/`height` so the layout does not shift while it loads.
 */
export function ImageWithFallback({
  src,
  alt,
  fallbackSrc = PLACEHOLDER_IMAGE,
  priority = false,
  ...rest
}: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const current = src && src !== failedSrc ? src : fallbackSrc;
  return (
    <Image
      src={current}
      alt={alt}
      objectFit="cover"
      bg="bg.muted"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => {
        if (current !== fallbackSrc) setFailedSrc(current);
      }}
      {...rest}
    />
  );
}
