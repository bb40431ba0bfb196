/**
 * Picture routes (spec §2): category tiles, product pictures and gallery views, fabric swatches,
 * drawn in code and served as image/jpeg with a one-day public cache.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import type { ImageStore } from '../images/store.js';
import { NotFoundError } from '../plugins/errors.js';
import { MAX_ID } from '../schemas/common.js';
import { errorResponses } from '../schemas/dto.js';
import { storedPicture } from '../services/catalog-io/pictures.js';
import { categoryPicture, fabricPicture, productPicture } from '../services/pictures.js';

/** Options of the picture routes. */
export interface ImageRouteOptions {
  db: Db;
  images: ImageStore;
}

/** Cache-Control of every picture. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400';

const jpeg = z.unknown().describe('image/jpeg bytes');
const pictureResponses = {
  200: jpeg,
  404: errorResponses[404],
  500: errorResponses[500],
};

function sendJpeg(reply: FastifyReply, data: Buffer | null, what: string) {
  if (!data) throw new NotFoundError(`${what} not found`);
  return reply
    .header('content-type', 'image/jpeg')
    .header('cache-control', IMAGE_CACHE_CONTROL)
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
 * /images/catalog/:file.
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
        response: pictureResponses,
      },
    },
    async (request, reply) =>
      sendJpeg(reply, await categoryPicture(db, images, request.params.file), 'Image'),
  );

  r.get(
    '/images/products/:file',
    {
      schema: {
        tags: ['images'],
        summary: 'Product picture: {id}.jpg (main) or {id}-{n}.jpg (gallery view n)',
        params: fileParams,
        response: pictureResponses,
      },
    },
    async (request, reply) => {
      const parsed = parseFile(request.params.file);
      const data = parsed ? await productPicture(db, images, parsed.id, parsed.n) : null;
      return sendJpeg(reply, data, 'Image');
    },
  );

  r.get(
    '/images/fabrics/:file',
    {
      schema: {
        tags: ['images'],
        summary: 'Fabric colour swatch: {colorId}.jpg',
        params: fileParams,
        response: pictureResponses,
      },
    },
    async (request, reply) => {
      const parsed = parseFile(request.params.file);
      const data = parsed && parsed.n === 0 ? await fabricPicture(db, images, parsed.id) : null;
      return sendJpeg(reply, data, 'Image');
    },
  );
  r.get(
    '/images/catalog/:file',
    {
      schema: {
        tags: ['images'],
        summary: 'Uploaded or imported catalog picture: {sha256}.jpg|png|webp (never changes)',
        params: fileParams,
        response: { 200: z.unknown().describe('image bytes'), 404: errorResponses[404] },
      },
    },
    async (request, reply) => {
      const picture = await storedPicture(db, request.params.file);
      if (!picture) throw new NotFoundError('Image not found');
      return reply
        .header('content-type', picture.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(picture.data);
    },
  );
  done();
}
