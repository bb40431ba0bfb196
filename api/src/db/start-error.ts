/**
 * The one line an api prints when its database cannot be used at start (issue 27: "the database
 * unreachable at start: refuse to start with one line naming it", not a 25-line stack).
 */
import type { DbTarget } from './client.js';

/** The database a target names, without credentials: `postgres://host:port/name` or the PGlite folder. */
export function databaseName(target: DbTarget): string {
  if (target.kind === 'pglite') return `PGlite at ${target.dir ?? '(memory)'}`;
  try {
    const url = new URL(target.url);
    return `PostgreSQL at ${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL is not a URL)';
  }
}

/** The innermost error of `err`: through Drizzle's `cause` and pg's AggregateError (one per address). */
function rootError(err: unknown): unknown {
  let current = err;
  for (let depth = 0; depth < 5; depth += 1) {
    if (current instanceof AggregateError && current.errors.length > 0) current = current.errors[0];
    else if (current instanceof Error && current.cause !== undefined) current = current.cause;
    else break;
  }
  return current;
}

/** Why `err` happened, in a few words: a system or SQLSTATE code and the first message line. */
export function errorReason(err: unknown): string {
  const root = rootError(err);
  if (!(root instanceof Error)) return String(root);
  const code = (root as NodeJS.ErrnoException).code;
  const message = root.message.split('\n')[0] || root.name;
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}

/** `api: cannot use the database (PostgreSQL at …): ECONNREFUSED …; refusing to start`. */
export function databaseStartError(target: DbTarget, err: unknown): string {
  return `api: cannot use the database (${databaseName(target)}): ${errorReason(err)}; refusing to start`;
}
