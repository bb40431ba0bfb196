/**
 * Parent shapes of the admin catalog types (issue 10), mapped in codegen.ts. Money is cents.
 */
import type { AdminProductRowDto, AdminSizeDto } from '../../../upstream/admin-catalog.js';
import type { AdminPageDto } from '../../../upstream/admin-types.js';

/** A page of the admin product list. */
export type AdminProductPageDto = AdminPageDto<AdminProductRowDto>;

/** The ottoman price of one size (cents). */
export interface AdminOttomanPriceModel {
  size: AdminSizeDto;
  priceCents: number;
}
