/** How long a streamed file may take (the catalog export draws its pictures first). */
export interface AssetOptions {
  /** Milliseconds to wait for the answer's headers, then between body chunks (default 5,000). */
  timeoutMs?: number;
}

/**
 * The REST commerce api as the bff sees it (spec §7): the {@link UpstreamClient} interface, one typed
 * method per call, and the shapes its methods share. The real client is client.ts (over the pool of
 * transport.ts); tests inject a fake. Split out of client.ts (issue 15).
 */
import type { Readable } from 'node:stream';
import type { AdminUpstream } from './admin.js';
import type { CompanyUpstream } from './company.js';
import type { QuotesUpstream } from './quotes.js';
import type { SavedListsUpstream } from './saved-lists.js';
import type { OutgoingFile } from '../uploads.js';
import type {
  CancelOrderResponse,
  CreditResponse,
  PurchaseOrderResponse,
  PurchaseOrdersResponse,
  StatementMonthsResponse,
  OwnPricingResponse,
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
  VatRateResponse,
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
  /** GET /api/books/vat-rate: the rate the api charges on new orders (issue 22). */
  getVatRate(token?: BearerToken): Promise<VatRateResponse>;
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
  /** GET /api/order/purchase-orders/{number} — one of the viewer's (issue 24; 404 otherwise). */
  getPurchaseOrder(number: string, token: string): Promise<PurchaseOrderResponse>;
  /** GET /api/order/statements — the months the viewer has an account statement for (issue 14). */
  getStatementMonths(token: string): Promise<StatementMonthsResponse>;
  /**
   * GET /api/order/prices?productIds= — the viewer's price list, the category volume breaks and
   * the tiers of `productIds` (issue 25).
   */
  getOwnPricing(token: string, productIds: readonly number[]): Promise<OwnPricingResponse>;
  /** POST /api/order/special-quote-files: streams one file as multipart (400 not PDF/Word). */
  uploadSpecialQuoteFile(file: OutgoingFile, token: string): Promise<SpecialQuoteFileResponse>;
  /**
   * GET of a file (a picture, query kept, or with `token` a private download), streamed; a slow
   * one (the catalog export) passes a longer `options.timeoutMs`.
   */
  getAsset(
    pathAndQuery: string,
    token?: BearerToken,
    options?: AssetOptions,
  ): Promise<UpstreamAsset>;
  /** The admin console's calls (`/api/admin/...`, issue 9). */
  admin: AdminUpstream;
  /** The company admin's user calls and accepting an invitation (issue 24). */
  company: CompanyUpstream;
  /** The customer's negotiated quotes (issue 25). */
  quotes: QuotesUpstream;
  /** The viewer's saved lists (issue 24). */
  savedLists: SavedListsUpstream;
  /** Closes the connection pool; pending requests finish first. */
  close(): Promise<void>;
}
