/**
 * The admin catalog api as the bff sees it (issue 10): one typed method per
 * `/api/admin/catalog/...` call, each taking the admin's bearer token. Answers carry cents;
 * requests carry euros as decimal text. Failures throw the GraphQL errors of errors.ts.
 */
import type { Readable } from 'node:stream';
import { multipartBody, type MultipartBody, type OutgoingFile } from '../uploads.js';
import type { AdminCall } from './admin-types.js';
import type { ApiBody, ApiJson, ApiQuery } from './api-json.js';

/** GET /api/admin/catalog/categories: every category with its counts and storage prices. */
export type AdminCategoriesDto = ApiJson<'getAdminCatalogCategories', 200>;

/** A category with its product count and storage prices. */
export type AdminCategoryDto = AdminCategoriesDto['categories'][number];

/** Storage prices of a category (cents). */
export type AdminStoragePricesDto = AdminCategoryDto['storagePrices'];

/** GET /api/admin/catalog/options: the sizes and fabrics a product may offer. */
export type AdminCatalogOptionsDto = ApiJson<'getAdminCatalogOptions', 200>;

/** A standard size (cm). */
export type AdminSizeDto = AdminCatalogOptionsDto['sizes'][number];

/** A fabric with its colours. */
export type AdminFabricDto = AdminCatalogOptionsDto['fabrics'][number];

/** One page of the admin product list (cents). */
export type AdminProductPageDto = ApiJson<'getAdminCatalogProducts', 200>;

/** A product row of the admin list (cents). */
export type AdminProductRowDto = AdminProductPageDto['nodes'][number];

/** Availability on the api's wire. */
export type AdminProductStatusDto = AdminProductRowDto['status'];

/** One product as the editor loads it: fields, variation cells and gallery (cents). */
export type AdminProductDetailDto = ApiJson<'getAdminCatalogProductsById', 200>;

/** The fields of a product (cents; storage types as the api names them). */
export type AdminProductFieldsDto = AdminProductDetailDto['product'];

/** One variation cell (cents). */
export type AdminVariationDto = AdminProductDetailDto['variations'][number];

/**
 * A product gallery: picture URLs in order, the main one and alt texts by URL (a picture without
 * one is described by the product name; issue 10). Sent without `alts`, the current ones stay.
 */
export type AdminGalleryDto = ApiBody<'putAdminCatalogProductsByIdImages'>;

/** The body of a product create or update (price in euros). */
export type AdminProductBody = ApiBody<'postAdminCatalogProducts'>;

/** The api's import report. */
export type CatalogImportReportDto = ApiJson<'postAdminCatalogImport', 200>;

/** Counts of one kind of import change. */
export type CatalogCountsDto = CatalogImportReportDto['created'];

/** Query of the admin product list (the page and its size always given). */
export type AdminProductListParams = ApiQuery<'getAdminCatalogProducts'> & {
  page: number;
  pageSize: number;
};

/** Every admin catalog call of the bff. */
export interface AdminCatalogUpstream {
  /** GET /api/admin/catalog/categories */
  categories(token: string): Promise<AdminCategoriesDto>;
  /** GET /api/admin/catalog/options */
  options(token: string): Promise<AdminCatalogOptionsDto>;
  /** GET /api/admin/catalog/products */
  products(params: AdminProductListParams, token: string): Promise<AdminProductPageDto>;
  /** GET /api/admin/catalog/products/{id} (404 unknown) */
  product(id: number, token: string): Promise<AdminProductDetailDto>;
  /** POST /api/admin/catalog/categories { name } */
  createCategory(name: string, token: string): Promise<{ category: { id: number } }>;
  /** PATCH /api/admin/catalog/categories/{id} { name } */
  renameCategory(id: number, name: string, token: string): Promise<{ category: { id: number } }>;
  /** DELETE /api/admin/catalog/categories/{id} (409 when it holds products) */
  deleteCategory(id: number, token: string): Promise<unknown>;
  /** PUT /api/admin/catalog/categories/{id}/storage-prices (euros) */
  setStoragePrices(
    id: number,
    body: ApiBody<'putAdminCatalogCategoriesByIdStoragePrices'>,
    token: string,
  ): Promise<unknown>;
  /** POST /api/admin/catalog/products */
  createProduct(body: AdminProductBody, token: string): Promise<{ product: { id: number } }>;
  /** PUT /api/admin/catalog/products/{id} */
  updateProduct(
    id: number,
    body: AdminProductBody,
    token: string,
  ): Promise<{ product: { id: number } }>;
  /** PUT /api/admin/catalog/products/{id}/variations (euros) */
  setVariations(
    id: number,
    cells: ApiBody<'putAdminCatalogProductsByIdVariations'>['variations'],
    token: string,
  ): Promise<unknown>;
  /** POST /api/admin/catalog/products/{id}/images, one picture streamed as multipart. */
  uploadImage(id: number, file: OutgoingFile, token: string): Promise<{ gallery: AdminGalleryDto }>;
  /** PUT /api/admin/catalog/products/{id}/images */
  setGallery(id: number, gallery: AdminGalleryDto, token: string): Promise<unknown>;
  /** POST /api/admin/catalog/import[?dryRun=1], the ZIP streamed as application/zip. */
  importCatalog(zip: Readable, dryRun: boolean, token: string): Promise<CatalogImportReportDto>;
}

/** A streamed raw body (not multipart) the transport sends as is with its content type. */
function rawBody(contentType: string, body: Readable): MultipartBody {
  return { contentType, body, state: { truncated: false } };
}

/** Creates the admin catalog calls over `call`. */
export function createAdminCatalogUpstream(call: AdminCall): AdminCatalogUpstream {
  const base = '/api/admin/catalog';
  const category = (id: number) => `${base}/categories/${encodeURIComponent(id)}`;
  const product = (id: number) => `${base}/products/${encodeURIComponent(id)}`;
  return {
    categories: (token) => call('GET', `${base}/categories`, token),
    options: (token) => call('GET', `${base}/options`, token),
    products: (params, token) => {
      const q = new URLSearchParams({
        page: String(params.page),
        pageSize: String(params.pageSize),
      });
      if (params.search) q.set('search', params.search);
      if (params.categoryId != null) q.set('categoryId', String(params.categoryId));
      return call('GET', `${base}/products?${q.toString()}`, token);
    },
    product: (id, token) => call('GET', product(id), token),
    createCategory: (name, token) => call('POST', `${base}/categories`, token, { name }),
    renameCategory: (id, name, token) => call('PATCH', category(id), token, { name }),
    deleteCategory: (id, token) => call('DELETE', category(id), token),
    setStoragePrices: (id, body, token) =>
      call('PUT', `${category(id)}/storage-prices`, token, body),
    createProduct: (body, token) => call('POST', `${base}/products`, token, body),
    updateProduct: (id, body, token) => call('PUT', product(id), token, body),
    setVariations: (id, cells, token) =>
      call('PUT', `${product(id)}/variations`, token, { variations: cells }),
    uploadImage: (id, file, token) =>
      call('POST', `${product(id)}/images`, token, multipartBody({}, file, 'images')),
    setGallery: (id, gallery, token) => call('PUT', `${product(id)}/images`, token, gallery),
    importCatalog: (zip, dryRun, token) =>
      call(
        'POST',
        `${base}/import${dryRun ? '?dryRun=1' : ''}`,
        token,
        rawBody('application/zip', zip),
      ),
  };
}
