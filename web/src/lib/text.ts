/**
 * Title-cases a name: every word gets an upper-case first letter and lower-case rest, e.g.
 * "kids beds" -> "Kids Beds" (spec §2 Category page title). Runs of spaces, dashes and underscores
 * between words become a single space.
 */
export function titleCase(text: string): string {
  return text
    .trim()
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
