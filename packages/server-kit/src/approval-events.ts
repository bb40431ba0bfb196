/**
 * Approval events (issue 24, live notification): when a company user's checkout goes to
 * "awaiting approval", or an approver decides one, the api publishes who must hear of it on the
 * Redis channel {@link APPROVAL_EVENTS_CHANNEL}; every bff instance hands it to those users' live
 * subscriptions. The api alone decides the recipients (the company's active approvers and company
 * admins but the placer; the placer of a decided order). One schema for both sides.
 */
import { z } from 'zod';

/** Pub/sub channel (before the key prefix) of approval events; payload {@link ApprovalEvent} as JSON. */
export const APPROVAL_EVENTS_CHANNEL = 'approval-events';

/** The published payload of one approval event (strict: an extra or missing field is refused). */
export const approvalEventSchema = z.strictObject({
  /** awaiting: a checkout waits for approval; approved / rejected: it was decided. */
  kind: z.enum(['awaiting', 'approved', 'rejected']),
  approvalId: z.number().int(),
  /** The users who are told (ids of company users). */
  recipientUserIds: z.array(z.number().int()),
  /** Full name of who placed the order. */
  placedBy: z.string().nullable(),
  /** The order's gross total in euro cents. */
  totalCents: z.number().int(),
  /** ISO 8601 time of the event. */
  at: z.iso.datetime(),
});

/** One approval event, as the api publishes it and the bff's live feed reads it. */
export type ApprovalEvent = z.infer<typeof approvalEventSchema>;

/** What one recipient is told: the event without the recipient list. */
export type ApprovalNoticeEvent = Omit<ApprovalEvent, 'recipientUserIds'>;

/** Parses a published message; null when it is not an approval event of this shape. */
export function parseApprovalEvent(message: string): ApprovalEvent | null {
  try {
    const parsed = approvalEventSchema.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
