/**
 * Category calls (spec §7): category list, menus, products of one category (by id or name) and
 * related products by category ids.
 */
import { z } from 'zod';
import { BadRequestError } from '../plugins/errors.js';
import { intNumber, MAX_ID, pageBody, pageQuery, typeError } from '../schemas/common.js';
import {
  categoriesResponse,
  categoryProductPagesResponse,
  categoryProductsResponse,
  errorResponses,
  menusResponse,
  relatedProductsResponse,
} from '../schemas/dto.js';
import { findCategory, listCategories, menus } from './categories.js';
import { categoryMatch, relatedProducts } from './products.js';
import { dbRoutes, orNotFound, productPageAnswer, simpleGet } from '../plugins/route-shared.js';

/** Most related products GET /api/category/{categoryIds} returns. */
export const RELATED_MAX = 12;
/** Most category ids accepted in GET /api/category/{categoryIds}. */
const MAX_CATEGORY_IDS = 50;

/** Registers the §7 category routes. */
export const catalogRoutes = dbRoutes((r, db) => {
  simpleGet(
    r,
    '/api/category/categories',
    { tags: ['catalog'], summary: 'All categories with product counts' },
    categoriesResponse,
    async () => ({ success: true as const, categories: await listCategories(db) }),
  );

  r.post(
    '/api/category/menus-categories-products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Menu products keyed by the requested category names',
        body: z.object(
          {
            category_names: z
              .array(
                z
                  .string({ error: 'category_names must contain strings' })
                  .trim()
                  .min(1, 'category_names must not contain blank names')
                  .max(100, 'category names must be at most 100 characters'),
                {
                  error: typeError(
                    'category_names',
                    'category_names must be a list of category names',
                  ),
                },
              )
              .min(1, 'category_names must not be empty')
              .max(20, 'category_names must list at most 20 names'),
          },
          { error: 'body must be a JSON object' },
        ),
        response: { 200: menusResponse, 400: errorResponses[400], 500: errorResponses[500] },
      },
    },
    async (request) => ({
      success: true as const,
      data: await menus(db, request.body.category_names),
    }),
  );

  r.get(
    '/api/category/:category/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Products of one category, by id or case-insensitive name',
        params: z.object({
          category: z
            .string()
            .max(100, 'category must be at most 100 characters')
            .describe('category id (digits) or name, e.g. "kids beds"'),
        }),
        querystring: pageQuery,
        response: { 200: categoryProductsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const category = orNotFound(
        await findCategory(db, request.params.category),
        'Category not found',
      );
      const match = categoryMatch([category.id]);
      return { ...(await productPageAnswer(db, match, page, limit, request.viewer)), category };
    },
  );

  r.post(
    '/api/category/products-pages',
    {
      schema: {
        tags: ['catalog'],
        summary: `One page of products for each of up to ${MAX_CATEGORY_IDS} category ids (one call for many categories)`,
        body: z.object(
          {
            category_ids: z
              .array(intNumber('category_ids'), {
                error: typeError('category_ids', 'category_ids must be a list of category ids'),
              })
              .min(1, 'category_ids must not be empty')
              .max(MAX_CATEGORY_IDS, `category_ids must list at most ${MAX_CATEGORY_IDS} ids`),
            ...pageBody,
          },
          { error: 'body must be a JSON object' },
        ),
        response: {
          200: categoryProductPagesResponse,
          400: errorResponses[400],
          500: errorResponses[500],
        },
      },
    },
    async (request) => {
      const { category_ids: ids, page, limit } = request.body;
      const pages = [];
      for (const id of new Set(ids)) {
        const answer = await productPageAnswer(
          db,
          categoryMatch([id]),
          page,
          limit,
          request.viewer,
        );
        pages.push({ category_id: id, products: answer.products, pagination: answer.pagination });
      }
      return { success: true as const, pages };
    },
  );

  r.get(
    '/api/category/:categoryIds',
    {
      schema: {
        tags: ['catalog'],
        summary: `Related products: products in any of the comma-separated category ids (at most ${RELATED_MAX})`,
        params: z.object({
          categoryIds: z
            .string()
            .max(600, 'categoryIds is too long')
            .describe('comma-separated category ids, e.g. "1,3"'),
        }),
        response: {
          200: relatedProductsResponse,
          400: errorResponses[400],
          500: errorResponses[500],
        },
      },
    },
    async (request) => {
      const parts = request.params.categoryIds.split(',').map((p) => p.trim());
      const message = 'categoryIds must be a comma-separated list of positive integers';
      if (parts.length > MAX_CATEGORY_IDS) {
        throw new BadRequestError(
          'categoryIds',
          `categoryIds must list at most ${MAX_CATEGORY_IDS} ids`,
        );
      }
      const ids = parts.map((p) => (/^\d{1,10}$/.test(p) ? Number(p) : NaN));
      if (ids.some((id) => !Number.isSafeInteger(id) || id < 1 || id > MAX_ID)) {
        throw new BadRequestError('categoryIds', message);
      }
      const products = await relatedProducts(db, [...new Set(ids)], RELATED_MAX, request.viewer);
      return { success: true as const, products };
    },
  );
});
