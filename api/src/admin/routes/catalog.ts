/**
 * Admin catalog routes (issue 10), inside the admin scope (guarded, audited, each write announced
 * through the catalog-change hook). Requests carry euros (decimal), answers cents:
 * POST /api/admin/catalog/categories, PATCH|DELETE /api/admin/catalog/categories/{id},
 * PUT /api/admin/catalog/categories/{id}/storage-prices,
 * POST /api/admin/catalog/products, PUT /api/admin/catalog/products/{id},
 * PUT /api/admin/catalog/products/{id}/variations,
 * POST /api/admin/catalog/products/{id}/images (multipart, several pictures),
 * PUT /api/admin/catalog/products/{id}/images (order, trim, main picture, alt texts).
 */
import type { Multipart } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminError } from '../errors.js';
import {
  createCategory,
  deleteCategory,
  renameCategory,
  setStoragePrices,
} from '../../catalog/admin/categories.js';
import { addProductImages, setProductGallery } from '../../catalog/admin/images.js';
import { createProduct, setVariations, updateProduct } from '../../catalog/admin/products.js';
import { parseEuroAmount } from '../../accounts/service.js';
import type { AccountsRouteOptions } from '../../accounts/auth-routes.js';
import { actorOf } from './guard.js';
import { adminFailures, answerAdmin, idParams } from './shared.js';

/** Largest picture upload, in bytes. */
export const MAX_PICTURE_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Euros as a decimal string or number (at most 2 decimals, 0 to 9,999,999.99) → cents. */
const euros = (field: string) =>
  z.union([z.string(), z.number()]).transform((value, ctx) => {
    const cents = parseEuroAmount(value);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: `${field} must be an amount in euros like 499.00` });
      return z.NEVER;
    }
    return cents;
  });
const name = z.string().trim().min(1, 'name must not be empty').max(100, 'name is too long');
const ids = z.array(z.number().int().min(1)).max(100);

const productBody = z.object({
  sku: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/, 'sku must be letters, digits and . _ / -'),
  name: z.string().trim().min(1, 'name must not be empty').max(200),
  descriptionHtml: z.string().max(20_000).default(''),
  price: euros('price'),
  stock: z.number().int().min(-1, 'stock is -1 (unlimited), 0 or more').max(1_000_000),
  status: z.enum(['available', 'unavailable']),
  storageTypes: z.array(z.enum(['Non Ottoman', 'Ottoman', 'Cloud Storage'])).default([]),
  categoryIds: ids.default([]),
  sizeIds: ids.default([]),
  fabricIds: ids.default([]),
});

const ok = <T extends z.ZodRawShape>(shape: T) => z.object({ success: z.literal(true), ...shape });
const categoryDto = z.object({ id: z.number().int(), name: z.string() });
const productDto = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  descriptionHtml: z.string(),
  priceCents: z.number().int(),
  stock: z.number().int(),
  status: z.enum(['available', 'unavailable']),
  storageTypes: z.array(z.string()),
  categoryIds: z.array(z.number().int()),
  sizeIds: z.array(z.number().int()),
  fabricIds: z.array(z.number().int()),
});
const variationCell = z.object({
  sizeId: z.number().int().nullable(),
  fabricId: z.number().int().nullable(),
  fabricColorId: z.number().int().nullable(),
});
const storageDto = z.object({
  ottoman: z.array(z.object({ sizeId: z.number().int(), priceCents: z.number().int() })),
  cloudBaseCents: z.number().int().nullable(),
});
const galleryDto = z.object({
  images: z.array(z.string()),
  main: z.string().nullable(),
  alts: z.record(z.string(), z.string()),
});
const galleryChangeDto = galleryDto.extend({ alts: z.record(z.string(), z.string()).optional() });

