/**
 * REST DTOs of the commerce api (spec §3 entities, §7 calls), typed by route, each derived from the
 * types generated of the api's OpenAPI document (api-json.ts; issues 15 and 28): the api answers
 * and accepts exactly these shapes
 * (snake_case where the spec names the field so). Prices are decimal strings in euros
 * ("499.00") or null when the request carries no valid bearer token.
 */

import type { ApiBody, ApiJson } from './api-json.js';

/** A decimal euro amount as the api sends it, e.g. "499.00"; null for visitors. */
export type EuroAmount = string | null;

/** Spec §3 Category. `product_count` counts the products linked to it. */
export type CategoryDto = CategoriesResponse['categories'][number];

/** Spec §3 Size; dimensions in cm (null when unknown). */
export type SizeDto = SizesResponse['sizes'][number];

/** Spec §3 Menu product. */
export type MenuProductDto = MenusResponse['data'][string][number];

/** Spec §3 Fabric with its colours, as a product offers it. */
export type FabricDto = ProductResponse['product']['Fabrics'][number];

/** Spec §3 Fabric colour (swatch picture URL). */
export type FabricColorDto = FabricDto['fabricColors'][number];

/** Storage type names as the api sends them (spec §3 Product.types). */
export type StorageTypeName = OrderDto['storageType'];

/** Spec §3 Product. `stock` -1 means unlimited; `createdAt` ISO 8601. */
export type ProductDto = ProductResponse['product'];

/** Spec §3 Variation. Null ids mean the variation does not depend on that choice. */
export type VariationDto = ProductResponse['variations'][number];

/** Spec §3 Pagination. */
export type PaginationDto = ProductPageResponse['pagination'];

/** A paginated product answer (listing, filter, search, category products). */
export type ProductPageResponse = ApiJson<'getProductProductsListing', 200>;

/** GET /api/category/categories */
export type CategoriesResponse = ApiJson<'getCategoryCategories', 200>;

/** POST /api/category/menus-categories-products  body { category_names: string[] } — keyed by category name. */
export type MenusResponse = ApiJson<'postCategoryMenusCategoriesProducts', 200>;

/** GET /api/product/sizes */
export type SizesResponse = ApiJson<'getProductSizes', 200>;

/** GET /api/product/products-listing?page&limit — see ProductPageResponse. */
export type ProductsListingResponse = ProductPageResponse;

/** POST /api/product/products/filter body. Category and size ids; price range in whole euros. */
export type ProductFilterBody = ApiBody<'postProductProductsFilter'>;

/** The `sort` of the product list calls; the api ignores price sorts for visitors. */
export type ProductSortParam = NonNullable<ProductFilterBody['sort']>;

/** POST /api/product/search body. */
export type ProductSearchBody = ApiBody<'postProductSearch'>;

/** GET /api/category/{categoryId|categoryName}/products?page&limit — adds the resolved category. */
export type CategoryProductsResponse = ApiJson<'getCategoryByCategoryProducts', 200>;

/** POST /api/category/products-pages: one page per distinct requested category id (empty for an unknown id). */
export type CategoryProductPagesResponse = ApiJson<'postCategoryProductsPages', 200>;

/** GET /api/product/{id} */
export type ProductResponse = ApiJson<'getProductById', 200>;

/** GET /api/category/{categoryIds} (comma-separated ids): related products. */
export type RelatedProductsResponse = ApiJson<'getCategoryByCategoryIds', 200>;

/** GET /api/admin/storage-prices?categoryId={id} — ottoman price per size id (keys are size ids). */
export type OttomanPricesResponse = ApiJson<'getAdminStoragePrices', 200>;

/** GET /api/admin/storage-prices/cloud?categoryId={id} */
export type CloudStorageResponse = ApiJson<'getAdminStoragePricesCloud', 200>;

/** GET /api/books/vat-rate: the VAT rate charged on new orders (basis points, and as printed). */
export type VatRateResponse = ApiJson<'getBooksVatRate', 200>;

/** Spec §3 News. `content` is HTML. */
export type NewsDto = NewsResponse['news'][number];

