/** The label of the tracking input (spec §2 Track page). */
export const TRACK_INPUT_LABEL = 'Tracking ID or Reference Number';

/** The text when no order matches (spec §8 Tracking). */
export const ORDER_NOT_FOUND = 'Order Not Found';

/**
 * The tracking value to look up: the input trimmed, or null when it is blank (spec §5: tracking
 * inputs trimmed, empty ignored).
 */
export function trackingValue(input: string): string | null {
  const value = input.trim();
  return value === '' ? null : value;
}

/** An ISO 8601 date as an Irish long date, e.g. "3 March 2025"; the input when it is not a date. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-IE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}

/** A delivery status with its first letter capitalised, e.g. "Awaiting dispatch". */
export function statusLabel(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : status;
}
