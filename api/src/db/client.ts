/**
 * Opens the database (design "The three services"): embedded PGlite by default (a folder on
 * disk, or in memory for tests) or PostgreSQL through node-postgres when a URL is given.
 * Both drivers are exposed as one Drizzle type, `Db`.
 */
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

import { migrationsFolder } from './migrations-folder.js';
import type { DbHandle, DbTarget, OpenDbOptions } from './handle.js';

export type { Db, DbHandle, DbTarget, OpenDbOptions, SqlExecutor } from './handle.js';
export { migrationsFolder };

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
  // Loaded only for the embedded database: production images, on PostgreSQL, do not ship PGlite.
  const { openPglite } = await import('./pglite.js');
  return openPglite(target.dir, options, logger);
}
