import type { Readable } from 'node:stream';
import { Pool } from 'undici';
import { createAdminUpstream, type AdminUpstream } from './admin.js';
import {
  isNetworkFailure,
  upstreamHttpError,
  upstreamInvalidResponseError,
  upstreamUnavailableError,
} from './errors.js';
import { isMultipartBody, multipartBody, type OutgoingFile } from '../uploads.js';
import type {
  CancelOrderResponse,
  CreditResponse,
  PurchaseOrdersResponse,
  StatementMonthsResponse,
  PlaceOrderBody,
  PlaceOrderResponse,
  ReorderBody,
  ReorderResponse,
  SpecialQuoteFileResponse,
  TrackOrderResponse,
  UserOrdersResponse,
} from './types.js';
import type {
  LoginBody,
  LoginResponse,
  MessageResponse,
  RegisterBody,
  ResetPasswordBody,
  UpdatePasswordBody,
  UpdateUserBody,
  UpdateUserResponse,
} from './types.js';
import type {
  CategoriesResponse,
  CategoryProductPagesResponse,
  CategoryProductsResponse,
  CloudStorageResponse,
  ContactUsFields,
  ContactUsResponse,
  DeliveryStatusesResponse,
  MeResponse,
  MenusResponse,
  NewsResponse,
  OttomanPricesResponse,
  ProductFilterBody,
  ProductPageResponse,
  ProductResponse,
  ProductSearchBody,
  ProductsListingResponse,
  RelatedProductsResponse,
  RequestCallBody,
  RequestCallResponse,
  SizesResponse,
} from './types.js';

/** A bearer token of the viewer (the api's JWT), or null/undefined for a visitor. */
export type BearerToken = string | null | undefined;

/** Page request of a paginated REST call (1-based page, page size). */
export interface PageParams {
  page: number;
  limit: number;
}

/** A streamed upstream file answer (product and category images). */
export interface UpstreamAsset {
  status: number;
  contentType: string | undefined;
  cacheControl: string | undefined;
  contentLength: string | undefined;
  /** Content-Disposition of a download (uploaded files); undefined for pictures. */
  contentDisposition?: string;
  body: Readable;
}

/**
 * The REST commerce api as the bff sees it (spec §7), one typed method per call, each returning the
 * DTOs of types.ts and taking the viewer's optional bearer token. Failures throw GraphQL errors from
 * errors.ts (NOT_FOUND, BAD_USER_INPUT, UPSTREAM_UNAVAILABLE, ...). Tests inject a fake.
 */
