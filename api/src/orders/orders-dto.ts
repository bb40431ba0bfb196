/**
 * The response DTOs of the order calls (spec §3 Order list/tracked, credit) and their mappers from
 * orders rows; euro amounts are decimal strings. Split out of orders/routes.ts (issue 15).
 */
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { ORDER_STORAGE_TYPES, specialQuoteFiles, type OrderRow } from '../db/schema/orders.js';
import { users } from '../db/schema/accounts.js';
import { formatVatRate } from '@serena/domain';
import { formatCents } from '../lib/money.js';
import type { CreditPosition } from '../books/ledger.js';
import { isCancellable } from './service.js';

/** Spec §3 Order (list) as the api sends it; euro amounts are decimal strings. */
export const orderDto = z.object({
  id: z.number().int(),
  trackingId: z.string(),
  orderDate: z.string().describe('ISO 8601'),
  status: z.enum(['placed', 'cancelled']),
  deliveryStatus: z.string(),
  cancelled: z.boolean(),
  isCancelled: z
    .boolean()
    .describe(
      "spec §3/§4 semantics: TRUE when the order CAN be cancelled (same value as 'cancellable')",
    ),
  cancellable: z.boolean().describe('true when not cancelled and awaiting dispatch'),
  productId: z.number().int().nullable(),
  product_name: z.string(),
  product_image: z.string(),
  sizeId: z.number().int().nullable(),
  size: z.string().nullable().describe('size label'),
  fabricId: z.number().int().nullable(),
  fabric_name: z.string().nullable(),
  fabricColorId: z.number().int().nullable(),
  fabric_color_name: z.string().nullable(),
  storageType: z.enum(ORDER_STORAGE_TYPES),
  quantity: z.number().int(),
  unit_price: z.string().describe('net unit price, euros'),
  vat: z.string().describe('VAT per unit, euros'),
  vat_rate: z.string().describe("the VAT rate charged, percent as printed: '23', '13.5'"),
  total_price: z.string().describe('(unit price + VAT) × quantity, euros'),
  referenceNumber: z.string(),
  special_quote: z.string().describe("text, or 'None'"),
  special_quote_file: z.object({ id: z.string(), fileName: z.string() }).nullable(),
  categories: z.array(z.string()),
  shipping_address: z.string(),
  placed_by: z
    .object({ id: z.number().int(), full_name: z.string() })
    .nullable()
    .describe('the company user who placed the order (issue 24); null when unknown'),
});

/** Spec §3 Order (tracked). `total_price` is null without a valid bearer of the owner. */
export const trackedOrderDto = z.object({
  referenceNumber: z.string(),
  orderDate: z.string(),
  shipping_address: z.string().describe('full for the owner; town and country otherwise'),
  product_image: z.string(),
  product_name: z.string(),
  fabric_name: z.string().nullable(),
  fabric_color_name: z.string().nullable(),
  quantity: z.number().int(),
  total_price: z.string().nullable(),
  trackingId: z.string(),
  deliveryStatus: z.string(),
});

/** The credit position as decimal euro strings. */
export const creditDto = z.object({
  credit_limit: z.string(),
  available_credit: z.string(),
  outstanding: z
    .string()
    .describe('purchases − reversals − payments + payment reversals; negative after overpaying'),
});

/** Turns a credit position (cents) into its decimal-euro DTO. */
export function toCreditDto(p: CreditPosition): z.infer<typeof creditDto> {
  return {
    credit_limit: formatCents(p.limitCents),
    available_credit: formatCents(p.availableCents),
    outstanding: formatCents(p.outstandingCents),
  };
}

type FileNames = ReadonlyMap<string, string>;
type PlacerNames = ReadonlyMap<number, string>;

/**
 * Maps an orders row to the spec §3 Order (list) DTO; `placers` names the company users who placed
 * orders (issue 24), by user id.
 */
