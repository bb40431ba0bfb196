/**
 * Response schemas of the REST contract (bff/src/upstream/types.ts, spec §3 and §7). Every route
 * declares these for each status; the test suite checks they match the contract types.
 */
import { z } from 'zod';

/** A decimal euro amount ("499.00") or null for visitors. */
export const euroAmount = z
  .string()
  .nullable()
  .describe('decimal euros, e.g. "499.00"; null for visitors');

/** Every 4xx/5xx body. */
export const errorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

/** Error statuses most routes can answer. */
export const errorResponses = {
  400: errorResponse.describe('Bad input'),
  404: errorResponse.describe('Not found'),
  500: errorResponse.describe('Internal server error'),
} as const;

/** Spec §3 Category. */
export const categoryDto = z.object({
  id: z.number().int(),
  category_name: z.string(),
  product_count: z.number().int(),
  image_url: z.string().optional(),
});

/** Spec §3 Size (cm). */
export const sizeDto = z.object({
  id: z.number().int(),
  size: z.string(),
  length: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});

/** Spec §3 menu product. */
export const menuProductDto = z.object({ id: z.number().int(), product_name: z.string() });

/** Fabric colour with its swatch picture. */
export const fabricColorDto = z.object({
  id: z.number().int(),
  color_name: z.string(),
  image_url: z.string(),
});

/** Fabric with its colours. */
export const fabricDto = z.object({
  id: z.number().int(),
  fabric_name: z.string(),
  fabricColors: z.array(fabricColorDto),
});

/** Storage type names (spec §3 Product.types). */
export const storageTypeName = z.enum(['Non Ottoman', 'Ottoman', 'Cloud Storage']);

/** Spec §3 Product. */
export const productDto = z.object({
  id: z.number().int(),
  product_name: z.string(),
  description: z.string().describe('HTML'),
  sku: z.string(),
  price_euro: euroAmount,
  stock: z.number().int().describe('-1 means unlimited'),
  status: z.string(),
  createdAt: z.string().describe('ISO 8601'),
  product_image: z.string(),
  images: z.array(
    z.object({
      id: z.number().int(),
      image_url: z.string(),
      alt_text: z.string().describe("the picture's alt text; the product name when none is set"),
    }),
  ),
  Categories: z.array(z.object({ id: z.number().int(), category_name: z.string() })),
  Sizes: z.array(sizeDto),
  Fabrics: z.array(fabricDto),
  types: z.array(storageTypeName),
});

/** Spec §3 Variation. */
export const variationDto = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  sizeId: z.number().int().nullable(),
  fabricId: z.number().int().nullable(),
  fabricColorId: z.number().int().nullable(),
  price_euro: euroAmount,
});

/** Spec §3 Pagination. */
export const paginationDto = z.object({
  totalProducts: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  hasNextPage: z.boolean(),
  hasPreviousPage: z.boolean(),
});

/** A page of products (listing, filter, search). */
export const productPageResponse = z.object({
  success: z.literal(true),
  products: z.array(productDto),
  pagination: paginationDto,
});

/** GET /api/category/categories */
export const categoriesResponse = z.object({
  success: z.literal(true),
  categories: z.array(categoryDto),
});

/** POST /api/category/menus-categories-products */
export const menusResponse = z.object({
  success: z.literal(true),
  data: z.record(z.string(), z.array(menuProductDto)),
});

/** GET /api/product/sizes */
export const sizesResponse = z.object({ success: z.literal(true), sizes: z.array(sizeDto) });

/** GET /api/category/{categoryId|categoryName}/products */
export const categoryProductsResponse = productPageResponse.extend({ category: categoryDto });

/** POST /api/category/products-pages: one page of products per requested category id. */
export const categoryProductPagesResponse = z.object({
  success: z.literal(true),
  pages: z.array(
    z.object({
      category_id: z.number().int(),
      products: z.array(productDto),
      pagination: paginationDto,
    }),
  ),
});

/** GET /api/product/{id} */
export const productResponse = z.object({
  success: z.literal(true),
  product: productDto,
  variations: z.array(variationDto),
  vat_rate_bp: z
    .number()
    .int()
    .describe(
      'The VAT rate a new order of this product is charged, basis points (2300 = 23 %; issue 22)',
    ),
});

/** GET /api/category/{categoryIds} */
export const relatedProductsResponse = z.object({
  success: z.literal(true),
  products: z.array(productDto),
});

/** GET /api/admin/storage-prices */
export const ottomanPricesResponse = z.object({
  success: z.literal(true),
  ottomanPrices: z.record(z.string(), euroAmount).describe('price per size id'),
});

/** GET /api/admin/storage-prices/cloud */
export const cloudStorageResponse = z.object({
  success: z.literal(true),
  cloudStorageBase: euroAmount,
});

/** Spec §3 News. */
export const newsDto = z.object({
  id: z.number().int(),
  title: z.string().describe("issue 26; '' for items without one"),
  content: z.string().describe('HTML'),
  publishedAt: z.string().describe('issue 26: the publish date (ISO 8601)'),
  createdAt: z.string(),
});

/** GET /api/admin/news */
export const newsResponse = z.object({ success: z.literal(true), news: z.array(newsDto) });

/** GET /api/order/delivery/status */
export const deliveryStatusesResponse = z.object({
  success: z.literal(true),
  deliveryStatuses: z.array(
    z.object({ id: z.number().int(), deliveryStatus: z.string(), position: z.number().int() }),
  ),
});

/** GET /api/health */
export const healthResponse = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

/** Inferred DTO types used by the mappers. */
export type ProductDto = z.infer<typeof productDto>;
/** Inferred category DTO type. */
export type CategoryDto = z.infer<typeof categoryDto>;
/** Inferred size DTO type. */
export type SizeDto = z.infer<typeof sizeDto>;
/** Inferred variation DTO type. */
export type VariationDto = z.infer<typeof variationDto>;
