/**
 * Product calls (spec §7): sizes, listing, filter, search and product detail with variations.
 * Page size defaults to 8 (spec §9); limits above 50 are capped silently.
 */
import { z } from 'zod';
import { idParams, intNumber, pageBody, pageQuery, typeError } from '../schemas/common.js';
import {
  errorResponses,
  productPageResponse,
  productResponse,
  sizesResponse,
} from '../schemas/dto.js';
import { listSizes } from './categories.js';
import { filterMatch, PRODUCT_SORTS, productWithVariations, searchMatch } from './products.js';
import { dbRoutes, orNotFound, productPageAnswer, simpleGet } from '../plugins/route-shared.js';

const euros = (field: string) =>
  z
    .number({ error: typeError(field, `${field} must be a number of euros`) })
    .min(0, `${field} must not be negative`)
    .max(10_000_000, `${field} must be at most 10000000`);

const idList = (field: string) =>
  z
    .array(intNumber(`${field} ids`), { error: `${field} must be a list of ids` })
    .max(100, `${field} must list at most 100 ids`);

/** Optional list order over the whole catalogue; price sorts are ignored for visitors. */
const sortField = z
  .enum(PRODUCT_SORTS, { error: `sort must be one of ${PRODUCT_SORTS.join(', ')}` })
  .optional()
  .describe('name | newest | price_asc | price_desc (price sorts only for signed-in callers)');

/** POST /api/product/products/filter body (spec §3 Filter request; prices in euros). */
const filterBody = z.object(
  {
    categories: idList('categories').optional(),
    sizes: idList('sizes').optional(),
    priceRange: z
      .object(
        { min: euros('priceRange.min'), max: euros('priceRange.max') },
        { error: 'priceRange must be an object with min and max' },
      )
      .refine((p) => p.min <= p.max, {
        message: 'priceRange.min must not exceed priceRange.max',
        path: ['min'],
      })
      .optional(),
    sort: sortField,
    ...pageBody,
  },
  { error: 'body must be a JSON object' },
);

/** POST /api/product/search body. */
const searchBody = z.object(
  {
    search: z
      .string({ error: typeError('search', 'search must be a string') })
      .max(200, 'search must be at most 200 characters'),
    sort: sortField,
    ...pageBody,
  },
  { error: 'body must be a JSON object' },
);

/** Registers the §7 product routes. */
export const productRoutes = dbRoutes((r, db) => {
  simpleGet(
    r,
    '/api/product/sizes',
    { tags: ['products'], summary: 'All sizes (cm)' },
    sizesResponse,
    async () => ({ success: true as const, sizes: await listSizes(db) }),
  );

  r.get(
    '/api/product/products-listing',
    {
      schema: {
        tags: ['products'],
        summary: 'All products, a page at a time, ordered by id or by `sort`',
        querystring: pageQuery.extend({ sort: sortField }),
        response: { 200: productPageResponse, 400: errorResponses[400], 500: errorResponses[500] },
      },
    },
    async (request) =>
      productPageAnswer(
        db,
        undefined,
        request.query.page,
        request.query.limit,
        request.viewer,
        request.query.sort,
      ),
  );

  r.post(
    '/api/product/products/filter',
    {
      schema: {
        tags: ['products'],
        summary:
          'Products in any of the categories and sizes; the price range (euros) applies to signed-in callers only',
        body: filterBody,
        response: { 200: productPageResponse, 400: errorResponses[400], 500: errorResponses[500] },
      },
    },
    async (request) => {
      const { page, limit, sort, ...filter } = request.body;
      const match = filterMatch(filter, request.viewer);
      return productPageAnswer(db, match, page, limit, request.viewer, sort);
    },
  );

  r.post(
    '/api/product/search',
    {
      schema: {
        tags: ['products'],
        summary: 'Search by name, SKU, category name and (signed in) price',
        body: searchBody,
        response: { 200: productPageResponse, 400: errorResponses[400], 500: errorResponses[500] },
      },
    },
    async (request) => {
      const { search, page, limit, sort } = request.body;
      const match = searchMatch(search, request.viewer);
      return productPageAnswer(db, match, page, limit, request.viewer, sort);
    },
  );

  r.get(
    '/api/product/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'One product with its variations',
        params: idParams,
        response: { 200: productResponse, ...errorResponses },
      },
    },
    async (request) => {
      const found = await productWithVariations(db, request.params.id, request.viewer);
      const { product, variations } = orNotFound(found, 'Product not found');
      return { success: true as const, product, variations, vat_rate_bp: r.books.vatRateBp };
    },
  );
});
