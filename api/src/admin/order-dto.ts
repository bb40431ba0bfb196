/** An order as the admin sees it on the wire (issue 9; issue 22 PO numbers). Amounts in cents. */
import type { OrderRow } from '../db/schema/orders.js';

/** The special-instructions file of an order, as the admin sees it. */
export interface AdminOrderFileDto {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** An order as the admin sees it (cents). */
export interface AdminOrderDto {
  id: number;
  trackingId: string;
  referenceNumber: string;
  orderDate: string;
  customer: { id: number; fullName: string; companyName: string; email: string };
  deliveryStatus: string;
  cancelled: boolean;
  cancelledAt: string | null;
  productId: number | null;
  productName: string;
  productImage: string;
  categories: string[];
  sizeLabel: string | null;
  fabricName: string | null;
  fabricColorName: string | null;
  storageType: OrderRow['storageType'];
  quantity: number;
  unitPrice: number;
  unitVat: number;
  /** The VAT rate charged on this order line, basis points (2300 = 23 %). */
  vatRateBp: number;
  net: number;
  vat: number;
  gross: number;
  shippingAddress: string;
  specialQuoteText: string | null;
  specialQuoteFile: AdminOrderFileDto | null;
  allowedDeliveryStatuses: string[];
  cancellable: boolean;
  /** The shop's purchase order number ('PO-000042'); null for an order placed before them. */
  purchaseOrderNumber: string | null;
  /** The buyer's own PO number given at checkout. */
  buyerPoNumber: string | null;
}
