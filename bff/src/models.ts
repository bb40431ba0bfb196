/**
 * Parent shapes of GraphQL types whose REST source is not one DTO (codegen `mappers`).
 * Amounts stay as the api sends them until a Money field turns them into cents.
 */
import type { StaffRole } from '@serena/domain';
import type { AdminProductRowDto, AdminSizeDto } from './upstream/admin-catalog.js';
import type { AdminPageDto } from './upstream/admin-types.js';
import type { CategoryDto, InvoiceDto, PaginationDto, ProductDto } from './upstream/types.js';

/**
 * A category as resolvers receive it: a full CategoryDto (categories call), or the
 * `{ id, category_name }` pair embedded in a product; product_count then comes from a loader.
 */
export type CategoryModel = Pick<CategoryDto, 'id' | 'category_name'> &
  Partial<Pick<CategoryDto, 'product_count' | 'image_url'>>;

/** One page of products (listing, filter, search, category products), spec §3 Pagination. */
export interface ProductPageModel {
  products: ProductDto[];
  pagination: PaginationDto;
}

/** Storage extras of one product, looked up by the category id that prices its storage (spec §9). */
export interface StoragePricesModel {
  /** Category whose storage prices apply (the Beds category for a bed), null when none. */
  categoryId: number | null;
  /** The product they are shown for: its price list percentage applies to them (issue 25). */
  product?: Pick<ProductDto, 'id' | 'Categories'>;
}

/** An invoice as resolvers receive it: the api's standing plus the number of its purchase order. */
export type InvoiceModel = InvoiceDto & {
  /** The purchase order it was issued for, e.g. 'PO-000042' (its PDF link is by PO number). */
  purchaseOrderNumber: string;
};

/**
 * What every admin field's parent carries (AdminQuery, AdminMutation and their catalog namespaces):
 * the admin's bearer token for the api, handed out only by the guard (resolvers/admin/guard.ts).
 */
export interface AdminScope {
  token: string;
  /** The staff member's role (issue 26), from GET /api/admin/me. */
  staffRole: StaffRole;
  /** Who they are: id (null for the CLI credential) and e-mail. */
  viewer: { id: number | null; label: string; permissions: string[] };
}

/** A page of the admin product list (issue 10). */
export type AdminProductPageDto = AdminPageDto<AdminProductRowDto>;

/** The ottoman price of one size (cents; issue 10). */
export interface AdminOttomanPriceModel {
  size: AdminSizeDto;
  priceCents: number;
}