/** GET /api/admin/news */
export type NewsResponse = ApiJson<'getAdminNews', 200>;

/** GET /api/order/delivery/status — ordered by position. */
export type DeliveryStatusesResponse = ApiJson<'getOrderDeliveryStatus', 200>;

/** Every 4xx/5xx body of the api. 5xx bodies carry a generic message only. */
export type ErrorResponse = ApiJson<'getProductById', 404>;

/** GET /api/auth/user/me — the current user and the bearer token in use, for a valid token. */
export type MeResponse = ApiJson<'getAuthUserMe', 200>;

/**
 * Spec §3 User as login and /me send it (the signed-in trade customer): `credit_limit` in euros as a
 * decimal string; `role` 'admin' for the shop's staff (issue 9).
 */
export type SessionUserDto = MeResponse['user'];

/**
 * Spec §3 User as the api sends it anywhere (login, /me, profile update): every field of the
 * profile update's answer, and `role` and `company_role` where login and /me carry them.
 */
export type UserDto = UpdateUserResponse['data'] &
  Partial<Pick<SessionUserDto, 'role' | 'company_role'>>;

/** Text fields of POST /api/user/contact-us (multipart; spec §3 Contact message, §7). */
export interface ContactUsFields {
  fullName: string;
  email: string;
  phoneNumber: string;
  message: string;
}

/** POST /api/user/contact-us — 201 answer: `message` is 'success' (spec §7); `data.message` is text. */
export type ContactUsResponse = ApiJson<'postUserContactUs', 201>;

/** POST /api/user/request-call body (spec §3 Callback request, §7). */
export type RequestCallBody = ApiBody<'postUserRequestCall'>;

/** POST /api/user/request-call — 201 answer; the toast shows `data.message` (spec §7). */
export type RequestCallResponse = ApiJson<'postUserRequestCall', 201>;

/* ---- Accounts (spec §7 auth calls; added by the accounts side of the bff) ---- */

/** POST /api/auth/user/login body; `deviceToken` is the browser's from an earlier sign-in. */
export type LoginBody = ApiBody<'postAuthUserLogin'>;

/** POST /api/auth/user/login 200: the 8-hour bearer token and the user (spec §3 Login response). */
export type LoginResponse = ApiJson<'postAuthUserLogin', 200>;

/** A `{ success: true, message }` answer (register 201, logout, forgot/reset/update password). */
export type MessageResponse = ApiJson<'postAuthUserLogout', 200>;

/** POST /api/auth/user/register body: the sign-up form in snake_case (spec §5 Sign-up). */
export type RegisterBody = ApiBody<'postAuthUserRegister'>;

/** PUT /api/auth/user/update/{userId} body: any editable profile field and/or the newsletter flag. */
export type UpdateUserBody = ApiBody<'putAuthUserUpdateByUserId'>;

/** PUT /api/auth/user/update/{userId} 200: the updated spec §3 User (no role) and a message. */
export type UpdateUserResponse = ApiJson<'putAuthUserUpdateByUserId', 200>;

/** PUT /api/auth/user/update_password/{userId} body. */
export type UpdatePasswordBody = ApiBody<'putAuthUserUpdatePasswordByUserId'>;

/** POST /api/auth/user/reset-password body. */
export type ResetPasswordBody = ApiBody<'postAuthUserResetPassword'>;

/* ---- Orders, credit and special-instructions files (spec §3 Order, §5 checkout, §7 order calls) ---- */

/** Storage name of an order line as the api sends it (spec §3 cart item storageType). */
export type OrderStorageTypeName = StorageTypeName;

/**
 * Spec §3 Order (list) as GET /api/auth/user/orders/{userId} sends it. Euro amounts are decimal
 * strings. NOTE the spec's odd `isCancelled`: TRUE means the order CAN be cancelled (same value
 * as `cancellable`); `cancelled` says whether it was cancelled.
 */
export type OrderDto = UserOrdersResponse['orders'][number];

/** Spec §3 Order (tracked). `total_price` null and `shipping_address` town + country unless owner. */
export type TrackedOrderDto = TrackOrderResponse['order'];

