/**
 * REST DTOs of the commerce api (spec §3 entities, §7 calls), typed by route.
 * This file is the contract between bff/ and api/: the api answers exactly these shapes
 * (snake_case where the spec names the field so). Prices are decimal strings in euros
 * ("499.00") or null when the request carries no valid bearer token.
 */

/** A decimal euro amount as the api sends it, e.g. "499.00"; null for visitors. */
export type EuroAmount = string | null;

/** Spec §3 Category. `product_count` counts the products linked to it. */
export interface CategoryDto {
  id: number;
  category_name: string;
  product_count: number;
  image_url?: string;
}

/** Spec §3 Size; dimensions in cm (null when unknown). */
export interface SizeDto {
  id: number;
  size: string;
  length: number | null;
  width: number | null;
  height: number | null;
}

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
export interface ProductDto {
  id: number;
  product_name: string;
  description: string;
  sku: string;
  price_euro: EuroAmount;
  stock: number;
  status: string;
  createdAt: string;
  product_image: string;
  images: { id: number; image_url: string }[];
  Categories: { id: number; category_name: string }[];
  Sizes: SizeDto[];
  Fabrics: FabricDto[];
  types: StorageTypeName[];
}

/** Spec §3 Variation. Null ids mean the variation does not depend on that choice. */
export interface VariationDto {
  id: number;
  productId: number;
  sizeId: number | null;
  fabricId: number | null;
  fabricColorId: number | null;
  price_euro: EuroAmount;
}

/** Spec §3 Pagination. */
export interface PaginationDto {
  totalProducts: number;
  totalPages: number;
  currentPage: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/** A paginated product answer (listing, filter, search, category products). */
export interface ProductPageResponse {
  success: true;
  products: ProductDto[];
  pagination: PaginationDto;
}

/** GET /api/category/categories */
export interface CategoriesResponse {
  success: true;
  categories: CategoryDto[];
}

/** POST /api/category/menus-categories-products  body { category_names: string[] } — keyed by category name. */
export interface MenusResponse {
  success: true;
  data: Record<string, MenuProductDto[]>;
}

/** GET /api/product/sizes */
export interface SizesResponse {
  success: true;
  sizes: SizeDto[];
}

/** GET /api/product/products-listing?page&limit — see ProductPageResponse. */
export type ProductsListingResponse = ProductPageResponse;

/** POST /api/product/products/filter body. Category and size ids; price range in whole euros. */
export interface ProductFilterBody {
  categories?: number[];
  sizes?: number[];
  priceRange?: { min: number; max: number };
  page?: number;
  limit?: number;
}

/** POST /api/product/search body. */
export interface ProductSearchBody {
  search: string;
  page?: number;
  limit?: number;
}

/** GET /api/category/{categoryId|categoryName}/products?page&limit — adds the resolved category. */
export interface CategoryProductsResponse extends ProductPageResponse {
  category: CategoryDto;
}

/** GET /api/product/{id} */
export interface ProductResponse {
  success: true;
  product: ProductDto;
  variations: VariationDto[];
}

/** GET /api/category/{categoryIds} (comma-separated ids): related products. */
export interface RelatedProductsResponse {
  success: true;
  products: ProductDto[];
}

/** GET /api/admin/storage-prices?categoryId={id} — ottoman price per size id (keys are size ids). */
export interface OttomanPricesResponse {
  success: true;
  ottomanPrices: Record<string, EuroAmount>;
}

/** GET /api/admin/storage-prices/cloud?categoryId={id} */
export interface CloudStorageResponse {
  success: true;
  cloudStorageBase: EuroAmount;
}

/** Spec §3 News. `content` is HTML. */
export interface NewsDto {
  id: number;
  content: string;
  createdAt: string;
}

/** GET /api/admin/news */
export interface NewsResponse {
  success: true;
  news: NewsDto[];
}

/** GET /api/order/delivery/status — ordered by position. */
export interface DeliveryStatusesResponse {
  success: true;
  deliveryStatuses: { id: number; deliveryStatus: string; position: number }[];
}

/** Every 4xx/5xx body of the api. 5xx bodies carry a generic message only. */
export interface ErrorResponse {
  success: false;
  message: string;
  errors?: { field: string; message: string }[];
}

/** Spec §3 User (the signed-in trade customer). `credit_limit` in euros as a decimal string. */
export interface UserDto {
  id: number;
  full_name: string;
  email: string;
  invoice_email?: string;
  phone_number?: string;
  country?: string;
  office_address?: string;
  office_city?: string;
  office_eir_code?: string;
  delivery_address?: string;
  delivery_city?: string;
  delivery_eir_code?: string;
  company_name?: string;
  credit_limit?: EuroAmount;
  subscribe?: boolean;
}

/** GET /api/auth/user/me — the current user (and a refreshed token) for a valid bearer token. */
export interface MeResponse {
  success?: boolean;
  user: UserDto;
  token?: string;
}
