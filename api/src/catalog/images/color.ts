/** Small colour helpers for the drawn pictures (spec §2 product and category pictures). */

/** Parses "#rrggbb" into [r, g, b] (0-255); invalid input gives mid grey. */
export function parseHex(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return [128, 128, 128];
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Formats [r, g, b] as "#rrggbb". */
export function toHex([r, g, b]: [number, number, number]): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Mixes `hex` towards white (amount > 0) or black (amount < 0); amount in -1..1. */
export function shade(hex: string, amount: number): string {
  const [r, g, b] = parseHex(hex);
  const target = amount >= 0 ? 255 : 0;
  const a = Math.abs(amount);
  return toHex([r + (target - r) * a, g + (target - g) * a, b + (target - b) * a]);
}

/** Relative luminance 0..1 (for choosing contrasting details). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
