/**
 * Opens the database (design "The three services"): embedded PGlite by default (a folder on
 * disk, or in memory for tests) or PostgreSQL through node-postgres when a URL is given.
 * Both drivers are exposed as one Drizzle type, `Db`.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

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
   * PGlite only: the data directory as a gzipped tarball, taken between queries (PGlite's
   * `dumpDataDir`); a consistent snapshot to restore with `openDb`'s `loadDataDir` (issue 27).
   */
  dumpDataDir?: () => Promise<Blob>;
}

/** Absolute path of the drizzle-kit migrations folder; valid from src/db and dist/db alike. */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Options of `openDb`. */
export interface OpenDbOptions {
  /** Called with the SQL text and bound parameters of every query (diagnostics and tests). */
  onQuery?: (query: string, params: unknown[]) => void;
  /** Called when an idle PostgreSQL connection fails (logged by the server; ignored by tests). */
  onPoolError?: (error: Error) => void;
  /** PGlite only: a tarball of `dumpDataDir` to create the (empty) data directory from. */
  loadDataDir?: Blob;
}

/**
 * Opens the database described by `target`. For PGlite with a `dir`, the folder is created.
 * @throws when PGlite cannot open the folder (e.g. another process holds it).
 */
export async function openDb(target: DbTarget, options: OpenDbOptions = {}): Promise<DbHandle> {
  const onQuery = options.onQuery;
  const logger = onQuery
    ? { logQuery: (query: string, params: unknown[]) => onQuery(query, params) }
    : undefined;
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle client can lose its connection (server restart, database dropped): pg emits 'error'
    // on the pool, which would crash the process without a listener. The pool replaces the client.
    pool.on('error', (error) => options.onPoolError?.(error));
    const db = drizzlePg(pool, { schema, logger });
    return {
      db,
      kind: 'postgres',
      sql: { executeSql: (text, values) => pool.query(text, values) },
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (target.dir) mkdirSync(target.dir, { recursive: true });
  // pg_trgm backs the trigram search indexes (migration 0010, issue 12).
  const client = new PGlite({
    ...(target.dir ? { dataDir: target.dir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, logger });
  return {
    db,
    kind: 'pglite',
    sql: {
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        // PGlite's query() takes one statement; exec() runs a script (the queue's schema).
        const results = await client.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      },
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: async () => {
      // A checkpoint first, so the tarball's files hold every committed change without WAL replay.
      await client.exec('CHECKPOINT');
      return client.dumpDataDir('gzip');
    },
  };
}
