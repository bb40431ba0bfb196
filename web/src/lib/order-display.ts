import { irishLongDate } from './dates';

/** The text when no order matches or it is not the customer's (spec §8 Tracking). */
export const ORDER_NOT_FOUND = 'Order Not Found';

/**
 * An ISO 8601 date as an Irish long date in Irish time, e.g. "3 March 2025"; the input when it is
 * not a date (spec §2 My Orders and order tracking). The time zone is fixed so that the server's
 * rendering of My Orders (issue 29) and the browser's hydration print the same day.
 */
export function formatOrderDate(iso: string): string {
  return irishLongDate(new Date(iso)) ?? iso;
}

/** A delivery status with its first letter capitalised, e.g. "Awaiting dispatch" (spec §2, §4). */
export function statusLabel(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : status;
}
