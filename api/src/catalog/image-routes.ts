/**
 * Picture routes (spec §2): category tiles, product pictures and gallery views, fabric swatches,
 * drawn in code and served as image/jpeg with a one-day public cache; uploaded or imported catalog
 * pictures as stored. Each also answers `?w=&fm=` with a resized WebP/JPEG variant (issue 12),
 * encoded once, cached on disk and sent with a long public cache.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import type { ImageStore } from './images/store.js';
import {
  isVariant,
  variantContentType,
  variantOf,
  variantQuery,
  type PictureVariant,
} from './images/variants.js';
import { NotFoundError } from '../plugins/errors.js';
import { MAX_ID } from '../schemas/common.js';
import { errorResponses } from '../schemas/dto.js';
import { catalogPictureKey, storedPicture } from './io/pictures.js';
import { categoryPicture, fabricPicture, productPicture } from './pictures.js';

/** Options of the picture routes. */
export interface ImageRouteOptions {
  db: Db;
  images: ImageStore;
}

/** Cache-Control of every drawn picture. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400';

/**
 * Cache-Control of a drawn picture's variant: 30 days, then revalidated in the background (a
 * drawing is made once per picture and kept, like its variants).
 */
export const VARIANT_CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';

/** Cache-Control of a catalog picture and its variants: content-addressed, so never changes. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const picture = z.unknown().describe('image/jpeg bytes, or image/webp for fm=webp');
const pictureResponses = {
  200: picture,
  400: errorResponses[400],
  404: errorResponses[404],
  500: errorResponses[500],
};

/** Sends a drawn picture or its variant (404 when `data` is null). */
function sendPicture(reply: FastifyReply, data: Buffer | null, variant: PictureVariant) {
  if (!data) throw new NotFoundError('Image not found');
  return reply
    .header('content-type', variantContentType(variant))
    .header('cache-control', isVariant(variant) ? VARIANT_CACHE_CONTROL : IMAGE_CACHE_CONTROL)
    .send(data);
}

/** Parses "12.jpg" / "12-3.jpg" into id and gallery number (0 = main); null when malformed. */
function parseFile(file: string): { id: number; n: number } | null {
  const m = /^(\d{1,10})(?:-(\d{1,2}))?\.jpg$/i.exec(file);
  if (!m) return null;
  const id = Number(m[1]);
  const n = m[2] === undefined ? 0 : Number(m[2]);
  if (id < 1 || id > MAX_ID || (m[2] !== undefined && n < 1)) return null;
  return { id, n };
}

/**
 * Registers GET /category-images/:file, /images/products/:file, /images/fabrics/:file and
 * /images/catalog/:file, each with the optional `w` / `fm` variant query (400 when malformed).
 */
export function imageRoutes(
  app: FastifyInstance,
  opts: ImageRouteOptions,
  done: (err?: Error) => void,
): void {
  const { db, images } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const fileParams = z.object({ file: z.string().max(120, 'file name is too long') });

  r.get(
    '/category-images/:file',
    {
      schema: {
        tags: ['images'],
        summary: 'Category tile, e.g. beds.jpg, kids%20beds.jpg, placeholder.jpg',
        params: fileParams,
        querystring: variantQuery,
        response: pictureResponses,
      },
    },
    async (request, reply) => {
      const variant = variantOf(request.query);
      const data = await categoryPicture(db, images, request.params.file, variant);
      return sendPicture(reply, data, variant);
    },
  );

  r.get(
    '/images/products/:file',
    {
      schema: {
        tags: ['images'],
        summary: 'Product picture: {id}.jpg (main) or {id}-{n}.jpg (gallery view n)',
        params: fileParams,
        querystring: variantQuery,
        response: pictureResponses,
      },
    },
    async (request, reply) => {
      const variant = variantOf(request.query);
      const parsed = parseFile(request.params.file);
      const data = parsed ? await productPicture(db, images, parsed.id, parsed.n, variant) : null;
      return sendPicture(reply, data, variant);
    },
  );

  r.get(
    '/images/fabrics/:file',
    {
      schema: {
        tags: ['images'],
        summary: 'Fabric colour swatch: {colorId}.jpg',
        params: fileParams,
        querystring: variantQuery,
        response: pictureResponses,
      },
    },
    async (request, reply) => {
      const variant = variantOf(request.query);
      const parsed = parseFile(request.params.file);
      const data =
        parsed && parsed.n === 0 ? await fabricPicture(db, images, parsed.id, variant) : null;
      return sendPicture(reply, data, variant);
    },
  );
  r.get(
    '/images/catalog/:file',
    {
      schema: {
        tags: ['images'],
        summary: 'Uploaded or imported catalog picture: {sha256}.jpg|png|webp (never changes)',
        params: fileParams,
        querystring: variantQuery,
        response: {
          200: z.unknown().describe('image bytes (as stored; the variant format when asked)'),
          400: errorResponses[400],
          404: errorResponses[404],
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const variant = variantOf(request.query);
      if (isVariant(variant)) {
        const key = catalogPictureKey(file);
        const data = key
          ? await images.variant(`catalog/${key}`, variant, async () => {
              const stored = await storedPicture(db, file);
              return stored?.data ?? null;
            })
          : null;
        if (!data) throw new NotFoundError('Image not found');
        return reply
          .header('content-type', variantContentType(variant))
          .header('cache-control', IMMUTABLE_CACHE_CONTROL)
          .send(data);
      }
      const stored = await storedPicture(db, file);
      if (!stored) throw new NotFoundError('Image not found');
      return reply
        .header('content-type', stored.contentType)
        .header('cache-control', IMMUTABLE_CACHE_CONTROL)
        .send(stored.data);
    },
  );
  done();
}