/** POST /api/order/product body (JSON form of spec §7's multipart call). */
export type PlaceOrderBody = ApiBody<'postOrderProduct'>;

/** One line of POST /api/order/product. `price` is the unit price incl. VAT (euros) the bff computed. */
export type OrderItemBody = PlaceOrderBody['items'][number];

/**
 * POST /api/order/product 201 (placed) or 200 (`replayed`: the key was used before, nothing new
 * booked). Failures: 400 field errors (`items.{i}.{field}`), 402 'Insufficient credit to place this
 * order.', 409 'Prices have changed. Please review your cart.' or a product no longer available.
 */
export type PlaceOrderResponse = ApiJson<'postOrderProduct', 201>;

/** GET /api/auth/user/orders/{userId}[?idempotencyKey=] — own orders only (403 otherwise), newest first. */
export type UserOrdersResponse = ApiJson<'getAuthUserOrdersByUserId', 200>;

/** GET /api/auth/user/track-orders/{trackingId or reference} — 404 'Order Not Found'; 429 throttled. */
export type TrackOrderResponse = ApiJson<'getAuthUserTrackOrdersByTrackingId', 200>;

/** PUT /api/order/order-cancelled/{orderId} 200 (403 not yours, 409 not cancellable). */
export type CancelOrderResponse = ApiJson<'putOrderOrderCancelledByOrderId', 200>;

/** POST /api/order/product-reorder/{orderId} body (`idempotency_key`: one per reorder dialog). */
export type ReorderBody = ApiBody<'postOrderProductReorderByOrderId'>;

/** POST /api/order/product-reorder/{orderId} 201 (400 quantity, 402 credit, 403, 409). */
export type ReorderResponse =
  | ApiJson<'postOrderProductReorderByOrderId', 201>
  | ApiJson<'postOrderProductReorderByOrderId', 202>;

/**
 * One purchase order of GET /api/order/purchase-orders (issue 14; issue 22 adds the buyer's PO
 * number, the VAT rates of its lines, the invoice standing and the credit notes); euro strings.
 */
export type PurchaseOrderDto = PurchaseOrdersResponse['purchase_orders'][number];

/** The invoice standing of a purchase order (issue 22): number, dates, euro amounts, state. */
export type InvoiceDto = NonNullable<PurchaseOrderDto['invoice']>;

/** One credit note of a purchase order (issue 22): number, date, reason, euro amounts, lines. */
export type CreditNoteDto = PurchaseOrderDto['credit_notes'][number];

/** GET /api/order/purchase-orders — the signed-in customer's purchase orders, newest first. */
export type PurchaseOrdersResponse = ApiJson<'getOrderPurchaseOrders', 200>;

/** GET /api/order/purchase-orders/{number} — 200 answer (issue 24). */
export type PurchaseOrderResponse = ApiJson<'getPurchaseOrder', 200>;

/** GET /api/order/statements — the months the signed-in customer has an account statement for. */
export type StatementMonthsResponse = ApiJson<'listStatementMonths', 200>;

/** One month of {@link StatementMonthsResponse}: `YYYY-MM` and its name ('November 2026'). */
export type StatementMonthDto = StatementMonthsResponse['months'][number];

/**
 * GET /api/order/prices — the signed-in customer's active price list (the rules valid today) and
 * the shop's volume breaks (issue 25); cents and basis points.
 */
export type OwnPricingResponse = ApiJson<'getOwnPricing', 200>;

/** The pricing of {@link OwnPricingResponse}: price list (or null), volume breaks, the day. */
export type OwnPricingDto = OwnPricingResponse['pricing'];

/** GET /api/auth/user/credit/{userId} — decimal euro strings; available = limit − max(0, outstanding). */
export type CreditResponse = ApiJson<'getAuthUserCreditByUserId', 200>;

/** POST /api/order/special-quote-files 201 (multipart, one file; 400 not a real PDF/Word; 413 too large). */
export type SpecialQuoteFileResponse = ApiJson<'postOrderSpecialQuoteFiles', 201>;
