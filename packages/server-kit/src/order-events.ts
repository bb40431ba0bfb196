/**
 * Order-change events (issue 14, live status; shared since issue 28): after a change to an order
 * commits, the api publishes it on the Redis channel {@link ORDER_EVENTS_CHANNEL} and every bff
 * instance hands it to the customer's live subscriptions. One schema for both sides.
 */
import { z } from 'zod';

/** Pub/sub channel (before the key prefix) of order changes; payload {@link OrderChangeEvent} as JSON. */
export const ORDER_EVENTS_CHANNEL = 'order-events';

/** The published payload of one order change (strict: an extra or missing field is refused). */
export const orderChangeEventSchema = z.strictObject({
  kind: z.enum(['status-changed', 'cancelled']),
  userId: z.number().int(),
  orderId: z.number().int(),
  trackingId: z.string(),
  productName: z.string(),
  /** Delivery status before the change. */
  previousStatus: z.string(),
  /** Delivery status now. */
  deliveryStatus: z.string(),
  cancelled: z.boolean(),
  /** ISO 8601 time of the event. */
  at: z.iso.datetime(),
});

/** What changed on one order, as the api publishes it and the bff's live feed reads it. */
export type OrderChangeEvent = z.infer<typeof orderChangeEventSchema>;

/** Parses a published message; null when it is not an order change of this shape. */
export function parseOrderChange(message: string): OrderChangeEvent | null {
  try {
    const parsed = orderChangeEventSchema.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
