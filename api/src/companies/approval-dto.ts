/**
 * The wire shapes of order approval (issue 24): an approval request as the company sees it
 * (amounts integer gross euro cents) and the request bodies, validated with clear 400 messages.
 */
import { z } from 'zod';
import { APPROVAL_STATUSES } from '../db/schema/approvals.js';
import { MAX_LIMIT_CENTS } from './dto.js';
import type { ApprovalView } from './approvals.js';

/** The longest approver's note accepted. */
export const MAX_APPROVAL_NOTE = 500;

/** One checkout awaiting (or past) approval. */
export const approvalDto = z.object({
  id: z.number().int(),
  status: z.enum(APPROVAL_STATUSES).describe('pending, approved, rejected or expired'),
  total_cents: z.number().int().describe('gross total: the credit reserved while pending'),
  reasons: z
    .array(z.enum(['ORDER_LIMIT', 'MONTH_LIMIT', 'COMPANY_RULE']))
    .describe('why it needs approval'),
  placed_by_user_id: z.number().int().nullable(),
  placed_by: z.string().nullable().describe('full name of the user who placed it'),
  decided_by: z.string().nullable().describe('full name of the approver who decided it'),
  note: z.string().nullable().describe("the approver's note"),
  buyer_po_number: z.string().nullable(),
  purchase_order_id: z.number().int().nullable().describe('the purchase order placed on approval'),
  created_at: z.string().describe('ISO 8601'),
  expires_at: z.string().describe('ISO 8601: 7 days after it was placed'),
  decided_at: z.string().nullable().describe('ISO 8601'),
  can_decide: z
    .boolean()
    .describe('true when the caller may approve or reject it now (an approver, not the placer)'),
  lines: z.array(
    z.object({
      product_name: z.string(),
      size_label: z.string().nullable(),
      fabric_name: z.string().nullable(),
      fabric_color_name: z.string().nullable(),
      quantity: z.number().int(),
      reference_number: z.string(),
      total_cents: z.number().int(),
    }),
  ),
});

/** Who is looking at an approval request: their user id and company role. */
export interface ApprovalViewer {
  userId: number;
  companyRole: string | null;
}

/** True when `viewer` may decide the request now: pending, an approver, not its placer. */
export function canDecide(view: ApprovalView, viewer: ApprovalViewer | null): boolean {
  return (
    viewer !== null &&
    view.row.status === 'pending' &&
    (viewer.companyRole === 'APPROVER' || viewer.companyRole === 'COMPANY_ADMIN') &&
    view.row.placedByUserId !== viewer.userId
  );
}

/** The wire form of an {@link ApprovalView} as `viewer` sees it. */
export function toApprovalDto(
  view: ApprovalView,
  viewer: ApprovalViewer | null,
): z.infer<typeof approvalDto> {
  const { row } = view;
  return {
    id: row.id,
    status: row.status,
    total_cents: row.totalCents,
    reasons: row.reasons as ('ORDER_LIMIT' | 'MONTH_LIMIT' | 'COMPANY_RULE')[],
    placed_by_user_id: row.placedByUserId,
    placed_by: view.placedBy,
    decided_by: view.decidedBy,
    note: row.note,
    buyer_po_number: row.checkout.buyerPoNumber,
    purchase_order_id: row.purchaseOrderId,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    can_decide: canDecide(view, viewer),
    lines: row.checkout.rows.map((r) => ({
      product_name: r.productName,
      size_label: r.sizeLabel ?? null,
      fabric_name: r.fabricName ?? null,
      fabric_color_name: r.fabricColorName ?? null,
      quantity: r.quantity,
      reference_number: r.referenceNumber,
      total_cents: r.totalCents,
    })),
  };
}

/** POST /api/company/approvals/{approvalId}/approve | /reject. */
export const decisionBody = z
  .object({
    note: z
      .string({ message: 'note must be text' })
      .trim()
      .max(MAX_APPROVAL_NOTE, { message: `Note must be at most ${MAX_APPROVAL_NOTE} characters` })
      .nullable()
      .optional(),
  })
  .optional();

/** The `approvalId` path parameter. */
export const approvalParams = z.object({
  approvalId: z.coerce
    .number({ message: 'approvalId must be a number' })
    .int({ message: 'approvalId must be a whole number' })
    .min(1, { message: 'approvalId must be at least 1' })
    .max(2_147_483_647, { message: 'approvalId is too large' }),
});

/** PUT /api/company/approval-rule: orders above this always need approval (null = no rule). */
export const approvalRuleBody = z.object({
  approval_above_cents: z
    .number({ message: 'must be a whole number of cents or null' })
    .int({ message: 'must be a whole number of cents or null' })
    .min(0, { message: 'must not be negative' })
    .max(MAX_LIMIT_CENTS, { message: 'is too large' })
    .nullable(),
});
