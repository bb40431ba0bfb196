/**
 * REST DTOs of the commerce api (spec §3 entities, §7 calls), typed by route.
 * This file is the contract between bff/ and api/: the api answers exactly these shapes
 * (snake_case where the spec names the field so). Prices are decimal strings in euros
 * ("499.00") or null when the request carries no valid bearer token.
 */

import type { operations } from './__generated__/api.js';

/**
 * The JSON body of the api's answer `Status` to operation `Op`, from the types generated of the
 * api's OpenAPI document (`npm run api:types`, issue 15): a changed api schema changes these.
 */
type ApiJson<
  Op extends keyof operations,
  Status extends keyof operations[Op]['responses'],
> = operations[Op]['responses'][Status] extends { content: { 'application/json': infer Body } }
  ? Body
  : never;

/** A decimal euro amount as the api sends it, e.g. "499.00"; null for visitors. */
export type EuroAmount = string | null;

/** Spec §3 Category. `product_count` counts the products linked to it. */
export type CategoryDto = CategoriesResponse['categories'][number];

/** Spec §3 Size; dimensions in cm (null when unknown). */
export type SizeDto = SizesResponse['sizes'][number];

/** Spec §3 Menu product. */
export interface MenuProductDto {
  id: number;
  product_name: string;
}

export interface FabricColorDto {
  id: number;
  color_name: string;
  image_url: string;
}

export interface FabricDto {
  id: number;
  fabric_name: string;
  fabricColors: FabricColorDto[];
}

/** Storage type names as the api sends them (spec §3 Product.types). */
export type StorageTypeName = 'Non Ottoman' | 'Ottoman' | 'Cloud Storage';

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
export interface ProductFilterBody {
  categories?: number[];
  sizes?: number[];
  priceRange?: { min: number; max: number };
  sort?: ProductSortParam;
  page?: number;
  limit?: number;
}

/** The `sort` of the product list calls; the api ignores price sorts for visitors. */
export type ProductSortParam = 'name' | 'newest' | 'price_asc' | 'price_desc';

/** POST /api/product/search body. */
export interface ProductSearchBody {
  search: string;
  sort?: ProductSortParam;
  page?: number;
  limit?: number;
}

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
 * profile update's answer, and `role` where login and /me carry it.
 */
export type UserDto = UpdateUserResponse['data'] & Partial<Pick<SessionUserDto, 'role'>>;

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
export interface RequestCallBody {
  name: string;
  companyName: string;
  phoneNumber: string;
  message: string;
}

/** POST /api/user/request-call — 201 answer; the toast shows `data.message` (spec §7). */
export type RequestCallResponse = ApiJson<'postUserRequestCall', 201>;

/* ---- Accounts (spec §7 auth calls; added by the accounts side of the bff) ---- */

/** POST /api/auth/user/login body. */
export interface LoginBody {
  email: string;
  password: string;
  /** The browser's device token from an earlier sign-in (the `deviceToken` cookie), if any. */
  deviceToken?: string;
}

/** POST /api/auth/user/login 200: the 8-hour bearer token and the user (spec §3 Login response). */
export type LoginResponse = ApiJson<'postAuthUserLogin', 200>;

/** A `{ success: true, message }` answer (register 201, logout, forgot/reset/update password). */
export interface MessageResponse {
  success: true;
  message: string;
}

/** POST /api/auth/user/register body: the sign-up form in snake_case (spec §5 Sign-up). */
export interface RegisterBody {
  full_name: string;
  email: string;
  invoice_email: string;
  phone_number: string;
  country: string;
  office_address: string;
  office_city: string;
  office_eir_code: string;
  delivery_address: string;
  delivery_city: string;
  delivery_eir_code: string;
  company_name: string;
  password: string;
  confirm_password?: string;
  subscribe?: boolean;
  /** The company's VAT number (issue 22); the api checks and normalises it. */
  vat_number?: string;
}

/** PUT /api/auth/user/update/{userId} body: any editable profile field and/or the newsletter flag. */
export type UpdateUserBody = Partial<
  Pick<
    RegisterBody,
    | 'full_name'
    | 'phone_number'
    | 'country'
    | 'office_address'
    | 'office_city'
    | 'office_eir_code'
    | 'delivery_address'
    | 'delivery_city'
    | 'delivery_eir_code'
    | 'company_name'
    | 'vat_number'
  > & { subscribe: boolean }
>;

/** PUT /api/auth/user/update/{userId} 200: the updated spec §3 User (no role) and a message. */
export type UpdateUserResponse = ApiJson<'putAuthUserUpdateByUserId', 200>;

/** PUT /api/auth/user/update_password/{userId} body. */
export interface UpdatePasswordBody {
  curr_password: string;
  new_password: string;
  confirm_password?: string;
}

/** POST /api/auth/user/reset-password body. */
export interface ResetPasswordBody {
  token: string;
  password: string;
}

/* ---- Orders, credit and special-instructions files (spec §3 Order, §5 checkout, §7 order calls) ---- */

/** Storage name of an order line as the api sends it (spec §3 cart item storageType). */
export type OrderStorageTypeName = StorageTypeName;