export interface UpstreamClient {
  /** GET /api/category/categories */
  getCategories(token?: BearerToken): Promise<CategoriesResponse>;
  /** POST /api/category/menus-categories-products { category_names } */
  getMenus(categoryNames: string[], token?: BearerToken): Promise<MenusResponse>;
  /** GET /api/product/sizes */
  getSizes(token?: BearerToken): Promise<SizesResponse>;
  /** GET /api/product/products-listing?page&limit */
  getProductsListing(params: PageParams, token?: BearerToken): Promise<ProductsListingResponse>;
  /** POST /api/product/products/filter */
  filterProducts(body: ProductFilterBody, token?: BearerToken): Promise<ProductPageResponse>;
  /** POST /api/product/search */
  searchProducts(body: ProductSearchBody, token?: BearerToken): Promise<ProductPageResponse>;
  /** GET /api/category/{categoryId|categoryName}/products?page&limit */
  getCategoryProducts(
    category: number | string,
    params: PageParams,
    token?: BearerToken,
  ): Promise<CategoryProductsResponse>;
  /** POST /api/category/products-pages { category_ids, page, limit }: one page per category. */
  getCategoryProductPages(
    categoryIds: number[],
    params: PageParams,
    token?: BearerToken,
  ): Promise<CategoryProductPagesResponse>;
  /** GET /api/product/{id} */
  getProduct(id: number, token?: BearerToken): Promise<ProductResponse>;
  /** GET /api/category/{categoryIds} (comma-separated) — related products. */
  getRelatedProducts(categoryIds: number[], token?: BearerToken): Promise<RelatedProductsResponse>;
  /** GET /api/admin/storage-prices?categoryId={id} */
  getOttomanPrices(categoryId: number, token?: BearerToken): Promise<OttomanPricesResponse>;
  /** GET /api/admin/storage-prices/cloud?categoryId={id} */
  getCloudStorage(categoryId: number, token?: BearerToken): Promise<CloudStorageResponse>;
  /** GET /api/admin/news */
  getNews(token?: BearerToken): Promise<NewsResponse>;
  /** GET /api/order/delivery/status */
  getDeliveryStatuses(token?: BearerToken): Promise<DeliveryStatusesResponse>;
  /** GET /api/auth/user/me (requires a token; 401 when it is not valid). */
  getMe(token: string): Promise<MeResponse>;
  /**
   * POST /api/user/contact-us as multipart/form-data, streaming the optional file (spec §7).
   * A file cut at the bff's upload limit makes the call fail (see uploads.ts UploadTooLargeError).
   * `clientAddress` goes out as X-Forwarded-For so the api's rate limit counts per browser.
   */
  sendContactMessage(
    fields: ContactUsFields,
    file?: OutgoingFile,
    clientAddress?: string | null,
  ): Promise<ContactUsResponse>;
  /** POST /api/user/request-call (spec §7); `clientAddress` as for sendContactMessage. */
  requestCallback(
    body: RequestCallBody,
    clientAddress?: string | null,
  ): Promise<RequestCallResponse>;
  /**
   * POST /api/auth/user/login. `clientAddress` (the browser's IP) goes out as X-Forwarded-For, which
   * the api trusts from loopback only, so its sign-in throttle counts per browser, not per bff.
   * 401 wrong credentials, 403 not approved, 429 throttled (as GraphQL errors with upstreamStatus).
   */
  login(body: LoginBody, clientAddress?: string | null): Promise<LoginResponse>;
  /** POST /api/auth/user/logout: revokes the token's session (401 when already dead). */
  logout(token: string): Promise<MessageResponse>;
  /** POST /api/auth/user/register (201; 400 with field errors). */
  register(body: RegisterBody, clientAddress?: string | null): Promise<MessageResponse>;
  /** POST /api/auth/user/forgot-password { email } (404 unknown e-mail, 429 throttled). */
  forgotPassword(email: string, clientAddress?: string | null): Promise<MessageResponse>;
  /** POST /api/auth/user/reset-password { token, password } (400 invalid token or password). */
  resetPassword(body: ResetPasswordBody, clientAddress?: string | null): Promise<MessageResponse>;
  /** PUT /api/auth/user/update/{userId}: the caller's own profile or newsletter flag only. */
  updateUser(userId: number, body: UpdateUserBody, token: string): Promise<UpdateUserResponse>;
  /** PUT /api/auth/user/update_password/{userId}: revokes every session of the user on success. */
  updatePassword(userId: number, body: UpdatePasswordBody, token: string): Promise<MessageResponse>;
  /** POST /api/order/product: places a checkout (201; 200 replayed; 400, 402, 409 failures). */
  placeOrder(body: PlaceOrderBody, token: string): Promise<PlaceOrderResponse>;
  /** GET /api/auth/user/orders/{userId}[?idempotencyKey]: own orders, newest first. */
  getUserOrders(
    userId: number,
    token: string,
    idempotencyKey?: string,
  ): Promise<UserOrdersResponse>;
  /** GET /api/auth/user/track-orders/{value}: by tracking ID (anyone) or own reference number. */
  trackOrder(
    value: string,
    token: BearerToken,
    clientAddress?: string | null,
  ): Promise<TrackOrderResponse>;
  /** PUT /api/order/order-cancelled/{orderId}. */
  cancelOrder(orderId: number, token: string): Promise<CancelOrderResponse>;
  /** POST /api/order/product-reorder/{orderId}. */
  reorder(orderId: number, body: ReorderBody, token: string): Promise<ReorderResponse>;
  /** GET /api/auth/user/credit/{userId}: credit limit, available credit, outstanding (euros). */
  getCredit(userId: number, token: string): Promise<CreditResponse>;
  /** GET /api/order/purchase-orders — the viewer's purchase orders (issue 14). */
  getPurchaseOrders(token: string): Promise<PurchaseOrdersResponse>;
  /** GET /api/order/statements — the months the viewer has an account statement for (issue 14). */
  getStatementMonths(token: string): Promise<StatementMonthsResponse>;
  /** POST /api/order/special-quote-files: streams one file as multipart (400 not PDF/Word). */
  uploadSpecialQuoteFile(file: OutgoingFile, token: string): Promise<SpecialQuoteFileResponse>;
  /** GET of a public file (path starting /images/ or /category-images/, query kept), streamed. */
  getAsset(pathAndQuery: string, token?: BearerToken): Promise<UpstreamAsset>;
  /** The admin console's calls (`/api/admin/...`, issue 9). */
  admin: AdminUpstream;
  /** Closes the connection pool; pending requests finish first. */
  close(): Promise<void>;
}

/** One finished REST call: `status` undefined when no answer came (network failure). */
export type UpstreamCallObserver = (call: {
  method: string;
  path: string;
  status: number | undefined;
  seconds: number;
}) => void;

