/**
 * The fixed avatar palette of the user menu (spec §2 signed-in header); every colour carries white
 * text with at least 4.5:1 contrast.
 */
export const AVATAR_PALETTE = [
  '#1f5c58',
  '#8a4b2f',
  '#3f4f86',
  '#7a3e5c',
  '#4f5f22',
  '#8a5a12',
  '#2c6483',
  '#5f4394',
] as const;

/** The uppercase first letter of a name, or '?' for a blank one (spec §2 user menu avatar). */
export function avatarInitial(name: string): string {
  const first = name.trim().charAt(0);
  return first ? first.toLocaleUpperCase('en-IE') : '?';
}

/**
 * The avatar colour of a name: always the same palette entry for the same name (a 31-based string
 * hash modulo the palette size), spec §2.
 */
export function avatarColor(name: string): string {
  let hash = 0;
  for (const char of name.trim()) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_PALETTE[hash % AVATAR_PALETTE.length] ?? AVATAR_PALETTE[0];
}
