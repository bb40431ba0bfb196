/** The label of the tracking input (spec §2 Track page). */
export const TRACK_INPUT_LABEL = 'Tracking ID or Reference Number';

/**
 * The tracking value to look up: the input trimmed, or null when it is blank (spec §5: tracking
 * inputs trimmed, empty ignored).
 */
export function trackingValue(input: string): string | null {
  const value = input.trim();
  return value === '' ? null : value;
}