/** Timeouts and pool size of the real client, in milliseconds. */
export interface UpstreamClientOptions {
  /** Told about every JSON call when it ends (metrics). */
  observe?: UpstreamCallObserver;
  /** Base URL of the api, e.g. http://127.0.0.1:4001 (a path prefix is kept). */
  baseUrl: string;
  /** Max sockets to the api (default 32). */
  connections?: number;
  /** TCP connect timeout (default 2000 ms). */
  connectTimeoutMs?: number;
  /** Time to wait for response headers (default 5000 ms). */
  headersTimeoutMs?: number;
  /** Max idle time between body chunks (default 5000 ms). */
  bodyTimeoutMs?: number;
  /** Idle keep-alive socket lifetime (default 10000 ms). */
  keepAliveTimeoutMs?: number;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The X-Forwarded-For header carrying the browser's address to the api, when known. */
const forwardedFor = (address: string | null | undefined): Record<string, string> =>
  address ? { 'x-forwarded-for': address } : {};

const pageQuery = ({ page, limit }: PageParams) =>
  `page=${encodeURIComponent(page)}&limit=${encodeURIComponent(limit)}`;

/**
 * Creates the real UpstreamClient over an undici keep-alive Pool (spec §7 calls).
 * @throws {TypeError} when baseUrl is not a valid URL.
 */
export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const url = new URL(options.baseUrl);
  const prefix = url.pathname.replace(/\/+$/, '');
  const pool = new Pool(url.origin, {
    connections: options.connections ?? 32,
    connectTimeout: options.connectTimeoutMs ?? 2_000,
    headersTimeout: options.headersTimeoutMs ?? 5_000,
    bodyTimeout: options.bodyTimeoutMs ?? 5_000,
    keepAliveTimeout: options.keepAliveTimeoutMs ?? 10_000,
    keepAliveMaxTimeout: 60_000,
  });