export function toOrderDto(
  row: OrderRow,
  fileNames: FileNames = new Map(),
  placers: PlacerNames = new Map(),
): z.infer<typeof orderDto> {
  const placedBy = row.placedByUserId;
  const cancellable = isCancellable(row);
  const fileId = row.specialQuoteFileId;
  return {
    id: row.id,
    trackingId: row.trackingId,
    orderDate: row.createdAt.toISOString(),
    status: row.status,
    deliveryStatus: row.deliveryStatus,
    cancelled: row.status === 'cancelled',
    isCancelled: cancellable,
    cancellable,
    productId: row.productId,
    product_name: row.productName,
    product_image: row.productImage,
    sizeId: row.sizeId,
    size: row.sizeLabel,
    fabricId: row.fabricId,
    fabric_name: row.fabricName,
    fabricColorId: row.fabricColorId,
    fabric_color_name: row.fabricColorName,
    storageType: row.storageType,
    quantity: row.quantity,
    unit_price: formatCents(row.unitPriceCents),
    vat: formatCents(row.unitVatCents),
    vat_rate: formatVatRate(row.vatRateBp),
    total_price: formatCents(row.totalCents),
    referenceNumber: row.referenceNumber,
    special_quote: row.specialQuoteText ?? 'None',
    special_quote_file: fileId ? { id: fileId, fileName: fileNames.get(fileId) ?? 'file' } : null,
    categories: row.categories,
    shipping_address: row.shippingAddress,
    placed_by:
      placedBy !== null && placers.has(placedBy)
        ? { id: placedBy, full_name: placers.get(placedBy)! }
        : null,
  };
}

/** The shipping address a non-owner may see: town and country only (spec §2 Track; design). */
export function publicShippingAddress(row: OrderRow): string {
  const parts = [row.shippingCity, row.shippingCountry].filter((p): p is string => !!p?.trim());
  if (parts.length > 0) return parts.join(', ');
  const last = row.shippingAddress.split(',').pop()?.trim();
  return last ?? '';
}

/** Maps an orders row to the spec §3 Order (tracked) DTO for an owner or anyone else. */
export function toTrackedDto(row: OrderRow, owner: boolean): z.infer<typeof trackedOrderDto> {
  return {
    referenceNumber: row.referenceNumber,
    orderDate: row.createdAt.toISOString(),
    shipping_address: owner ? row.shippingAddress : publicShippingAddress(row),
    product_image: row.productImage,
    product_name: row.productName,
    fabric_name: row.fabricName,
    fabric_color_name: row.fabricColorName,
    quantity: row.quantity,
    total_price: owner ? formatCents(row.totalCents) : null,
    trackingId: row.trackingId,
    deliveryStatus: row.deliveryStatus,
  };
}

/** File names of the special-instructions files the rows reference. */
export async function fileNamesOf(db: Db, rows: OrderRow[]): Promise<Map<string, string>> {
  const ids = [
    ...new Set(rows.map((r) => r.specialQuoteFileId).filter((id): id is string => !!id)),
  ];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: specialQuoteFiles.id, name: specialQuoteFiles.fileName })
    .from(specialQuoteFiles)
    .where(inArray(specialQuoteFiles.id, ids));
  return new Map(found.map((f) => [f.id, f.name]));
}

/** The full names of the users who placed the rows (issue 24), by user id. */
async function placerNamesOf(db: Db, rows: OrderRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((r) => r.placedByUserId).filter((id): id is number => !!id))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(found.map((u) => [u.id, u.name]));
}

/**
 * The rows as spec §3 Order (list) DTOs, with the names of their special-instructions files and
 * of the company users who placed them.
 */
export async function orderDtos(db: Db, rows: OrderRow[]): Promise<z.infer<typeof orderDto>[]> {
  const [names, placers] = await Promise.all([fileNamesOf(db, rows), placerNamesOf(db, rows)]);
  return rows.map((r) => toOrderDto(r, names, placers));
}
