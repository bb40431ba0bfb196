/**
 * Control characters in text input (issue 13 bad input): NUL and the other C0 controls (and DEL)
 * are refused with 400 at the edge, before any route or the database sees them (PostgreSQL cannot
 * store NUL in text; it answered 500). Tab, line feed and carriage return stay allowed — multi-line
 * fields (messages, addresses) use them, and single-line fields refuse them in their own schemas.
 */

/** C0 control characters other than tab (\t), line feed (\n) and carriage return (\r), and DEL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Message of a refused field, e.g. "email must not contain control characters". */
export function controlCharacterMessage(field: string): string {
  return `${field} must not contain control characters`;
}

/**
 * Returns the path ("email", "lines.0.referenceNumber") of the first string inside `value` (an
 * object, array or string, up to 20 levels deep) holding a control character, or null. Object keys
 * are checked as well. `path` is the path of `value` itself ('' at the top).
 */
export function findControlCharacter(value: unknown, path = '', depth = 0): string | null {
  const here = path || 'body';
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? here : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  // A Buffer or a streamed body (the catalog ZIP) is not text; walking a stream's object graph
  // (socket, server, …) would hold the event loop for a minute.
  if (Buffer.isBuffer(value) || typeof (value as { pipe?: unknown }).pipe === 'function') {
    return null;
  }
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value as Record<string, unknown>);
  for (const [key, item] of entries) {
    const child = path ? `${path}.${key}` : key;
    if (CONTROL_CHARACTERS.test(key)) return child;
    const found = findControlCharacter(item, child, depth + 1);
    if (found) return found;
  }
  return null;
}