  async function call<T>(
    method: Method,
    path: string,
    token: BearerToken,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<T> {
    const headers: Record<string, string> = { ...extraHeaders, accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const multipart = isMultipartBody(body) ? body : undefined;
    if (body !== undefined) headers['content-type'] = multipart?.contentType ?? 'application/json';
    let response;
    const started = performance.now();
    const observe = (status: number | undefined) =>
      options.observe?.({ method, path, status, seconds: (performance.now() - started) / 1000 });
    try {
      response = await pool.request({
        method,
        path: prefix + path,
        headers,
        body: multipart ? multipart.body : body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      observe(undefined);
      throw isNetworkFailure(error)
        ? upstreamUnavailableError(error)
        : upstreamInvalidResponseError(error);
    }
    observe(response.statusCode);
    let text: string;
    try {
      text = await response.body.text();
    } catch (error) {
      throw isNetworkFailure(error)
        ? upstreamUnavailableError(error)
        : upstreamInvalidResponseError(error);
    }
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch (error) {
      if (response.statusCode >= 400) throw upstreamHttpError(response.statusCode, undefined);
      throw upstreamInvalidResponseError(error);
    }
    if (response.statusCode >= 400) throw upstreamHttpError(response.statusCode, json);
    if (typeof json !== 'object' || json === null) {
      throw upstreamInvalidResponseError(new Error(`Unexpected body from ${method} ${path}`));
    }
    return json as T;
  }

  /** A GET whose answer is text (the admin CSV export); 4xx/5xx throw like {@link call}. */
  async function callText(path: string, token: string) {
    const started = performance.now();
    const observe = (status: number | undefined) =>
      options.observe?.({
        method: 'GET',
        path,
        status,
        seconds: (performance.now() - started) / 1000,
      });
    let response;
    let text: string;
    try {
      response = await pool.request({
        method: 'GET',
        path: prefix + path,
        headers: { authorization: `Bearer ${token}` },
      });
      observe(response.statusCode);
      text = await response.body.text();
    } catch (error) {
      if (!response) observe(undefined);
      throw isNetworkFailure(error)
        ? upstreamUnavailableError(error)
        : upstreamInvalidResponseError(error);
    }
    if (response.statusCode >= 400) {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      throw upstreamHttpError(response.statusCode, json);
    }
    const headers = response.headers;
    return {
      text,
      header(name: string) {
        const value = headers[name];
        return Array.isArray(value) ? value[0] : value;
      },
    };
  }

  return {
    getCategories: (token) => call('GET', '/api/category/categories', token),
    getMenus: (categoryNames, token) =>
      call('POST', '/api/category/menus-categories-products', token, {
        category_names: categoryNames,
      }),
    getSizes: (token) => call('GET', '/api/product/sizes', token),
    getProductsListing: (params, token) =>
      call('GET', `/api/product/products-listing?${pageQuery(params)}`, token),
    filterProducts: (body, token) => call('POST', '/api/product/products/filter', token, body),
    searchProducts: (body, token) => call('POST', '/api/product/search', token, body),
    getCategoryProducts: (category, params, token) =>
      call(
        'GET',
        `/api/category/${encodeURIComponent(String(category))}/products?${pageQuery(params)}`,
        token,
      ),
    getCategoryProductPages: (categoryIds, params, token) =>
      call('POST', '/api/category/products-pages', token, { category_ids: categoryIds, ...params }),
    getProduct: (id, token) => call('GET', `/api/product/${encodeURIComponent(id)}`, token),
    getRelatedProducts: (categoryIds, token) =>
      call(
        'GET',
        `/api/category/${categoryIds.map((id) => encodeURIComponent(id)).join(',')}`,
        token,
      ),
    getOttomanPrices: (categoryId, token) =>
      call('GET', `/api/admin/storage-prices?categoryId=${encodeURIComponent(categoryId)}`, token),
    getCloudStorage: (categoryId, token) =>
      call(
        'GET',
        `/api/admin/storage-prices/cloud?categoryId=${encodeURIComponent(categoryId)}`,
        token,
      ),
    getNews: (token) => call('GET', '/api/admin/news', token),
    getDeliveryStatuses: (token) => call('GET', '/api/order/delivery/status', token),
    getMe: (token) => call('GET', '/api/auth/user/me', token),
    login: (body, address) =>
      call('POST', '/api/auth/user/login', null, body, forwardedFor(address)),
    logout: (token) => call('POST', '/api/auth/user/logout', token),
    register: (body, address) =>
      call('POST', '/api/auth/user/register', null, body, forwardedFor(address)),
    forgotPassword: (email, address) =>
      call('POST', '/api/auth/user/forgot-password', null, { email }, forwardedFor(address)),
    resetPassword: (body, address) =>
      call('POST', '/api/auth/user/reset-password', null, body, forwardedFor(address)),
    updateUser: (userId, body, token) =>
      call('PUT', `/api/auth/user/update/${encodeURIComponent(userId)}`, token, body),
    updatePassword: (userId, body, token) =>
      call('PUT', `/api/auth/user/update_password/${encodeURIComponent(userId)}`, token, body),
    sendContactMessage: (fields, file, address) =>
      call(
        'POST',
        '/api/user/contact-us',
        null,
        multipartBody({ ...fields }, file),
        forwardedFor(address),
      ),
    requestCallback: (body, address) =>
      call('POST', '/api/user/request-call', null, body, forwardedFor(address)),
    placeOrder: (body, token) => call('POST', '/api/order/product', token, body),
    getUserOrders: (userId, token, key) =>
      call(
        'GET',
        `/api/auth/user/orders/${encodeURIComponent(userId)}` +
          (key ? `?idempotencyKey=${encodeURIComponent(key)}` : ''),
        token,
      ),
    trackOrder: (value, token, address) =>
      call(
        'GET',
        `/api/auth/user/track-orders/${encodeURIComponent(value)}`,
        token,
        undefined,
        forwardedFor(address),
      ),
    cancelOrder: (orderId, token) =>
      call('PUT', `/api/order/order-cancelled/${encodeURIComponent(orderId)}`, token),
    reorder: (orderId, body, token) =>
      call('POST', `/api/order/product-reorder/${encodeURIComponent(orderId)}`, token, body),
    getPurchaseOrders: (token) => call('GET', '/api/order/purchase-orders', token),
    getStatementMonths: (token) => call('GET', '/api/order/statements', token),
    getCredit: (userId, token) =>
      call('GET', `/api/auth/user/credit/${encodeURIComponent(userId)}`, token),
    uploadSpecialQuoteFile: (file, token) =>
      call('POST', '/api/order/special-quote-files', token, multipartBody({}, file)),
    async getAsset(pathAndQuery, token) {
      try {
        const response = await pool.request({
          method: 'GET',
          path: prefix + pathAndQuery,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        const header = (name: string) => {
          const value = response.headers[name];
          return Array.isArray(value) ? value[0] : value;
        };
        return {
          status: response.statusCode,
          contentType: header('content-type'),
          cacheControl: header('cache-control'),
          contentLength: header('content-length'),
          contentDisposition: header('content-disposition'),
          body: response.body,
        };
      } catch (error) {
        throw isNetworkFailure(error) ? upstreamUnavailableError(error) : error;
      }
    },
    admin: createAdminUpstream(
      (method, path, token, body) => call(method, path, token, body),
      callText,
    ),
    close: () => pool.close(),
  };
}
