/**
 * Picture variants (issue 12, first paint): every picture route also answers `?w={width}&fm={format}`
 * with the picture resized to one of {@link PICTURE_WIDTHS} (never enlarged) and encoded as WebP or
 * JPEG, so the storefront's `srcset` fetches the size a card, tile, gallery or swatch really shows.
 * Variants are encoded once and cached on disk by the {@link ImageStore}.
 */
import sharp from 'sharp';
import { z } from 'zod';

/** The widths, in pixels, a variant may have (the storefront's `srcset` candidates). */
export const PICTURE_WIDTHS = [80, 160, 320, 480, 640, 800] as const;

/** Encodings a variant may have, by their `fm` query value, with the Content-Type each gets. */
export const PICTURE_FORMATS = { jpeg: 'image/jpeg', webp: 'image/webp' } as const;

/** A variant format's `fm` value. */
export type PictureFormat = keyof typeof PICTURE_FORMATS;

/**
 * What to serve of a picture: `width` undefined keeps the picture's own size; `format` undefined
 * with no width is the original picture as stored or drawn.
 */
export interface PictureVariant {
  width?: (typeof PICTURE_WIDTHS)[number];
  format?: PictureFormat;
}

/**
 * Query string of the picture routes: optional `w` (one of {@link PICTURE_WIDTHS}) and `fm`
 * (`webp` or `jpeg`). Anything else in `w`/`fm` fails validation (400).
 */
export const variantQuery = z.object({
  w: z.coerce
    .number()
    .refine((w) => (PICTURE_WIDTHS as readonly number[]).includes(w), {
      message: `w must be one of ${PICTURE_WIDTHS.join(', ')}`,
    })
    .optional()
    .describe(`Width in pixels: ${PICTURE_WIDTHS.join(', ')} (never enlarged, height in ratio)`),
  fm: z.enum(['jpeg', 'webp']).optional().describe('Encoding: webp or jpeg (default jpeg)'),
});

/** A parsed {@link variantQuery} as a variant. */
export function variantOf(query: z.infer<typeof variantQuery>): PictureVariant {
  return { width: query.w as PictureVariant['width'], format: query.fm };
}

/** True when the variant asks for anything but the original picture. */
export function isVariant(variant: PictureVariant): boolean {
  return variant.width !== undefined || variant.format !== undefined;
}

/** The Content-Type of a variant (JPEG unless WebP is asked for). */
export function variantContentType(variant: PictureVariant): string {
  return PICTURE_FORMATS[variant.format ?? 'jpeg'];
}

/** File-name suffix of a cached variant, e.g. "-w320.webp"; "-full.jpg" for a re-encoded original. */
export function variantSuffix(variant: PictureVariant): string {
  return `-${variant.width === undefined ? 'full' : `w${variant.width}`}.${variant.format === 'webp' ? 'webp' : 'jpg'}`;
}

/**
 * Resizes and encodes a picture (JPEG, PNG, WebP or SVG bytes) as `variant`: the width is capped at
 * the picture's own (no enlargement), transparency is flattened on white for JPEG. WebP at quality
 * 80, JPEG at 82 (mozjpeg). Throws when sharp cannot read the bytes.
 */
export async function encodeVariant(source: Buffer, variant: PictureVariant): Promise<Buffer> {
  let image = sharp(source).rotate();
  if (variant.width !== undefined) {
    image = image.resize({ width: variant.width, withoutEnlargement: true });
  }
  if (variant.format === 'webp') return image.webp({ quality: 80, effort: 4 }).toBuffer();
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
