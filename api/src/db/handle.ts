/**
 * The types of an open database (client.ts `openDb`, pglite.ts): one Drizzle type for the PGlite
 * and node-postgres drivers.
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';

/** The Drizzle database type shared by the PGlite and node-postgres drivers. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Where to open the database: PostgreSQL by URL, or PGlite in a folder (or in memory). */
export type DbTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dir?: string };

/**
 * Plain SQL on the database's own client, as the job queue (pg-boss) wants it: `$1`-style
 * parameters; without parameters the text may hold several statements.
 */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** An open database: the Drizzle instance, which driver backs it, and how to close it. */
export interface DbHandle {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** The same database for libraries that speak plain SQL (the job queue, issue 27). */
  sql: SqlExecutor;
  /** Applies the SQL migrations in api/drizzle/ (idempotent). */
  migrate(): Promise<void>;
  /** Closes the pool or the embedded database. */
  close(): Promise<void>;
  /**
   * PGlite only: the data directory as a tarball (gzipped unless `compression` is `'none'`),
   * taken between queries (PGlite's `dumpDataDir`); a consistent snapshot to restore with
   * `openDb`'s `loadDataDir` (issue 27). An uncompressed tarball restores in less time.
   */
  dumpDataDir?: (compression?: 'gzip' | 'none') => Promise<Blob>;
}

/** Options of `openDb`. */
export interface OpenDbOptions {
  /** Called with the SQL text and bound parameters of every query (diagnostics and tests). */
  onQuery?: (query: string, params: unknown[]) => void;
  /** Called when an idle PostgreSQL connection fails (logged by the server; ignored by tests). */
  onPoolError?: (error: Error) => void;
  /** PGlite only: a tarball of `dumpDataDir` to create the (empty) data directory from. */
  loadDataDir?: Blob;
}