/** Registers the admin catalog write routes (called inside the admin scope). */
export function adminCatalogWriteRoutes(app: FastifyInstance, opts: AccountsRouteOptions): void {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.post(
    '/api/admin/catalog/categories',
    {
      schema: {
        tags,
        summary: 'Create a category',
        body: z.object({ name }),
        response: { 201: ok({ category: categoryDto }), ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => {
        const category = await createCategory(db, actorOf(request), request.body.name);
        void reply.code(201);
        return { success: true as const, category };
      }),
  );

  r.patch(
    '/api/admin/catalog/categories/:id',
    {
      schema: {
        tags,
        summary: 'Rename a category',
        params: idParams,
        body: z.object({ name }),
        response: { 200: ok({ category: categoryDto }), ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => ({
        success: true as const,
        category: await renameCategory(db, actorOf(request), request.params.id, request.body.name),
      })),
  );

  r.delete(
    '/api/admin/catalog/categories/:id',
    {
      schema: {
        tags,
        summary: 'Delete a category that has no products',
        params: idParams,
        response: { 200: ok({}), ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => {
        await deleteCategory(db, actorOf(request), request.params.id);
        return { success: true as const };
      }),
  );

  r.put(
    '/api/admin/catalog/categories/:id/storage-prices',
    {
      schema: {
        tags,
        summary: 'Replace the ottoman price per size and the cloud storage base of a category',
        params: idParams,
        body: z.object({
          ottoman: z
            .array(z.object({ sizeId: z.number().int().min(1), price: euros('ottoman price') }))
            .max(50),
          cloudBase: euros('cloudBase').nullable(),
        }),
        response: { 200: ok({ storagePrices: storageDto }), ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => ({
        success: true as const,
        storagePrices: await setStoragePrices(db, actorOf(request), request.params.id, {
          ottoman: request.body.ottoman.map((o) => ({ sizeId: o.sizeId, priceCents: o.price })),
          cloudBaseCents: request.body.cloudBase,
        }),
      })),
  );

  const toInput = (b: z.infer<typeof productBody>) => ({ ...b, priceCents: b.price });

  r.post(
    '/api/admin/catalog/products',
    {
      schema: {
        tags,
        summary: 'Create a product',
        body: productBody,
        response: { 201: ok({ product: productDto }), ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => {
        const product = await createProduct(db, actorOf(request), toInput(request.body));
        void reply.code(201);
        return { success: true as const, product };
      }),
  );

  r.put(
    '/api/admin/catalog/products/:id',
    {
      schema: {
        tags,
        summary: 'Update a product (all fields)',
        params: idParams,
        body: productBody,
        response: { 200: ok({ product: productDto }), ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => ({
        success: true as const,
        product: await updateProduct(
          db,
          actorOf(request),
          request.params.id,
          toInput(request.body),
        ),
      })),
  );

  r.put(
    '/api/admin/catalog/products/:id/variations',
    {
      schema: {
        tags,
        summary: 'Replace the variation matrix (size, fabric + colour, or all three) of a product',
        params: idParams,
        body: z.object({
          variations: z.array(variationCell.extend({ price: euros('price') })).max(1000),
        }),
        response: {
          200: ok({ variations: z.array(variationCell.extend({ priceCents: z.number().int() })) }),
          ...adminFailures,
        },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => ({
        success: true as const,
        variations: await setVariations(
          db,
          actorOf(request),
          request.params.id,
          request.body.variations.map(({ price, ...cell }) => ({ ...cell, priceCents: price })),
        ),
      })),
  );

  r.post(
    '/api/admin/catalog/products/:id/images',
    {
      schema: {
        tags,
        summary: 'Upload pictures (multipart, JPEG/PNG/WebP, several) to the end of the gallery',
        params: idParams,
        response: { 200: ok({ gallery: galleryDto }), ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => {
        if (!request.isMultipart()) {
          throw new AdminError(
            400,
            'INVALID',
            'Send the pictures as multipart/form-data',
            'images',
          );
        }
        const uploads: { name: string; data: Buffer }[] = [];
        const parts: AsyncIterableIterator<Multipart> = request.parts({
          limits: { files: 20, fileSize: MAX_PICTURE_UPLOAD_BYTES, fields: 5 },
        });
        for await (const part of parts) {
          if (part.type !== 'file') continue;
          const data = await part.toBuffer();
          if (part.file.truncated) {
            throw new AdminError(400, 'INVALID', `${part.filename} is larger than 10 MB`, 'images');
          }
          uploads.push({ name: part.filename, data });
        }
        return {
          success: true as const,
          gallery: await addProductImages(db, actorOf(request), request.params.id, uploads),
        };
      }),
  );

  r.put(
    '/api/admin/catalog/products/:id/images',
    {
      schema: {
        tags,
        summary: 'Reorder or trim the gallery and pick the main picture',
        params: idParams,
        body: galleryChangeDto,
        response: { 200: ok({ gallery: galleryDto }), ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => ({
        success: true as const,
        gallery: await setProductGallery(db, actorOf(request), request.params.id, request.body),
      })),
  );
}
