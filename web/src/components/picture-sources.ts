/**
 * `srcset` candidates for the api's pictures (issue 12): product pictures, gallery views, category
 * tiles, fabric swatches and uploaded catalog pictures answer `?w={width}&fm=webp|jpeg` with the
 * picture resized to one of {@link PICTURE_WIDTHS} (the api's list; never enlarged).
 */

/** Widths, in pixels, the api offers for every picture (api/src/images/variants.ts). */
export const PICTURE_WIDTHS = [80, 160, 320, 480, 640, 800] as const;

/** A variant encoding the api offers. */
export type PictureFormat = 'webp' | 'jpeg';

/** True for a picture the api serves with variants: a same-origin /images/ or /category-images/ path. */
export function hasPictureVariants(src: string): boolean {
  return /^\/(?:images|category-images)\/[^?#]+$/.test(src);
}

/**
 * The `srcset` of an api picture in `format` at `widths` (pixels), e.g.
 * "/images/products/3.jpg?w=320&fm=webp 320w, …"; null for a URL without variants.
 */
export function pictureSrcSet(
  src: string,
  format: PictureFormat,
  widths: readonly number[] = PICTURE_WIDTHS,
): string | null {
  if (!hasPictureVariants(src)) return null;
  // A candidate's URL ends at whitespace and may not hold a bare comma: the "kids beds" tile's
  // "/category-images/kids beds.jpg" was dropped by the browser whole.
  const url = src.replace(/[\s,]/g, (char) => encodeURIComponent(char));
  return widths.map((w) => `${url}?w=${w}&fm=${format} ${w}w`).join(', ');
}
