/**
 * Admin catalog reads (issue 10), inside the admin scope (guarded): the data of the catalog
 * screens. Answers carry cents.
 * GET /api/admin/catalog/categories, GET /api/admin/catalog/options (sizes, fabrics + colours),
 * GET /api/admin/catalog/products?search&categoryId&page&pageSize, GET /api/admin/catalog/products/{id}.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCatalogOptions,
  adminCategories,
  adminProductDetail,
  adminProducts,
} from '../../catalog/admin/reads.js';
import type { AccountsRouteOptions } from '../../accounts/auth-routes.js';
import { adminFailures, adminPage, answerAdmin, idParams, pageQuery } from './shared.js';

const id = z.number().int();
const storageDto = z.object({
  ottoman: z.array(z.object({ sizeId: id, priceCents: id })),
  cloudBaseCents: id.nullable(),
});
const categoryRow = z.object({
  id,
  name: z.string(),
  productCount: id,
  storagePrices: storageDto,
});
const sizeRow = z.object({
  id,
  label: z.string(),
  lengthCm: id.nullable(),
  widthCm: id.nullable(),
  heightCm: id.nullable(),
});
const fabricRow = z.object({
  id,
  name: z.string(),
  colors: z.array(z.object({ id, name: z.string(), hex: z.string(), imageUrl: z.string() })),
});
const productRow = z.object({
  id,
  sku: z.string(),
  name: z.string(),
  priceCents: id,
  stock: id,
  status: z.enum(['available', 'unavailable']),
  mainImage: z.string().nullable(),
});
const productDetail = z.object({
  success: z.literal(true),
  product: z.object({
    id,
    sku: z.string(),
    name: z.string(),
    descriptionHtml: z.string(),
    priceCents: id,
    stock: id,
    status: z.enum(['available', 'unavailable']),
    storageTypes: z.array(z.string()),
    categoryIds: z.array(id),
    sizeIds: z.array(id),
    fabricIds: z.array(id),
  }),
  variations: z.array(
    z.object({
      sizeId: id.nullable(),
      fabricId: id.nullable(),
      fabricColorId: id.nullable(),
      priceCents: id,
    }),
  ),
  gallery: z.object({
    images: z.array(z.string()),
    main: z.string().nullable(),
    alts: z.record(z.string(), z.string()),
  }),
});

/** Registers the admin catalog read routes (called inside the admin scope). */
export function adminCatalogReadRoutes(app: FastifyInstance, opts: AccountsRouteOptions): void {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.get(
    '/api/admin/catalog/categories',
    {
      schema: {
        tags,
        summary: 'Every category with its product count and storage prices',
        response: {
          200: z.object({ success: z.literal(true), categories: z.array(categoryRow) }),
          ...adminFailures,
        },
      },
    },
    async () => ({ success: true as const, categories: await adminCategories(db) }),
  );

  r.get(
    '/api/admin/catalog/options',
    {
      schema: {
        tags,
        summary: 'The standard sizes (cm) and the fabrics with their colours',
        response: {
          200: z.object({
            success: z.literal(true),
            sizes: z.array(sizeRow),
            fabrics: z.array(fabricRow),
          }),
          ...adminFailures,
        },
      },
    },
    async () => ({ success: true as const, ...(await adminCatalogOptions(db)) }),
  );

  r.get(
    '/api/admin/catalog/products',
    {
      schema: {
        tags,
        summary: 'Products of every status, newest first; search by SKU or name',
        querystring: z.object({
          search: z.string().trim().max(100).optional(),
          categoryId: z.coerce.number().int().min(1).optional(),
          ...pageQuery,
        }),
        response: { 200: adminPage(productRow), ...adminFailures },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await adminProducts(db, {
        search: request.query.search || null,
        categoryId: request.query.categoryId ?? null,
        page: request.query.page,
        pageSize: request.query.pageSize,
      })),
    }),
  );

  r.get(
    '/api/admin/catalog/products/:id',
    {
      schema: {
        tags,
        summary: 'One product with its variation matrix and gallery',
        params: idParams,
        response: { 200: productDetail, ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => ({
        success: true as const,
        ...(await adminProductDetail(db, request.params.id)),
      })),
  );
}
