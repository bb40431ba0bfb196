/** The OrderApprovalLine type (issue 24): one priced line of an order awaiting approval. */
import type { OrderApprovalLineResolvers } from '../__generated__/resolvers-types.js';

/** OrderApprovalLine fields from the api's DTO (the total in integer gross cents). */
export const OrderApprovalLine: OrderApprovalLineResolvers = {
  productName: (dto) => dto.product_name,
  sizeLabel: (dto) => dto.size_label,
  fabricName: (dto) => dto.fabric_name,
  fabricColorName: (dto) => dto.fabric_color_name,
  quantity: (dto) => dto.quantity,
  referenceNumber: (dto) => dto.reference_number,
  total: (dto) => dto.total_cents,
};
