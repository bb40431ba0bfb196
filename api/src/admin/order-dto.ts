/**
 * An order as the admin sees it on the wire (issue 9; issue 22 PO numbers), amounts in integer euro
 * cents: the zod schemas the admin routes answer with (and the OpenAPI document publishes), and
 * the service types inferred from them, so the service and the wire cannot drift apart.
 */
import { z } from 'zod';
import { ORDER_STORAGE_TYPES } from '../db/schema/orders.js';

/** An order on the admin wire (cents). */
export const adminOrderDto = z.object({
  id: z.number().int(),
  trackingId: z.string(),
  referenceNumber: z.string(),
  orderDate: z.string(),
  customer: z.object({
    id: z.number().int(),
    fullName: z.string(),
    companyName: z.string(),
    email: z.string(),
  }),
  deliveryStatus: z.string(),
  cancelled: z.boolean(),
  cancelledAt: z.string().nullable(),
  productId: z.number().int().nullable(),
  productName: z.string(),
  productImage: z.string(),
  categories: z.array(z.string()),
  sizeLabel: z.string().nullable(),
  fabricName: z.string().nullable(),
  fabricColorName: z.string().nullable(),
  storageType: z.enum(ORDER_STORAGE_TYPES),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  unitVat: z.number().int(),
  vatRateBp: z.number().int().describe('The VAT rate charged, basis points (2300 = 23 %)'),
  net: z.number().int(),
  vat: z.number().int(),
  gross: z.number().int(),
  shippingAddress: z.string(),
  specialQuoteText: z.string().nullable(),
  specialQuoteFile: z
    .object({
      id: z.string(),
      fileName: z.string(),
      contentType: z.string(),
      size: z.number().int(),
    })
    .nullable(),
  allowedDeliveryStatuses: z.array(z.string()),
  cancellable: z.boolean(),
  purchaseOrderNumber: z.string().nullable().describe("the shop's PO number, e.g. PO-000042"),
  buyerPoNumber: z.string().nullable().describe("the buyer's own PO number"),
});

/** One order on the admin wire with its invoice, credit notes and purchase order siblings. */
export const adminOrderDetailDto = adminOrderDto.extend({
  invoiceNumber: z.string().nullable(),
  creditNotes: z.array(
    z.object({
      number: z.string(),
      issueDate: z.string(),
      gross: z.number().int(),
      reason: z.string(),
    }),
  ),
  siblings: z
    .array(
      z.object({
        id: z.number().int(),
        trackingId: z.string(),
        productName: z.string(),
        quantity: z.number().int(),
        gross: z.number().int(),
        deliveryStatus: z.string(),
        cancelled: z.boolean(),
      }),
    )
    .describe('the other lines of the same purchase order'),
});

/** An order as the admin sees it (cents). */
export type AdminOrderDto = z.infer<typeof adminOrderDto>;

/** The special-instructions file of an order, as the admin sees it. */
export type AdminOrderFileDto = NonNullable<AdminOrderDto['specialQuoteFile']>;

/** An order with its invoice, credit notes and purchase order siblings (cents). */
export type AdminOrderDetailDto = z.infer<typeof adminOrderDetailDto>;