/**
 * Spec §3 Order (list) as GET /api/auth/user/orders/{userId} sends it. Euro amounts are decimal
 * strings. NOTE the spec's odd `isCancelled`: TRUE means the order CAN be cancelled (same value
 * as `cancellable`); `cancelled` says whether it was cancelled.
 */
export interface OrderDto {
  id: number;
  trackingId: string;
  /** ISO 8601. */
  orderDate: string;
  status: 'placed' | 'cancelled';
  deliveryStatus: string;
  cancelled: boolean;
  isCancelled: boolean;
  cancellable: boolean;
  productId: number | null;
  product_name: string;
  product_image: string;
  sizeId: number | null;
  /** Size label, e.g. '5ft King'. */
  size: string | null;
  fabricId: number | null;
  fabric_name: string | null;
  fabricColorId: number | null;
  fabric_color_name: string | null;
  storageType: OrderStorageTypeName;
  quantity: number;
  /** Net unit price charged, euros. */
  unit_price: string;
  /** VAT per unit charged, euros. */
  vat: string;
  /** The VAT rate charged, percent as printed ('23', '13.5'); stored with the order (issue 22). */
  vat_rate: string;
  /** (unit price + VAT) × quantity, euros. */
  total_price: string;
  referenceNumber: string;
  /** Text, or 'None'. */
  special_quote: string;
  special_quote_file: { id: string; fileName: string } | null;
  categories: string[];
  shipping_address: string;
}

/** Spec §3 Order (tracked). `total_price` null and `shipping_address` town + country unless owner. */
export interface TrackedOrderDto {
  referenceNumber: string;
  orderDate: string;
  shipping_address: string;
  product_image: string;
  product_name: string;
  fabric_name: string | null;
  fabric_color_name: string | null;
  quantity: number;
  total_price: EuroAmount;
  trackingId: string;
  deliveryStatus: string;
}

/** One line of POST /api/order/product. `price` is the unit price incl. VAT (euros) the bff computed. */
export interface OrderItemBody {
  productId: number;
  sizeId: number | null;
  fabricId: number | null;
  fabricColorId: number | null;
  /** Unit price including VAT, euros (the api refuses it with 409 when the catalog says otherwise). */
  price: string;
  /** VAT per unit, euros. */
  vat: string;
  quantity: number;
  isStorageCharges: boolean;
  referenceNumber: string;
  storageType: OrderStorageTypeName;
  special_quote: { text: string | null; fileId: string | null };
}

/** POST /api/order/product body (JSON form of spec §7's multipart call). */
export interface PlaceOrderBody {
  userId: number;
  /** One key per checkout: repeating it returns the orders already placed. */
  idempotency_key: string;
  /** Address, city and country joined (spec §7). */
  shipping_address: string;
  /** The buyer's own PO number for the whole checkout, at most 35 characters (issue 22). */
  buyer_po_number?: string;
  shipping?: { firstName: string; address: string; city: string; country: string };
  items: OrderItemBody[];
}

/**
 * POST /api/order/product 201 (placed) or 200 (`replayed`: the key was used before, nothing new
 * booked). Failures: 400 field errors (`items.{i}.{field}`), 402 'Insufficient credit to place this
 * order.', 409 'Prices have changed. Please review your cart.' or a product no longer available.
 */
export interface PlaceOrderResponse {
  success: true;
  message: string;
  replayed: boolean;
  orders: OrderDto[];
}

/** GET /api/auth/user/orders/{userId}[?idempotencyKey=] — own orders only (403 otherwise), newest first. */
export type UserOrdersResponse = ApiJson<'getAuthUserOrdersByUserId', 200>;

/** GET /api/auth/user/track-orders/{trackingId or reference} — 404 'Order Not Found'; 429 throttled. */
export type TrackOrderResponse = ApiJson<'getAuthUserTrackOrdersByTrackingId', 200>;

/** PUT /api/order/order-cancelled/{orderId} 200 (403 not yours, 409 not cancellable). */
export type CancelOrderResponse = ApiJson<'putOrderOrderCancelledByOrderId', 200>;

/** POST /api/order/product-reorder/{orderId} body. */
export interface ReorderBody {
  userId: number;
  quantity: number;
  referenceNumber?: string;
  /** One per reorder dialog: a repeat returns the order already placed instead of booking again. */
  idempotency_key?: string;
}

/** POST /api/order/product-reorder/{orderId} 201 (400 quantity, 402 credit, 403, 409). */
export type ReorderResponse = ApiJson<'postOrderProductReorderByOrderId', 201>;

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

/** GET /api/order/statements — the months the signed-in customer has an account statement for. */
export type StatementMonthsResponse = ApiJson<'listStatementMonths', 200>;

/** One month of {@link StatementMonthsResponse}: `YYYY-MM` and its name ('November 2026'). */
export type StatementMonthDto = StatementMonthsResponse['months'][number];

/** GET /api/auth/user/credit/{userId} — decimal euro strings; available = limit − max(0, outstanding). */
export type CreditResponse = ApiJson<'getAuthUserCreditByUserId', 200>;

/** POST /api/order/special-quote-files 201 (multipart, one file; 400 not a real PDF/Word; 413 too large). */
export type SpecialQuoteFileResponse = ApiJson<'postOrderSpecialQuoteFiles', 201>;
