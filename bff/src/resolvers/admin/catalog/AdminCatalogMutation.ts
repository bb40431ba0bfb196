import type { Readable } from 'node:stream';
import type {
  AdminCatalogMutationResolvers,
  AdminProductInput,
} from '../../../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../../../context.js';
import type {
  AdminCategoryDto,
  AdminProductBody,
  AdminProductDetailDto,
} from '../../../upstream/admin-catalog.js';
import { attempt, invalid, numericId, type AdminUserError } from '../payload.js';
import type { AdminScope } from '../../../models.js';
import { importCatalog } from './import.js';
import { importJobMutations } from '../jobs.js';
import { STORAGE_TYPE_NAMES } from '@serena/domain';
import { idList, optionalId, reread } from './shared.js';

/** Largest number of pictures in one uploadProductImages call. */
export const MAX_PICTURES_PER_UPLOAD = 20;

interface ProductPayload {
  product: AdminProductDetailDto | null;
  userErrors: AdminUserError[];
}
interface CategoryPayload {
  category: AdminCategoryDto | null;
  userErrors: AdminUserError[];
}

const notFound = (what: string, id: string): AdminUserError[] => [
  { field: 'id', message: `No ${what} with id ${id}`, code: 'NOT_FOUND' },
];

/** The api body of a product input (euros stay text; the api validates them). */
function productBody(input: AdminProductInput): AdminProductBody {
  return {
    sku: input.sku.trim(),
    name: input.name.trim(),
    descriptionHtml: input.descriptionHtml,
    price: input.price.trim(),
    stock: input.stock,
    status: input.status === 'UNAVAILABLE' ? 'unavailable' : 'available',
    storageTypes: input.storageTypes.map((t) => STORAGE_TYPE_NAMES[t]),
    categoryIds: idList(input.categoryIds, 'categoryIds'),
    sizeIds: idList(input.sizeIds, 'sizeIds'),
    fabricIds: idList(input.fabricIds, 'fabricIds'),
  };
}

/** Runs a product change, then answers the product as it now is. */
function productChange(
  scope: AdminScope,
  context: GraphQLContext,
  id: string,
  run: (productId: number) => Promise<unknown>,
): Promise<ProductPayload> {
  const productId = numericId(id);
  if (productId === null)
    return Promise.resolve({ product: null, userErrors: notFound('product', id) });
  return attempt<ProductPayload>(
    async () => {
      await run(productId);
      return { product: await reread(context, scope.token, productId), userErrors: [] };
    },
    (userErrors) => ({ product: null, userErrors }),
  );
}

/** Runs a category change, then answers the category as it now is. */
function categoryChange(
  scope: AdminScope,
  context: GraphQLContext,
  run: () => Promise<number>,
): Promise<CategoryPayload> {
  return attempt<CategoryPayload>(
    async () => {
      const id = await run();
      const { categories } = await context.upstream.admin.catalog.categories(scope.token);
      return { category: categories.find((c) => c.id === id) ?? null, userErrors: [] };
    },
    (userErrors) => ({ category: null, userErrors }),
  );
}

/**
 * The catalog screens' writes (issue 10). The parent is the admin scope; each write is one api
 * call (audited there, and the catalog caches dropped); refusals come back as userErrors.
 */
export const AdminCatalogMutation: AdminCatalogMutationResolvers = {
  ...importJobMutations,
  createCategory: (scope, { name }, context) =>
    categoryChange(scope, context, async () => {
      const answer = await context.upstream.admin.catalog.createCategory(name, scope.token);
      return answer.category.id;
    }),

  renameCategory: (scope, { id, name }, context) => {
    const categoryId = numericId(id);
    if (categoryId === null) return { category: null, userErrors: notFound('category', id) };
    return categoryChange(scope, context, async () => {
      await context.upstream.admin.catalog.renameCategory(categoryId, name, scope.token);
      return categoryId;
    });
  },

  deleteCategory: (scope, { id }, { upstream }) => {
    const categoryId = numericId(id);
    if (categoryId === null) return { deleted: false, userErrors: notFound('category', id) };
    return attempt<{ deleted: boolean; userErrors: AdminUserError[] }>(
      async () => {
        await upstream.admin.catalog.deleteCategory(categoryId, scope.token);
        return { deleted: true, userErrors: [] };
      },
      (userErrors) => ({ deleted: false, userErrors }),
    );
  },

  setStoragePrices: (scope, { categoryId, input }, context) => {
    const id = numericId(categoryId);
    if (id === null) return { category: null, userErrors: notFound('category', categoryId) };
    return categoryChange(scope, context, async () => {
      await context.upstream.admin.catalog.setStoragePrices(
        id,
        {
          ottoman: input.ottoman.map((o) => ({
            sizeId: idList([o.sizeId], 'ottoman.sizeId')[0]!,
            price: o.price.trim(),
          })),
          cloudBase: input.cloudBase?.trim() || null,
        },
        scope.token,
      );
      return id;
    });
  },

  createProduct: (scope, { input }, context) =>
    attempt<ProductPayload>(
      async () => {
        const answer = await context.upstream.admin.catalog.createProduct(
          productBody(input),
          scope.token,
        );
        return {
          product: await reread(context, scope.token, answer.product.id),
          userErrors: [],
        };
      },
      (userErrors) => ({ product: null, userErrors }),
    ),

  updateProduct: (scope, { id, input }, context) =>
    productChange(scope, context, id, (productId) =>
      context.upstream.admin.catalog.updateProduct(productId, productBody(input), scope.token),
    ),

  setVariations: (scope, { productId, variations }, context) =>
    productChange(scope, context, productId, (pid) =>
      context.upstream.admin.catalog.setVariations(
        pid,
        variations.map((v, i) => ({
          sizeId: optionalId(v.sizeId, `variations[${i}].sizeId`),
          fabricId: optionalId(v.fabricId, `variations[${i}].fabricId`),
          fabricColorId: optionalId(v.fabricColorId, `variations[${i}].fabricColorId`),
          price: v.price.trim(),
        })),
        scope.token,
      ),
    ),

  uploadProductImages: (scope, { productId, files }, context) => {
    if (files.length === 0 || files.length > MAX_PICTURES_PER_UPLOAD) {
      return {
        product: null,
        userErrors: [
          {
            field: 'files',
            message: `Send 1 to ${MAX_PICTURES_PER_UPLOAD} pictures`,
            code: 'INVALID',
          },
        ],
      };
    }
    return productChange(scope, context, productId, async (pid) => {
      for (const file of files) {
        const upload = await file;
        const stream: Readable = upload.createReadStream();
        await context.upstream.admin.catalog.uploadImage(
          pid,
          { filename: upload.filename, mimetype: upload.mimetype, stream },
          scope.token,
        );
      }
    });
  },

  setProductGallery: (scope, { productId, images, main, alts }, context) => {
    if (alts && alts.length !== images.length) {
      return Promise.resolve({
        product: null,
        userErrors: invalid(
          'alts',
          'Give one alt text per picture (an empty one uses the product name)',
        ),
      });
    }
    const altTexts = alts ? Object.fromEntries(images.map((url, i) => [url, alts[i]!])) : undefined;
    return productChange(scope, context, productId, (pid) =>
      context.upstream.admin.catalog.setGallery(
        pid,
        { images, main: main ?? null, alts: altTexts },
        scope.token,
      ),
    );
  },

  importCatalog: (scope, { file, dryRun }, context) =>
    importCatalog(context, scope.token, file, dryRun),
};
